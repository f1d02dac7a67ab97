import { namespaces } from '@ponto/i18n';
import { describe, expect, it } from 'vitest';
import { guideNamed, portalGuides } from './portal-guides';

describe('the portal guides', () => {
  it('finds a guide by its id and none for an unknown or missing one', () => {
    expect(guideNamed('release-report')?.page).toBe('tempResults');
    expect(guideNamed('nope')).toBeNull();
    expect(guideNamed(null)).toBeNull();
  });

  it('has a title, a summary and every step text in pt-BR (the other locales have the same keys)', () => {
    const items: Record<string, { title: string; summary: string; steps: Record<string, string> }> =
      namespaces.manuals['pt-BR'].guide.items;
    expect(Object.keys(items).sort()).toEqual(portalGuides.map((g) => g.id).sort());
    for (const guide of portalGuides) {
      const texts = items[guide.id]!;
      expect(texts.title && texts.summary).toBeTruthy();
      expect(Object.keys(texts.steps)).toEqual([...guide.steps]);
    }
  });
});
