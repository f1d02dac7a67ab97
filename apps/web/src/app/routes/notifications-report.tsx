import { NotificationsResults } from '@/features/period-reports/components/notifications-results';
import { PeriodReportPage } from '@/features/period-reports/components/period-report-page';

/** /notificacoes-compulsorias (§2 mandatory notifications report, §3 fields). */
export default function NotificationsReportPage() {
  return <PeriodReportPage namespace="notificationsReport" Results={NotificationsResults} />;
}
