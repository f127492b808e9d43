import { afterEach, describe, expect, it } from 'vitest';
import { readSelectedFolders, toggleFolder } from './folders';

describe('the selected folders cookie list', () => {
  afterEach(() => {
    document.cookie = 'folders=; path=/; max-age=0';
  });

  it('puts a newly selected folder first and takes out one selected again', () => {
    expect(toggleFolder([], 'a')).toEqual(['a']);
    expect(toggleFolder(['a'], 'b')).toEqual(['b', 'a']);
    expect(toggleFolder(['b', 'a'], 'a')).toEqual(['b']);
  });

  it('reads the list from the folders cookie and ignores a damaged one', () => {
    document.cookie = `folders=${encodeURIComponent(JSON.stringify(['f2', 'f1']))}; path=/`;
    expect(readSelectedFolders()).toEqual(['f2', 'f1']);
    document.cookie = 'folders=%7Bbroken; path=/';
    expect(readSelectedFolders()).toEqual([]);
  });
});
