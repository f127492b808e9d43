/** The webhooks feature's face (eslint/feature-boundaries.js): a group room's incoming webhooks, for its panels. */
export { WebhooksPanel } from './WebhooksPanel';
export { OutgoingWebhooks } from './OutgoingWebhooks';
