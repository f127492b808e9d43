import type { FileFieldsFragment } from '../../graphql/gql/graphql';

/** A stored file as the room screen shows it; url and thumbnailUrl are short-lived signed links. */
export type StoredFile = FileFieldsFragment;

export { formatBytes } from '@musubi/shared/client';
