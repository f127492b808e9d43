/**
 * The allowed imports between the server's modules (server/src/modules/<name>/), lowest layer first. A module
 * imports only modules of the layers below its own, never one of its own layer or above, so the modules form no
 * cycle and a module's owner can change it knowing who depends on it (docs/ARCHITECTURE.md). Production code
 * never imports test code (server/test/, *.test.ts). Tests may import any module.
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
];

const TESTS = ['server/src/**/*.test.ts'];

const TEST_CODE = {
  regex: '(^|/)test(/|$)|\\.test(\\.ts)?$',
  message: 'Production code never imports test code: test support lives in server/test/.',
};

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/** The modules a module may not import: its own layer's others and every layer above. */
function forbiddenFor(layer, name) {
  return MODULE_LAYERS.slice(layer).flat().filter((other) => other !== name);
}

export const moduleBoundaries = [
  { files: ['server/src/**/*.ts'], ignores: TESTS, rules: restrict([TEST_CODE]) },
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
        ]),
      };
    }),
  ),
];
