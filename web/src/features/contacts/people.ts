import type { readError } from '../../graphql/errors';
import type { ContactPersonFieldsFragment } from '../../graphql/gql/graphql';

/** A person as the contacts dialog lists them. */
export type Person = ContactPersonFieldsFragment;

/** What a mutation answered, read for its error. */
export type Outcome = { error?: Parameters<typeof readError>[0] };
