import { useCallback, useLayoutEffect, useRef, type InputHTMLAttributes, type Ref, type RefCallback } from 'react';

type Control = HTMLInputElement | HTMLTextAreaElement;

/**
 * Keeps what a player typed into a server-rendered field before the page's script ran (ARCHITECTURE.md
 * "Rendering"). React leaves the text in place while it hydrates, but the form's state does not have
 * it, and the next render of the field would write the state back over it. So, once, when a
 * controlled field mounts with text its value does not hold, the text is handed to the field's
 * onChange as the player's own input: the form takes it (and validates it) as if typed now. On a page
 * the browser rendered the field mounts with its value, and nothing happens.
 *
 * Returns the ref for the control, passing the element on to `outer` (the caller's ref) as well.
 */
export function useKeepTyped<T extends Control>(
  outer: Ref<T> | undefined,
  value: InputHTMLAttributes<T>['value'] | null,
): RefCallback<T> {
  const element = useRef<T | null>(null);
  const controlled = value !== undefined;
  // As React writes a value into the element: a list of strings joined by commas.
  const expected = value === null || value === undefined ? '' : typeof value === 'string' ? value : value.toString();
  const mounted = useRef({ controlled, expected });
  useLayoutEffect(() => {
    const control = element.current;
    const first = mounted.current;
    if (!control || !first.controlled || control.value === first.expected) return;
    const typed = control.value;
    const { selectionStart, selectionEnd } = control;
    // React tracks the value set through the element (its last known value: the state's); the
    // prototype's setter puts the typed text back without telling it, so the input event that follows
    // is a change to React, as a keystroke would be.
    control.value = first.expected;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, typed);
    control.dispatchEvent(new Event('input', { bubbles: true }));
    if (document.activeElement === control && selectionStart !== null && selectionEnd !== null) {
      try {
        control.setSelectionRange(selectionStart, selectionEnd);
      } catch {
        // Types without a text selection (email, number) keep the caret where the browser put it.
      }
    }
  }, []);
  return useCallback(
    (node: T | null) => {
      element.current = node;
      if (typeof outer === 'function') return outer(node);
      if (outer) outer.current = node;
      return undefined;
    },
    [outer],
  );
}
