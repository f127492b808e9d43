/**
 * The auth module's face: sessions (createSession opens one for a user already proven, as sign-in does once the
 * password or code is checked), and their end announced to every node.
 */
export {
  announceSessionsEnded,
  checkSessionId,
  createSession,
  endAllSessions,
  existingSessions,
  resolveSession,
  SESSION_COOKIE,
  SESSION_IDLE_MS,
  SESSIONS_ENDED_TOPIC,
} from './sessions';
export type { SessionEndReason, SessionsEnded } from './sessions';
export { VOID_PASSWORD_HASH } from './passwords';
export { readRequirement, setTwoStepRequirement } from './requirement';
export type { TwoStepRequirement } from './requirement';
export { hasTotp } from './totp';
