/**
 * The webhooks feature's face (eslint/feature-boundaries.js): a group room's incoming and outgoing webhooks, for its
 * panels, and an account's mention webhooks, for the account page.
 */
export { WebhooksPanel } from './WebhooksPanel';
export { OutgoingWebhooks } from './OutgoingWebhooks';
export { MentionWebhooksCard } from './MentionWebhooksCard';
