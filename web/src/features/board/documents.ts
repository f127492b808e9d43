import { gql } from 'urql';

const USER_FIELDS = gql`
  fragment BoardUserFields on User {
    id
    name
    image
  }
`;

export const TASK_FIELDS = gql`
  fragment BoardTaskFields on Task {
    id
    board_id
    room_id
    user_created_id
    usersAssignee { ...BoardUserFields }
    name
    description
    order
    startDate
    endDate
    status
    files { file_id name size type user_upload_name user_upload_id createdAt }
    tags { id name color }
    createdAt
    updatedAt
  }
  ${USER_FIELDS}
`;

export const BOARD_FIELDS = gql`
  fragment BoardFields on Board {
    id
    room_id
    name
    order
    labels
    color
    startDate
    endDate
    is_archive
    updatedAt
  }
`;

export const LIST_BOARDS = gql`
  query BoardListBoards($room_id: ID!, $is_archive: Boolean, $nextToken: String) {
    listBoardsByRoom(room_id: $room_id, is_archive: $is_archive, limit: 100, nextToken: $nextToken) {
      liveMark
      items {
        ...BoardFields
        tasks(limit: 100) {
          items { ...BoardTaskFields }
          nextToken
        }
      }
      nextToken
    }
  }
  ${BOARD_FIELDS}
  ${TASK_FIELDS}
`;

export const MORE_TASKS = gql`
  query BoardMoreTasks($id: ID!, $nextToken: String) {
    getBoard(id: $id) {
      id
      tasks(limit: 100, nextToken: $nextToken) {
        items { ...BoardTaskFields }
        nextToken
      }
    }
  }
  ${TASK_FIELDS}
`;

export const LIST_ARCHIVED = gql`
  query BoardListArchived($room_id: ID!) {
    listBoardsByRoom(room_id: $room_id, is_archive: true, limit: 100) {
      items { ...BoardFields }
      nextToken
    }
  }
  ${BOARD_FIELDS}
`;

export const ALL_ROOM_BOARDS = gql`
  query BoardAllRooms($nextToken: String) {
    getListBoardAllRoom(limit: 100, nextToken: $nextToken) {
      items {
        ...BoardFields
        room { id name }
        tasks(limit: 100) {
          items { ...BoardTaskFields }
          nextToken
        }
      }
      nextToken
    }
  }
  ${BOARD_FIELDS}
  ${TASK_FIELDS}
`;

export const ROOM_MEMBERS = gql`
  query BoardRoomMembers($room_id: ID!, $nextToken: String) {
    userRoom(room_id: $room_id, limit: 100, nextToken: $nextToken) {
      items { id user_id role user { ...BoardUserFields } }
      nextToken
    }
  }
  ${USER_FIELDS}
`;

export const LIST_TAGS = gql`
  query BoardListTags($room_id: ID!, $nextToken: String) {
    listTags(filter: { room_id: $room_id, mode: 2 }, limit: 100, nextToken: $nextToken) {
      items { id name color type room_id }
      nextToken
    }
  }
`;

export const CREATE_TAG = gql`
  mutation BoardCreateTag($input: CreateTagInput!) {
    createTag(input: $input) { id name color type room_id }
  }
`;

export const UPDATE_TAG = gql`
  mutation BoardUpdateTag($input: UpdateTagInput!) {
    updateTag(input: $input) { id name color type room_id }
  }
`;

export const DELETE_TAG = gql`
  mutation BoardDeleteTag($input: DeleteTagInput!) {
    deleteTag(input: $input) { id }
  }
`;

export const CREATE_BOARD = gql`
  mutation BoardCreate($input: CreateBoardByRoomInput!) {
    createBoardByRoom(input: $input) { ...BoardFields }
  }
  ${BOARD_FIELDS}
`;

export const UPDATE_BOARD = gql`
  mutation BoardUpdate($input: UpdateBoardInput!) {
    updateBoardByRoom(input: $input) { ...BoardFields }
  }
  ${BOARD_FIELDS}
`;

export const MOVE_BOARD = gql`
  mutation BoardMove($input: UpdateOrderBoardInput!) {
    updateOrderBoard(input: $input) { ...BoardFields }
  }
  ${BOARD_FIELDS}
`;

export const ARCHIVE_BOARD = gql`
  mutation BoardArchive($input: UpdateArchiveBoardInput!) {
    updateArchiveBoard(input: $input) { ...BoardFields }
  }
  ${BOARD_FIELDS}
`;

export const CLONE_BOARD = gql`
  mutation BoardClone($input: CloneBoardInput!) {
    cloneBoard(input: $input) { ...BoardFields }
  }
  ${BOARD_FIELDS}
`;

export const REMOVE_BOARD = gql`
  mutation BoardRemove($input: BoardIdInput!) {
    removeBoard(input: $input) { id }
  }
`;

export const CREATE_TASK = gql`
  mutation BoardCreateTask($input: CreateTaskByBoardInput!) {
    createTaskByBoard(input: $input) { ...BoardTaskFields }
  }
  ${TASK_FIELDS}
`;

export const UPDATE_TASK = gql`
  mutation BoardUpdateTask($input: UpdateTaskInput!) {
    updateTask(input: $input) { ...BoardTaskFields }
  }
  ${TASK_FIELDS}
`;

export const MOVE_TASK = gql`
  mutation BoardMoveTask($input: UpdateOrderTaskInput!) {
    updateOrderTask(input: $input) {
      room_id
      action
      board_id
      user_id
      tasks { ...BoardTaskFields }
    }
  }
  ${TASK_FIELDS}
`;

export const REMOVE_TASK = gql`
  mutation BoardRemoveTask($input: TaskIdInput!) {
    removeTask(input: $input) { id }
  }
`;

export const TASK_DETAIL = gql`
  query BoardTaskDetail($id: ID!) {
    getTaskDetail(id: $id) { ...BoardTaskFields }
  }
  ${TASK_FIELDS}
`;

export const UPDATE_TASK_FILES = gql`
  mutation BoardUpdateTaskFiles($input: UpdateFileTaskInput!) {
    updateFileTask(input: $input) { ...BoardTaskFields }
  }
  ${TASK_FIELDS}
`;

export const FILE_LINK = gql`
  query BoardFileLink($id: ID!) {
    getFileDetail(id: $id) { id url thumbnailUrl type name }
  }
`;

export const SOFT_DELETE_FILE = gql`
  mutation BoardDeleteFile($input: FileIdInput!) {
    softDeleteFileFunction(input: $input) { id }
  }
`;

export const LIST_COMMENTS = gql`
  query BoardComments($task_id: ID!, $user_room_id: ID!, $nextToken: String) {
    listCommentByTasks(task_id: $task_id, user_room_id: $user_room_id, limit: 100, nextToken: $nextToken, sortDirection: "ASC") {
      items { id task_id content isMessage message_id user_created_id createdAt user { ...BoardUserFields } }
      nextToken
    }
  }
  ${USER_FIELDS}
`;

export const CREATE_COMMENT = gql`
  mutation BoardCreateComment($input: CreateMemoTasksInput!) {
    createMemoTasks(input: $input) { id task_id content isMessage message_id user_created_id createdAt user { ...BoardUserFields } }
  }
  ${USER_FIELDS}
`;

export const DELETE_COMMENT = gql`
  mutation BoardDeleteComment($input: MemoTaskIdInput!) {
    deleteMemoTask(input: $input) { id }
  }
`;

export const LIST_TEMPLATES = gql`
  query BoardTemplates {
    listTemplates(filter: { mode: 1 }, limit: 100) {
      items { id name type }
      nextToken
    }
  }
`;

export const APPLY_TEMPLATE = gql`
  mutation BoardApplyTemplate($input: CloneTemplateBoardInput!) {
    cloneTemplateBoard(input: $input) { room_id boards { id } }
  }
`;

export const SAVE_TEMPLATE = gql`
  mutation BoardSaveTemplate($input: CreateTemplateInput!) {
    createTemplate(input: $input) { id name type }
  }
`;

export const ON_TASK_EVENT = gql`
  subscription BoardOnTask($room_id: ID!, $after: String) {
    onUpdateOrderTask(room_id: $room_id, after: $after) {
      room_id
      action
      board_id
      user_id
      tasks { ...BoardTaskFields }
    }
  }
  ${TASK_FIELDS}
`;

export const ON_BOARD_EVENT = gql`
  subscription BoardOnBoard($room_id: ID!, $after: String) {
    onUpdateBoard(room_id: $room_id, after: $after) {
      room_id
      action
      board_id
      user_id
      boards { ...BoardFields }
    }
  }
  ${BOARD_FIELDS}
`;

export const TASK_HISTORY = gql`
  query BoardTaskHistory($id: ID!) {
    getTaskDetail(id: $id) {
      id
      history { id action from_board_name to_board_name createdAt user { id name } }
    }
  }
`;
