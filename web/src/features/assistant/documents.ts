import { gql } from 'urql';

const MESSAGE_FIELDS = gql`
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
`;

export const ASSISTANT_STATUS = gql`
  query AssistantStatus {
    getAssistantStatus {
      configured
      model
      requestsToday
      requestsPerDay
    }
  }
`;

export const LIST_CONVERSATIONS = gql`
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
`;

export const GET_CONVERSATION = gql`
  query AssistantConversation($id: ID!) {
    getConversation(id: $id) {
      id
      title
      messages {
        ...AssistantTurnFields
      }
    }
  }
  ${MESSAGE_FIELDS}
`;

export const CREATE_CONVERSATION = gql`
  mutation AssistantCreateConversation($input: CreateConversationInput!) {
    createConversation(input: $input) {
      id
      title
      updatedAt
    }
  }
`;

export const UPDATE_CONVERSATION = gql`
  mutation AssistantUpdateConversation($input: UpdateConversationInput!) {
    updateConversation(input: $input) {
      id
      title
    }
  }
`;

export const DELETE_CONVERSATION = gql`
  mutation AssistantDeleteConversation($input: DeleteConversationInput!) {
    deleteConversation(input: $input)
  }
`;

export const SEND_MESSAGE = gql`
  mutation AssistantSend($input: SendAssistantMessageInput!) {
    sendAssistantMessage(input: $input) {
      ...AssistantTurnFields
    }
  }
  ${MESSAGE_FIELDS}
`;

export const STOP_MESSAGE = gql`
  mutation AssistantStop($input: AssistantMessageIdInput!) {
    stopAssistantMessage(input: $input) {
      ...AssistantTurnFields
    }
  }
  ${MESSAGE_FIELDS}
`;

export const RETRY_MESSAGE = gql`
  mutation AssistantRetry($input: AssistantMessageIdInput!) {
    retryAssistantMessage(input: $input) {
      ...AssistantTurnFields
    }
  }
  ${MESSAGE_FIELDS}
`;

export const ON_ASSISTANT_MESSAGE = gql`
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
`;

export const CONTEXT_ROOMS = gql`
  query AssistantContextRooms {
    getRoomList(limit: 100) {
      items {
        id
        name
      }
    }
  }
`;

export const CONTEXT_BOARDS = gql`
  query AssistantContextBoards($room_id: ID!) {
    listBoardsByRoom(room_id: $room_id, is_archive: false, limit: 100) {
      items {
        id
        name
      }
    }
  }
`;
