/**
 * Runs `work` when the page is next idle, or after `timeout` ms at the latest (at once after 16 ms where the
 * browser has no idle callbacks). Returns a function that cancels it.
 */
export function whenIdle(work: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = setTimeout(work, 16);
    return () => clearTimeout(timer);
  }
  const idle = window.requestIdleCallback(work, { timeout });
  return () => window.cancelIdleCallback(idle);
}
