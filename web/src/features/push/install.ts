import { useSyncExternalStore } from 'react';

/** Chromium's install offer (not in the DOM's types): prompt() shows the browser's own dialog, once. */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offered: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/**
 * Keeps the browser's install offer for a later click: it comes once, soon after the page loads, long before a
 * screen asks for it. Safari and Firefox never send one; a phone's own menu adds the app there.
 */
export function captureInstallPrompt(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offered = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    offered = null;
    changed();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the browser offers to install the app now (then `promptInstall` shows its dialog). */
export function useInstallOffered(): boolean {
  return useSyncExternalStore(subscribe, () => offered !== null);
}

/** Shows the browser's install dialog; the offer is spent whatever the answer. */
export async function promptInstall(): Promise<void> {
  const event = offered;
  if (!event) return;
  offered = null;
  changed();
  await event.prompt();
  await event.userChoice;
}

/** Whether this page runs as the installed app, opened from the home screen. */
export function runsInstalled(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  // iOS Safari answers through navigator.standalone rather than the media query.
  return window.matchMedia('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;
}
