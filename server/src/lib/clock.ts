/** The one source of "now", so tests can move time (expiry, renewals) without sleeping. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const isoNow = (clock: Clock) => clock.now().toISOString();
export const isoIn = (clock: Clock, ms: number) => new Date(clock.now().getTime() + ms).toISOString();
