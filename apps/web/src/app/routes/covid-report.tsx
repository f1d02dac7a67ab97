import { CovidResults } from '@/features/period-reports/components/covid-results';
import { PeriodReportPage } from '@/features/period-reports/components/period-report-page';

/** /relatorio-covid (§2 Covid-19 report). */
export default function CovidReportPage() {
  return <PeriodReportPage namespace="covidReport" Results={CovidResults} />;
}
