import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const DIALOG = '[role="dialog"]';
const DIALOG_CLOSE = '.mantine-Modal-close, .mantine-Drawer-close';
const DIALOG_TITLE = '.mantine-Modal-title, .mantine-Drawer-title';

/**
 * A dialog opening without a field marked `data-autofocus` would put focus on its ✕ button, the first thing
 * in it: focus goes to the dialog's title instead, so a screen reader says what opened and Tab reaches the
 * first field. Focus arriving on ✕ from inside the dialog (Tab, Shift+Tab) stays there.
 */
export function installDialogInitialFocus(): () => void {
  const onFocusIn = (event: FocusEvent): void => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || !target.matches(DIALOG_CLOSE)) return;
    const dialog = target.closest(DIALOG);
    const from = event.relatedTarget;
    if (!dialog || (from instanceof Node && dialog.contains(from))) return;
    const title = dialog.querySelector<HTMLElement>(DIALOG_TITLE);
    if (!title) return;
    title.tabIndex = -1;
    title.focus({ preventScroll: true });
  };
  document.addEventListener('focusin', onFocusIn);
  return () => document.removeEventListener('focusin', onFocusIn);
}

const HEADING_WAIT_MS = 10_000;

/**
 * After a change of page, or of the room or message open on the room page (its <h1> is the room's name; a search
 * result or a notification opens a message), focus moves to the page's <h1>, so a keyboard or screen-reader user
 * starts at the new page's top instead of on a link of the old one (or on <body>). A page that focused something
 * inside <main> itself (a field marked autofocus) keeps it. The heading may come after the page's data: it is
 * awaited.
 */
export function useFocusHeadingOnNavigation(): void {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const room = params.get('room');
  const message = params.get('message');
  const first = useRef(true);
  useEffect(() => {
    // The first page of a visit is the browser's own start: focus is at the top of the document already.
    if (first.current) {
      first.current = false;
      return;
    }
    let frame = 0;
    const deadline = performance.now() + HEADING_WAIT_MS;
    const tryFocus = (): void => {
      const main = document.getElementById('main');
      const heading = main?.querySelector<HTMLElement>('h1');
      const active = document.activeElement;
      if (main && active && active !== document.body && main.contains(active)) return;
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
        return;
      }
      if (performance.now() < deadline) frame = requestAnimationFrame(tryFocus);
      else main?.focus({ preventScroll: true });
    };
    frame = requestAnimationFrame(tryFocus);
    return () => cancelAnimationFrame(frame);
  }, [pathname, room, message]);
}
