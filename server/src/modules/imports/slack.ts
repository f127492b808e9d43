import { unzipSync } from 'fflate';
import { z } from 'zod';
import { ExportUnreadable } from './source';

/**
 * Reading a Slack export (the zip of Slack's own "Export data"): users.json, channels.json, groups.json, mpims.json,
 * dms.json where present, and one JSON file per conversation per day (`<folder>/<YYYY-MM-DD>.json`). What is
 * read becomes a fixed, ordered list of steps (people, then conversations, then each conversation's messages in
 * time order), so an import that stops can resume after the last step it committed.
 */

const profile = z.object({ email: z.string().nullish(), real_name: z.string().nullish(), display_name: z.string().nullish() }).passthrough();
const userSchema = z
  .object({
    id: z.string(),
    name: z.string().nullish(),
    real_name: z.string().nullish(),
    deleted: z.boolean().nullish(),
    is_bot: z.boolean().nullish(),
    profile: profile.nullish(),
  })
  .passthrough();
const text = z.object({ value: z.string().nullish() }).passthrough().nullish();
const conversationSchema = z
  .object({
    id: z.string(),
    name: z.string().nullish(),
    creator: z.string().nullish(),
    members: z.array(z.string()).nullish(),
    purpose: text,
    topic: text,
    is_archived: z.boolean().nullish(),
  })
  .passthrough();
const fileSchema = z
  .object({ name: z.string().nullish(), title: z.string().nullish(), url_private: z.string().nullish(), permalink: z.string().nullish() })
  .passthrough();
const messageSchema = z
  .object({
    type: z.string().nullish(),
    subtype: z.string().nullish(),
    ts: z.string(),
    user: z.string().nullish(),
    bot_id: z.string().nullish(),
    username: z.string().nullish(),
    bot_profile: z.object({ name: z.string().nullish() }).passthrough().nullish(),
    text: z.string().nullish(),
    thread_ts: z.string().nullish(),
    edited: z.object({ ts: z.string().nullish() }).passthrough().nullish(),
    reactions: z.array(z.object({ name: z.string(), users: z.array(z.string()).nullish(), count: z.number().nullish() }).passthrough()).nullish(),
    files: z.array(fileSchema).nullish(),
  })
  .passthrough();

export type SlackMessage = z.output<typeof messageSchema>;

/** A person of the export: a member (users.json) or a bot that posted (found in the messages). */
export interface SlackPerson {
  id: string;
  name: string;
  /** Their address, for a person who can be matched or invited; null for bots, deleted members and hidden addresses. */
  email: string | null;
  deleted: boolean;
  bot: boolean;
}

export type ConversationKind = 'channel' | 'private' | 'group' | 'direct';

export interface SlackConversation {
  id: string;
  kind: ConversationKind;
  name: string;
  description: string | null;
  creator: string | null;
  members: string[];
  messages: SlackMessage[];
}

export interface SlackExport {
  people: SlackPerson[];
  conversations: SlackConversation[];
}

/** Slack's stamps that mean one of ours; any other reaction is kept as text. */
export const STAMP_OF_REACTION: Record<string, string> = {
  ok: 'roger',
  ok_hand: 'roger',
  white_check_mark: 'roger',
  heavy_check_mark: 'roger',
  bow: 'bow',
  pray: 'bow',
  tada: 'cracker',
  confetti_ball: 'cracker',
  dancer: 'dance',
  man_dancing: 'dance',
  raised_hands: 'dance',
  clap: 'clap',
  '+1': 'yes',
  thumbsup: 'yes',
};

/** Membership changes Slack records as messages: not history anyone reads, left out. */
export const SKIPPED_SUBTYPES = new Set(['channel_join', 'channel_leave', 'group_join', 'group_leave']);

const decoder = new TextDecoder('utf-8', { fatal: false });

function readJson<T>(files: Record<string, Uint8Array>, name: string, schema: z.ZodType<T>): T | null {
  const bytes = files[name];
  if (!bytes) return null;
  let value: unknown;
  try {
    value = JSON.parse(decoder.decode(bytes));
  } catch {
    throw new ExportUnreadable(name);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ExportUnreadable(name);
  return parsed.data;
}

/** Slack's seconds.micro timestamp as an ISO time. */
export const tsToIso = (ts: string) => new Date(Math.round(Number.parseFloat(ts) * 1000)).toISOString();

/** Entries inflated per turn of the event loop: a big export is read without holding up the chat. */
const ENTRIES_PER_TURN = 4;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The export's JSON files by name, inflated a few at a time with a turn of the event loop between, so that reading
 * a large export never stalls the node. Only JSON is inflated: a Slack export holds no attachments.
 */
async function inflateJson(zip: Uint8Array): Promise<Record<string, Uint8Array>> {
  const names: string[] = [];
  try {
    // A first pass reads the zip's directory only: the filter declines every entry.
    unzipSync(zip, {
      filter: (f) => {
        if (f.name.endsWith('.json') && !f.name.startsWith('__MACOSX/')) names.push(f.name);
        return false;
      },
    });
    const files: Record<string, Uint8Array> = {};
    for (let i = 0; i < names.length; i += ENTRIES_PER_TURN) {
      const wanted = new Set(names.slice(i, i + ENTRIES_PER_TURN));
      Object.assign(files, unzipSync(zip, { filter: (f) => wanted.has(f.name) }));
      await nextTurn();
    }
    return files;
  } catch {
    throw new ExportUnreadable('zip');
  }
}

/** Reads the zip. Throws ExportUnreadable when it is not a Slack export. */
export async function readSlackExport(zip: Uint8Array): Promise<SlackExport> {
  let files = await inflateJson(zip);
  // An export zipped with its folder: every path under one top folder.
  const prefix = files['users.json'] ? '' : (Object.keys(files).find((n) => n.endsWith('/users.json'))?.slice(0, -'users.json'.length) ?? null);
  if (prefix === null) throw new ExportUnreadable('users.json');
  if (prefix) files = Object.fromEntries(Object.entries(files).flatMap(([n, b]) => (n.startsWith(prefix) ? [[n.slice(prefix.length), b]] : [])));

  const users = readJson(files, 'users.json', z.array(userSchema)) ?? [];
  const people: SlackPerson[] = users.map((u) => {
    const email = u.profile?.email?.trim().toLowerCase() || null;
    return {
      id: u.id,
      name: u.profile?.real_name || u.real_name || u.profile?.display_name || u.name || u.id,
      email: u.deleted || u.is_bot ? null : email,
      deleted: Boolean(u.deleted),
      bot: Boolean(u.is_bot),
    };
  });
  const known = new Set(people.map((p) => p.id));

  const lists: Array<[string, ConversationKind]> = [
    ['channels.json', 'channel'],
    ['groups.json', 'private'],
    ['mpims.json', 'group'],
    ['dms.json', 'direct'],
  ];
  const nameOf = new Map(people.map((p) => [p.id, p.name]));
  const conversations: SlackConversation[] = [];
  for (const [file, kind] of lists) {
    for (const c of readJson(files, file, z.array(conversationSchema)) ?? []) {
      // A conversation's days lie in a folder named after it (channels, private channels, group DMs) or its id (DMs).
      const folder = kind === 'direct' ? c.id : (c.name ?? c.id);
      const members = [...new Set(c.members ?? [])];
      const name =
        kind === 'direct' || kind === 'group'
          ? members.map((m) => nameOf.get(m) ?? m).join('、')
          : (c.name ?? c.id);
      const days = Object.keys(files)
        .filter((n) => n.startsWith(`${folder}/`) && /^\d{4}-\d{2}-\d{2}\.json$/.test(n.slice(folder.length + 1)))
        .sort();
      const messages: SlackMessage[] = [];
      for (const [index, day] of days.entries()) {
        for (const m of readJson(files, day, z.array(z.unknown())) ?? []) {
          const parsed = messageSchema.safeParse(m);
          if (parsed.success && (parsed.data.type ?? 'message') === 'message') messages.push(parsed.data);
        }
        // Each day's file is small; a turn of the event loop every few keeps a large export from stalling the node.
        if (index % ENTRIES_PER_TURN === ENTRIES_PER_TURN - 1) await nextTurn();
      }
      // Time order, each message once (a thread's parent can appear in more than one day's file).
      const byTs = new Map(messages.map((m) => [m.ts, m]));
      const ordered = [...byTs.values()].sort((a, b) => Number.parseFloat(a.ts) - Number.parseFloat(b.ts) || a.ts.localeCompare(b.ts));
      conversations.push({
        id: c.id,
        kind,
        name: name || c.id,
        description: c.purpose?.value || c.topic?.value || null,
        creator: c.creator ?? null,
        members,
        messages: ordered,
      });
    }
  }
  // Bots that posted: people of their own, named as they signed.
  for (const m of conversations.flatMap((c) => c.messages)) {
    const id = authorKey(m);
    if (id && !known.has(id)) {
      known.add(id);
      people.push({ id, name: m.username || m.bot_profile?.name || id, email: null, deleted: false, bot: true });
    }
  }
  return { people, conversations };
}

/** Whose message it is: its member, or its bot when no member sent it. */
export const authorKey = (m: SlackMessage): string | null => m.user ?? m.bot_id ?? null;

/** One step of an import, in the fixed order of the export. */
export type Step =
  | { kind: 'person'; person: SlackPerson }
  | { kind: 'conversation'; conversation: SlackConversation }
  | { kind: 'member'; conversation: SlackConversation; member: string }
  | { kind: 'message'; conversation: SlackConversation; message: SlackMessage };

export function stepsOf(exported: SlackExport): Step[] {
  const steps: Step[] = [];
  for (const person of exported.people) steps.push({ kind: 'person', person });
  for (const conversation of exported.conversations) {
    steps.push({ kind: 'conversation', conversation });
    // Each member joins in a step of their own: a channel of hundreds is not one long transaction.
    for (const member of conversation.members) steps.push({ kind: 'member', conversation, member });
  }
  for (const conversation of exported.conversations) for (const message of conversation.messages) steps.push({ kind: 'message', conversation, message });
  return steps;
}

/** The source keys an import records: what each item of the export became here. */
export const keyOf = {
  person: (id: string) => `user:${id}`,
  conversation: (id: string) => `room:${id}`,
  message: (conversationId: string, ts: string) => `msg:${conversationId}:${ts}`,
};

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&amp;': '&' };

/**
 * Slack's message markup as plain text: <@U1> as @name, <#C1|name> as #name, <!here> and the like as @here, links
 * as their text and address, and the three escaped characters.
 */
export function plainText(text: string, nameOf: (id: string) => string): string {
  return text
    .replace(/<@([A-Z0-9]+)(?:\|[^>]*)?>/g, (_all, id: string) => `@${nameOf(id)}`)
    .replace(/<#[A-Z0-9]+\|([^>]*)>/g, (_all, name: string) => `#${name}`)
    .replace(/<!(here|channel|everyone)(?:\|[^>]*)?>/g, (_all, who: string) => `@${who}`)
    .replace(/<!subteam\^[A-Z0-9]+\|([^>]*)>/g, (_all, name: string) => name)
    .replace(/<((?:https?|mailto):[^|>]+)\|([^>]+)>/g, (_all, url: string, label: string) => `${label} (${url})`)
    .replace(/<((?:https?|mailto):[^>]+)>/g, (_all, url: string) => url)
    .replace(/&(lt|gt|amp);/g, (all) => ENTITIES[all]!);
}

/** The first member a message names (<@U1>), and whether it calls everyone (<!channel>, <!here>, <!everyone>). */
export function mentionsOf(text: string): { first: string[]; all: boolean } {
  return {
    first: [...text.matchAll(/<@([A-Z0-9]+)(?:\|[^>]*)?>/g)].map((m) => m[1]!),
    all: /<!(here|channel|everyone)(\|[^>]*)?>/.test(text),
  };
}
