export { PortalGuideList, PortalGuideView } from './components/portal-guide';
export {
  ReaderConnectionGuide,
  type ReaderManual,
  readerManuals,
} from './components/reader-connection-guide';
export { guideNamed } from './model/portal-guides';
