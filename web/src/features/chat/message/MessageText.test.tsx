import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeClient, renderWithProviders } from '../../../test/render';
import { MembersByNumber, MessageText } from './MessageText';

const byNumber = new Map([
  [11, { id: 'me', name: '結日 花子', image: null }],
  [12, { id: 'u2', name: '結日 次郎', image: '/avatars/u2.png' }],
]);

function renderText(text: string, own = false) {
  const { client } = fakeClient(() => ({}));
  const { container } = renderWithProviders(
    <MembersByNumber.Provider value={byNumber}>
      <div data-testid="content">
        <MessageText text={text} viewerId="me" own={own} />
      </div>
    </MembersByNumber.Provider>,
    client,
  );
  return { container, content: screen.getByTestId('content') };
}

describe('MessageText', () => {
  it('keeps a text without tags as linked text', () => {
    const { content } = renderText('資料は https://example.jp/a です [参考]');
    expect(content.textContent).toBe('資料は https://example.jp/a です [参考]');
    expect(within(content).getByRole('link').getAttribute('href')).toBe('https://example.jp/a');
  });

  it('shows each [To] as a badge with the member\'s name, the viewer\'s highlighted, an unknown number neutral', () => {
    const { content } = renderText('[To:12]次郎さん[To:11]花子さん[To:99]どなたか\nお願いします');
    const badges = screen.getAllByTestId('notation-to');
    expect(badges.map((badge) => badge.textContent)).toEqual(['To 結日 次郎', 'To 結日 花子', 'To 不明なユーザー']);
    expect(badges.map((badge) => badge.dataset.variant)).toEqual(['light', 'filled', 'outline']);
    expect(content.textContent).not.toContain('[To:');
    expect(content.textContent).toContain('お願いします');
  });

  it('shows [toall] as the TO ALL badge', () => {
    const { content } = renderText('[toall]全員確認してください');
    expect(screen.getByTestId('notation-to').textContent).toBe('TO ALL');
    expect(screen.getByTestId('notation-to').dataset.variant).toBe('filled');
    expect(content.textContent).toBe('TO ALL全員確認してください');
  });

  it('shows [rp] as a reply marker naming whom it answers', () => {
    const { content } = renderText('[rp aid=12 to=3-45]結日 次郎さん\n了解です');
    expect(screen.getByTestId('notation-reply').textContent).toBe('結日 次郎 への返信');
    expect(content.textContent).not.toContain('[rp');
  });

  it('shows a quote with the quoted person and date, and its text inside', () => {
    // 2025-04-01 12:00 in Tokyo.
    renderText('[qt][qtmeta aid=12 time=1743476400]明日の会議は10時からです[/qt]\n承知しました');
    const quote = screen.getByTestId('notation-quote');
    expect(quote.tagName).toBe('BLOCKQUOTE');
    expect(within(quote).getByText('結日 次郎')).toBeTruthy();
    expect(within(quote).getByText('明日の会議は10時からです')).toBeTruthy();
    expect(quote.querySelector('time')?.getAttribute('datetime')).toBe('2025-04-01T03:00:00.000Z');
    expect(quote.textContent).toContain('2025/04/01 12:00');
    expect(quote.nextSibling?.textContent).toBe('承知しました');
  });

  it('shows an info box with its title, links still linked inside', () => {
    renderText('[info][title]リリースのお知らせ[/title]詳細は https://example.jp/r を見てください[/info]');
    const info = screen.getByRole('note');
    expect(within(info).getByText('リリースのお知らせ')).toBeTruthy();
    expect(within(info).getByRole('link').getAttribute('href')).toBe('https://example.jp/r');
    expect(info.textContent).not.toContain('[title]');
  });

  it('shows code as written, in monospace, with no links and no tags read', () => {
    renderText('[code]\ncurl https://example.jp/api [To:12]\n[/code]');
    const code = screen.getByTestId('notation-code');
    expect(code.tagName).toBe('PRE');
    expect(code.textContent).toBe('curl https://example.jp/api [To:12]');
    expect(within(code).queryByRole('link')).toBeNull();
    expect(screen.queryByTestId('notation-to')).toBeNull();
  });

  it('shows [hr] as a rule', () => {
    const { content } = renderText('上[hr]下');
    expect(screen.getByTestId('notation-hr')).toBeTruthy();
    expect(content.textContent).toBe('上下');
  });

  it('shows [picon] as the picture named for who it is, and [piconname] with the name beside it', () => {
    renderText('[picon:12]と[piconname:11]と[picon:99]');
    const [picon, piconName, unknown] = screen.getAllByTestId('notation-picon');
    expect(within(picon!).getByRole('img', { name: '結日 次郎' })).toBeTruthy();
    expect(piconName!.textContent).toContain('結日 花子');
    expect(within(piconName!).queryByRole('img')).toBeNull();
    expect(within(unknown!).getByRole('img', { name: '不明なユーザー' })).toBeTruthy();
  });

  it('renders markup in a message as text, never as HTML', () => {
    const { content } = renderText('[info][title]<img src=x onerror=alert(1)>[/title]<script>alert(1)</script>[/info]');
    expect(content.querySelector('img, script')).toBeNull();
    expect(content.textContent).toContain('<script>alert(1)</script>');
  });
});
