import { graphql } from '../../graphql/gql';

export const USER_FIELDS = graphql(`
  fragment BoardUserFields on User {
    id
    name
    image
  }
`);

export const TASK_FIELDS = graphql(`
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
    checklistProgress { done total }
    createdAt
    updatedAt
  }
`);

export const CHECKLIST_FIELDS = graphql(`
  fragment BoardChecklistFields on TaskChecklist {
    id
    name
    items { id name is_done user_assignee_id }
  }
`);

export const BOARD_FIELDS = graphql(`
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
    is_done
    updatedAt
  }
`);

export const BOARD_WITH_TASKS_FIELDS = graphql(`
  fragment BoardWithTasksFields on Board {
    ...BoardFields
    tasks(limit: 100) {
      items { ...BoardTaskFields }
      nextToken
    }
  }
`);

export const TAG_FIELDS = graphql(`
  fragment BoardTagFields on Tag {
    id
    name
    color
    type
    room_id
  }
`);

export const COMMENT_FIELDS = graphql(`
  fragment BoardCommentFields on MemoTask {
    id
    task_id
    content
    isMessage
    message_id
    user_created_id
    createdAt
    user { ...BoardUserFields }
  }
`);

export const TEMPLATE_FIELDS = graphql(`
  fragment BoardTemplateFields on Template {
    id
    name
    type
  }
`);

export const TASK_EVENT_FIELDS = graphql(`
  fragment BoardTaskEventFields on UpdateOrderTaskResult {
    room_id
    action
    board_id
    user_id
    tasks { ...BoardTaskFields }
  }
`);

/**
 * A room's boards, each with a first page of 60 tasks: more than the tallest screen shows (50 px a card), and as
 * many as start a column virtualised (VIRTUALISE_FROM), so a long column is not drawn twice over as its further
 * pages come in when the page is idle (useBoardRoom). 20 boards a page keep one answer within the server's items
 * budget (decision 0254) however full the columns; a room with more columns takes a request per 20.
 */
export const LIST_BOARDS = graphql(`
  query BoardListBoards($room_id: ID!, $is_archive: Boolean, $nextToken: String) {
    listBoardsByRoom(room_id: $room_id, is_archive: $is_archive, limit: 20, nextToken: $nextToken) {
      liveMark
      items {
        ...BoardFields
        tasks(limit: 60) {
          items { ...BoardTaskFields }
          nextToken
        }
      }
      nextToken
    }
  }
`);

/** The room's tasks passing a board's filter, a thousand a page: the whole of a large board in one request. */
export const FILTER_TASKS = graphql(`
  query BoardFilterTasks($filter: TaskFilterInput!, $nextToken: String) {
    listTasks(filter: $filter, nextToken: $nextToken) {
      items { ...BoardTaskFields }
      nextToken
    }
  }
`);

export const MORE_TASKS = graphql(`
  query BoardMoreTasks($id: ID!, $nextToken: String) {
    getBoard(id: $id) {
      id
      tasks(limit: 100, nextToken: $nextToken) {
        items { ...BoardTaskFields }
        nextToken
      }
    }
  }
`);

export const LIST_ARCHIVED = graphql(`
  query BoardListArchived($room_id: ID!) {
    listBoardsByRoom(room_id: $room_id, is_archive: true, limit: 100) {
      items { ...BoardFields }
      nextToken
    }
  }
`);

/** Every board of the viewer's rooms with its first 100 tasks, 10 boards a page (the items budget, decision 0254). */
export const ALL_ROOM_BOARDS = graphql(`
  query BoardAllRooms($nextToken: String) {
    getListBoardAllRoom(limit: 10, nextToken: $nextToken) {
      items {
        ...BoardWithTasksFields
        room { id name }
      }
      nextToken
    }
  }
`);

export const ROOM_MEMBERS = graphql(`
  query BoardRoomMembers($room_id: ID!, $nextToken: String) {
    userRoom(room_id: $room_id, limit: 100, nextToken: $nextToken) {
      items { id user_id role viewerCan { editBoards removeBoards importBoards } user { ...BoardUserFields } }
      nextToken
    }
  }
`);

export const LIST_TAGS = graphql(`
  query BoardListTags($room_id: ID!, $nextToken: String) {
    listTags(filter: { room_id: $room_id, mode: 2 }, limit: 100, nextToken: $nextToken) {
      items { ...BoardTagFields }
      nextToken
    }
  }
`);

export const CREATE_TAG = graphql(`
  mutation BoardCreateTag($input: CreateTagInput!) {
    createTag(input: $input) { ...BoardTagFields }
  }
`);

export const UPDATE_TAG = graphql(`
  mutation BoardUpdateTag($input: UpdateTagInput!) {
    updateTag(input: $input) { ...BoardTagFields }
  }
`);

export const DELETE_TAG = graphql(`
  mutation BoardDeleteTag($input: DeleteTagInput!) {
    deleteTag(input: $input) { id }
  }
`);

export const CREATE_BOARD = graphql(`
  mutation BoardCreate($input: CreateBoardByRoomInput!) {
    createBoardByRoom(input: $input) { ...BoardFields }
  }
`);

export const UPDATE_BOARD = graphql(`
  mutation BoardUpdate($input: UpdateBoardInput!) {
    updateBoardByRoom(input: $input) { ...BoardFields }
  }
`);

export const MOVE_BOARD = graphql(`
  mutation BoardMove($input: UpdateOrderBoardInput!) {
    updateOrderBoard(input: $input) { ...BoardFields }
  }
`);

export const ARCHIVE_BOARD = graphql(`
  mutation BoardArchive($input: UpdateArchiveBoardInput!) {
    updateArchiveBoard(input: $input) { ...BoardFields }
  }
`);

export const SET_DONE_BOARD = graphql(`
  mutation BoardSetDone($input: SetDoneBoardInput!) {
    setDoneBoard(input: $input) { ...BoardFields }
  }
`);

export const CLONE_BOARD = graphql(`
  mutation BoardClone($input: CloneBoardInput!) {
    cloneBoard(input: $input) { ...BoardFields }
  }
`);

export const REMOVE_BOARD = graphql(`
  mutation BoardRemove($input: BoardIdInput!) {
    removeBoard(input: $input) { id }
  }
`);

export const CREATE_TASK = graphql(`
  mutation BoardCreateTask($input: CreateTaskByBoardInput!) {
    createTaskByBoard(input: $input) { ...BoardTaskFields }
  }
`);

export const UPDATE_TASK = graphql(`
  mutation BoardUpdateTask($input: UpdateTaskInput!) {
    updateTask(input: $input) { ...BoardTaskFields }
  }
`);

export const MOVE_TASK = graphql(`
  mutation BoardMoveTask($input: UpdateOrderTaskInput!) {
    updateOrderTask(input: $input) {
      ...BoardTaskEventFields
    }
  }
`);

export const REMOVE_TASK = graphql(`
  mutation BoardRemoveTask($input: TaskIdInput!) {
    removeTask(input: $input) { id }
  }
`);

export const TASK_DETAIL = graphql(`
  query BoardTaskDetail($id: ID!) {
    getTaskDetail(id: $id) { ...BoardTaskFields }
  }
`);

export const UPDATE_TASK_FILES = graphql(`
  mutation BoardUpdateTaskFiles($input: UpdateFileTaskInput!) {
    updateFileTask(input: $input) { ...BoardTaskFields }
  }
`);

export const FILE_LINK = graphql(`
  query BoardFileLink($id: ID!) {
    getFileDetail(id: $id) { id url thumbnailUrl type name }
  }
`);

export const SOFT_DELETE_FILE = graphql(`
  mutation BoardDeleteFile($input: FileIdInput!) {
    softDeleteFileFunction(input: $input) { id }
  }
`);

export const LIST_COMMENTS = graphql(`
  query BoardComments($task_id: ID!, $user_room_id: ID!, $nextToken: String) {
    listCommentByTasks(task_id: $task_id, user_room_id: $user_room_id, limit: 100, nextToken: $nextToken, sortDirection: "ASC") {
      items { ...BoardCommentFields }
      nextToken
    }
  }
`);

export const CREATE_COMMENT = graphql(`
  mutation BoardCreateComment($input: CreateMemoTasksInput!) {
    createMemoTasks(input: $input) { ...BoardCommentFields }
  }
`);

export const DELETE_COMMENT = graphql(`
  mutation BoardDeleteComment($input: MemoTaskIdInput!) {
    deleteMemoTask(input: $input) { id }
  }
`);

export const LIST_TEMPLATES = graphql(`
  query BoardTemplates {
    listTemplates(filter: { mode: 1 }, limit: 100) {
      items { ...BoardTemplateFields }
      nextToken
    }
  }
`);

export const APPLY_TEMPLATE = graphql(`
  mutation BoardApplyTemplate($input: CloneTemplateBoardInput!) {
    cloneTemplateBoard(input: $input) { room_id boards { id } }
  }
`);

export const SAVE_TEMPLATE = graphql(`
  mutation BoardSaveTemplate($input: CreateTemplateInput!) {
    createTemplate(input: $input) { ...BoardTemplateFields }
  }
`);

export const ON_TASK_EVENT = graphql(`
  subscription BoardOnTask($room_id: ID!, $after: String) {
    onUpdateOrderTask(room_id: $room_id, after: $after) {
      ...BoardTaskEventFields
    }
  }
`);

export const ON_BOARD_EVENT = graphql(`
  subscription BoardOnBoard($room_id: ID!, $after: String) {
    onUpdateBoard(room_id: $room_id, after: $after) {
      room_id
      action
      board_id
      user_id
      boards { ...BoardFields }
    }
  }
`);

export const TASK_HISTORY = graphql(`
  query BoardTaskHistory($id: ID!) {
    getTaskDetail(id: $id) {
      id
      history { id action subject from_board_name to_board_name createdAt user { id name } }
    }
  }
`);

export const TASK_CHECKLISTS = graphql(`
  query BoardTaskChecklists($id: ID!) {
    getTaskDetail(id: $id) {
      id
      updatedAt
      checklists { ...BoardChecklistFields }
    }
  }
`);

/** The checklist changes answer the task as the board shows it, with its checklists for the detail. */
export const CREATE_CHECKLIST = graphql(`
  mutation BoardCreateChecklist($input: CreateTaskChecklistInput!) {
    createTaskChecklist(input: $input) { ...BoardTaskFields checklists { ...BoardChecklistFields } }
  }
`);

export const RENAME_CHECKLIST = graphql(`
  mutation BoardRenameChecklist($input: UpdateTaskChecklistInput!) {
    updateTaskChecklist(input: $input) { ...BoardTaskFields checklists { ...BoardChecklistFields } }
  }
`);

export const MOVE_CHECKLIST = graphql(`
  mutation BoardMoveChecklist($input: MoveChecklistInput!) {
    moveTaskChecklist(input: $input) { ...BoardTaskFields checklists { ...BoardChecklistFields } }
  }
`);

export const DELETE_CHECKLIST = graphql(`
  mutation BoardDeleteChecklist($input: ChecklistIdInput!) {
    deleteTaskChecklist(input: $input) { ...BoardTaskFields checklists { ...BoardChecklistFields } }
  }
`);

export const CREATE_CHECKLIST_ITEM = graphql(`
  mutation BoardCreateChecklistItem($input: CreateChecklistItemInput!) {
    createChecklistItem(input: $input) { ...BoardTaskFields checklists { ...BoardChecklistFields } }
  }
`);

export const UPDATE_CHECKLIST_ITEM = graphql(`
  mutation BoardUpdateChecklistItem($input: UpdateChecklistItemInput!) {
    updateChecklistItem(input: $input) { ...BoardTaskFields checklists { ...BoardChecklistFields } }
  }
`);

export const MOVE_CHECKLIST_ITEM = graphql(`
  mutation BoardMoveChecklistItem($input: MoveChecklistInput!) {
    moveChecklistItem(input: $input) { ...BoardTaskFields checklists { ...BoardChecklistFields } }
  }
`);

export const DELETE_CHECKLIST_ITEM = graphql(`
  mutation BoardDeleteChecklistItem($input: ChecklistIdInput!) {
    deleteChecklistItem(input: $input) { ...BoardTaskFields checklists { ...BoardChecklistFields } }
  }
`);
