import type { Linter } from 'eslint';

export declare const MODULE_LAYERS: string[][];
export declare const moduleBoundaries: Linter.Config[];
