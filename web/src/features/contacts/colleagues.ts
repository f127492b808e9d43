import { useQuery } from 'urql';
import { COLLEAGUE_INVITED } from './documents';

/**
 * Whether the viewer has invited a colleague: they have a contact, a contact request waiting for an answer, or an
 * invitation by e-mail neither used nor expired among their latest. Null until the server answers; `refresh` reads
 * it again (after the contacts dialog closes).
 */
export function useColleagueInvited(): { invited: boolean | null; refresh(): void } {
  const [result, refetch] = useQuery({ query: COLLEAGUE_INVITED, requestPolicy: 'cache-and-network' });
  const data = result.data;
  const now = Date.now();
  const invited = data
    ? data.listContacts.items.length > 0 || data.sent.items.length > 0 || data.invites.items.some((i) => !i.usedAt && Date.parse(i.expiresAt) > now)
    : null;
  return { invited, refresh: () => refetch({ requestPolicy: 'network-only' }) };
}
