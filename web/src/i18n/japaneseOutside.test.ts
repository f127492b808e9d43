import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every string a person reads comes from the catalogues, so that English is complete: this finds Japanese in the
 * strings and JSX text of web/src outside them (comments are not read; tests and generated code are skipped).
 */
const ROOT = join(import.meta.dirname, '..');

/** Japanese that is data or input, never a sentence of ours: the file, the text, and why it stays. */
const ALLOWED: Array<[file: string, text: string]> = [
  // The prefectures are the values stored on a profile (the spec's list), not words of the interface.
  ['components/prefectures.ts', '県'],
  ['components/prefectures.ts', '北海道'],
  ['components/prefectures.ts', '東京都'],
  ['components/prefectures.ts', '府'],
  // Typing 全員 in the To picker finds TO ALL, as a Japanese reader would type it in either language.
  ['features/chat/composer/mentions.ts', '全員'],
];

const JAPANESE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}、。「」（）〜・]/u;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['i18n', 'gql', 'test'].includes(entry.name) && dir === ROOT ? [] : entry.name === 'gql' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The text of every string, template and JSX text in a file that holds Japanese, with its line. */
function japaneseIn(path: string): Array<{ line: number; text: string }> {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Array<{ line: number; text: string }> = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isJsxText(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      if (JAPANESE.test(node.text)) found.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: node.text.trim() });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('Japanese outside the catalogues', () => {
  it('is nowhere in the web app’s code', () => {
    const outside = sourceFiles(ROOT).flatMap((path) => {
      const file = relative(ROOT, path);
      return japaneseIn(path)
        .filter(({ text }) => !ALLOWED.some(([allowedFile, allowed]) => allowedFile === file && text.includes(allowed)))
        .map(({ line, text }) => `${file}:${line} ${text}`);
    });
    expect(outside).toEqual([]);
  });

  it('is found in a string, a template and JSX text, and not in a comment', () => {
    const path = join(ROOT, 'i18n', 'japaneseOutside.fixture.tsx');
    expect(japaneseIn(path).map(({ text }) => text)).toEqual(['保存する', 'こんにちは', '閉じる']);
  });
});
