import { PeriodReportPage, ServicesResults } from '@/features/period-reports';

/** /relatorio-servicos (§2 services report). */
export default function ServicesReportPage() {
  return <PeriodReportPage namespace="servicesReport" Results={ServicesResults} />;
}
