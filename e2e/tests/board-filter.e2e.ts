import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings, axePath } from '../support/axe';
import { screenshot } from '../support/browser';
import { gql, twoPeopleInARoom, type TwoPeopleInARoom } from '../support/journeys';

const stamp = Date.now();
const hanako = { email: `filter-hanako-${stamp}@musubi.test`, name: '結日 花子' };
const jiro = { email: `filter-jiro-${stamp}@musubi.test`, name: '結日 次郎' };

/** More than a column's first page (60), so that the last card is one the board reads beyond it. */
const LONG_COLUMN = 65;

const card = (scope: Page | Locator, name: string) => scope.getByTestId('task-card').filter({ hasText: name });

/** The board's GraphQL requests over HTTP from now on, by operation name (urql sends queries as GET). */
function boardRequests(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/graphql') return;
    const body = request.method() === 'POST' ? (request.postDataJSON() as { query?: string }) : null;
    const name = /(?:query|mutation)\s+(\w+)/.exec(body?.query ?? url.searchParams.get('query') ?? '')?.[1] ?? 'anonymous';
    if (name.startsWith('Board')) calls.push(name);
  });
  return calls;
}

describe('a filtered board comes in one request', () => {
  let journey: TwoPeopleInARoom;
  let a: Page;
  let b: Page;
  let url: string;
  let bill: string;

  beforeAll(async () => {
    journey = await twoPeopleInARoom(hanako, jiro, '見積プロジェクト', { width: 1366, height: 768 });
    ({ a, b } = journey);
    await journey.contextA.addInitScript({ path: axePath });
    url = `${journey.server.url}/room?room=${journey.roomId}&view=board`;
    const board = async (name: string) =>
      (await gql<{ createBoardByRoom: { id: string } }>(a, 'mutation($input: CreateBoardByRoomInput!) { createBoardByRoom(input: $input) { id } }', { input: { room_id: journey.roomId, name } }))
        .createBoardByRoom.id;
    const todo = await board('未着手');
    const doing = await board('進行中');
    // The long column in one evaluation: a request per task, one after the other.
    await a.evaluate(
      async ({ boardId, count }) => {
        for (let i = 1; i <= count; i++) {
          await fetch('/graphql', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ query: 'mutation($input: CreateTaskByBoardInput!) { createTaskByBoard(input: $input) { id } }', variables: { input: { board_id: boardId, name: `作業${i}` } } }),
          });
        }
      },
      { boardId: todo, count: LONG_COLUMN },
    );
    const task = async (boardId: string, name: string, assignees: string[], description: string | null = null) =>
      (await gql<{ createTaskByBoard: { id: string } }>(a, 'mutation($input: CreateTaskByBoardInput!) { createTaskByBoard(input: $input) { id } }', {
        input: { board_id: boardId, name, description, usersAssignee: assignees },
      })).createTaskByBoard.id;
    await task(todo, '見積書を作る', [journey.partnerId], '取引先 ACME に送る');
    bill = await task(doing, '請求書を送る', [journey.partnerId]);
    await task(doing, '議事録をまとめる', []);
  });

  afterAll(async () => {
    await journey?.close();
  });

  it('filters by assignee with one request, and the card beyond the first page is there', async () => {
    await a.goto(url);
    await card(a, '議事録をまとめる').waitFor();
    // Every column read in, as the board does behind its first screen.
    await a.waitForLoadState('networkidle');
    const calls = boardRequests(a);
    await a.getByRole('combobox', { name: '担当者' }).selectOption({ label: jiro.name });
    await a.getByTestId('filter-loading').waitFor({ state: 'detached' });
    await expect.poll(() => a.getByTestId('task-card').count()).toBe(2);
    await card(a, '見積書を作る').waitFor();
    await card(a, '請求書を送る').waitFor();
    expect(calls).toEqual(['BoardFilterTasks']);
    await screenshot(a, 'board-filter-assignee-1366');
  });

  it('searches with one request for the typed word, and judges a card changed by someone else again', async () => {
    const calls = boardRequests(a);
    const box = a.getByRole('textbox', { name: 'タスクを検索' });
    await box.click();
    await box.pressSequentially('見積', { delay: 30 });
    await expect.poll(() => calls.length).toBe(1);
    await a.getByTestId('filter-loading').waitFor({ state: 'detached' });
    await expect.poll(() => a.getByTestId('task-card').count()).toBe(1);
    await card(a, '見積書を作る').waitFor();
    expect(calls).toEqual(['BoardFilterTasks']);

    // Jiro renames his other task so that it matches: it joins the filtered board live, with no request.
    await gql(b, 'mutation($input: UpdateTaskInput!) { updateTask(input: $input) { id } }', { input: { id: bill, name: '見積の請求書を送る' } });
    await card(a, '見積の請求書を送る').waitFor();
    expect(calls).toEqual(['BoardFilterTasks']);
    expect(await axeFindings(a)).toEqual([]);
  });

  it('says so when nothing matches, at both sizes, and clearing returns to the paged columns', async () => {
    const box = a.getByRole('textbox', { name: 'タスクを検索' });
    await box.fill('存在しない作業');
    await box.press('Enter');
    await a.getByRole('heading', { name: '該当するタスクはありません' }).waitFor();
    expect(await axeFindings(a)).toEqual([]);
    await screenshot(a, 'board-filter-none-1366');
    await a.setViewportSize({ width: 390, height: 844 });
    await screenshot(a, 'board-filter-none-390');
    expect(await axeFindings(a)).toEqual([]);

    // The empty result's button takes every filter off, the box's word too: every column as it was.
    await a.getByRole('button', { name: '絞り込みを解除' }).click();
    await card(a, '議事録をまとめる').waitFor();
    expect(await box.inputValue()).toBe('');
    expect(await a.getByRole('combobox', { name: '担当者' }).inputValue()).toBe('');
    await expect.poll(() => a.getByTestId('board-column').first().getByTestId('task-count').textContent()).toBe(String(LONG_COLUMN + 1));

    await box.fill('acme');
    await box.press('Enter');
    await expect.poll(() => a.getByTestId('task-card').count()).toBe(1);
    await screenshot(a, 'board-filter-search-390');
    expect(await axeFindings(a)).toEqual([]);
    // Escape empties the box and the columns come back whole.
    await box.press('Escape');
    await expect.poll(() => a.getByTestId('board-column').first().getByTestId('task-count').textContent()).toBe(String(LONG_COLUMN + 1));
    await a.setViewportSize({ width: 1366, height: 768 });
    expect(journey.pageErrors).toEqual([]);
  });
});
