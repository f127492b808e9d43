import { graphql } from '../../graphql/gql';

export const INCOMING_WEBHOOKS = graphql(`
  query IncomingWebhooks($room_id: ID!) {
    incomingWebhooks(room_id: $room_id) {
      id
      name
      createdAt
      lastUsedAt
      image
    }
  }
`);

export const CREATE_INCOMING_WEBHOOK = graphql(`
  mutation CreateIncomingWebhook($input: CreateIncomingWebhookInput!) {
    createIncomingWebhook(input: $input) {
      webhook {
        id
        name
        createdAt
        lastUsedAt
        image
      }
      url
    }
  }
`);

export const REVOKE_INCOMING_WEBHOOK = graphql(`
  mutation RevokeIncomingWebhook($id: ID!) {
    revokeIncomingWebhook(id: $id)
  }
`);

export const OUTGOING_WEBHOOKS = graphql(`
  query OutgoingWebhooks($room_id: ID!) {
    outgoingWebhooks(room_id: $room_id) {
      id
      url
      events
      user_id
      createdAt
    }
  }
`);

export const CREATE_OUTGOING_WEBHOOK = graphql(`
  mutation CreateOutgoingWebhook($input: CreateOutgoingWebhookInput!) {
    createOutgoingWebhook(input: $input) {
      webhook {
        id
      }
      token
    }
  }
`);

export const REVOKE_OUTGOING_WEBHOOK = graphql(`
  mutation RevokeOutgoingWebhook($id: ID!) {
    revokeOutgoingWebhook(id: $id)
  }
`);

export const WEBHOOK_DELIVERIES = graphql(`
  query WebhookDeliveries($webhook_id: ID!) {
    webhookDeliveries(webhook_id: $webhook_id) {
      id
      event_type
      state
      attempts
      response_status
      error
      createdAt
    }
  }
`);

export const MENTION_WEBHOOKS = graphql(`
  query MentionWebhooks {
    mentionWebhooks {
      id
      url
      createdAt
    }
  }
`);

export const CREATE_MENTION_WEBHOOK = graphql(`
  mutation CreateMentionWebhook($input: CreateMentionWebhookInput!) {
    createMentionWebhook(input: $input) {
      webhook {
        id
      }
      token
    }
  }
`);

export const REVOKE_MENTION_WEBHOOK = graphql(`
  mutation RevokeMentionWebhook($id: ID!) {
    revokeMentionWebhook(id: $id)
  }
`);
