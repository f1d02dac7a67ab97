import loginPtBR from '@ponto/i18n/bundles/login/pt-BR';
import { describe, expect, it } from 'vitest';
import { createI18n, loadMessages } from './i18n';

/** What /login loads until the network is quiet (docs/performance.md, "Front end"). */
describe('the texts a new browser starts with', () => {
  it('are the login texts alone: the messages of forms and errors wait until a screen asks', async () => {
    const { i18n, ready } = createI18n('pt-BR', loginPtBR);
    await ready;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(i18n.hasLoadedNamespace('auth')).toBe(true);
    expect(i18n.hasLoadedNamespace('validation')).toBe(false);
    expect(i18n.hasLoadedNamespace('errors')).toBe(false);

    await loadMessages(i18n);
    expect(i18n.t('validation:required')).toBe('Campo obrigatório');
  });
});
