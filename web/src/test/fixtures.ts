import type { Board, Task } from '../features/board/types';
import type { ChatMessage } from '../features/chat/types';
import type { Viewer } from '../session/session';

/** A signed-up, confirmed user with an empty profile; `fields` replaces what a test is about. */
export const testViewer = (fields: Partial<Viewer> = {}): Viewer => ({
  id: 'u1',
  email: 'hanako@example.jp',
  name: '結日 花子',
  image: null,
  company_name: null,
  industry: null,
  position: null,
  post_code: null,
  prefectures: null,
  municipality: null,
  address: null,
  building: null,
  phone: null,
  phone2: null,
  qualifications: [],
  status: 1,
  isFirstLogin: false,
  language: 'ja',
  isAdmin: false,
  recurring_id: null,
  charge_day: null,
  createdAt: '2025-04-01T00:00:00.000Z',
  updatedAt: '2025-04-01T00:00:00.000Z',
  ...fields,
});

/** A board of room r1, named after its id unless `fields` names it. */
export const testBoard = (fields: Pick<Board, 'id' | 'order'> & Partial<Board>): Board => ({
  room_id: 'r1',
  name: fields.id,
  labels: [],
  color: null,
  startDate: null,
  endDate: null,
  is_archive: false,
  is_done: false,
  updatedAt: '',
  ...fields,
});

/** A task of room r1 with nothing set but its place, named after its id unless `fields` names it. */
export const testTask = (fields: Pick<Task, 'id' | 'board_id' | 'order'> & Partial<Task>): Task => ({
  room_id: 'r1',
  user_created_id: 'u1',
  usersAssignee: [],
  name: fields.id,
  description: null,
  startDate: null,
  endDate: null,
  status: 0,
  files: [],
  tags: [],
  checklistProgress: { done: 0, total: 0 },
  createdAt: '',
  updatedAt: '',
  ...fields,
});

/** A message u2 (結日 次郎) posted in room r1, not replying, edited or deleted. */
export const testMessage = (fields: Pick<ChatMessage, 'id' | 'content' | 'seq'> & Partial<ChatMessage>): ChatMessage => ({
  user_id: 'u2',
  room_id: 'r1',
  reply_message_id: null,
  to_user_id: null,
  is_to_all: false,
  change_seq: fields.seq,
  client_key: null,
  editedAt: null,
  createdAt: '2025-04-01T03:04:00.000Z',
  deletedAt: null,
  emotions: [],
  user: { id: 'u2', name: '結日 次郎', image: null, isBot: false },
  ...fields,
});
