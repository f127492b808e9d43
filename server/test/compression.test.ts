import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { addRoom } from './chat';
import { graphql } from './graphql';
import { signUpUser, startTestServer } from './harness';

const server = await startTestServer();
const owner = await signUpUser(server, { name: '圧縮 確認' });
// Within the free plan's ten rooms; names long enough that the list is well over 1 KB.
for (let i = 0; i < 8; i += 1) await addRoom(owner.client, { name: `経理部・月次決算と年末調整の進め方を相談するルーム ${i}` });

const TOKEN = graphql(`mutation CompressionCreateApiToken($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }`);
const ROOMS = '{ getRoomList(limit: 50) { items { id name overview musubiCode } } }';

/** A GraphQL POST as the owner's browser sends it, accepting the encodings given. */
function ask(query: string, acceptEncoding: string) {
  return fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': acceptEncoding, cookie: owner.client.cookie! },
    body: JSON.stringify({ query }),
  });
}

describe('the API answers compressed', () => {
  it('sends a GraphQL answer over 1 KB as brotli or gzip, whichever the client accepts', async () => {
    const plain = await ask(ROOMS, 'identity');
    const text = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(text.length).toBeGreaterThan(1024);

    for (const encoding of ['br', 'gzip']) {
      const compressed = await ask(ROOMS, `${encoding}, deflate`);
      expect(compressed.headers.get('content-encoding')).toBe(encoding);
      expect(compressed.headers.get('vary')).toMatch(/accept-encoding/i);
      // fetch undoes the encoding: the same answer as the plain one.
      expect(await compressed.text()).toBe(text);
    }
  });

  it('sends a small answer as it is', async () => {
    const small = await ask('{ getUserDetail { id } }', 'br, gzip');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(((await small.json()) as { data: { getUserDetail: { id: string } } }).data.getUserDetail.id).toBe(owner.id);
  });

  it('compresses the REST API too', async () => {
    const token = (await owner.client.ok(TOKEN, { input: { name: '一覧', scope: 'READ' } })).createApiToken.secret;
    const rooms = await fetch(`${server.url}/v2/rooms`, { headers: { 'x-chatworktoken': token, 'accept-encoding': 'br' } });
    expect(rooms.status).toBe(200);
    expect(rooms.headers.get('content-encoding')).toBe('br');
    expect(((await rooms.json()) as Array<{ name: string }>).filter((room) => room.name.startsWith('経理部'))).toHaveLength(8);
  });

  it('never inflates a compressed request body: a gzip body is refused, not read', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', cookie: owner.client.cookie! },
      body: gzipSync(JSON.stringify({ query: '{ getUserDetail { id } }' })),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});
