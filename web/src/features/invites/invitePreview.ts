import { patientFetch } from '../../graphql/patientFetch';

export interface InvitePreview {
  status: 'valid' | 'expired' | 'used' | 'invalid';
  type: number | null;
  email: string | null;
  inviterName: string | null;
  roomName: string | null;
  hasAccount: boolean;
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
