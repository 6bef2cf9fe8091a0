import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { pageStatus } from './table';

describe("React Router's matching (patches/react-router)", () => {
  it("makes a route array's branches once: the same array is not flattened and ranked again", () => {
    const routes: RouteObject[] = [{ path: '/a' }];
    expect(matchRoutes(routes, '/a')).toHaveLength(1);
    // Route tables never change in place; here one does, to show the first match's branches are kept.
    routes.push({ path: '/b' });
    expect(matchRoutes(routes, '/b')).toBeNull();
    // Another array is another table.
    expect(matchRoutes([...routes], '/b')).toHaveLength(1);
  });

  it("still matches the site's table as before", () => {
    expect(pageStatus('/')).toBe(200);
    expect(pageStatus('/member/depositv2')).toBe(200);
    expect(pageStatus('/no-such-page')).toBe(404);
  });
});
