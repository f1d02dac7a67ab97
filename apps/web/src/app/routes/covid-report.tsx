import { CovidResults, PeriodReportPage } from '@/features/period-reports';

/** /relatorio-covid (§2 Covid-19 report). */
export default function CovidReportPage() {
  return <PeriodReportPage namespace="covidReport" Results={CovidResults} />;
}
