export { useOpenCriticalNotices } from './api/use-open-critical-notices';
export { CriticalNoticesBanner } from './components/critical-notices-banner';
export { CriticalNoticesList } from './components/critical-notices-list';
export { CriticalRangesSettings } from './components/critical-ranges-settings';
