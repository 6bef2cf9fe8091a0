/** A page number, or a gap standing for the pages left out. */
export type PageSlot = number | 'gap';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * The pages to show around `page`: always the first and the last, `siblings` on each side of the
 * current one, and a gap where pages are skipped. The number of slots stays the same wherever the
 * current page is, so the buttons do not jump under the pointer.
 */
export function pageWindow(page: number, totalPages: number, siblings = 1): PageSlot[] {
  const slots = siblings * 2 + 5;
  if (totalPages <= slots) return range(1, totalPages);
  if (page <= siblings + 3) return [...range(1, slots - 2), 'gap', totalPages];
  if (page >= totalPages - siblings - 2) return [1, 'gap', ...range(totalPages - slots + 3, totalPages)];
  return [1, 'gap', ...range(page - siblings, page + siblings), 'gap', totalPages];
}
