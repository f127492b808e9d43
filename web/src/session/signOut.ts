import type { Client } from 'urql';
import { SIGN_OUT } from '../graphql/documents';
import { forgetViewer } from './viewerMemory';

/**
 * Removes every cookie the page can see (the folder selection and the like), on every path up to this one:
 * the next person to use the browser inherits nothing. The session cookie is httpOnly; the server clears it.
 */
export function clearCookies(): void {
  const segments = window.location.pathname.split('/').filter(Boolean);
  const paths = ['/', ...segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}`)];
  for (const entry of document.cookie.split(';')) {
    const name = entry.split('=')[0]?.trim();
    if (!name) continue;
    for (const path of paths) document.cookie = `${name}=; path=${path}; max-age=0`;
  }
}

/**
 * Ends the session on the server, then clears what the page keeps (spec section 4: cookies, local storage,
 * session storage, the queued posts, the answers kept for the app to open offline and the current user) by
 * loading the login page afresh, which also empties the GraphQL cache.
 */
export async function signOut(client: Client, global = false): Promise<void> {
  await client.mutation(SIGN_OUT, { global }).toPromise();
  // Posts queued while the server was away (decision 0253) are not left for the next person either, nor the
  // person and the answers kept so that the app opens while the server is away (decision 0258).
  await forgetViewer();
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
  window.location.assign('/auth/login');
}
