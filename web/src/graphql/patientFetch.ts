/**
 * The server sheds load by answering 503 with Retry-After: the page waits that long and asks again instead of
 * failing. The wait is shared, so the subscription socket (whose refused upgrade a page cannot read) does not
 * come back before the server said either.
 */

/** The longest wait taken from one answer: a wrong header never leaves the page waiting for hours. */
const MAX_WAIT_MS = 5 * 60_000;

/** Until when the server asked to be left alone (epoch milliseconds). */
let busyUntil = 0;

/** The milliseconds a Retry-After header asks for (seconds, or an HTTP date), or null when it says nothing usable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const text = header.trim();
  const wait = /^\d+$/.test(text) ? Number(text) * 1000 : Date.parse(text) - now;
  return Number.isNaN(wait) ? null : Math.min(Math.max(wait, 0), MAX_WAIT_MS);
}

/** How long the server still asks to be left alone, in milliseconds (0 when it does not). */
export function busyFor(now = Date.now()): number {
  return Math.max(0, busyUntil - now);
}

/** Notes a 503 answer's Retry-After, with up to a fifth more at random so the pages it sent away do not all come back at once. */
function noteBusy(response: Response): boolean {
  if (response.status !== 503) return false;
  const wait = retryAfterMs(response.headers.get('retry-after'));
  if (wait === null) return false;
  busyUntil = Math.max(busyUntil, Date.now() + wait + Math.random() * wait * 0.2);
  return true;
}

function sleep(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * fetch for GraphQL calls: waits while the server asked to be left alone, and sends the call again after a 503
 * with Retry-After (a shed call was refused before any work, so a mutation is safe to send again).
 */
export async function patientFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  for (;;) {
    const wait = busyFor();
    if (wait > 0) await sleep(wait, init?.signal);
    const response = await fetch(input, init);
    if (!noteBusy(response)) return response;
  }
}
