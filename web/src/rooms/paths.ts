export const roomPath = (roomId: string) => `/room?room=${encodeURIComponent(roomId)}`;
