import { describe, expect, it } from 'vitest';
import { isPagePath, PAGE_PATHS } from '@musubi/shared/client';
import { ROUTE_TABLE } from './table';

// The server answers the paths of PAGE_PATHS with 200 and any other with 404: a page missing from that list would
// work in the browser but be reported as not found.
describe('the page paths the server knows', () => {
  it('are the paths of the route table', () => {
    expect([...PAGE_PATHS].sort()).toEqual(ROUTE_TABLE.map((route) => route.path).sort());
  });

  it('match parameters and trailing slashes, and nothing longer or shorter', () => {
    expect(isPagePath('/')).toBe(true);
    expect(isPagePath('/room')).toBe(true);
    expect(isPagePath('/room/')).toBe(true);
    expect(isPagePath('/admin/account/01HX')).toBe(true);
    expect(isPagePath('/admin/account/01HX/more')).toBe(false);
    expect(isPagePath('/no/such/page')).toBe(false);
    expect(isPagePath('/roo')).toBe(false);
  });
});
