/**
 * Whether a field's blur is the player leaving it, rather than the window losing the focus (another
 * window or tab; under Loki, a new tab of its headless Chrome). A field the window took the focus
 * from is not "left": the player who comes back does not find "This field is required" under a field
 * they had only just entered (a popup focuses its first field on opening, Modal/initialFocus.ts).
 * Focus moved to another element of the page is always a leave; otherwise, while the window loses the
 * focus, the blur fires with `document.hasFocus()` already false.
 */
export const leftByPlayer = (event: { relatedTarget: EventTarget | null }): boolean =>
  event.relatedTarget !== null || typeof document === 'undefined' || document.hasFocus();
