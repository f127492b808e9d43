import { useLayoutEffect } from 'react';

/** index.html's loading screen, beside React's container: it shows until the first page does (decision 0352). */
const LOADING_SCREEN_ID = 'loading-screen';

export function dropLoadingScreen(): void {
  document.getElementById(LOADING_SCREEN_ID)?.remove();
}

/**
 * The router's fallback while the first page's code and data load: it draws nothing and keeps the loading screen,
 * which goes in the commit that replaces this fallback with the first page (or its error), so no frame is blank.
 */
export function KeepLoadingScreen(): null {
  useLayoutEffect(() => dropLoadingScreen, []);
  return null;
}
