/**
 * The allowed imports between the server's modules (server/src/modules/<name>/), lowest layer first. A module
 * imports only modules of the layers below its own, never one of its own layer or above, so the modules form no
 * cycle and a module's owner can change it knowing who depends on it (docs/ARCHITECTURE.md). Each module has one
 * public face, its index.ts: another module, or code outside the modules, imports `../<name>` (or its index), never
 * its repo or any other file, so what a module keeps to itself can change without anyone else. Production code
 * never imports test code (server/test/, *.test.ts). Tests may import any module and any of its files; the
 * benchmarks (bench/) drive the server as its other callers do, through the modules' faces, with the tests' support.
 */
export const MODULE_LAYERS = [
  ['users'],
  ['notifications'],
  ['billing'],
  ['rooms'],
  ['auth', 'files'],
  ['push'],
  ['messages'],
  ['avatars', 'boards', 'people'],
  ['assistant', 'templates'],
  ['admin', 'contact', 'devtools'],
  ['api', 'imports', 'exports'],
  ['webhooks'],
];

const TESTS = ['server/src/**/*.test.ts'];

const TEST_CODE = {
  regex: '(^|/)test(/|$)|\\.test(\\.ts)?$',
  message: 'Production code never imports test code: test support lives in server/test/.',
};

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/** An import of a file inside one of `names` other than its index, from a module beside it or from elsewhere. */
const behindFace = (names) => ({
  regex: `^\\.\\./(${names.join('|')})/(?!index(\\.js)?$)|(^|/)modules/(${names.join('|')})/(?!index(\\.js)?$)`,
  message: 'Another module is reached only through its index.ts (eslint/module-boundaries.js).',
});

/** The modules a module may not import: its own layer's others and every layer above. */
function forbiddenFor(layer, name) {
  return MODULE_LAYERS.slice(layer).flat().filter((other) => other !== name);
}

export const moduleBoundaries = [
  { files: ['server/src/**/*.ts'], ignores: TESTS, rules: restrict([TEST_CODE, behindFace(MODULE_LAYERS.flat())]) },
  { files: ['bench/**/*.ts'], rules: restrict([behindFace(MODULE_LAYERS.flat())]) },
  ...MODULE_LAYERS.flatMap((names, layer) =>
    names.map((name) => {
      const forbidden = forbiddenFor(layer, name).join('|');
      return {
        files: [`server/src/modules/${name}/**/*.ts`],
        ignores: TESTS,
        rules: restrict([
          TEST_CODE,
          {
            regex: `^\\.\\./(${forbidden})(/|$)|(^|/)modules/(${forbidden})(/|$)`,
            message: `The ${name} module may import only modules of the layers below its own (eslint/module-boundaries.js).`,
          },
          // The layers below: reached, through their faces alone.
          ...(layer > 0 ? [behindFace(MODULE_LAYERS.slice(0, layer).flat())] : []),
        ]),
      };
    }),
  ),
];
