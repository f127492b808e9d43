import { withCatalogues } from '../../i18n';
import type { Session } from '../../session/session';

/**
 * The room's board view, with its strings, loaded when its tab first opens. The route table starts the same load for a URL
 * that opens on the board, so the import lives here, apart from the room page's own chunk.
 */
export const loadRoomBoardsView = () => withCatalogues(['board'], import('./RoomBoardsView')).then((m) => ({ default: m.RoomBoardsView }));

/**
 * For a URL that opens a room on its board: loads the board view and starts reading the room's boards at once,
 * alongside the room page, instead of once the view has mounted.
 */
export function prefetchBoardRoom(session: Session, roomId: string | null): void {
  void loadRoomBoardsView();
  if (!roomId) return;
  void Promise.all([session.graphqlClient(), import('./listing')]).then(
    ([client, listing]) => listing.prefetchListing(client, roomId),
    // The view reads the listing itself when the prefetch could not start.
    () => undefined,
  );
}
