import type { Client, TypedDocumentNode } from 'urql';
import { LIST_BOARDS, LIST_TAGS, MORE_TASKS, ROOM_MEMBERS } from './documents';
import type { BoardWithTasks, Member, Tag, Task } from './types';

/** Every task of a board, following nextToken from the first page the listing carried. */
export async function loadRestOfTasks(client: Client, boardId: string, nextToken: string | null): Promise<Task[]> {
  const tasks: Task[] = [];
  let token = nextToken;
  while (token) {
    const result = await client.query(MORE_TASKS, { id: boardId, nextToken: token }, { requestPolicy: 'network-only' }).toPromise();
    const page = result.data?.getBoard?.tasks;
    if (!page) break;
    tasks.push(...page.items);
    token = page.nextToken;
  }
  return tasks;
}

/**
 * Every page of a room's listing, following nextToken, with the first page's liveMark (a live list's); null when
 * a page could not be read.
 */
async function everyPage<Data, T>(
  client: Client,
  query: TypedDocumentNode<Data, { room_id: string; nextToken?: string | null }>,
  roomId: string,
  pageOf: (data: Data) => { items: T[]; nextToken: string | null; liveMark?: string | null },
): Promise<LivePages<T> | null> {
  const items: T[] = [];
  let liveMark: string | null = null;
  let nextToken: string | null = null;
  do {
    const result = await client.query(query, { room_id: roomId, nextToken }, { requestPolicy: 'network-only' }).toPromise();
    if (!result.data) return null;
    const page = pageOf(result.data);
    liveMark ??= page.liveMark ?? null;
    items.push(...page.items);
    nextToken = page.nextToken;
  } while (nextToken);
  return { items, liveMark };
}

/** A listing's rows, and where its answer left off for the subscriptions that keep it live. */
export interface LivePages<T> {
  items: T[];
  liveMark: string | null;
}

/** The room's boards with each one's first page of tasks: enough to draw the screen. */
const loadBoards = (client: Client, roomId: string) => everyPage(client, LIST_BOARDS, roomId, (data) => data.listBoardsByRoom);

const loadMembers = async (client: Client, roomId: string) => (await everyPage(client, ROOM_MEMBERS, roomId, (data) => data.userRoom))?.items ?? [];

/** All of the room's tags, or null when they could not be read. */
export const loadTags = async (client: Client, roomId: string) => (await everyPage(client, LIST_TAGS, roomId, (data) => data.listTags))?.items ?? null;

/**
 * A room's boards (each with its first page of tasks), its members and its tags, as the board view first draws
 * them: all three before the first drawing, which every one of them changes.
 */
export interface Listing {
  boards: Promise<LivePages<BoardWithTasks> | null>;
  members: Promise<Member[]>;
  tags: Promise<Tag[] | null>;
}

const readAll = (client: Client, roomId: string): Listing => ({
  boards: loadBoards(client, roomId),
  members: loadMembers(client, roomId),
  tags: loadTags(client, roomId),
});

// A prefetched listing older than this is not used: the view asks afresh.
const PREFETCH_FRESH_MS = 5_000;

const prefetched = new Map<string, Listing & { at: number }>();

/**
 * Starts reading a room's listing while the board view's code is still loading (the route table does this for a
 * URL that opens on the board), so the request and the download overlap.
 */
export function prefetchListing(client: Client, roomId: string): void {
  prefetched.set(roomId, { ...readAll(client, roomId), at: Date.now() });
}

/** The room's listing: the prefetched one, taken once while fresh, else a new request. */
export function readListing(client: Client, roomId: string): Listing {
  const early = prefetched.get(roomId);
  prefetched.delete(roomId);
  if (early && Date.now() - early.at < PREFETCH_FRESH_MS) return early;
  return readAll(client, roomId);
}
