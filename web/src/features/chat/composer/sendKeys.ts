import type { KeyboardEvent } from 'react';

const ENTER_SENDS_KEY = 'musubi.enterSends';

/**
 * A key press that confirms an IME conversion rather than typing: Chromium and Firefox mark it isComposing; Safari
 * ends the composition first and then sends the Enter with keyCode 229.
 */
export function isImeKey(event: KeyboardEvent<HTMLElement>): boolean {
  return event.nativeEvent.isComposing || event.nativeEvent.keyCode === 229;
}

/** Whether Enter sends (Shift+Enter breaking the line) rather than Ctrl+Enter: the viewer's choice in this browser. */
export function readEnterSends(): boolean {
  try {
    return localStorage.getItem(ENTER_SENDS_KEY) !== '0';
  } catch {
    return true;
  }
}

export function storeEnterSends(value: boolean) {
  try {
    localStorage.setItem(ENTER_SENDS_KEY, value ? '1' : '0');
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}
