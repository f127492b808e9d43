import { ROOM_KIND } from '@musubi/shared/client';
import { describe, expect, it } from 'vitest';
import { panelsOf } from './panels';

describe('panelsOf', () => {
  it("offers a group room's webhooks to those who manage its members only", () => {
    expect(panelsOf(ROOM_KIND.group, true)).toContain('webhooks');
    expect(panelsOf(ROOM_KIND.group, false)).not.toContain('webhooks');
    expect(panelsOf(ROOM_KIND.direct, true)).toEqual(['members', 'files']);
    expect(panelsOf(ROOM_KIND.myChat, true)).not.toContain('webhooks');
  });
});
