import { MESSAGES } from '@musubi/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeRoom } from '../rooms';
import { signUpUser, startTestServer, type TestServer } from '../harness';

let server: TestServer;
let owner: Awaited<ReturnType<typeof signUpUser>>;
let roomId: string;

const count = async (table: 'files' | 'tags') =>
  Number((await server.deps.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

function uploadFrom(headers: Record<string, string>) {
  const form = new FormData();
  form.append('room_id', roomId);
  form.append('file', new Blob([Uint8Array.from(Buffer.from('こんにちは'))]), 'memo.txt');
  return fetch(`${server.url}/api/files`, { method: 'POST', body: form, headers: { cookie: owner.client.cookie!, ...headers } });
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await signUpUser(server);
  roomId = await makeRoom(server, [{ id: owner.id }]);
});

describe('page headers', () => {
  it('sends a CSP without inline script that forbids framing, nosniff and a referrer policy; no HSTS over http', async () => {
    const page = await fetch(`${server.url}/auth/login`);
    const csp = page.headers.get('content-security-policy') ?? '';
    const directives = Object.fromEntries(
      csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]),
    );
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['script-src-attr']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(csp).not.toContain('stripe');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('strict-transport-security')).toBeNull();
  });

  it('adds HSTS behind https and allows Stripe.js only when Stripe is configured', async () => {
    const secure = await startTestServer({
      env: { PUBLIC_URL: 'https://musubi.example', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_SECRET_KEY: 'sk_test_x' },
    });
    const page = await fetch(`${secure.url}/auth/login`);
    expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain('upgrade-insecure-requests');
  });
});

describe('cross-site writes', () => {
  it('refuses an upload from a same-site or cross-site page, or a foreign Origin, storing nothing', async () => {
    const before = await count('files');
    const foreign: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://files.musubi.example.net' },
      { origin: 'null' },
    ];
    for (const headers of foreign) {
      const response = await uploadFrom(headers);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        errors: [{ message: MESSAGES.crossSiteRefused, extensions: { code: 'FORBIDDEN' } }],
      });
    }
    expect(await count('files')).toBe(before);
  });

  it('refuses a GraphQL mutation sent from another site, writing nothing', async () => {
    const before = await count('tags');
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: owner.client.cookie!, 'sec-fetch-site': 'same-site' },
      body: JSON.stringify({
        query: `mutation { createTag(input: { room_id: "${roomId}", name: "x", color: "#abcdef" }) { id } }`,
      }),
    });
    expect(response.status).toBe(403);
    expect(await count('tags')).toBe(before);
  });

  it('accepts the same upload from our own pages', async () => {
    const sameOrigin = await uploadFrom({ 'sec-fetch-site': 'same-origin', origin: server.url });
    expect(sameOrigin.status).toBe(201);
    const olderBrowser = await uploadFrom({ origin: server.url });
    expect(olderBrowser.status).toBe(201);
  });
});
