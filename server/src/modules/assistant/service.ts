import { type CatalogueOf, formatDateTime, type Language, LIMITS, MESSAGES, rules } from '@musubi/shared';
import { z } from 'zod';
import type { Selectable } from 'kysely';
import type { ConversationMessagesTable } from '../../db/types';

type Turn = Selectable<ConversationMessagesTable>;
import type { Deps, Viewer } from '../../deps';
import { isoNow } from '../../lib/clock';
import { AppError, badInput, conflict, limitExceeded, parseInput } from '../../lib/errors';
import { addCatalogue } from '../../lib/language';
import { newId } from '../../lib/ids';
import { pageByKeys, pageLimit } from '../../lib/paging';
import { packageInForce } from '../billing';
import { accessBoard } from '../boards';
import { requireRoomAccess } from '../rooms';
import { requireViewer } from '../users';
import { accessConversation, accessTurn } from './policy';
import { type ChatTurn, ProviderError, PROVIDER_MESSAGES, streamCompletion } from './provider';
import { boardWithTasks, findTurn, questionsSince, recentRoomMessages, turnsOf, turnsOfConversations } from './repo';

export const assistantTopic = (conversationId: string) => `assistant:${conversationId}`;

const CONTEXT_MESSAGES = 50;
const HISTORY_TURNS = 30;
export const ASSISTANT_MESSAGES = {
  /** A conversation's title until its first question names it: stored so, told in its reader's language. */
  newConversation: '新しい会話',
  notConfigured: 'AIアシスタントは設定されていません。管理者にお問い合わせください。',
  busy: '回答を作成中です。完了するか停止してから送信してください。',
  notRetryable: '停止または失敗した回答だけを再実行できます。',
  limit: (perDay: number) =>
    `AIアシスタントは1日${perDay}回までご利用いただけます。明日またお試しいただくか、スタンダードプランにアップグレードしてください。`,
} as const;
const ASSISTANT_MESSAGES_EN: CatalogueOf<typeof ASSISTANT_MESSAGES> = {
  newConversation: 'New conversation',
  notConfigured: 'The AI assistant is not set up. Please ask your administrator.',
  busy: 'An answer is being written. Send once it is finished, or stop it first.',
  notRetryable: 'Only an answer that was stopped or failed can be run again.',
  limit: (perDay) => `The AI assistant can be used ${perDay} times a day. Try again tomorrow, or upgrade to the Standard plan.`,
};
addCatalogue(ASSISTANT_MESSAGES, ASSISTANT_MESSAGES_EN);

/** What the assistant is told it is: it answers in the language its user reads Musubi in (decision 0326). */
const SYSTEM_PROMPT: Record<Language, string> = {
  ja: 'あなたはビジネスチャット「結び（Musubi）」のアシスタントです。常に日本語で、簡潔かつ丁寧に答えてください。',
  en: 'You are the assistant of Musubi, a business chat. Always answer in English, briefly and politely.',
};

interface TurnContext {
  room_id?: string;
  board_id?: string;
}

/** Answers being written by this process, so a stop can interrupt them and wait for the stored result. */
const running = new Map<string, { controller: AbortController; done: Promise<void> }>();

/** Ends every answer in progress (the server is shutting down): each is stored as stopped. */
export async function stopAllAnswers(): Promise<void> {
  const all = [...running.values()];
  for (const answer of all) answer.controller.abort();
  await Promise.all(all.map((a) => a.done));
}

/** Midnight in Japan, as a UTC ISO string: the daily allowance starts there. */
export function startOfJapanDay(now: Date): string {
  const JST_MS = 9 * 60 * 60_000;
  const day = Math.floor((now.getTime() + JST_MS) / 86_400_000) * 86_400_000;
  return new Date(day - JST_MS).toISOString();
}

export async function getStatus(deps: Deps, viewer: Viewer | null) {
  const me = requireViewer(viewer);
  const [plan, used] = await Promise.all([
    packageInForce(deps.db, deps.clock, me.id),
    questionsSince(deps.db, me.id, startOfJapanDay(deps.clock.now())),
  ]);
  const configured = Boolean(deps.config.AI_BASE_URL);
  return {
    configured,
    model: configured ? deps.config.AI_MODEL : null,
    requestsToday: used,
    requestsPerDay: plan.aiRequestsPerDay,
  };
}

const titleSchema = z.object({ title: rules.optional(100) });

export async function createConversation(deps: Deps, viewer: Viewer | null, input: unknown) {
  const me = requireViewer(viewer);
  const { title } = parseInput(titleSchema, input);
  const now = isoNow(deps.clock);
  const row = { id: newId(), user_id: me.id, title: title ?? ASSISTANT_MESSAGES.newConversation, createdAt: now, updatedAt: now };
  await deps.db.insertInto('conversations').values(row).execute();
  return row;
}

const renameSchema = z.object({ id: z.string(), title: rules.required(100) });

export async function renameConversation(deps: Deps, viewer: Viewer | null, input: unknown) {
  const { id, title } = parseInput(renameSchema, input);
  const { conversation } = await accessConversation(deps.db, viewer, id);
  const updatedAt = isoNow(deps.clock);
  await deps.db.updateTable('conversations').set({ title, updatedAt }).where('id', '=', id).execute();
  return { ...conversation, title, updatedAt };
}

export async function deleteConversation(deps: Deps, viewer: Viewer | null, input: unknown) {
  const { id } = parseInput(z.object({ id: z.string() }), input);
  await accessConversation(deps.db, viewer, id);
  const turns = await turnsOf(deps.db, id);
  for (const turn of turns) running.get(turn.id)?.controller.abort();
  await Promise.all(turns.map((t) => running.get(t.id)?.done));
  await deps.db.deleteFrom('conversations').where('id', '=', id).execute();
  return true;
}

export async function listConversations(deps: Deps, viewer: Viewer | null, limit?: number | null, nextToken?: string | null) {
  const me = requireViewer(viewer);
  const query = deps.db.selectFrom('conversations').selectAll().where('user_id', '=', me.id);
  return pageByKeys(query, { columns: ['updatedAt', 'id'], shape: ['string', 'string'], direction: 'desc', limit: pageLimit(limit), nextToken });
}

/**
 * Each conversation's turns, oldest first, read in one query for a whole listing. A turn left streaming by a
 * process that died is shown as failed.
 */
export async function conversationTurns(deps: Deps, conversationIds: readonly string[]) {
  const turns = await turnsOfConversations(deps.db, conversationIds);
  const staleBefore = deps.clock.now().getTime() - (deps.config.AI_TIMEOUT_SECONDS + 30) * 1000;
  for (const turn of turns) {
    const since = Date.parse(turn.updatedAt ?? turn.createdAt);
    if (turn.status === 'streaming' && !running.has(turn.id) && since < staleBefore) {
      await finishTurn(deps, turn.id, { status: 'failed', error: PROVIDER_MESSAGES.interrupted });
      Object.assign(turn, { status: 'failed', error: PROVIDER_MESSAGES.interrupted });
    }
  }
  return conversationIds.map((id) => turns.filter((turn) => turn.conversationId === id));
}

export async function getConversation(deps: Deps, viewer: Viewer | null, id: string) {
  const { conversation } = await accessConversation(deps.db, viewer, id);
  return conversation;
}

const sendSchema = z.object({
  conversationId: z.string(),
  content: rules.required(LIMITS.message),
  context: z
    .object({ room_id: z.string().max(64).nullish(), board_id: z.string().max(64).nullish() })
    .nullish(),
});

/** Checks that the user may share this context now: a room or board of a room they belong to. */
async function checkContext(deps: Deps, viewer: Viewer, context: TurnContext) {
  if (context.room_id) await requireRoomAccess(deps.db, viewer, context.room_id, 'read');
  if (context.board_id) await accessBoard(deps.db, viewer, context.board_id, 'read');
}

async function checkAllowance(deps: Deps, userId: string) {
  const plan = await packageInForce(deps.db, deps.clock, userId);
  const used = await questionsSince(deps.db, userId, startOfJapanDay(deps.clock.now()));
  if (used >= plan.aiRequestsPerDay) {
    throw limitExceeded(ASSISTANT_MESSAGES.limit(plan.aiRequestsPerDay), { limit: 'aiRequestsPerDay' });
  }
}

function requireConfigured(deps: Deps) {
  if (!deps.config.AI_BASE_URL) throw badInput(ASSISTANT_MESSAGES.notConfigured, { reason: 'ASSISTANT_NOT_CONFIGURED' });
}

export async function sendMessage(deps: Deps, viewer: Viewer | null, input: unknown) {
  const data = parseInput(sendSchema, input);
  const { viewer: me, conversation } = await accessConversation(deps.db, viewer, data.conversationId);
  requireConfigured(deps);
  const context: TurnContext = {
    ...(data.context?.room_id ? { room_id: data.context.room_id } : {}),
    ...(data.context?.board_id ? { board_id: data.context.board_id } : {}),
  };
  await checkContext(deps, me, context);
  await checkAllowance(deps, me.id);
  const turns = await turnsOf(deps.db, conversation.id);
  if (turns.some((t) => t.status === 'streaming')) throw conflict(ASSISTANT_MESSAGES.busy);

  const now = isoNow(deps.clock);
  const question = {
    id: newId(),
    conversationId: conversation.id,
    role: 'user',
    content: data.content,
    status: 'complete',
    context: Object.keys(context).length ? JSON.stringify(context) : null,
    createdAt: now,
    updatedAt: now,
  };
  // The answer sorts after the question even within one millisecond: ids are time-ordered.
  const answer = { ...question, id: newId(), role: 'assistant', content: '', status: 'streaming', context: null };
  await deps.db.transaction().execute(async (trx) => {
    await trx.insertInto('conversation_messages').values([question, answer]).execute();
    await trx
      .updateTable('conversations')
      .set({
        updatedAt: now,
        ...(conversation.title === ASSISTANT_MESSAGES.newConversation ? { title: data.content.replace(/\s+/g, ' ').slice(0, 30) } : {}),
      })
      .where('id', '=', conversation.id)
      .execute();
  });
  startAnswer(deps, me, conversation.id, answer.id);
  return { ...answer, error: null };
}

export async function retryMessage(deps: Deps, viewer: Viewer | null, input: unknown) {
  const { id } = parseInput(z.object({ id: z.string() }), input);
  const { turn, conversation } = await accessTurn(deps.db, viewer, id);
  requireConfigured(deps);
  if (turn.role !== 'assistant' || (turn.status !== 'failed' && turn.status !== 'stopped')) {
    throw badInput(ASSISTANT_MESSAGES.notRetryable);
  }
  const me = requireViewer(viewer);
  await checkAllowance(deps, me.id);
  const updatedAt = isoNow(deps.clock);
  await deps.db
    .updateTable('conversation_messages')
    .set({ content: '', status: 'streaming', error: null, updatedAt })
    .where('id', '=', id)
    .execute();
  startAnswer(deps, me, conversation.id, id);
  return { ...turn, content: '', status: 'streaming', error: null, updatedAt };
}

export async function stopMessage(deps: Deps, viewer: Viewer | null, input: unknown) {
  const { id } = parseInput(z.object({ id: z.string() }), input);
  const { turn } = await accessTurn(deps.db, viewer, id);
  const answer = running.get(id);
  if (answer) {
    answer.controller.abort();
    await answer.done;
  } else if (turn.status === 'streaming') {
    // Written by another process, or by one that died: stop it where it stands.
    await finishTurn(deps, id, { status: 'stopped' });
  }
  return findTurn(deps.db, id);
}

async function finishTurn(
  deps: Deps,
  id: string,
  values: Partial<Pick<Turn, 'content' | 'status' | 'error'>>,
) {
  await deps.db
    .updateTable('conversation_messages')
    .set({ ...values, updatedAt: isoNow(deps.clock) })
    .where('id', '=', id)
    .where('status', '=', 'streaming')
    .execute();
}

/** The conversation so far, in the provider's format, with the context of the latest question. */
async function buildPrompt(deps: Deps, viewer: Viewer, conversationId: string, answerId: string): Promise<ChatTurn[]> {
  const turns = (await turnsOf(deps.db, conversationId)).filter((t) => t.id !== answerId && t.content.length > 0);
  const recent = turns.slice(-HISTORY_TURNS);
  const lastQuestion = [...recent].reverse().find((t) => t.role === 'user');
  const context: TurnContext = lastQuestion?.context ? (JSON.parse(lastQuestion.context) as TurnContext) : {};
  // Membership is checked again: a user who left the room since asking no longer shares it.
  await checkContext(deps, viewer, context);
  const prompt: ChatTurn[] = [{ role: 'system', content: SYSTEM_PROMPT[viewer.language] }];
  if (context.room_id) {
    const room = await deps.db.selectFrom('rooms').select('name').where('id', '=', context.room_id).executeTakeFirst();
    const lines = (await recentRoomMessages(deps.db, context.room_id, CONTEXT_MESSAGES)).map(
      (m) => `[${formatDateTime(m.createdAt)}] ${m.name ?? m.email}: ${m.content}`,
    );
    prompt.push({ role: 'system', content: `以下はルーム「${room?.name ?? ''}」の最近のメッセージです（古い順）。\n${lines.join('\n')}` });
  }
  if (context.board_id) {
    const board = await boardWithTasks(deps.db, context.board_id);
    const lines = (board?.tasks ?? []).map((t) => `- ${t.name}${t.endDate ? `（期限: ${formatDateTime(t.endDate)}）` : ''}`);
    prompt.push({ role: 'system', content: `以下はボード「${board?.name ?? ''}」のタスクです。\n${lines.join('\n')}` });
  }
  for (const turn of recent) prompt.push({ role: turn.role === 'user' ? 'user' : 'assistant', content: turn.content });
  return prompt;
}

/** Writes the answer in the background: each piece is published as it arrives, the whole stored at the end. */
function startAnswer(deps: Deps, viewer: Viewer, conversationId: string, answerId: string) {
  const controller = new AbortController();
  const topic = assistantTopic(conversationId);
  const chunk = (values: { delta?: string; done: boolean; status: string; content?: string; error?: string | null }) =>
    deps.pubsub.publish(topic, {
      onAssistantMessage: { conversationId, messageId: answerId, delta: '', content: null, error: null, ...values },
    });

  let text = '';
  const done = (async () => {
    const timeout = AbortSignal.timeout(deps.config.AI_TIMEOUT_SECONDS * 1000);
    try {
      const messages = await buildPrompt(deps, viewer, conversationId, answerId);
      text = await streamCompletion({
        baseUrl: deps.config.AI_BASE_URL!,
        apiKey: deps.config.AI_API_KEY,
        model: deps.config.AI_MODEL,
        messages,
        signal: AbortSignal.any([controller.signal, timeout]),
        onDelta: (delta) => {
          text += delta;
          // A lost piece is not fatal: the stored answer is complete, and clients refetch it when done.
          chunk({ delta, done: false, status: 'streaming' }).catch(() => undefined);
        },
      });
      await finishTurn(deps, answerId, { content: text, status: 'complete' });
      await chunk({ done: true, status: 'complete', content: text });
    } catch (error) {
      const stopped = controller.signal.aborted;
      const message =
        error instanceof AppError || error instanceof ProviderError
          ? error.message
          : timeout.aborted
            ? PROVIDER_MESSAGES.timeout
            : MESSAGES.genericError;
      if (!stopped && !(error instanceof AppError) && !(error instanceof ProviderError) && !timeout.aborted) {
        deps.log.error({ err: error }, 'assistant answer failed');
      }
      const status = stopped ? 'stopped' : 'failed';
      const values = { content: text, status, error: stopped ? null : message };
      await finishTurn(deps, answerId, values).catch((err: unknown) => deps.log.error({ err }, 'assistant turn not stored'));
      await chunk({ done: true, ...values }).catch(() => undefined);
    } finally {
      running.delete(answerId);
    }
  })();
  running.set(answerId, { controller, done });
}

/** Presents a stored turn: its context as two ids. */
export function presentTurn(turn: Turn) {
  const context: TurnContext = turn.context ? (JSON.parse(turn.context) as TurnContext) : {};
  return { ...turn, context_room_id: context.room_id ?? null, context_board_id: context.board_id ?? null };
}
