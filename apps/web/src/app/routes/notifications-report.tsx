import { NotificationsResults, PeriodReportPage } from '@/features/period-reports';

/** /notificacoes-compulsorias (§2 mandatory notifications report, §3 fields). */
export default function NotificationsReportPage() {
  return <PeriodReportPage namespace="notificationsReport" Results={NotificationsResults} />;
}
