import type { ESLint, Linter } from 'eslint';

export declare const featureBoundariesPlugin: ESLint.Plugin;
export declare const featureBoundaries: Linter.Config[];
