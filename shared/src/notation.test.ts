import { describe, expect, it } from 'vitest';
import { mayHoldNotation, parseNotation, plainNotation, takeMentions, withMentions } from './notation';

describe('mentions in Chatwork notation', () => {
  it('takes the first To, TO ALL and the reply out of a body, leaving the names written after them', () => {
    const { mentions, text } = takeMentions('[rp aid=12 to=34-5678][To:12]山田さん[toall]\nお願いします');
    expect(mentions).toEqual({ to: 12, toAll: true, reply: { accountId: 12, roomId: 34, messageId: '5678' } });
    expect(text).toBe('山田さん\nお願いします');
  });

  it('keeps a To after the first in the text, so nobody named is dropped', () => {
    const body = '[To:12]山田さん[To:13]鈴木さん[To:12]\n確認をお願いします';
    const { mentions, text } = takeMentions(body);
    expect(mentions.to).toBe(12);
    expect(text).toBe('山田さん[To:13]鈴木さん\n確認をお願いします');
    expect(withMentions(text, mentions)).toBe('[To:12]山田さん[To:13]鈴木さん\n確認をお願いします');
  });

  it('leaves tags inside [code] as text', () => {
    const { mentions, text } = takeMentions('[code][To:1][/code]');
    expect(mentions).toEqual({ to: null, toAll: false, reply: null });
    expect(text).toBe('[code][To:1][/code]');
  });

  it('writes the mentions back in front, so a body posted with them reads back the same', () => {
    const body = '[To:12]山田さん\nレビューをお願いします';
    const { mentions, text } = takeMentions(body);
    expect(withMentions(text, mentions)).toBe(body);
    expect(withMentions('了解です', { to: null, toAll: true, reply: { accountId: 1, roomId: 2, messageId: '3' } })).toBe('[rp aid=1 to=2-3][toall]了解です');
  });
});

describe('parseNotation', () => {
  it('reads inline tags between text', () => {
    expect(parseNotation('[To:1]山田さん[hr][piconname:2]と[picon:3]')).toEqual([
      { type: 'to', accountId: 1 },
      { type: 'text', text: '山田さん' },
      { type: 'hr' },
      { type: 'picon', accountId: 2, withName: true },
      { type: 'text', text: 'と' },
      { type: 'picon', accountId: 3, withName: false },
    ]);
  });

  it('nests quotes and info boxes with their titles, and keeps code as it is', () => {
    expect(parseNotation('前[qt][qtmeta aid=5 time=1700000000]引用[info][title]題[/title]本文[/info][/qt][code][To:1][/code]後')).toEqual([
      { type: 'text', text: '前' },
      {
        type: 'quote',
        accountId: 5,
        time: 1700000000,
        children: [
          { type: 'text', text: '引用' },
          { type: 'info', title: [{ type: 'text', text: '題' }], children: [{ type: 'text', text: '本文' }] },
        ],
      },
      { type: 'code', text: '[To:1]' },
      { type: 'text', text: '後' },
    ]);
  });

  it('closes a box left open at the end and reads a stray closing tag as text', () => {
    expect(parseNotation('[info]開いたまま')).toEqual([{ type: 'info', title: null, children: [{ type: 'text', text: '開いたまま' }] }]);
    expect(parseNotation('閉じ[/qt]だけ')).toEqual([{ type: 'text', text: '閉じ[/qt]だけ' }]);
  });
});

describe('plainNotation', () => {
  it('leaves out mentions and pictures, quotes in 「」, and keeps titles, text and code', () => {
    expect(plainNotation('[rp aid=1 to=2-3][To:4]山田さん[toall] 了解です[picon:4]')).toBe('山田さん 了解です');
    expect(plainNotation('[info][title]障害のお知らせ[/title]復旧しました[/info]')).toBe('障害のお知らせ\n復旧しました');
    expect(plainNotation('[qt][qtmeta aid=5 time=1700000000]明日です[/qt]承知しました')).toBe('「明日です」承知しました');
    expect(plainNotation('[code]<b>[To:1]</b>[/code]')).toBe('<b>[To:1]</b>');
    expect(plainNotation('上[hr]下')).toBe('上\n下');
  });

  it('returns a text without tags as it is', () => {
    const text = '  [参考] 資料は https://example.jp/a です  ';
    expect(mayHoldNotation(text)).toBe(false);
    expect(plainNotation(text)).toBe(text);
    expect(mayHoldNotation('[TO:1]')).toBe(true);
  });
});
