import { useCallback, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';

export interface DragOffset {
  x: number;
  y: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

// Pointer-downs on these start their own action, not a drag.
const interactive = 'button, a, input, select, textarea, [role="button"]';

/**
 * Lets an element be dragged by a handle, within the viewport. The offset is a translation from the
 * element's laid-out position, so layout (centring, RTL) stays CSS's job. Listeners go on window, so
 * a fast pointer that leaves the handle keeps dragging.
 */
export function useDraggable<T extends HTMLElement>() {
  const targetRef = useRef<T>(null);
  const [offset, setOffset] = useState<DragOffset>({ x: 0, y: 0 });
  const [dragging, setDragging] = useState(false);

  const onPointerDown = useCallback(
    (event: ReactPointerEvent<HTMLElement>) => {
      const target = targetRef.current;
      if (event.button !== 0 || !target || (event.target as Element).closest(interactive)) return;
      event.preventDefault();
      const start = { x: event.clientX, y: event.clientY };
      const rect = target.getBoundingClientRect();
      const bounds = {
        minX: offset.x - rect.left,
        maxX: offset.x + window.innerWidth - rect.right,
        minY: offset.y - rect.top,
        maxY: offset.y + window.innerHeight - rect.bottom,
      };
      const move = (moveEvent: PointerEvent) => {
        setOffset({
          x: clamp(offset.x + moveEvent.clientX - start.x, bounds.minX, bounds.maxX),
          y: clamp(offset.y + moveEvent.clientY - start.y, bounds.minY, bounds.maxY),
        });
      };
      const stop = () => {
        setDragging(false);
        window.removeEventListener('pointermove', move);
        window.removeEventListener('pointerup', stop);
        window.removeEventListener('pointercancel', stop);
      };
      setDragging(true);
      window.addEventListener('pointermove', move);
      window.addEventListener('pointerup', stop);
      window.addEventListener('pointercancel', stop);
    },
    [offset],
  );

  return { targetRef, offset, dragging, handleProps: { onPointerDown } };
}
