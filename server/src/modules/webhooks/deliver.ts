import { createHmac } from 'node:crypto';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { rootCertificates } from 'node:tls';
import ipaddr from 'ipaddr.js';

/** Why a URL is not posted to: refused before any connection is made. */
export class RefusedTarget extends Error {}

/** Whether an address is a public one: not loopback, private, link-local, unique-local, multicast or reserved. */
export const isPublicAddress = (address: string) => ipaddr.isValid(address) && ipaddr.process(address).range() === 'unicast';

/** The signature Chatwork sends: the body's HMAC-SHA256 keyed by the base64-decoded token, in base64. */
export const signatureOf = (body: string, token: string) => createHmac('sha256', Buffer.from(token, 'base64')).update(body).digest('base64');

/**
 * Whether Musubi may post to this URL as written (before resolving it): https, or http to an allowed host; no user
 * name or password; an address written as such must be public unless allowed. Null when it may, else the reason.
 */
export function urlProblem(raw: string, allowedHosts: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'not a URL';
  }
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const allowed = allowedHosts.includes(host);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && allowed)) return 'https only';
  if (url.username || url.password) return 'credentials in URL';
  if (isIP(host) && !allowed && !isPublicAddress(host)) return 'non-public address';
  return null;
}

export interface DeliveryTarget {
  url: string;
  body: string;
  token: string;
  allowedHosts: readonly string[];
  ca?: string;
  timeoutMs: number;
}

/** What a delivery came to: the receiver's status, or why there was none. */
export interface DeliveryResult {
  status: number | null;
  error: string | null;
}

/**
 * POSTs a body to a webhook's URL, signed, and answers the receiver's status. The name is resolved, then every
 * address it gives is checked before connecting (to the checked address: a second resolution cannot swap it); a
 * host on the allow-list skips the check. A redirect is never followed: its status is the answer (a failure).
 */
export function postSigned(target: DeliveryTarget): Promise<DeliveryResult> {
  const problem = urlProblem(target.url, target.allowedHosts);
  if (problem) return Promise.resolve({ status: null, error: problem });
  const url = new URL(target.url);
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const allowed = target.allowedHosts.includes(host);
  const lookup = (hostname: string, options: object, callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void) => {
    dnsLookup(hostname, { all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = addresses.find((a) => !isPublicAddress(a.address));
      if (!allowed && (refused || addresses.length === 0)) return callback(new RefusedTarget(`non-public address ${refused?.address ?? ''}`.trim()), []);
      const wantsAll = (options as { all?: boolean }).all;
      if (wantsAll) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        lookup: lookup as never,
        // The operator's own authority trusted besides the usual ones, never instead of them.
        ...(target.ca && url.protocol === 'https:' ? { ca: [...rootCertificates, target.ca] } : {}),
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(target.body),
          'user-agent': 'Musubi-Webhook',
          'x-chatworkwebhooksignature': signatureOf(target.body, target.token),
        },
        timeout: target.timeoutMs,
      },
      (response) => {
        response.resume();
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          resolve({ status, error: status >= 300 && status < 400 ? 'redirect not followed' : status >= 400 || status < 200 ? `HTTP ${status}` : null });
        });
        response.on('error', (error) => resolve({ status: response.statusCode ?? null, error: error.message }));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', (error) => resolve({ status: null, error: error instanceof RefusedTarget ? error.message : error.message.slice(0, 200) }));
    request.end(target.body);
  });
}
