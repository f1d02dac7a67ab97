export { TokenForm } from './components/token-form';
export { TrailStep, wrap } from './components/trail-step';
export { cnpjDigits } from './model/cnpj-input';
export { emptySettings, type GuideSettings, trailSteps } from './model/trail';
