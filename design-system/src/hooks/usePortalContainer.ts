import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;
const body = () => document.body;
const none = () => undefined;

/**
 * Where a dialog's Radix portal mounts: the document's body, from its first render in the browser.
 * Without a container Radix's Portal renders nothing, then sets state in a layout effect to render
 * its content: a second, synchronous render of the whole dialog inside the commit that opened it
 * (home's announcement popup: its bodies sanitised there; the opening task 31-47 ms at 1x CPU on a
 * phone-sized page, 10-16 ms with a container). Undefined on the server and while hydrating, as Radix
 * has it, so the server's markup still matches; a dialog mounted by the hydration renders once more
 * right after it, closed (nothing to render).
 *
 * For dialogs (Modal, AlertDialog), whose portal mounts only while open. Not for a Select's, which is
 * always mounted (Select.tsx says why), nor for menus and tooltips: small, and every rail tooltip
 * would render again after the hydration. Not useHydrated: a lazy dialog importing it split it out of
 * the first script into a chunk of its own (initial JS 139.95 -> 140.26 kB of a 140 kB budget).
 */
export function usePortalContainer(): HTMLElement | undefined {
  return useSyncExternalStore(unchanging, body, none);
}
