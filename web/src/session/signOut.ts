import type { Client } from 'urql';
import { SIGN_OUT } from '../graphql/documents';

/**
 * Ends the session on the server, then clears what the page keeps (spec section 4: storage and the current
 * user) by loading the login page afresh, which also empties the GraphQL cache.
 */
export async function signOut(client: Client, global = false): Promise<void> {
  await client.mutation(SIGN_OUT, { global }).toPromise();
  localStorage.clear();
  sessionStorage.clear();
  window.location.assign('/auth/login');
}
