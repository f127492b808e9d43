/**
 * The room's board view, loaded when its tab first opens. The route table starts the same load for a URL
 * that opens on the board, so the import lives here, apart from the room page's own chunk.
 */
export const loadRoomBoardsView = () => import('./RoomBoardsView').then((m) => ({ default: m.RoomBoardsView }));
