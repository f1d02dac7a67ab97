import { reportColumns } from '@ponto/domain';
import { describe, expect, it } from 'vitest';
import { locales, resources } from './index';

describe('examReport namespace', () => {
  it.each(locales)('%s labels exactly the §3 report columns', (locale) => {
    const columns = resources[locale].examReport.columns as Record<string, string>;
    expect(Object.keys(columns).sort()).toEqual([...reportColumns].sort());
  });

  it.each(locales)('%s file names are plain ASCII words (they go into content-disposition)', (locale) => {
    const { fileName, zipName } = resources[locale].examReport;
    expect(`${fileName}${zipName}`).toMatch(/^[a-z-]+$/);
  });
});
