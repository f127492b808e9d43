import dayjs from 'dayjs';
import type { Filters } from './BoardTools';
import { isOverdue } from './format';
import { TASK_STATUS, type Task } from './types';

/** Whether a card passes the filters; the tag filter keeps the cards carrying that tag. */
export function passesFilters(task: Task, filters: Filters, now: Date = new Date()): boolean {
  if (filters.assignee && !task.usersAssignee.some((u) => u.id === filters.assignee)) return false;
  if (filters.tag && !task.tags.some((tag) => tag.id === filters.tag)) return false;
  if (filters.due === 'none' && task.endDate) return false;
  if (filters.due === 'overdue' && !isOverdue(task.endDate, task.status === TASK_STATUS.done, now)) return false;
  if (filters.due === 'week') {
    if (!task.endDate) return false;
    const end = dayjs(task.endDate);
    if (end.isBefore(dayjs(now).startOf('day')) || end.isAfter(dayjs(now).add(7, 'day').endOf('day'))) return false;
  }
  return true;
}

export const hasFilters = (filters: Filters) => Boolean(filters.assignee || filters.tag || filters.due);
