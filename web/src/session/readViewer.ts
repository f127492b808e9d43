import type { GetUserDetailQuery } from '../graphql/gql/graphql';
import { patientFetch } from '../graphql/patientFetch';
import type { Viewer } from './session';

// Plain strings sent with fetch, since the first download has no GraphQL client; the code generator reads them
// all the same, so the answer is typed and the documents that return the viewer spread ViewerFields by name.

/** The fields the page keeps of the signed-in user. */
const VIEWER_FIELDS = /* GraphQL */ `
  fragment ViewerFields on User {
    id
    email
    name
    image
    company_name
    industry
    position
    post_code
    prefectures
    municipality
    address
    building
    phone
    phone2
    qualifications
    status
    isFirstLogin
    language
    isAdmin
    pendingEmail
    recurring_id
    charge_day
    createdAt
    updatedAt
  }
`;

const GET_USER_DETAIL = /* GraphQL */ `
  query GetUserDetail {
    getUserDetail {
      ...ViewerFields
    }
  }
  ${VIEWER_FIELDS}
`;

interface GetUserDetailAnswer {
  data?: GetUserDetailQuery | null;
  errors?: Array<{ extensions?: { code?: unknown } }>;
}

/**
 * Who the session cookie belongs to, or null when nobody is signed in, asked with a plain POST: every first visit
 * asks it, and a signed-out visit should not load the GraphQL client for one question. Rejects when the server
 * cannot be reached or fails, which is not the same as being signed out.
 */
export async function readViewer(): Promise<Viewer | null> {
  const response = await patientFetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ query: GET_USER_DETAIL, operationName: 'GetUserDetail' }),
  });
  const answer = (await response.json()) as GetUserDetailAnswer;
  if (answer.data?.getUserDetail) return answer.data.getUserDetail;
  if (answer.errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED')) return null;
  throw new Error(`getUserDetail failed with HTTP ${response.status}`);
}
