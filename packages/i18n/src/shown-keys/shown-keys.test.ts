import { describe, expect, it } from 'vitest';
import { locales } from '../locales';
import { shownKeySets } from './key-sets';
import { textOf } from './lookup';

/**
 * No raw key on a screen or in a PDF: every value of every domain set the web or the PDF shows has a
 * text of its own in each locale. i18next shows the key itself when a text is missing, so a missing,
 * empty or key-shaped text is what the user would see.
 */
describe.each(shownKeySets.map((set) => [set.name, set] as const))('%s', (_name, set) => {
  it('is not empty', () => {
    expect(set.values.length).toBeGreaterThan(0);
  });

  it.each(locales)('has a text in %s for every value', (locale) => {
    const missing: string[] = [];
    for (const value of set.values) {
      for (const key of set.keys(String(value))) {
        const text = textOf(locale, key)?.trim();
        const path = key.split(':')[1] ?? key;
        if (!text || text === key || text === path || text === String(value)) missing.push(key);
      }
    }
    expect(missing).toEqual([]);
  });
});
