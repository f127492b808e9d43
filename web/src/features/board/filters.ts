import { formatDate } from '@musubi/shared/client';
import { isOverdue } from './format';
import { TASK_STATUS, type Task } from './types';

export type DueFilter = 'overdue' | 'week' | 'none' | null;

export interface Filters {
  assignee: string | null;
  tag: string | null;
  due: DueFilter;
}

export const noFilters: Filters = { assignee: null, tag: null, due: null };

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Whether a card passes the filters; the tag filter keeps the cards carrying that tag. */
export function passesFilters(task: Task, filters: Filters, now: Date = new Date()): boolean {
  if (filters.assignee && !task.usersAssignee.some((u) => u.id === filters.assignee)) return false;
  if (filters.tag && !task.tags.some((tag) => tag.id === filters.tag)) return false;
  if (filters.due === 'none' && task.endDate) return false;
  if (filters.due === 'overdue' && !isOverdue(task.endDate, task.status === TASK_STATUS.done, now)) return false;
  if (filters.due === 'week') {
    if (!task.endDate) return false;
    // Compared as Tokyo days (YYYY/MM/DD sorts as text): today through the same weekday next week.
    const end = formatDate(task.endDate);
    if (end < formatDate(now) || end > formatDate(now.getTime() + WEEK_MS)) return false;
  }
  return true;
}

export const hasFilters = (filters: Filters) => Boolean(filters.assignee || filters.tag || filters.due);
