import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { Resolvers } from '../../graphql/generated';
import { batched, type BatchLoad, type ChildPage, rowsById } from '../../graphql/batch';
import type { Page } from '../../lib/paging';
import { memberEvents } from '../rooms';
import * as checklists from './checklists';
import * as memos from './memos';
import { markedAnswer } from '../../graphql/live';
import * as queries from './queries';
import type { ChecklistItemRow, TaskRow } from './repo';
import * as boards from './service';
import { usersById } from '../users';

/** What a listing's tasks carry, one query for all of them. */
const byTask =
  <Row>(read: (db: Kysely<DB>, taskIds: readonly string[]) => Promise<Map<string, Row[]>>): BatchLoad<string, Row[]> =>
  async (ctx, taskIds) => {
    const found = await read(ctx.deps.db, taskIds);
    return taskIds.map((id) => found.get(id) ?? []);
  };
const assigneesOfTasks = byTask(queries.assigneesOf);
const tagsOfTasks = byTask(queries.tagsOf);
const filesOfTasks = byTask(queries.filesOf);
const historyOfTasks = byTask(queries.historyOf);
const checklistsOfTasks = byTask(queries.checklistsOf);
const itemsOfChecklists: BatchLoad<string, ChecklistItemRow[]> = async (ctx, checklistIds) => {
  const found = await queries.checklistItemsOf(ctx.deps.db, checklistIds);
  return checklistIds.map((id) => found.get(id) ?? []);
};
const progressOfTasks: BatchLoad<string, queries.ChecklistProgress> = async (ctx, taskIds) => {
  const found = await queries.checklistProgressOf(ctx.deps.db, taskIds);
  return taskIds.map((id) => found.get(id) ?? { done: 0, total: 0 });
};
const tasksOfBoards: BatchLoad<ChildPage, Page<TaskRow>> = (ctx, pages) => queries.tasksOfBoards(ctx.deps.db, pages);
const roomsById = rowsById('rooms');

export const resolvers: Resolvers = {
  Query: {
    getBoard: (_root, { id }, ctx) => queries.getBoard(ctx.deps, ctx.viewer, id),
    listBoardsByRoom: (_root, args, ctx) => markedAnswer(ctx, () => queries.listBoardsByRoom(ctx.deps, ctx.viewer, args)),
    getListBoardAllRoom: (_root, args, ctx) => queries.listBoardsOfMyRooms(ctx.deps, ctx.viewer, args),
    getTaskDetail: (_root, { id }, ctx) => queries.getTask(ctx.deps, ctx.viewer, id),
    listTasks: (_root, args, ctx) => queries.listTasks(ctx.deps, ctx.viewer, args),
    listCommentByTasks: (_root, args, ctx) => memos.listMemos(ctx.deps, ctx.viewer, args),
  },
  Mutation: {
    createBoardByRoom: (_root, { input }, ctx) => boards.createBoard(ctx.deps, ctx.viewer, input),
    updateBoardByRoom: (_root, { input }, ctx) => boards.updateBoard(ctx.deps, ctx.viewer, input),
    updateBoard: (_root, { input }, ctx) => boards.updateBoard(ctx.deps, ctx.viewer, input),
    updateOrderBoard: (_root, { input }, ctx) => boards.moveBoard(ctx.deps, ctx.viewer, input),
    updateArchiveBoard: (_root, { input }, ctx) => boards.archiveBoard(ctx.deps, ctx.viewer, input),
    cloneBoard: (_root, { input }, ctx) => boards.cloneBoard(ctx.deps, ctx.viewer, input),
    setDoneBoard: (_root, { input }, ctx) => boards.setDoneBoard(ctx.deps, ctx.viewer, input),
    removeBoard: (_root, { input }, ctx) => boards.removeBoard(ctx.deps, ctx.viewer, input),
    createTaskByBoard: (_root, { input }, ctx) => boards.createTask(ctx.deps, ctx.viewer, input),
    updateTaskByRole: (_root, { input }, ctx) => boards.updateTask(ctx.deps, ctx.viewer, input),
    updateTask: (_root, { input }, ctx) => boards.updateTask(ctx.deps, ctx.viewer, input),
    updateOrderTask: (_root, { input }, ctx) => boards.moveTask(ctx.deps, ctx.viewer, input),
    removeTask: (_root, { input }, ctx) => boards.removeTask(ctx.deps, ctx.viewer, input),
    updateFileTask: (_root, { input }, ctx) => boards.updateFileTask(ctx.deps, ctx.viewer, input),
    createTaskChecklist: (_root, { input }, ctx) => checklists.createChecklist(ctx.deps, ctx.viewer, input),
    updateTaskChecklist: (_root, { input }, ctx) => checklists.renameChecklist(ctx.deps, ctx.viewer, input),
    moveTaskChecklist: (_root, { input }, ctx) => checklists.moveChecklist(ctx.deps, ctx.viewer, input),
    deleteTaskChecklist: (_root, { input }, ctx) => checklists.deleteChecklist(ctx.deps, ctx.viewer, input),
    createChecklistItem: (_root, { input }, ctx) => checklists.createChecklistItem(ctx.deps, ctx.viewer, input),
    updateChecklistItem: (_root, { input }, ctx) => checklists.updateChecklistItem(ctx.deps, ctx.viewer, input),
    moveChecklistItem: (_root, { input }, ctx) => checklists.moveChecklistItem(ctx.deps, ctx.viewer, input),
    deleteChecklistItem: (_root, { input }, ctx) => checklists.deleteChecklistItem(ctx.deps, ctx.viewer, input),
    createMemoTasks: (_root, { input }, ctx) => memos.createMemo(ctx.deps, ctx.viewer, input),
    updateMemoTasks: (_root, { input }, ctx) => memos.updateMemo(ctx.deps, ctx.viewer, input),
    deleteMemoTask: (_root, { input }, ctx) => memos.deleteMemo(ctx.deps, ctx.viewer, input),
    removeMessageByMemoTask: (_root, { input }, ctx) => memos.removeMessageOfMemo(ctx.deps, ctx.viewer, input),
  },
  Subscription: {
    // A room's board or task events, for as long as the subscriber stays a member (rooms/member-events.ts).
    onUpdateOrderTask: {
      subscribe: (_root, args, ctx) => memberEvents(ctx, args.room_id, boards.taskTopic(args.room_id), args.after),
      resolve: (event: { onUpdateOrderTask: boards.TaskEvent }) => event.onUpdateOrderTask,
    },
    onUpdateBoard: {
      subscribe: (_root, args, ctx) => memberEvents(ctx, args.room_id, boards.boardTopic(args.room_id), args.after),
      resolve: (event: { onUpdateBoard: boards.BoardEvent }) => event.onUpdateBoard,
    },
  },
  Board: {
    tasks: (board, params, ctx) => batched(ctx, tasksOfBoards).load({ parentId: board.id, ...params }),
    labels: (board) => JSON.parse(board.labels) as string[],
    user: (board, _args, ctx) => batched(ctx, usersById).load(board.user_created_id),
    userManage: (board, _args, ctx) => (board.user_manage_id ? batched(ctx, usersById).load(board.user_manage_id) : null),
    room: (board, _args, ctx) => batched(ctx, roomsById).load(board.room_id),
  },
  MemoTask: {
    user: (memo, _args, ctx) => batched(ctx, usersById).load(memo.user_created_id),
  },
  Task: {
    history: (task, _args, ctx) => batched(ctx, historyOfTasks).load(task.id),
    usersAssignee: (task, _args, ctx) => batched(ctx, assigneesOfTasks).load(task.id),
    tags: (task, _args, ctx) => batched(ctx, tagsOfTasks).load(task.id),
    files: (task, _args, ctx) => batched(ctx, filesOfTasks).load(task.id),
    checklists: (task, _args, ctx) => batched(ctx, checklistsOfTasks).load(task.id),
    checklistProgress: (task, _args, ctx) => batched(ctx, progressOfTasks).load(task.id),
  },
  TaskChecklist: {
    items: (checklist, _args, ctx) => batched(ctx, itemsOfChecklists).load(checklist.id),
  },
  TaskChecklistItem: {
    is_done: (item) => item.is_done === 1,
    userAssignee: (item, _args, ctx) => (item.user_assignee_id ? batched(ctx, usersById).load(item.user_assignee_id) : null),
  },
  TaskEvent: {
    user: (event, _args, ctx) => batched(ctx, usersById).load(event.user_id),
  },
};

/**
 * The fields a live event renders once for every subscriber (graphql/delivery.ts, decision 0259): viewerFree ones
 * run with a context that cannot say whose it is; viewerRead ones make the event their viewer's own when they read it.
 */
export const liveSharing = {
  viewerFree: [
    'Subscription.onUpdateOrderTask',
    'Subscription.onUpdateBoard',
    'Task.usersAssignee',
    'Task.tags',
    'Task.files',
    'Task.checklists',
    'Task.checklistProgress',
    'TaskChecklist.items',
    'TaskChecklistItem.userAssignee',
    'Board.labels',
    'Board.user',
    'TaskEvent.user',
  ],
};
