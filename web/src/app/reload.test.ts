import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followNavigations, reloadForMissingChunk } from './reload';

describe('reloading for a missing chunk', () => {
  afterEach(() => sessionStorage.clear());

  it('opens the page being navigated to, not the page being left, and reloads in place otherwise', async () => {
    // The board's code never arrives: the navigation stays under way, as when its chunk is gone after a deploy.
    const router = createMemoryRouter(
      [
        { path: '/room', element: null },
        { path: '/tasks', lazy: () => new Promise(() => undefined) },
      ],
      { initialEntries: ['/room?room=r1'] },
    );
    const stop = followNavigations(router);
    const browser = { reload: vi.fn(), assign: vi.fn() };
    void router.navigate('/tasks?filter=mine#top');
    await vi.waitFor(() => expect(router.state.navigation.state).toBe('loading'));

    expect(reloadForMissingChunk(1_000_000, browser)).toBe(true);
    expect(browser.assign).toHaveBeenCalledWith('/tasks?filter=mine#top');
    expect(browser.reload).not.toHaveBeenCalled();
    // Not again within the guard window: a chunk that is really missing cannot loop.
    expect(reloadForMissingChunk(1_000_001, browser)).toBe(false);

    void router.navigate('/room?room=r1');
    await vi.waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    sessionStorage.clear();
    expect(reloadForMissingChunk(2_000_000, browser)).toBe(true);
    expect(browser.reload).toHaveBeenCalledTimes(1);
    stop();
    router.dispose();
  });
});
