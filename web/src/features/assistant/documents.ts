import { graphql } from '../../graphql/gql';

export const MESSAGE_FIELDS = graphql(`
  fragment AssistantTurnFields on ConversationMessage {
    id
    conversationId
    role
    content
    status
    error
    context_room_id
    context_board_id
    createdAt
  }
`);

export const ASSISTANT_STATUS = graphql(`
  query AssistantStatus {
    getAssistantStatus {
      configured
      model
      requestsToday
      requestsPerDay
    }
  }
`);

export const LIST_CONVERSATIONS = graphql(`
  query AssistantConversations($limit: Int, $nextToken: String) {
    listConversations(limit: $limit, nextToken: $nextToken) {
      items {
        id
        title
        updatedAt
      }
      nextToken
    }
  }
`);

export const GET_CONVERSATION = graphql(`
  query AssistantConversation($id: ID!) {
    getConversation(id: $id) {
      id
      title
      messages {
        ...AssistantTurnFields
      }
    }
  }
`);

export const CREATE_CONVERSATION = graphql(`
  mutation AssistantCreateConversation($input: CreateConversationInput!) {
    createConversation(input: $input) {
      id
      title
      updatedAt
    }
  }
`);

export const UPDATE_CONVERSATION = graphql(`
  mutation AssistantUpdateConversation($input: UpdateConversationInput!) {
    updateConversation(input: $input) {
      id
      title
    }
  }
`);

export const DELETE_CONVERSATION = graphql(`
  mutation AssistantDeleteConversation($input: DeleteConversationInput!) {
    deleteConversation(input: $input)
  }
`);

export const SEND_MESSAGE = graphql(`
  mutation AssistantSend($input: SendAssistantMessageInput!) {
    sendAssistantMessage(input: $input) {
      ...AssistantTurnFields
    }
  }
`);

export const STOP_MESSAGE = graphql(`
  mutation AssistantStop($input: AssistantMessageIdInput!) {
    stopAssistantMessage(input: $input) {
      ...AssistantTurnFields
    }
  }
`);

export const RETRY_MESSAGE = graphql(`
  mutation AssistantRetry($input: AssistantMessageIdInput!) {
    retryAssistantMessage(input: $input) {
      ...AssistantTurnFields
    }
  }
`);

export const ON_ASSISTANT_MESSAGE = graphql(`
  subscription AssistantStream($conversationId: ID!) {
    onAssistantMessage(conversationId: $conversationId) {
      conversationId
      messageId
      delta
      done
      status
      content
      error
    }
  }
`);

export const CONTEXT_ROOMS = graphql(`
  query AssistantContextRooms {
    getRoomList(limit: 100) {
      items {
        id
        name
      }
    }
  }
`);

export const CONTEXT_BOARDS = graphql(`
  query AssistantContextBoards($room_id: ID!) {
    listBoardsByRoom(room_id: $room_id, is_archive: false, limit: 100) {
      items {
        id
        name
      }
    }
  }
`);
