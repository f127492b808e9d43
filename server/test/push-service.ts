import { createECDH, createHmac, createDecipheriv, randomBytes, verify } from 'node:crypto';
import https from 'node:https';
import selfsigned from 'selfsigned';

/** What a browser keeps of its subscription: the endpoint, and the keys only it can decrypt with. */
export interface BrowserSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  /** The browser's side of the key agreement (private). */
  decrypt(body: Buffer): unknown;
}

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** Decrypts an aes128gcm Web Push message (RFC 8188, RFC 8291) with the browser's private key and auth secret. */
function decryptPush(body: Buffer, ecdh: ReturnType<typeof createECDH>, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const browserPublic = ecdh.getPublicKey();
  const shared = ecdh.computeSecret(serverPublic);
  const prkKey = hmac(authSecret, shared);
  const ikm = hmac(prkKey, Buffer.concat([Buffer.from('WebPush: info\0'), browserPublic, serverPublic, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('bad padding delimiter');
  return padded.subarray(0, end);
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

/** Checks a "vapid t=<JWT>, k=<key>" Authorization header (RFC 8292); answers the JWT's claims, or throws. */
export function verifyVapid(header: string | undefined, expectedKey: string): { aud: string; exp: number; sub: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${header}`);
  const [, token, key] = match as unknown as [string, string, string];
  if (key !== expectedKey) throw new Error('signed with another key');
  const [head, claims, signature] = token.split('.') as [string, string, string];
  if (JSON.parse(Buffer.from(head, 'base64url').toString()).alg !== 'ES256') throw new Error('not ES256');
  const point = Buffer.from(key, 'base64url');
  const jwk = { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) };
  const valid = verify('sha256', Buffer.from(`${head}.${claims}`), { key: jwk, format: 'jwk', dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!valid) throw new Error('bad VAPID signature');
  return JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string };
}

/**
 * A push service on this machine, over HTTPS with its own certificate (trusted by this test process only): it
 * records what servers post to it, and answers 201, or the status set for an endpoint (410 when it is gone).
 */
export async function startPushService() {
  const pems = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], {
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }] }],
  });
  // web-push posts through Node's global HTTPS agent: trust this service's certificate, in this process only.
  const agentOptions = https.globalAgent.options as { ca?: string | string[] };
  agentOptions.ca = [...[agentOptions.ca ?? []].flat(), pems.cert];
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number>();
  const server = https.createServer({ key: pems.private, cert: pems.cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(statuses.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://localhost:${(server.address() as { port: number }).port}`;
  return {
    origin,
    received,
    /** A new browser subscription on this service. */
    subscribe(): BrowserSubscription {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomBytes(12).toString('hex')}`;
      return {
        endpoint,
        p256dh: b64url(ecdh.getPublicKey()),
        auth: b64url(auth),
        decrypt: (body) => JSON.parse(decryptPush(body, ecdh, auth).toString('utf8')),
      };
    },
    /** The endpoint's push service answers this status from now on (404 or 410: the subscription is gone). */
    answer(endpoint: string, status: number) {
      statuses.set(new URL(endpoint).pathname, status);
    },
    /** Pushes posted to an endpoint so far. */
    to(endpoint: string) {
      return received.filter((r) => r.path === new URL(endpoint).pathname);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
