import type { Client } from 'urql';
import { PUSH_PUBLIC_KEY, REGISTER_PUSH_DEVICE } from './documents';
import { canUseWorker, workerRegistration } from './worker';

export type PushState = 'unsupported' | 'default' | 'denied' | 'granted';

/** What this browser allows: no Push API at all, not asked yet, refused, or allowed. */
export function pushState(): PushState {
  if (!canUseWorker() || typeof Notification === 'undefined' || typeof PushManager === 'undefined') return 'unsupported';
  return Notification.permission;
}

const keyBytes = (base64url: string) => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
};

export class PushError extends Error {}

/**
 * Asks the browser's permission (only ever from a click), subscribes with the server's key and registers this
 * device with the current session. Answers the permission the user gave.
 */
export async function enablePush(client: Client): Promise<PushState> {
  if (pushState() === 'unsupported') return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission;
  const registration = (await workerRegistration()) ?? (await navigator.serviceWorker.register('/sw.js', { scope: '/' }));
  await navigator.serviceWorker.ready;
  const key = await client.query(PUSH_PUBLIC_KEY, {}, { requestPolicy: 'network-only' }).toPromise();
  if (!key.data) throw new PushError(key.error?.message);
  const applicationServerKey = keyBytes(key.data.pushPublicKey);
  let subscription = await registration.pushManager.getSubscription();
  // A subscription made with another key (the server's keys changed) cannot be used: start again.
  const current = subscription?.options.applicationServerKey;
  if (subscription && current && new Uint8Array(current).join() !== applicationServerKey.join()) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  await registerDevice(client, subscription);
  return 'granted';
}

async function registerDevice(client: Client, subscription: PushSubscription) {
  // A push subscription always has both keys; without them the server refuses the device as malformed.
  const keys = subscription.toJSON().keys;
  const result = await client
    .mutation(REGISTER_PUSH_DEVICE, { input: { endpoint: subscription.endpoint, p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } })
    .toPromise();
  if (result.error) throw new PushError(result.error.message);
}

/**
 * A browser that subscribed earlier registers again with the session now signed in: the device follows the
 * session (a sign-out ended its pushes; this sign-in starts them again, for whoever signed in).
 */
export async function renewPushDevice(client: Client): Promise<void> {
  if (pushState() !== 'granted') return;
  const subscription = await (await workerRegistration())?.pushManager.getSubscription();
  if (subscription) await registerDevice(client, subscription);
}

/** Whether this browser currently holds a push subscription (then pushes, not the page, announce messages). */
export async function hasPushSubscription(): Promise<boolean> {
  const registration = await workerRegistration();
  return Boolean(await registration?.pushManager.getSubscription());
}
