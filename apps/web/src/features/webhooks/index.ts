export { WebhooksSettings } from './components/webhooks-settings';
