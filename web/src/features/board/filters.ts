import { dueBounds, TASK_STATUS, type TaskDueFilter } from '@musubi/shared/client';
import { isOverdue } from './format';
import type { Task } from './types';

export type DueFilter = TaskDueFilter | null;

export interface Filters {
  assignee: string | null;
  tag: string | null;
  due: DueFilter;
  /** Searched in the task's name and description, any case, trimmed; '' searches nothing. */
  text: string;
}

export const noFilters: Filters = { assignee: null, tag: null, due: null, text: '' };

const contains = (value: string | null, text: string) => (value ?? '').toLowerCase().includes(text.toLowerCase());

/**
 * Whether a card passes the filters, by the rules listTasks answers with, so a card changed live is judged as the
 * server judged the others: the tag filter keeps the cards carrying that tag, the due filters count Tokyo days.
 */
export function passesFilters(task: Task, filters: Filters, now: Date = new Date()): boolean {
  if (filters.assignee && !task.usersAssignee.some((u) => u.id === filters.assignee)) return false;
  if (filters.tag && !task.tags.some((tag) => tag.id === filters.tag)) return false;
  if (filters.due === 'none' && task.endDate) return false;
  if (filters.due === 'overdue' && !isOverdue(task.endDate, task.status === TASK_STATUS.done, now)) return false;
  if (filters.due === 'week') {
    if (!task.endDate) return false;
    const { today, weekEnd } = dueBounds(now);
    const end = Date.parse(task.endDate);
    if (end < Date.parse(today) || end >= Date.parse(weekEnd)) return false;
  }
  if (filters.text && !contains(task.name, filters.text) && !contains(task.description, filters.text)) return false;
  return true;
}

export const hasFilters = (filters: Filters) => Boolean(filters.assignee || filters.tag || filters.due || filters.text);

/** The filters as listTasks takes them, for the room's boards in the main listing. */
export const taskFilterOf = (roomId: string, filters: Filters) => ({
  room_id: roomId,
  assignee_id: filters.assignee,
  tag_id: filters.tag,
  due: filters.due,
  text: filters.text || null,
});
