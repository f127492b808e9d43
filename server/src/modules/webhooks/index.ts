/**
 * The webhooks module's face: a room's Slack-compatible incoming webhooks (its routes.ts takes their posts) and its
 * outgoing webhooks in Chatwork's format (outgoing.ts queues and delivers them).
 */
export { createIncomingWebhook, listIncomingWebhooks, revokeIncomingWebhook } from './service';
export type { IncomingWebhook } from './service';
export { createOutgoingWebhook, listOutgoingWebhooks, listWebhookDeliveries, revokeOutgoingWebhook } from './outgoing';
export type { OutgoingWebhook, WebhookDelivery } from './outgoing';
