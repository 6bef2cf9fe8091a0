import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether an element's content is taller than the element. A region that scrolls must be reachable
 * by keyboard (WCAG 2.1.1; axe's scrollable-region-focusable), so callers make it focusable then.
 */
export function useOverflows(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}
