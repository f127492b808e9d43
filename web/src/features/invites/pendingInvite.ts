/**
 * An invitation link's token, kept from the moment its holder arrives (sign-up or sign-in) until they reach their
 * rooms signed in and registered, where it is redeemed once. Local storage, so that confirming the account in
 * another tab still finds it.
 */
const KEY = 'musubi.invite';

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
