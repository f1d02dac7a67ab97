import { describe, expect, it } from 'vitest';
import { session, workplace } from '../testing/fixtures';
import { type AccessContext, decideAccess, noticeOf } from './access';

const signedOut = (wanted = '/x', rapidTestAvailable = false): AccessContext => ({
  session: null,
  wanted,
  rapidTestAvailable,
});
const signedIn = (value = session(), wanted = '/x'): AccessContext => ({
  session: value,
  wanted,
  rapidTestAvailable: false,
});
const training = session({ user: { status: 'TRAINING' } });

describe('decideAccess (§2 guards)', () => {
  it('public and unguarded routes are open to anyone', () => {
    for (const rule of ['public', 'unguarded'] as const) {
      expect(decideAccess(rule, signedOut())).toEqual({ kind: 'allow' });
      expect(decideAccess(rule, signedIn())).toEqual({ kind: 'allow' });
      expect(decideAccess(rule, signedIn(training))).toEqual({ kind: 'allow' });
    }
  });

  it('the login shows when signed out; signed in it goes to /home or back to the wanted page', () => {
    expect(decideAccess('guest', signedOut('/login'))).toEqual({ kind: 'allow' });
    expect(decideAccess('guest', signedIn(session(), '/login'))).toEqual({ kind: 'redirect', to: '/home' });
    expect(decideAccess('guest', signedIn(session(), '/login?from=%2Fagenda%3Fday%3D1'))).toEqual({
      kind: 'redirect',
      to: '/agenda?day=1',
    });
    // Never to another site.
    expect(decideAccess('guest', signedIn(session(), '/login?from=%2F%2Fevil.example'))).toEqual({
      kind: 'redirect',
      to: '/home',
    });
    expect(decideAccess('guest', signedIn(session(), '/login?from=https%3A%2F%2Fevil.example'))).toEqual({
      kind: 'redirect',
      to: '/home',
    });
  });

  it('logged-in-only routes send a signed-out visitor to /login keeping the wanted path', () => {
    expect(decideAccess('signedIn', signedOut('/relatorio?x=1'))).toEqual({
      kind: 'redirect',
      to: '/login?from=%2Frelatorio%3Fx%3D1',
    });
    expect(decideAccess('signedIn', signedIn())).toEqual({ kind: 'allow' });
    expect(decideAccess('signedIn', signedIn(training))).toEqual({ kind: 'allow' });
  });

  it('/home and /scanner-cards: login needed, a user in TRAINING goes to /treinamento', () => {
    expect(decideAccess('home', signedOut('/home?switchTab=reports'))).toEqual({
      kind: 'redirect',
      to: '/login?from=%2Fhome%3FswitchTab%3Dreports',
    });
    expect(decideAccess('home', signedIn(training))).toEqual({ kind: 'redirect', to: '/treinamento' });
    for (const status of ['ACTIVE', 'PENDING_TRAINING', 'CONTINUED_TRAINING'] as const) {
      expect(decideAccess('home', signedIn(session({ user: { status } })))).toEqual({ kind: 'allow' });
    }
  });

  it('/treinamento is open to logged-in and in-training users only', () => {
    expect(decideAccess('training', signedOut('/treinamento'))).toEqual({
      kind: 'redirect',
      to: '/login?from=%2Ftreinamento',
    });
    expect(decideAccess('training', signedIn(training))).toEqual({ kind: 'allow' });
    expect(decideAccess('training', signedIn())).toEqual({ kind: 'allow' });
  });

  it('/novo-exame needs a current workplace without the PONTO_ZERO module', () => {
    expect(decideAccess('newExam', signedOut('/novo-exame'))).toEqual({
      kind: 'redirect',
      to: '/login?from=%2Fnovo-exame',
    });
    expect(decideAccess('newExam', signedIn())).toEqual({ kind: 'allow' });
    expect(
      decideAccess(
        'newExam',
        signedIn(session({ currentWorkplace: workplace({ modules: ['PONTO_ZERO'] }) })),
      ),
    ).toEqual({ kind: 'redirect', to: '/home' });
    expect(decideAccess('newExam', signedIn(session({ currentWorkplace: null })))).toEqual({
      kind: 'redirect',
      to: '/home',
    });
  });

  it('/external-test signed out: /login when rapid_test is available, otherwise /home', () => {
    expect(decideAccess('externalTest', signedOut('/external-test', true))).toEqual({
      kind: 'redirect',
      to: '/login?from=%2Fexternal-test',
    });
    expect(decideAccess('externalTest', signedOut('/external-test', false))).toEqual({
      kind: 'redirect',
      to: '/home',
    });
    expect(decideAccess('externalTest', signedIn())).toEqual({ kind: 'allow' });
  });

  describe('clinical screens wait for the training (§4)', () => {
    const toTraining = { kind: 'redirect', to: '/treinamento', notice: 'TRAINING_REQUIRED' };
    const inTraining = ['TRAINING', 'PENDING_TRAINING', 'CONTINUED_TRAINING'] as const;

    it.each(inTraining)('a %s user goes to /treinamento with the TRAINING_REQUIRED notice', (status) => {
      const trainee = signedIn(session({ user: { status } }));
      for (const rule of ['clinical', 'newExam', 'externalTest'] as const)
        expect(decideAccess(rule, trainee)).toEqual(toTraining);
    });

    it('an ACTIVE user is let in; signed out, the login keeps the wanted path', () => {
      expect(decideAccess('clinical', signedIn(session({ user: { status: 'ACTIVE' } })))).toEqual({
        kind: 'allow',
      });
      expect(decideAccess('clinical', signedOut('/recoleta'))).toEqual({
        kind: 'redirect',
        to: '/login?from=%2Frecoleta',
      });
    });

    it('training comes before the PONTO_ZERO check of /novo-exame', () => {
      const zero = workplace({ modules: ['PONTO_ZERO'] });
      expect(
        decideAccess('newExam', signedIn(session({ currentWorkplace: zero, user: { status: 'TRAINING' } }))),
      ).toEqual(toTraining);
    });

    it('reads the notice back from the history state, ignoring anything else', () => {
      expect(noticeOf({ notice: 'TRAINING_REQUIRED' })).toBe('TRAINING_REQUIRED');
      expect(noticeOf({ notice: 'OTHER' })).toBeNull();
      expect(noticeOf(null)).toBeNull();
      expect(noticeOf(undefined)).toBeNull();
    });
  });

  it('stock needs stockView and management a manager (§6)', () => {
    expect(decideAccess('stock', signedOut('/estoque'))).toEqual({
      kind: 'redirect',
      to: '/login?from=%2Festoque',
    });
    expect(decideAccess('stock', signedIn())).toEqual({ kind: 'redirect', to: '/home' });
    const stockViewer = session({
      user: { permissions: { labAnalyst: false, stockView: true, selfCollection: false } },
    });
    expect(decideAccess('stock', signedIn(stockViewer))).toEqual({ kind: 'allow' });
    expect(decideAccess('management', signedIn())).toEqual({ kind: 'redirect', to: '/home' });
    expect(decideAccess('management', signedIn(session({ user: { manager: true } })))).toEqual({
      kind: 'allow',
    });
  });

  it("the accounts screen is for Ponto's support staff only (§6 suspension)", () => {
    expect(decideAccess('support', signedIn(session({ user: { manager: true } })))).toEqual({
      kind: 'redirect',
      to: '/home',
    });
    expect(decideAccess('support', signedIn(session({ user: { roles: ['support'] } })))).toEqual({
      kind: 'allow',
    });
  });
});
