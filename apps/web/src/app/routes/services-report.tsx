import { PeriodReportPage } from '@/features/period-reports/components/period-report-page';
import { ServicesResults } from '@/features/period-reports/components/services-results';

/** /relatorio-servicos (§2 services report). */
export default function ServicesReportPage() {
  return <PeriodReportPage namespace="servicesReport" Results={ServicesResults} />;
}
