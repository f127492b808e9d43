import type { Deps, Viewer } from '../../deps';
import { signedFileUrl } from './links';
import type { FileRow } from './repo';

/** Signed links for the viewer; none for deleted files. */
export function fileUrls(deps: Pick<Deps, 'secret' | 'clock'>, viewer: Viewer | null, file: FileRow) {
  if (!viewer || file.deletedAt) return { url: null, thumbnailUrl: null };
  return {
    url: signedFileUrl(deps.secret, deps.clock, 'download', file.id, viewer.id),
    thumbnailUrl: file.thumbnail_key ? signedFileUrl(deps.secret, deps.clock, 'thumbnail', file.id, viewer.id) : null,
  };
}

/** The File as POST /api/files answers it: the GraphQL File's scalar fields. */
export function toFileJson(deps: Pick<Deps, 'secret' | 'clock'>, viewer: Viewer, file: FileRow) {
  const { thumbnail_key: _thumbnail, purgedAt: _purged, ...fields } = file;
  return { ...fields, ...fileUrls(deps, viewer, file) };
}
