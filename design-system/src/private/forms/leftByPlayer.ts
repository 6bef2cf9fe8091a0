/**
 * Whether a field's blur is the player leaving it, rather than the window losing the focus (another
 * window or tab; under Loki, a new tab of its headless Chrome). A field the window took the focus
 * from is not "left": the player who comes back does not find "This field is required" under a field
 * they had only just entered (a popup focuses its first field on opening, Modal/initialFocus.ts).
 * Focus moved to another element of the page is always a leave; otherwise, while the window loses the
 * focus, the blur fires with `document.hasFocus()` already false.
 */
const leftByPlayer = (event: { relatedTarget: EventTarget | null }): boolean =>
  event.relatedTarget !== null || typeof document === 'undefined' || document.hasFocus();

/** Whether a pointer is pressed on the page now (from its pointerdown to its pointerup). */
let pressed = false;
let watching = false;

/** Starts following the page's presses (once per page): a form's fields call it when they mount. */
export function watchPresses(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  const options = { capture: true, passive: true };
  window.addEventListener('pointerdown', () => (pressed = true), options);
  const release = () => (pressed = false);
  window.addEventListener('pointerup', release, options);
  window.addEventListener('pointercancel', release, options);
}

/**
 * Runs `leave` when a field's blur is the player leaving it (above). A field left by pressing
 * another element is marked left once the press ends: its message would otherwise appear on the
 * pointerdown, push what is below it down, and the click would miss the element the player pressed
 * (the popup focuses the username first; "Forgot your password?" under it took two clicks). The
 * field's form must have called watchPresses when it mounted.
 */
export function onLeft(event: { relatedTarget: EventTarget | null }, leave: () => void): void {
  if (!leftByPlayer(event)) return;
  if (!pressed) {
    leave();
    return;
  }
  const options = { capture: true, once: true } as const;
  const ended = () => {
    window.removeEventListener('pointerup', ended, options);
    window.removeEventListener('pointercancel', ended, options);
    // After the click that follows the pointerup, dispatched on the layout the press began on.
    setTimeout(leave, 0);
  };
  window.addEventListener('pointerup', ended, options);
  window.addEventListener('pointercancel', ended, options);
}
