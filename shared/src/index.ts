export * from './checks';
export * from './constants';
export * from './dates';
export * from './messages';
export * from './validation';
export * from './pages';
export * from './sizes';
export * from './notation';
