import { covidReportColumns, mandatoryNotificationColumns, servicesReportColumns } from '@ponto/domain';
import { describe, expect, it } from 'vitest';
import { locales, resources } from './index';

const reports = [
  ['notificationsReport', mandatoryNotificationColumns],
  ['servicesReport', servicesReportColumns],
  ['covidReport', covidReportColumns],
] as const;

describe.each(reports)('%s namespace', (ns, columns) => {
  it.each(locales)('%s labels exactly the report columns, in the CSV and on the screen', (locale) => {
    const catalog = resources[locale][ns] as { columns: object; page: { columns: object } };
    expect(Object.keys(catalog.columns)).toEqual([...columns]);
    expect(catalog.page.columns).toEqual(catalog.columns);
  });

  it.each(locales)('%s file name is a plain ASCII word (it goes into content-disposition)', (locale) => {
    expect(resources[locale][ns].fileName).toMatch(/^[a-z-]+$/);
  });
});
