import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { FEATURES, loadCatalogues } from '../i18n';

// jsdom lacks matchMedia, which Mantine reads for the colour scheme and responsive styles. The tests' browser asks
// for reduced motion: a theme that respects it runs no transition timers, which could otherwise fire after a test
// file's window is gone.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

// jsdom has no layout and no ResizeObserver, with which Mantine's selects, scroll areas and segmented controls
// measure themselves: they only need it to exist.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Testing Library only registers its own cleanup when Vitest globals are on, and they are not.
afterEach(cleanup);

// Menus and dialogs open after a short transition; on a busy machine that can outlast the 1 s default wait.
configure({ asyncUtilTimeout: 5_000 });

// Components are tested outside their routes, which otherwise load their feature's strings.
await loadCatalogues(FEATURES);
