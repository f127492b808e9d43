// The browser's entry: everything but the zod schemas, so a page that only checks form fields does not
// download a schema library. The server imports the package root, which adds `rules` built on these checks.
export * from './checks';
export * from './constants';
export * from './dates';
export * from './messages';
export * from './pages';
export * from './sizes';
export * from './notation';
export * from './imports';
export * from './exports';
