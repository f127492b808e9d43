/**
 * The webhooks module's face: a room's Slack-compatible incoming webhooks (its routes.ts takes their posts) and its
 * outgoing webhooks in Chatwork's format, a room's or an account's mentions' (outgoing.ts queues and delivers them).
 */
export { createIncomingWebhook, listIncomingWebhooks, revokeIncomingWebhook } from './service';
export type { IncomingWebhook } from './service';
export {
  createMentionWebhook,
  createOutgoingWebhook,
  listMentionWebhooks,
  listOutgoingWebhooks,
  listWebhookDeliveries,
  revokeMentionWebhook,
  revokeOutgoingWebhook,
} from './outgoing';
export type { MentionWebhook, OutgoingWebhook, WebhookDelivery } from './outgoing';
