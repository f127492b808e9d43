import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { featureBoundaries } from '../../eslint/feature-boundaries.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** ESLint with only the web's feature rule, so the answer does not depend on the rest of the lint setup. */
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfigFile: true,
  // The tree's own eslint-disable comments name rules this setup leaves out.
  allowInlineConfig: false,
  overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } } }, ...featureBoundaries],
});

async function problems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return result!.messages.map((m) => m.ruleId);
}

const REFUSED = ['features/behind-face'];

describe('web feature boundaries', () => {
  it("refuses another feature's file other than its index, imported, re-exported or loaded on demand", async () => {
    expect(await problems('web/src/features/chat/Fixture.tsx', "import { MessageFiles } from '../files/MessageFiles';")).toEqual(REFUSED);
    expect(await problems('web/src/features/push/Fixture.tsx', "import { useRooms } from '../chat/rooms';")).toEqual(REFUSED);
    expect(await problems('web/src/features/board/fixture.ts', "import type { ChatMessage } from '../chat/types';")).toEqual(REFUSED);
    expect(await problems('web/src/features/notifications/fixture.ts', "export { useLiveEvents } from '../chat/live';")).toEqual(REFUSED);
    expect(await problems('web/src/features/chat/fixture.ts', "export * from '../contacts/ProfileCard';")).toEqual(REFUSED);
    expect(await problems('web/src/features/chat/Fixture.tsx', "const Panel = () => import('../files/FilesPanel');")).toEqual(REFUSED);
    // From a feature's subfolder, and into another feature's subfolder.
    expect(await problems('web/src/features/chat/timeline/Fixture.tsx', "import { TaskDetail } from '../../board/TaskDetail';")).toEqual(REFUSED);
    expect(await problems('web/src/features/board/Fixture.tsx', "import { Composer } from '../chat/composer/index';")).toEqual(REFUSED);
  });

  it("allows another feature's index, the feature's own files, the app's shared folders, and anything in a test", async () => {
    expect(await problems('web/src/features/chat/Fixture.tsx', "import { MessageFiles } from '../files';")).toEqual([]);
    expect(await problems('web/src/features/chat/Fixture.tsx', "import { ProfileCard } from '../contacts/index';\nconst load = () => import('../files');")).toEqual([]);
    expect(await problems('web/src/features/chat/timeline/Fixture.tsx', "import { roomTitle } from '../../../rooms/roomTitle';\nimport { useRooms } from '../../../rooms/context';")).toEqual([]);
    expect(await problems('web/src/features/chat/timeline/Fixture.tsx', "import { MessageItem } from '../MessageItem';\nimport type { ChatMessage } from '../types';")).toEqual([]);
    expect(await problems('web/src/features/board/fixture.ts', "import { useLiveEvents } from '../../graphql/live';")).toEqual([]);
    expect(await problems('web/src/features/files/upload.test.tsx', "import { Composer } from '../chat/composer/Composer';")).toEqual([]);
  });

  it('finds nothing to refuse in the tree', async () => {
    const results = await eslint.lintFiles(['web/src/features/**/*.{ts,tsx}']);
    expect(results.flatMap((r) => r.messages.map((m) => `${path.relative(ROOT, r.filePath)}: ${m.message}`))).toEqual([]);
  });
});
