import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/** Where a snap track stands: its page, and whether it can move back or on. */
interface SnapPosition {
  index: number;
  atStart: boolean;
  atEnd: boolean;
}

export interface SnapTrack extends SnapPosition {
  /**
   * The callback ref of the scrolling element: a row of items each as wide as the track,
   * `scroll-snap-align: start` (private/snapTrack).
   */
  setElement: (element: HTMLElement | null) => void;
  /**
   * Shows item `index`, gliding over `durationMs` (0: at once; reduced motion is the caller's to
   * pass as 0). Snapping is off while it glides, so the browser does not pull it to the nearest item
   * on every frame.
   */
  goTo: (index: number, durationMs?: number) => void;
}

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/**
 * A horizontal scroll-snap track, one item per view (a banner, or a page of game cards): the
 * browser scrolls, snaps and swipes; this reads where it stands and moves it by buttons or a timer.
 * It replaces a carousel library on the home page (issue "server-rendered first screen": the library
 * was 80% of the home page's script and ran an animation frame loop for its autoplay timer). The
 * position before the first measurement (the server's page, hydration) is the first item, with
 * `count` items: what the browser shows of the server's HTML. Right to left: the browser's
 * `scrollLeft` runs from 0 to negative, so distances are taken as magnitudes.
 */
export function useSnapTrack(count: number): SnapTrack {
  const element = useRef<HTMLElement | null>(null);
  const [position, setPosition] = useState<SnapPosition>({ index: 0, atStart: true, atEnd: count <= 1 });
  const gliding = useRef<number | null>(null);

  const measure = useCallback(() => {
    const track = element.current;
    if (!track) return;
    const offset = Math.abs(track.scrollLeft);
    const stride = track.clientWidth + gapOf(track);
    const last = track.scrollWidth - track.clientWidth;
    const next: SnapPosition = {
      index: stride > 0 ? Math.min(Math.max(Math.round(offset / stride), 0), Math.max(count - 1, 0)) : 0,
      atStart: offset < 1,
      atEnd: offset >= last - 1,
    };
    setPosition((previous) =>
      previous.index === next.index && previous.atStart === next.atStart && previous.atEnd === next.atEnd
        ? previous
        : next,
    );
  }, [count]);

  useLayoutEffect(() => {
    const track = element.current;
    if (!track) return;
    measure();
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        measure();
      });
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    resized?.observe(track);
    return () => {
      track.removeEventListener('scroll', onScroll);
      resized?.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [measure]);

  const setElement = useCallback((node: HTMLElement | null) => {
    element.current = node;
  }, []);

  const goTo = useCallback((index: number, durationMs = 0) => {
    const track = element.current;
    if (!track) return;
    const sign = getComputedStyle(track).direction === 'rtl' ? -1 : 1;
    const last = track.scrollWidth - track.clientWidth;
    const target = sign * Math.min(Math.max(index, 0) * (track.clientWidth + gapOf(track)), last);
    if (gliding.current !== null) cancelAnimationFrame(gliding.current);
    if (durationMs <= 0 || typeof requestAnimationFrame !== 'function') {
      track.scrollLeft = target;
      return;
    }
    const from = track.scrollLeft;
    const started = performance.now();
    track.style.scrollSnapType = 'none';
    const step = (now: number) => {
      const progress = Math.min((now - started) / durationMs, 1);
      track.scrollLeft = from + (target - from) * easeInOut(progress);
      if (progress < 1) {
        gliding.current = requestAnimationFrame(step);
      } else {
        gliding.current = null;
        track.style.scrollSnapType = '';
      }
    };
    gliding.current = requestAnimationFrame(step);
  }, []);

  useLayoutEffect(
    () => () => {
      if (gliding.current !== null) cancelAnimationFrame(gliding.current);
    },
    [],
  );

  return { setElement, goTo, ...position };
}

/** The track's gap between items, in pixels. */
const gapOf = (track: HTMLElement) => parseFloat(getComputedStyle(track).columnGap) || 0;
