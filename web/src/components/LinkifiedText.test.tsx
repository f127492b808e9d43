import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeClient, renderWithProviders } from '../test/render';
import { LinkifiedText, splitLinks } from './LinkifiedText';

describe('LinkifiedText', () => {
  it('links http(s) addresses only, stopping at Japanese punctuation and a closing bracket', () => {
    expect(splitLinks('資料はhttps://example.jp/a?b=1#c。確認を')).toEqual([
      { kind: 'text', text: '資料は' },
      { kind: 'link', href: 'https://example.jp/a?b=1#c' },
      { kind: 'text', text: '。確認を' },
    ]);
    expect(splitLinks('(see http://example.com/x).')).toEqual([
      { kind: 'text', text: '(see ' },
      { kind: 'link', href: 'http://example.com/x' },
      { kind: 'text', text: ').' },
    ]);
    for (const text of ['javascript:alert(1)', 'ftp://example.com', 'www.example.com', 'mail@example.com', 'data:text/html,<b>x</b>']) {
      expect(splitLinks(text), text).toEqual([{ kind: 'text', text }]);
    }
  });

  it('renders links in a new tab without an opener and HTML as text', () => {
    const { client } = fakeClient(() => ({}));
    const { container } = renderWithProviders(<LinkifiedText text={'<img src=x onerror=alert(1)> https://example.jp/見積'} />, client);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('https://example.jp/見積');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
  });
});
