/**
 * The rooms module's face: rooms, memberships and labels. policy.ts answers every question about a member's role;
 * addMembership is the one way into a room; counters.ts holds what posts change in a room, for the messages module.
 */
export { allowRoomAccess, findMembership, mayInviteWithRole, membershipsOf, requireRoomAccess, requireRoomAccessHoldingRoom, roleAllows } from './policy';
export type { Membership, RoomAction } from './policy';
export { applyPosts, nextSeq, readToEnd, readUpTo, recountUnread, replaceLastMessage, takeSeqs, unreadFrom } from './counters';
export type { RoomPosts } from './counters';
export { memberEvents } from './member-events';
export { findRoom, findMyChatRoom, refreshMemberCounts } from './repo';
export type { Folder, MembershipChange, Room, ShownMembership, UserRoom } from './repo';
export {
  addMember,
  addMembership,
  addRoom,
  changeRole,
  getRoom,
  listMembers,
  removeMember,
  removeMembership,
  removeRoom,
  replaceMembers,
  updateRoom,
  closeDirectRoom,
  createImportedDirectRoom,
  createImportedRoom,
  createMyChatRoom,
  onMembershipChange,
  openDirectRoom,
  publishUserRooms,
  regenerateRoomCode,
  setRoomImage,
  userRoomTopic,
} from './service';
export { createDefaultTags, createImportedTag, deleteDefaultTagRow, findRoomTagByName, insertDefaultTag, recolorTags, updateDefaultTagRow } from './tags';
export type { Tag } from './tags';
