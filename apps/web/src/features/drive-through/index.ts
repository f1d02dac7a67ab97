export { driveThroughKey, releaseHold } from './api/drive-through';
export { placeDayLabel, placeTime } from './components/format';
export { LanesDay } from './components/lanes-day';
export { PlacesPanel } from './components/places-panel';
export { WizardDriveThrough } from './components/wizard-times';
