export { LanesDay } from './components/lanes-day';
export { PlacesPanel } from './components/places-panel';
