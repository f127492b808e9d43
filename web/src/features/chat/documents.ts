import { graphql } from '../../graphql/gql';

/** What a room shows of itself: its header, its settings and the sidebar's row. */
export const ROOM_FIELDS = graphql(`
  fragment ChatRoomFields on Room {
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
`);

export const USER_ROOM_FIELDS = graphql(`
  fragment ChatUserRoomFields on UserRoom {
    id
    user_id
    room_id
    folder_id
    favorite
    unread_messages
    unread_mentions
    role
    viewerCan {
      post
      moderateMessages
      manageMembers
      editRoomInfo
    }
    last_message
    last_read_seq
    archived
    removed
    updatedAt
    room {
      ...ChatRoomFields
      last_seq
      directPartner {
        id
        name
        image
      }
    }
  }
`);

export const LIST_MY_ROOMS = graphql(`
  query ChatListMyRooms($user_id: ID!, $nextToken: String) {
    listUserRoomByUser(user_id: $user_id, limit: 100, nextToken: $nextToken) {
      liveMark
      items {
        ...ChatUserRoomFields
      }
      nextToken
    }
  }
`);

export const ON_UPDATE_USER_ROOM = graphql(`
  subscription ChatOnUpdateUserRoom($user_id: ID!, $after: String) {
    onUpdateUserRoom(user_id: $user_id, after: $after) {
      ...ChatUserRoomFields
    }
  }
`);

export const ADD_ROOM = graphql(`
  mutation ChatAddRoom($input: AddRoomInput!) {
    addRoom(input: $input) {
      id
      name
    }
  }
`);

export const JOIN_ROOM_BY_CODE = graphql(`
  mutation ChatJoinRoomByCode($input: JoinRoomByCodeInput!) {
    joinRoomByCode(input: $input) {
      id
      room_id
    }
  }
`);

export const UPDATE_USER_ROOM = graphql(`
  mutation ChatUpdateUserRoom($input: UpdateUserRoomInput!) {
    updateUserRoom(input: $input) {
      ...ChatUserRoomFields
    }
  }
`);

export const MARK_READ = graphql(`
  mutation ChatMarkRead($input: UpdateUnreadUserRoomInput!) {
    updateUnreadUserRoom(input: $input) {
      id
      unread_messages
      unread_mentions
      last_read_seq
    }
  }
`);

export const ROOM_MEMBERS = graphql(`
  query ChatRoomMembers($room_id: ID!) {
    userRoom(room_id: $room_id, limit: 100) {
      items {
        id
        user_id
        role
        accountNumber
        user {
          id
          name
          image
        }
      }
    }
  }
`);

export const UPDATE_ROLE = graphql(`
  mutation ChatUpdateRole($input: UpdateRoleUserRoomInput!) {
    customUpdateRoleUserRoom(input: $input) {
      id
      role
    }
  }
`);

export const REMOVE_MEMBER = graphql(`
  mutation ChatRemoveMember($input: DeleteUserRoomInput!) {
    customDeleteUserRoom(input: $input) {
      id
    }
  }
`);

export const MESSAGE_FIELDS = graphql(`
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
      isBot
    }
    files {
      items {
        ...FileFields
      }
    }
  }
`);

export const MESSAGES_BY_ROOM = graphql(`
  query ChatMessagesByRoom($room_id: ID!, $limit: Int, $nextToken: String, $afterSeq: Int) {
    customGetMessagesByRoom(room_id: $room_id, limit: $limit, nextToken: $nextToken, afterSeq: $afterSeq) {
      items {
        ...ChatMessageFields
      }
      nextToken
    }
  }
`);

export const GET_MESSAGE = graphql(`
  query ChatGetMessage($id: ID!) {
    customGetMessage(id: $id) {
      ...ChatMessageFields
    }
  }
`);

export const CREATE_MESSAGE = graphql(`
  mutation ChatCreateMessage($input: CreateMessageInput!) {
    createMessageByRole(input: $input) {
      ...ChatMessageFields
    }
  }
`);

export const UPDATE_MESSAGE = graphql(`
  mutation ChatUpdateMessage($input: UpdateMessageInput!) {
    updateMessageByRole(input: $input) {
      ...ChatMessageFields
    }
  }
`);

export const DELETE_MESSAGE = graphql(`
  mutation ChatDeleteMessage($input: DeleteMessageInput!) {
    deleteMessageByRole(input: $input) {
      ...ChatMessageFields
    }
  }
`);

/** Every change of the room's messages after afterSeq, replayed once listening, then live: nothing falls between. */
export const ON_MESSAGE_CHANGES = graphql(`
  subscription ChatOnMessageChanges($room_id: ID!, $afterSeq: Int!) {
    onMessageChanges(room_id: $room_id, afterSeq: $afterSeq) {
      ...ChatMessageFields
    }
  }
`);

export const DRAFT_FIELDS = graphql(`
  fragment ChatDraftFields on Draft {
    id
    room_id
    action
    message_id
    draft
    version
    updatedAt
  }
`);

export const GET_DRAFTS = graphql(`
  query ChatGetDrafts {
    getDraftMessages {
      id
      liveMark
      drafts {
        ...ChatDraftFields
      }
    }
  }
`);

export const SAVE_DRAFT = graphql(`
  mutation ChatSaveDraft($input: DraftInput!) {
    createOrUpdateDraftMessages(input: $input) {
      id
      saved {
        ...ChatDraftFields
      }
    }
  }
`);

export const ON_DRAFT = graphql(`
  subscription ChatOnDraft($user_id: ID!, $after: String) {
    onDraftMessage(user_id: $user_id, after: $after) {
      ...ChatDraftFields
    }
  }
`);

export const ROOM_DETAIL = graphql(`
  query ChatRoomDetail($id: ID!) {
    getRoomDetail(id: $id) {
      ...ChatRoomFields
    }
  }
`);

export const UPDATE_ROOM = graphql(`
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
`);

export const REGENERATE_ROOM_CODE = graphql(`
  mutation ChatRegenerateRoomCode($input: RegenerateRoomCodeInput!) {
    regenerateRoomCode(input: $input) {
      id
      musubiCode
    }
  }
`);

export const CONTACTS_FOR_PICKER = graphql(`
  query ChatContactsForPicker {
    listContacts(limit: 100) {
      items {
        id
        name
        image
      }
    }
  }
`);

export const SEARCH_MESSAGES = graphql(`
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
`);

export const ROOM_BOARDS_FOR_TASK = graphql(`
  query ChatRoomBoardsForTask($room_id: ID!) {
    listBoardsByRoom(room_id: $room_id, is_archive: false, limit: 100) {
      items {
        id
        name
      }
    }
  }
`);

export const CREATE_TASK_FROM_MESSAGE = graphql(`
  mutation ChatCreateTaskFromMessage($input: CreateTaskByBoardInput!) {
    createTaskByBoard(input: $input) {
      id
      board_id
      room_id
      name
    }
  }
`);

export const ADD_MEMBER = graphql(`
  mutation ChatAddMember($input: CreateUserRoomInput!) {
    customCreateUserRoom(input: $input) {
      id
      user_id
      role
    }
  }
`);

export const INVITE_TO_ROOM = graphql(`
  mutation ChatInviteToRoom($input: CreateInviteByEmailInput!) {
    createInviteByEmail(input: $input) {
      id
    }
  }
`);

export const ROOM_INVITES = graphql(`
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
`);

export const REVOKE_ROOM_INVITE = graphql(`
  mutation ChatRevokeRoomInvite($input: DeleteInviteByEmailInput!) {
    revokeRoomInvite(input: $input)
  }
`);

export const REMOVE_ROOM = graphql(`
  mutation ChatRemoveRoom($input: RemoveRoomInput!) {
    removeRoomByRole(input: $input) {
      id
    }
  }
`);
