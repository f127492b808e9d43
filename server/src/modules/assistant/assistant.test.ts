import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { queryText, type TestClient, type TestServer, signUpUser, startTestServer, subscriptionClient } from '../../../test/harness';
import { PROVIDER_MESSAGES } from './provider';
import { ASSISTANT_MESSAGES, assistantTopic } from './service';
import { type DocumentType, graphql } from '../../../test/graphql';
import type { SendAssistantMessageInput } from '../../../test/graphql/graphql';

/** What the provider is sent: the model's chat request. */
interface ProviderRequest {
  model: string;
  stream: boolean;
  messages: Array<{ role: string; content: string }>;
}

const ON_ANSWER = graphql(`subscription AssistantOnAssistantMessage($id: ID!) { onAssistantMessage(conversationId: $id) { messageId delta done status content error } }`);

/** One piece of a streamed assistant answer. */
type Chunk = DocumentType<typeof ON_ANSWER>['onAssistantMessage'];

/**
 * A local server speaking the OpenAI chat-completions streaming format. The question picks the behaviour:
 * "[slow]" holds the answer after its first piece until released, "[break-once]" drops the connection after
 * the first piece the first time it is asked, "[500]" answers an HTTP error; anything else streams a
 * three-piece answer.
 */
async function startFakeProvider() {
  const requests: Array<{ authorization?: string; body: ProviderRequest }> = [];
  const broken = new Set<string>();
  let release: () => void = () => undefined;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw) as ProviderRequest;
      requests.push({ authorization: req.headers.authorization, body });
      const question = body.messages.at(-1)?.content ?? '';
      if (question.includes('[500]')) {
        res.writeHead(500).end('{"error":"boom"}');
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const send = (content: string) =>
        res.write(`data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`);
      if (question.includes('[break-once]') && !broken.has(question)) {
        broken.add(question);
        // Cut the connection once the first piece has really left.
        res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: 'こんにちは' } }] })}\n\n`, () =>
          setImmediate(() => res.socket?.destroy()),
        );
        return;
      }
      send('こんにちは');
      const finish = () => {
        send('、結び');
        send('のアシスタントです。');
        res.end('data: [DONE]\n\n');
      };
      if (question.includes('[slow]')) release = finish;
      else finish();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    release: () => release(),
  };
}

const provider = await startFakeProvider();
const server = await startTestServer({ env: { AI_BASE_URL: provider.url, AI_API_KEY: 'sk-test', AI_MODEL: 'test-model' } });

async function newConversation(client: TestClient) {
  const data = await client.ok(graphql(`mutation AssistantCreateConversation { createConversation(input: {}) { id title } }`));
  return data.createConversation;
}

const send = (client: TestClient, input: SendAssistantMessageInput) =>
  client.gql(graphql(`mutation AssistantSendAssistantMessage($input: SendAssistantMessageInput!) { sendAssistantMessage(input: $input) { id role content status error context_room_id createdAt } }`), {
    input,
  });

/** Waits until the answer is no longer streaming, and returns the conversation's turns. */
async function settled(client: TestClient, conversationId: string) {
  for (let i = 0; i < 200; i++) {
    const data = await client.ok(graphql(`query AssistantGetConversation($id: ID!) { getConversation(id: $id) { title messages { id role content status error context_room_id createdAt } } }`), {
      id: conversationId,
    });
    const turns = data.getConversation.messages;
    if (turns.every((t) => t.status !== 'streaming')) return data.getConversation;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the answer never settled');
}

/** A subscription that is known to be live: a probe event is published until the client hears one. */
async function liveChunks(srv: TestServer, client: TestClient, conversationId: string) {
  const ws = subscriptionClient(srv.wsUrl, client.cookie!);
  onTestFinished(() => ws.dispose());
  const chunks: Chunk[] = [];
  let heardProbe = false;
  let onChunk: () => void = () => undefined;
  ws.subscribe<DocumentType<typeof ON_ANSWER>>(
    { query: queryText(ON_ANSWER), variables: { id: conversationId } },
    {
      next: ({ data }) => {
        if (!data) return;
        const chunk = data.onAssistantMessage;
        if (chunk.messageId === 'probe') heardProbe = true;
        else chunks.push(chunk);
        onChunk();
      },
      error: () => undefined,
      complete: () => undefined,
    },
  );
  const probe = { conversationId, messageId: 'probe', delta: '', done: false, status: 'streaming', content: null, error: null };
  while (!heardProbe) {
    await srv.deps.pubsub.publish(assistantTopic(conversationId), { onAssistantMessage: probe });
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const untilDone = () =>
    new Promise<Chunk[]>((resolve) => {
      const check = () => (chunks.some((c) => c.done) ? resolve(chunks) : (onChunk = check));
      check();
    });
  return { chunks, untilDone };
}

describe('assistant conversations', () => {
  it('streams an answer token by token, stores it, and finds the conversation again after a reload', async () => {
    const { client } = await signUpUser(server);
    const conversation = await newConversation(client);
    expect(conversation.title).toBe('新しい会話');
    // Someone who reads English reads an unnamed conversation's title in English; the row keeps the Japanese.
    const reader = await signUpUser(server);
    await reader.client.ok(graphql(`mutation AssistantUpdateLanguage { updateLanguage(language: "en") { language } }`));
    expect((await newConversation(reader.client)).title).toBe('New conversation');
    const live = await liveChunks(server, client, conversation.id);

    const sent = await send(client, { conversationId: conversation.id, content: '自己紹介してください' });
    expect(sent.data?.sendAssistantMessage).toMatchObject({ role: 'assistant', status: 'streaming', content: '' });

    const chunks = await live.untilDone();
    const streamed = chunks.filter((c) => !c.done).map((c) => c.delta);
    expect(streamed).toEqual(['こんにちは', '、結び', 'のアシスタントです。']);
    expect(chunks.at(-1)).toMatchObject({ done: true, status: 'complete', content: 'こんにちは、結びのアシスタントです。' });

    const stored = await settled(client, conversation.id);
    expect(stored.title).toBe('自己紹介してください');
    expect(stored.messages.map((m) => [m.role, m.status, m.content])).toEqual([
      ['user', 'complete', '自己紹介してください'],
      ['assistant', 'complete', 'こんにちは、結びのアシスタントです。'],
    ]);
    const request = provider.requests.at(-1)!;
    expect(request.authorization).toBe('Bearer sk-test');
    expect(request.body).toMatchObject({ model: 'test-model', stream: true });
    expect(request.body.messages[0]).toMatchObject({ role: 'system' });

    const list = await client.ok(graphql(`query AssistantListConversations { listConversations { items { id title } nextToken } }`));
    expect(list.listConversations.items).toEqual([{ id: conversation.id, title: '自己紹介してください' }]);
  });

  it('stores an answer that breaks midway as failed, with a retry that completes', async () => {
    const { client } = await signUpUser(server);
    const { id } = await newConversation(client);
    const sent = await send(client, { conversationId: id, content: '途中で切れる質問 [break-once]' });
    const failed = (await settled(client, id)).messages[1];
    expect(failed).toMatchObject({ status: 'failed', error: PROVIDER_MESSAGES.interrupted, content: 'こんにちは' });

    await client.ok(graphql(`mutation AssistantRetryAssistantMessage($i: AssistantMessageIdInput!) { retryAssistantMessage(input: $i) { status } }`), {
      i: { id: sent.data!.sendAssistantMessage.id },
    });
    expect((await settled(client, id)).messages[1]).toMatchObject({
      status: 'complete',
      error: null,
      content: 'こんにちは、結びのアシスタントです。',
    });
  });

  it('turns a provider error into a Japanese message', async () => {
    const { client } = await signUpUser(server);
    const { id } = await newConversation(client);
    await send(client, { conversationId: id, content: 'エラーになる質問 [500]' });
    expect((await settled(client, id)).messages[1]).toMatchObject({ status: 'failed', error: PROVIDER_MESSAGES.rejected(500) });
  });

  it('stops a slow answer, keeps what arrived, and retries it', async () => {
    const { client } = await signUpUser(server);
    const { id } = await newConversation(client);
    const live = await liveChunks(server, client, id);
    const sent = await send(client, { conversationId: id, content: 'ゆっくり答えて [slow]' });
    const answerId = sent.data!.sendAssistantMessage.id;
    while (!live.chunks.some((c) => c.delta === 'こんにちは')) await new Promise((r) => setTimeout(r, 10));

    const busy = await send(client, { conversationId: id, content: '次の質問' });
    expect(busy.errors?.[0]).toMatchObject({ message: ASSISTANT_MESSAGES.busy, extensions: { code: 'CONFLICT' } });

    const stopped = await client.ok(graphql(`mutation AssistantStopAssistantMessage($i: AssistantMessageIdInput!) { stopAssistantMessage(input: $i) { id role content status error context_room_id createdAt } }`), {
      i: { id: answerId },
    });
    expect(stopped.stopAssistantMessage).toMatchObject({ status: 'stopped', content: 'こんにちは' });
    provider.release();

    const asked = provider.requests.length;
    const retried = await client.ok(graphql(`mutation AssistantRetryAssistantMessage($i: AssistantMessageIdInput!) { retryAssistantMessage(input: $i) { status } }`), {
      i: { id: answerId },
    });
    expect(retried.retryAssistantMessage.status).toBe('streaming');
    while (provider.requests.length === asked) await new Promise((r) => setTimeout(r, 10));
    provider.release();
    expect((await settled(client, id)).messages[1]).toMatchObject({ status: 'complete', content: 'こんにちは、結びのアシスタントです。' });
  });
});

describe('context the user chooses', () => {
  async function roomOf(userId: string, name: string) {
    const now = new Date().toISOString();
    const roomId = `room-${Math.random().toString(36).slice(2)}`;
    await server.deps.db
      .insertInto('rooms')
      .values({ id: roomId, name, created_user_id: userId, musubiCode: roomId, createdAt: now, updatedAt: now })
      .execute();
    await server.deps.db
      .insertInto('user_rooms')
      .values({ id: `m-${roomId}`, user_id: userId, room_id: roomId, role: 2, createdAt: now, updatedAt: now })
      .execute();
    await server.deps.db
      .insertInto('messages')
      .values({ id: `msg-${roomId}`, room_id: roomId, user_id: userId, seq: 1, content: '明日の会議は10時からです', createdAt: now, updatedAt: now })
      .execute();
    return roomId;
  }

  it('sends a room of the user as context', async () => {
    const me = await signUpUser(server, { name: '山田' });
    const roomId = await roomOf(me.id, '営業チーム');
    const { id } = await newConversation(me.client);
    const sent = await send(me.client, { conversationId: id, content: '要約して', context: { room_id: roomId } });
    expect(sent.data?.sendAssistantMessage.status).toBe('streaming');
    await settled(me.client, id);
    const contextTurn = provider.requests.at(-1)!.body.messages.find((m) => m.content.includes('営業チーム'));
    expect(contextTurn?.content).toContain('山田: 明日の会議は10時からです');
  });

  it('refuses a room the user is not in, and writes nothing', async () => {
    const owner = await signUpUser(server);
    const roomId = await roomOf(owner.id, '機密ルーム');
    const outsider = await signUpUser(server);
    const { id } = await newConversation(outsider.client);
    const before = provider.requests.length;
    const refused = await send(outsider.client, { conversationId: id, content: '要約して', context: { room_id: roomId } });
    expect(refused.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect((await settled(outsider.client, id)).messages).toEqual([]);
    expect(provider.requests.length).toBe(before);
  });
});

describe('limits and privacy', () => {
  it('keeps each conversation private to its owner', async () => {
    const a = await signUpUser(server);
    const b = await signUpUser(server);
    const { id } = await newConversation(a.client);
    const peek = await b.client.gql(graphql(`query AssistantGetConversation2($id: ID!) { getConversation(id: $id) { id } }`), { id });
    expect(peek.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const write = await send(b.client, { conversationId: id, content: 'こんにちは' });
    expect(write.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });

  it("refuses a question beyond the plan's daily allowance, and allows it the next day", async () => {
    const { client } = await signUpUser(server);
    const { id } = await newConversation(client);
    const status = await client.ok(graphql(`query AssistantGetAssistantStatus { getAssistantStatus { configured model requestsToday requestsPerDay } }`));
    expect(status.getAssistantStatus).toMatchObject({ configured: true, model: 'test-model', requestsToday: 0 });
    const perDay = status.getAssistantStatus.requestsPerDay as number;
    const now = server.clock.now().toISOString();
    await server.deps.db
      .insertInto('conversation_messages')
      .values(Array.from({ length: perDay }, (_, i) => ({ id: `q-${id}-${i}`, conversationId: id, role: 'user', content: '質問', createdAt: now, updatedAt: now })))
      .execute();
    const refused = await send(client, { conversationId: id, content: 'もう一問' });
    expect(refused.errors?.[0]).toMatchObject({ message: ASSISTANT_MESSAGES.limit(perDay), extensions: { code: 'LIMIT_EXCEEDED' } });
    server.clock.advance(24 * 60 * 60_000);
    try {
      expect((await send(client, { conversationId: id, content: 'もう一問' })).errors).toBeUndefined();
      await settled(client, id);
    } finally {
      server.clock.advance(-24 * 60 * 60_000);
    }
  });

  it('is shown as not configured without AI_BASE_URL, with no fake answer', async () => {
    const plain = await startTestServer();
    const { client } = await signUpUser(plain);
    expect((await client.ok(graphql(`query AssistantGetAssistantStatus2 { getAssistantStatus { configured model } }`))).getAssistantStatus).toEqual({ configured: false, model: null });
    const { id } = await newConversation(client);
    const refused = await send(client, { conversationId: id, content: 'こんにちは' });
    expect(refused.errors?.[0]).toMatchObject({ message: ASSISTANT_MESSAGES.notConfigured, extensions: { code: 'BAD_USER_INPUT' } });
  });
});
