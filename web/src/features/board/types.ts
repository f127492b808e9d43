import type {
  BoardChecklistFieldsFragment,
  BoardCommentFieldsFragment,
  BoardFieldsFragment,
  BoardOnBoardSubscription,
  BoardRoomMembersQuery,
  BoardTagFieldsFragment,
  BoardTaskEventFieldsFragment,
  BoardTaskFieldsFragment,
  BoardTemplateFieldsFragment,
  BoardUserFieldsFragment,
  BoardWithTasksFieldsFragment,
} from '../../graphql/gql/graphql';

// The board's objects as its documents select them (documents.ts).
export type BoardUser = BoardUserFieldsFragment;
export type Task = BoardTaskFieldsFragment;
export type TaskFile = Task['files'][number];
/** The room's tags set on the task. */
export type TaskTag = Task['tags'][number];
export type Board = BoardFieldsFragment;
export type BoardWithTasks = BoardWithTasksFieldsFragment;
export type Tag = BoardTagFieldsFragment;
export type Member = BoardRoomMembersQuery['userRoom']['items'][number];
export type Memo = BoardCommentFieldsFragment;
export type Template = BoardTemplateFieldsFragment;
export type TaskEvent = BoardTaskEventFieldsFragment;
export type BoardEvent = BoardOnBoardSubscription['onUpdateBoard'];
export type Checklist = BoardChecklistFieldsFragment;
export type ChecklistItem = Checklist['items'][number];
