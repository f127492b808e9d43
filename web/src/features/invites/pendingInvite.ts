import { patientFetch } from '../../graphql/patientFetch';

/**
 * An invitation link's token, kept from the moment its holder arrives (sign-up or sign-in) until they reach their
 * rooms signed in and registered, where it is redeemed once. Local storage, so that confirming the account in
 * another tab still finds it.
 */
const KEY = 'musubi.invite';

export interface InvitePreview {
  status: 'valid' | 'expired' | 'used' | 'invalid';
  type: number | null;
  email: string | null;
  inviterName: string | null;
  roomName: string | null;
  hasAccount: boolean;
}

/** Invitation type that brings its holder into a room (spec: joinRoom); the others are contact invitations. */
export const INVITE_JOIN_ROOM = 1;

export function keepInviteToken(token: string): void {
  localStorage.setItem(KEY, token);
}

export function pendingInviteToken(): string | null {
  return localStorage.getItem(KEY);
}

export function forgetInviteToken(): void {
  localStorage.removeItem(KEY);
}

const PREVIEW = `query InvitePreview($token: String) {
  inviteByToken(token: $token) { status type email inviterName roomName hasAccount }
}`;

/**
 * What the link shows, asked with a plain POST: the sign-in page works without the GraphQL client. A malformed
 * token reads as invalid; a server that cannot be reached rejects.
 */
export async function previewInvite(token: string): Promise<InvitePreview> {
  const response = await patientFetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ query: PREVIEW, variables: { token }, operationName: 'InvitePreview' }),
  });
  const answer = (await response.json()) as { data?: { inviteByToken: InvitePreview } | null; errors?: Array<{ extensions?: { code?: unknown } }> };
  if (answer.data?.inviteByToken) return answer.data.inviteByToken;
  if (answer.errors?.some((error) => error.extensions?.code === 'BAD_USER_INPUT')) {
    return { status: 'invalid', type: null, email: null, inviterName: null, roomName: null, hasAccount: false };
  }
  throw new Error(`inviteByToken failed with HTTP ${response.status}`);
}
