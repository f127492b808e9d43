export interface BoardUser {
  id: string;
  name: string | null;
  image: string | null;
}

export interface TaskFile {
  file_id: string;
  name: string;
  size: number;
  type: string;
  user_upload_name: string | null;
  user_upload_id: string | null;
  createdAt: string;
}

export interface Task {
  id: string;
  board_id: string;
  room_id: string;
  user_created_id: string;
  usersAssignee: BoardUser[];
  name: string;
  description: string | null;
  order: string;
  startDate: string | null;
  endDate: string | null;
  status: number;
  files: TaskFile[];
  /** The room's tags set on the task. */
  tags: TaskTag[];
  createdAt: string;
  updatedAt: string;
}

export type TaskTag = Pick<Tag, 'id' | 'name' | 'color'>;

export interface Board {
  id: string;
  room_id: string;
  name: string;
  order: string;
  /** Tag ids attached to the column. */
  labels: string[];
  color: string | null;
  startDate: string | null;
  endDate: string | null;
  is_archive: boolean;
  updatedAt: string;
}

export interface BoardWithTasks extends Board {
  tasks: { items: Task[]; nextToken: string | null };
}

export interface Tag {
  id: string;
  name: string;
  color: string;
  type: number;
  room_id: string | null;
}

export interface Member {
  id: string;
  user_id: string;
  role: number;
  user: BoardUser | null;
}

export interface Memo {
  id: string;
  task_id: string;
  content: string;
  isMessage: boolean;
  message_id: string | null;
  user_created_id: string;
  user: BoardUser | null;
  createdAt: string;
}

export interface Template {
  id: string;
  name: string;
  type: number;
}

export interface TaskEvent {
  room_id: string;
  tasks: Task[];
  action: 'moved' | 'added' | 'removed' | string;
  board_id: string;
  user_id: string;
}

export interface BoardEvent {
  room_id: string;
  action: 'add' | 'edit' | 'order' | 'archive' | 'clone' | 'remove' | string;
  board_id: string;
  boards: Board[];
  user_id: string;
}

/** Task status values the screen offers; the server stores any integer. */
export const TASK_STATUS = { open: 0, doing: 1, done: 2 } as const;

export const ROOM_ROLE = { view: 0, user: 1, admin: 2 } as const;
