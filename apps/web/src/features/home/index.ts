export { type HomeTab, HomeTabs, homeTabs } from './components/home-tabs';
