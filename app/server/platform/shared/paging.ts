// 1-based pages (PLATFORM.md: paging): the query checks, and the slice of rows a page is.
import { v } from '../http';

/** pageNo (default 1) and pageSize (default `size`, at most `max`) query checks. */
export function pageChecks(size = 20, max = 100) {
  return {
    pageNo: v.optional(v.int({ min: 1, max: 100_000 }), 1),
    pageSize: v.optional(v.int({ min: 1, max }), size),
  };
}

export interface Page {
  pageNo: number;
  pageSize: number;
}

export const offsetOf = (page: Page): number => (page.pageNo - 1) * page.pageSize;

/** The LIMIT and OFFSET of a page. */
export const sliceOf = (page: Page) => ({ limit: page.pageSize, offset: offsetOf(page) });

export const totalPagesOf = (totalCount: number, pageSize: number): number => Math.ceil(totalCount / pageSize);
