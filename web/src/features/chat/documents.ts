import { gql } from 'urql';
import { FILE_FIELDS } from '../files/documents';

export const USER_ROOM_FIELDS = gql`
  fragment ChatUserRoomFields on UserRoom {
    id
    user_id
    room_id
    folder_id
    favorite
    unread_messages
    unread_mentions
    role
    last_message
    last_read_seq
    archived
    removed
    updatedAt
    room {
      id
      name
      image
      description
      overview
      public
      kind
      musubiCode
      totalUser
      last_seq
      directPartner {
        id
        name
        image
      }
    }
  }
`;

export const LIST_MY_ROOMS = gql`
  query ChatListMyRooms($user_id: ID!, $nextToken: String) {
    listUserRoomByUser(user_id: $user_id, limit: 100, nextToken: $nextToken) {
      liveMark
      items {
        ...ChatUserRoomFields
      }
      nextToken
    }
  }
  ${USER_ROOM_FIELDS}
`;

export const ON_UPDATE_USER_ROOM = gql`
  subscription ChatOnUpdateUserRoom($user_id: ID!, $after: String) {
    onUpdateUserRoom(user_id: $user_id, after: $after) {
      ...ChatUserRoomFields
    }
  }
  ${USER_ROOM_FIELDS}
`;

export const ADD_ROOM = gql`
  mutation ChatAddRoom($input: AddRoomInput!) {
    addRoom(input: $input) {
      id
      name
    }
  }
`;

export const JOIN_ROOM_BY_CODE = gql`
  mutation ChatJoinRoomByCode($input: JoinRoomByCodeInput!) {
    joinRoomByCode(input: $input) {
      id
      room_id
    }
  }
`;

export const UPDATE_USER_ROOM = gql`
  mutation ChatUpdateUserRoom($input: UpdateUserRoomInput!) {
    updateUserRoom(input: $input) {
      ...ChatUserRoomFields
    }
  }
  ${USER_ROOM_FIELDS}
`;

export const MARK_READ = gql`
  mutation ChatMarkRead($input: UpdateUnreadUserRoomInput!) {
    updateUnreadUserRoom(input: $input) {
      id
      unread_messages
      unread_mentions
      last_read_seq
    }
  }
`;

export const ROOM_MEMBERS = gql`
  query ChatRoomMembers($room_id: ID!) {
    userRoom(room_id: $room_id, limit: 100) {
      items {
        id
        user_id
        role
        user {
          id
          name
          image
        }
      }
    }
  }
`;

export const UPDATE_ROLE = gql`
  mutation ChatUpdateRole($input: UpdateRoleUserRoomInput!) {
    customUpdateRoleUserRoom(input: $input) {
      id
      role
    }
  }
`;

export const REMOVE_MEMBER = gql`
  mutation ChatRemoveMember($input: DeleteUserRoomInput!) {
    customDeleteUserRoom(input: $input) {
      id
    }
  }
`;

export const MESSAGE_FIELDS = gql`
  fragment ChatMessageFields on Message {
    id
    content
    user_id
    room_id
    reply_message_id
    to_user_id
    is_to_all
    seq
    change_seq
    client_key
    editedAt
    createdAt
    deletedAt
    emotions {
      user_id
      emotion
    }
    user {
      id
      name
      image
    }
    files {
      items {
        ...FileFields
      }
    }
  }
  ${FILE_FIELDS}
`;

export const MESSAGES_BY_ROOM = gql`
  query ChatMessagesByRoom($room_id: ID!, $limit: Int, $nextToken: String, $afterSeq: Int) {
    customGetMessagesByRoom(room_id: $room_id, limit: $limit, nextToken: $nextToken, afterSeq: $afterSeq) {
      items {
        ...ChatMessageFields
      }
      nextToken
    }
  }
  ${MESSAGE_FIELDS}
`;

export const GET_MESSAGE = gql`
  query ChatGetMessage($id: ID!) {
    customGetMessage(id: $id) {
      ...ChatMessageFields
    }
  }
  ${MESSAGE_FIELDS}
`;

export const CREATE_MESSAGE = gql`
  mutation ChatCreateMessage($input: CreateMessageInput!) {
    createMessageByRole(input: $input) {
      ...ChatMessageFields
    }
  }
  ${MESSAGE_FIELDS}
`;

export const UPDATE_MESSAGE = gql`
  mutation ChatUpdateMessage($input: UpdateMessageInput!) {
    updateMessageByRole(input: $input) {
      ...ChatMessageFields
    }
  }
  ${MESSAGE_FIELDS}
`;

export const DELETE_MESSAGE = gql`
  mutation ChatDeleteMessage($input: DeleteMessageInput!) {
    deleteMessageByRole(input: $input) {
      ...ChatMessageFields
    }
  }
  ${MESSAGE_FIELDS}
`;

/** Every change of the room's messages after afterSeq, replayed once listening, then live: nothing falls between. */
export const ON_MESSAGE_CHANGES = gql`
  subscription ChatOnMessageChanges($room_id: ID!, $afterSeq: Int!) {
    onMessageChanges(room_id: $room_id, afterSeq: $afterSeq) {
      ...ChatMessageFields
    }
  }
  ${MESSAGE_FIELDS}
`;

const DRAFT_FIELDS = gql`
  fragment ChatDraftFields on Draft {
    id
    room_id
    action
    message_id
    draft
    version
    updatedAt
  }
`;

export const GET_DRAFTS = gql`
  query ChatGetDrafts {
    getDraftMessages {
      id
      liveMark
      drafts {
        ...ChatDraftFields
      }
    }
  }
  ${DRAFT_FIELDS}
`;

export const SAVE_DRAFT = gql`
  mutation ChatSaveDraft($input: DraftInput!) {
    createOrUpdateDraftMessages(input: $input) {
      id
      saved {
        ...ChatDraftFields
      }
    }
  }
  ${DRAFT_FIELDS}
`;

export const ON_DRAFT = gql`
  subscription ChatOnDraft($user_id: ID!, $after: String) {
    onDraftMessage(user_id: $user_id, after: $after) {
      ...ChatDraftFields
    }
  }
  ${DRAFT_FIELDS}
`;

export const ROOM_DETAIL = gql`
  query ChatRoomDetail($id: ID!) {
    getRoomDetail(id: $id) {
      id
      name
      image
      description
      overview
      public
      kind
      musubiCode
      totalUser
    }
  }
`;

export const UPDATE_ROOM = gql`
  mutation ChatUpdateRoom($input: UpdateRoomInput!) {
    updateRoom(input: $input) {
      id
      name
      image
      description
      overview
      public
    }
  }
`;

export const REGENERATE_ROOM_CODE = gql`
  mutation ChatRegenerateRoomCode($input: RegenerateRoomCodeInput!) {
    regenerateRoomCode(input: $input) {
      id
      musubiCode
    }
  }
`;

export const CONTACTS_FOR_PICKER = gql`
  query ChatContactsForPicker {
    listContacts(limit: 100) {
      items {
        id
        name
        image
      }
    }
  }
`;

export const SEARCH_MESSAGES = gql`
  query ChatSearchMessages($content: String, $nextToken: String) {
    searchMessages(content: $content, limit: 30, nextToken: $nextToken) {
      items {
        id
        content
        room_id
        createdAt
        room {
          id
          name
          kind
          directPartner {
            id
            name
            image
          }
        }
        user {
          id
          name
        }
      }
      nextToken
    }
  }
`;

export const ROOM_BOARDS_FOR_TASK = gql`
  query ChatRoomBoardsForTask($room_id: ID!) {
    listBoardsByRoom(room_id: $room_id, is_archive: false, limit: 100) {
      items {
        id
        name
      }
    }
  }
`;

export const CREATE_TASK_FROM_MESSAGE = gql`
  mutation ChatCreateTaskFromMessage($input: CreateTaskByBoardInput!) {
    createTaskByBoard(input: $input) {
      id
      board_id
      room_id
      name
    }
  }
`;

export const ADD_MEMBER = gql`
  mutation ChatAddMember($input: CreateUserRoomInput!) {
    customCreateUserRoom(input: $input) {
      id
      user_id
      role
    }
  }
`;

export const INVITE_TO_ROOM = gql`
  mutation ChatInviteToRoom($input: CreateInviteByEmailInput!) {
    createInviteByEmail(input: $input) {
      id
    }
  }
`;

export const ROOM_INVITES = gql`
  query ChatRoomInvites($room_id: ID!) {
    listRoomInvites(room_id: $room_id, limit: 100) {
      items {
        id
        email
        role
        expiresAt
        inviter {
          id
          name
        }
      }
    }
  }
`;

export const REVOKE_ROOM_INVITE = gql`
  mutation ChatRevokeRoomInvite($input: DeleteInviteByEmailInput!) {
    revokeRoomInvite(input: $input)
  }
`;

export const REMOVE_ROOM = gql`
  mutation ChatRemoveRoom($input: RemoveRoomInput!) {
    removeRoomByRole(input: $input) {
      id
    }
  }
`;
