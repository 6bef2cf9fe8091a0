import { useLayoutEffect, useState, type RefObject } from 'react';

export interface ChartSize {
  width: number;
  height: number;
}

/**
 * The drawing box of a chart: the element's content box, measured before the first paint and again
 * whenever it changes (the page or a menu beside it resizes). Where nothing is laid out (jsdom), the
 * `fallback` stands in, so a chart still draws its points.
 */
export function useChartSize(ref: RefObject<HTMLElement | null>, fallback: ChartSize): ChartSize {
  const [size, setSize] = useState<ChartSize>(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      if (width > 0 && height > 0) {
        setSize((current) =>
          Math.round(current.width) === Math.round(width) && Math.round(current.height) === Math.round(height)
            ? current
            : { width, height },
        );
      }
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
