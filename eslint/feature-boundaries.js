import path from 'node:path';

/**
 * The web app's features (web/src/features/<name>/) stand on their own: each has one public face, its index.ts,
 * and another feature reaches it only there, with `import`, `export ... from` or `import()` alike. What a feature
 * keeps behind its face (its components, hooks, documents, subfolders) can change without another feature
 * noticing. What several features need that belongs to none of them (live events, a room's path and title) lives
 * beside the features, in web/src (docs/ARCHITECTURE.md). Tests may reach any file, as the server's do.
 */
const FEATURES = `${path.sep}web${path.sep}src${path.sep}features${path.sep}`;

/** The feature a file belongs to and its path inside it, or null outside the features. */
function featureOf(file) {
  const at = file.lastIndexOf(FEATURES);
  if (at < 0) return null;
  const [name, ...rest] = file.slice(at + FEATURES.length).split(path.sep);
  return rest.length === 0 ? null : { name, inside: rest.join('/') };
}

const FACE = /^index(\.tsx?|\.js)?$/;

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: "Refuses a web feature's import of another feature's file other than its index.ts." },
    messages: {
      behindFace:
        "The {{importer}} feature reaches the {{target}} feature only through its index.ts, not '{{source}}' (eslint/feature-boundaries.js).",
    },
    schema: [],
  },
  create(context) {
    const filename = context.filename;
    const importer = featureOf(filename);
    if (!importer) return {};
    const check = (node) => {
      const source = node?.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = featureOf(path.resolve(path.dirname(filename), source.value));
      // `../files` names the folder, whose index answers.
      const targetFolder = featureOf(path.join(path.resolve(path.dirname(filename), source.value), 'index'));
      if (targetFolder && targetFolder.inside === 'index' && targetFolder.name !== importer.name) return;
      if (!target || target.name === importer.name || FACE.test(target.inside)) return;
      context.report({ node: source, messageId: 'behindFace', data: { importer: importer.name, target: target.name, source: source.value } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const featureBoundariesPlugin = { rules: { 'behind-face': rule } };

export const featureBoundaries = [
  {
    files: ['web/src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { features: featureBoundariesPlugin },
    rules: { 'features/behind-face': 'error' },
  },
];
