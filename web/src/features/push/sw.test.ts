import { describe, expect, it } from 'vitest';
import source from '../../../public/sw.js?raw';

const ORIGIN = 'https://musubi.test';

type Handler = (event: Record<string, unknown>) => void;

/** A response as the worker's fetch would give it: same-origin ("basic"), with the status and type given. */
function answer(body: string, { status = 200, type = 'text/html; charset=utf-8' } = {}): Response {
  const response = new Response(body, { status, headers: { 'content-type': type } });
  Object.defineProperty(response, 'type', { value: 'basic' });
  Object.defineProperty(response, 'clone', { value: () => answer(body, { status, type }) });
  return response;
}

/** The browser's caches, in memory, by name and then by path. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const pathOf = (key: Request | string) => new URL(typeof key === 'string' ? key : key.url, ORIGIN).pathname;
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name)!;
    return {
      match: async (key: Request | string) => store.get(pathOf(key))?.clone(),
      put: async (key: Request | string, response: Response) => void store.set(pathOf(key), response),
    };
  };
  return {
    stores,
    api: {
      open,
      keys: async () => [...stores.keys()],
      delete: async (name: string) => stores.delete(name),
      match: async (key: string, options: { cacheName: string }) => (await open(options.cacheName)).match(key),
    },
  };
}

/** Runs public/sw.js with a fake worker scope; `network` answers its fetches (or throws: the server is away). */
function startWorker(network: (url: string) => Response) {
  const handlers = new Map<string, Handler>();
  const fetched: string[] = [];
  const caches = memoryCaches();
  const scope = {
    location: new URL(ORIGIN),
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    skipWaiting: () => undefined,
    clients: { claim: async () => undefined },
    registration: {},
  };
  const fetch = async (input: Request | string) => {
    const url = new URL(typeof input === 'string' ? input : input.url, ORIGIN).href;
    fetched.push(url);
    return network(url);
  };
  new Function('self', 'caches', 'fetch', source)(scope, caches.api, fetch);

  /** Sends a request through the worker: its answer, or null when the worker leaves it to the browser. */
  async function request(path: string, { mode = 'no-cors', method = 'GET' } = {}): Promise<Response | null> {
    let answered: Promise<Response> | null = null;
    handlers.get('fetch')!({ request: { url: new URL(path, ORIGIN).href, method, mode }, respondWith: (r: Promise<Response>) => (answered = r) });
    return answered;
  }
  async function dispatch(type: string, data?: unknown): Promise<void> {
    let work: Promise<unknown> = Promise.resolve();
    handlers.get(type)!({ data, waitUntil: (p: Promise<unknown>) => (work = p) });
    await work;
  }
  return { request, dispatch, fetched, caches: caches.stores };
}

const away = () => {
  throw new TypeError('Failed to fetch');
};

describe('the service worker', () => {
  it('answers a page from the network, and from the page kept at the last visit while the server is away', async () => {
    let up = true;
    const worker = startWorker((url) => (up ? answer(`<html>${url}</html>`) : away()));
    expect(await (await worker.request('/room?room=r1', { mode: 'navigate' }))!.text()).toBe(`<html>${ORIGIN}/room?room=r1</html>`);
    await new Promise((resolve) => setTimeout(resolve, 0));
    up = false;
    expect(await (await worker.request('/room?room=r2', { mode: 'navigate' }))!.text()).toBe(`<html>${ORIGIN}/room?room=r1</html>`);
  });

  it('does not keep a page that is not the app (a 404, or not HTML), and fails as the browser would with nothing kept', async () => {
    let next: () => Response = () => answer('<html>not found</html>', { status: 404 });
    const worker = startWorker(() => next());
    await worker.request('/nowhere', { mode: 'navigate' });
    next = away;
    await expect(worker.request('/room', { mode: 'navigate' })).rejects.toThrow('Failed to fetch');
  });

  it('leaves the API, other methods and other origins to the browser, and keeps no answer of theirs', async () => {
    const worker = startWorker(() => answer('{}', { type: 'application/json' }));
    expect(await worker.request('/graphql?query=%7BgetUserDetail%7Bid%7D%7D')).toBeNull();
    expect(await worker.request('/api/files/f1/download')).toBeNull();
    expect(await worker.request('/graphql', { method: 'POST' })).toBeNull();
    expect(await worker.request('/graphql', { mode: 'navigate' })).toBeNull();
    expect(await worker.request('https://elsewhere.test/assets/a.js')).toBeNull();
    expect(await worker.request('/build.json')).toBeNull();
    expect(worker.fetched).toEqual([]);
    expect([...worker.caches.values()].every((store) => store.size === 0)).toBe(true);
  });

  it('serves a build file from its cache once it has it, without asking the server', async () => {
    const worker = startWorker((url) => answer(`// ${url}`, { type: 'text/javascript' }));
    expect(await (await worker.request('/assets/index-abc.js'))!.text()).toBe(`// ${ORIGIN}/assets/index-abc.js`);
    expect(await (await worker.request('/assets/index-abc.js'))!.text()).toBe(`// ${ORIGIN}/assets/index-abc.js`);
    expect(worker.fetched).toEqual([`${ORIGIN}/assets/index-abc.js`]);
  });

  it('keeps the files a page names, and only the app\'s page and build files', async () => {
    const worker = startWorker((url) => answer(url.endsWith('/') ? '<html></html>' : '//', { type: url.endsWith('/') ? 'text/html' : 'text/javascript' }));
    await worker.dispatch('message', { type: 'musubi:keep', paths: ['/', '/assets/a.js', '/graphql', '/api/x', 'https://elsewhere.test/assets/b.js', 42] });
    await worker.dispatch('message', { type: 'musubi:keep', paths: ['/assets/a.js'] });
    expect(worker.fetched).toEqual([`${ORIGIN}/`, `${ORIGIN}/assets/a.js`]);
    expect([...worker.caches.get('musubi-app-dev')!.keys()]).toEqual(['/', '/assets/a.js']);
  });

  it('drops the caches of earlier builds when it takes over', async () => {
    const worker = startWorker(() => answer('//', { type: 'text/javascript' }));
    worker.caches.set('musubi-app-2026-01-01T00:00:00.000Z', new Map());
    worker.caches.set('someone-else', new Map());
    await worker.request('/assets/a.js');
    await worker.dispatch('activate');
    expect([...worker.caches.keys()].sort()).toEqual(['musubi-app-dev', 'someone-else']);
  });
});
