import { useCallback, useEffect, useRef, type RefObject } from 'react';

// What counts as a form's field: what a player types in or chooses with, never its buttons.
const fieldSelector = [
  'input:not([type="hidden"]):not([type="submit"]):not([type="button"]):not([type="reset"]):not([type="image"])',
  'select',
  'textarea',
  '[role="textbox"]',
  '[role="combobox"]',
  '[role="radio"]',
  '[role="checkbox"]',
  '[role="switch"]',
  '[role="spinbutton"]',
  '[role="slider"]',
].join(',');

// The attributes whose change can make a field reachable (shown, enabled, editable, tabbable).
const revealing = ['style', 'class', 'hidden', 'inert', 'disabled', 'aria-disabled', 'readonly', 'tabindex'];

// Fields whose focus never brings up a touch keyboard.
const keyboardlessInputs = new Set(['radio', 'checkbox', 'range', 'color', 'file']);

function reachable(field: HTMLElement): boolean {
  if (field.matches(':disabled') || field.getAttribute('aria-disabled') === 'true' || field.tabIndex < 0) return false;
  // A read-only field (a quantity fixed at one) is shown, not worked in.
  if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.readOnly) return false;
  if (field.getAttribute('aria-readonly') === 'true') return false;
  if (field.closest('[inert], [hidden]')) return false;
  // An inactive tab's panel, a collapsed section (jsdom has no checkVisibility: it lays nothing out).
  return typeof field.checkVisibility === 'function' ? field.checkVisibility() : true;
}

/** A radio's group is one tab stop, its checked radio (the browser's and the arrow keys' rule). */
function tabStopOf(field: HTMLElement, form: HTMLFormElement): HTMLElement {
  if (!(field instanceof HTMLInputElement) || field.type !== 'radio' || field.checked || !field.name) return field;
  const checked = [...form.querySelectorAll<HTMLInputElement>('input[type="radio"]:checked')].find(
    (radio) => radio.name === field.name,
  );
  return checked && reachable(checked) ? checked : field;
}

/** The first field of the first form inside `root` that a player can reach, else null. */
function firstField(root: HTMLElement): HTMLElement | null {
  for (const form of root.querySelectorAll('form')) {
    for (const field of form.querySelectorAll<HTMLElement>(fieldSelector)) {
      if (reachable(field)) return tabStopOf(field, form);
    }
  }
  return null;
}

/**
 * Whether focusing `field` would open a touch keyboard over the dialog: a text field on a device
 * whose main pointer is a finger. There the modal keeps its first control focused, as before; the
 * player taps the field when ready.
 */
function opensTouchKeyboard(field: HTMLElement): boolean {
  const typed =
    field instanceof HTMLTextAreaElement ||
    (field instanceof HTMLInputElement && !keyboardlessInputs.has(field.type)) ||
    field.getAttribute('role') === 'textbox' ||
    field.isContentEditable;
  return typed && typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
}

/**
 * Focuses `field` without letting the browser scroll for it (it would scroll the page behind the
 * dialog too). A field below the end of a long body (a promotion's application form under its
 * details) is brought into view by scrolling the body alone, as little as it takes.
 */
function focusField(field: HTMLElement, body: HTMLElement): boolean {
  if (opensTouchKeyboard(field)) return false;
  field.focus({ preventScroll: true });
  const outer = body.getBoundingClientRect();
  const inner = field.getBoundingClientRect();
  if (inner.bottom > outer.bottom) body.scrollTop += inner.bottom - outer.bottom;
  else if (inner.top < outer.top) body.scrollTop -= outer.top - inner.top;
  return true;
}

/** Runs `run` in a task after the next frame has been painted; returns its cancel. */
function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Where a modal's focus starts (issue 18: focus where the work is). A modal with a form focuses the
 * form's first field; one without keeps Radix's choice, its first control (the close button). A
 * form that arrives after the modal opened (its panel was loading) takes the focus when it appears,
 * unless the player has already pressed a key or a pointer since. Returns Radix Dialog's
 * `onOpenAutoFocus` handler.
 *
 * `afterPaint`: the focus moves in a task after the modal's first frame, to the same element. For a
 * modal that opens by itself over a page that has just loaded (the home popups, issue 15): focus()
 * makes the browser compute the new dialog's style and layout at once, inside React's commit; on a
 * phone-sized home at 1x CPU the opening task took 31-47 ms with it, 17-19 ms without (three loads
 * each), and the frame that paints the dialog computes them anyway. `firstControl` is the element
 * Radix would focus (the modal's close button, its first control).
 */
export function useInitialFocus(
  bodyRef: RefObject<HTMLElement | null>,
  { afterPaint = false, firstControl }: { afterPaint?: boolean; firstControl?: RefObject<HTMLElement | null> } = {},
): (event: Event) => void {
  const stopWaiting = useRef<(() => void) | null>(null);

  useEffect(() => () => stopWaiting.current?.(), []);

  return useCallback(
    (event: Event) => {
      if (afterPaint && typeof requestAnimationFrame === 'function') {
        event.preventDefault();
        stopWaiting.current?.();
        stopWaiting.current = afterNextPaint(() => {
          stopWaiting.current = null;
          const body = bodyRef.current;
          // The player may have moved the focus into the dialog meanwhile (a tap, a key).
          if (!body || body.parentElement?.contains(document.activeElement)) return;
          const focusedField = startFocus(body, stopWaiting);
          if (!focusedField) firstControl?.current?.focus();
        });
        return;
      }
      const body = bodyRef.current;
      if (!body) return;
      if (startFocus(body, stopWaiting)) event.preventDefault();
    },
    [bodyRef, afterPaint, firstControl],
  );
}

/**
 * Focuses the form's first field in `body` and returns true; else returns false (the first control
 * is to be focused) and, when there is no form yet, watches for one until the player acts.
 */
function startFocus(body: HTMLElement, stopWaiting: { current: (() => void) | null }): boolean {
  const field = firstField(body);
  if (field) return focusField(field, body);
  // No form yet: the first control has the focus now; the form's first field once it arrives.
  const observer = new MutationObserver(() => {
    const arrived = firstField(body);
    if (!arrived) return;
    stop();
    focusField(arrived, body);
  });
  const stop = () => {
    observer.disconnect();
    window.removeEventListener('keydown', stop, true);
    window.removeEventListener('pointerdown', stop, true);
    stopWaiting.current = null;
  };
  // Attributes too: a panel React's Suspense hid while a part of it loaded is shown again by
  // removing its `display: none`, not by adding nodes.
  observer.observe(body, { childList: true, subtree: true, attributes: true, attributeFilter: revealing });
  window.addEventListener('keydown', stop, true);
  window.addEventListener('pointerdown', stop, true);
  stopWaiting.current = stop;
  return false;
}
