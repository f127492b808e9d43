import { describe, expect, it } from 'vitest';
import type { Membership } from '../../rooms/types';
import { deviceName } from './NotificationSettingsCard';
import { reaches, roomNews, titleWithCount, totalUnread } from './unreadSignals';

const member = (roomId: string, kind: number, unread: number, mentions: number, archived = false) =>
  ({ room_id: roomId, unread_messages: unread, unread_mentions: mentions, archived, room: { kind } }) as unknown as Membership;

describe('unread signals', () => {
  it('puts the count before the page’s own title, replacing an older count', () => {
    expect(titleWithCount('営業部 | ルーム | Musubi（結び）', 3)).toBe('(3) 営業部 | ルーム | Musubi（結び）');
    expect(titleWithCount('(3) 営業部 | ルーム', 12)).toBe('(12) 営業部 | ルーム');
    expect(titleWithCount('(99+) ルーム', 0)).toBe('ルーム');
    expect(titleWithCount('ルーム', 250)).toBe('(99+) ルーム');
  });

  it('counts unread messages of rooms that are not archived', () => {
    expect(totalUnread([member('a', 0, 2, 0), member('b', 1, 3, 0), member('c', 0, 5, 0, true)])).toBe(5);
  });

  it('finds the rooms with new messages, and which of them name the viewer; not rooms seen for the first time', () => {
    const before = new Map([
      ['group', member('group', 0, 1, 0)],
      ['named', member('named', 0, 1, 0)],
      ['direct', member('direct', 1, 0, 0)],
      ['quiet', member('quiet', 0, 3, 0)],
    ]);
    const after = [member('group', 0, 2, 0), member('named', 0, 2, 1), member('direct', 1, 1, 0), member('quiet', 0, 3, 0), member('new', 1, 4, 4)];
    expect(roomNews(before, after).map((n) => [n.membership.room_id, n.named])).toEqual([
      ['group', false],
      ['named', true],
      ['direct', true],
    ]);
  });

  it('lets news through as the room level says', () => {
    expect([reaches('ALL', false), reaches('ALL', true), reaches('MENTIONS', false), reaches('MENTIONS', true), reaches('NONE', true)]).toEqual([true, true, false, true, false]);
  });

  it('names a device by its browser and system', () => {
    expect(deviceName('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36')).toBe('Chrome / Linux');
    expect(deviceName('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1')).toBe('Safari / iOS');
    expect(deviceName(null)).toBe('');
  });
});
