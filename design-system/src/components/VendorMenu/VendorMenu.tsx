import { Popover } from 'radix-ui';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { ThemePortal } from '../../theme/ThemeProvider';
import { Chevron } from '../Chevron';
import { routeOnPlainClick } from './plainClick';
import * as styles from './VendorMenu.css';

export interface Vendor {
  /** The platform's vendor code, reported by `onSelect`. */
  code: string;
  name: string;
  /** Logo URL; decorative, the name is always shown. */
  logo?: string;
}

export interface VendorMenuProps {
  /** The header item (a game category). */
  label: ReactNode;
  /** With an href the item is a real link to the category; without, a button. */
  href?: string;
  vendors: Vendor[];
  onSelect: (code: string) => void;
  /** The current category: marked `aria-current="page"`. */
  active?: boolean;
  /** A plain click on the link; the app's router navigates (modified clicks stay with the browser). */
  onNavigate?: () => void;
}

/** SPEC.md section 2: more than 10 vendors switch the drop menu to the large layout. */
const largeFrom = 11;
// Long enough that a pointer crossing the header does not open every menu on its way.
const openDelayMs = 150;
// Long enough to cross the gap between the item and its panel.
const closeDelayMs = 200;

/**
 * A header game item with a drop menu of its vendors (SPEC.md section 2). Opens on hover after a
 * short delay, and by keyboard: ArrowDown on the item (and Enter or Space when it is a button)
 * moves focus into the panel; Escape closes and returns to the item.
 */
export function VendorMenu({ label, href, vendors, onSelect, active = false, onNavigate }: VendorMenuProps) {
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const byKeyboard = useRef(false);
  const triggerRef = useRef<HTMLElement>(null);
  const triggerId = useId();
  const panelId = useId();

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const change = (next: boolean, keyboard = false) => {
    window.clearTimeout(timer.current);
    byKeyboard.current = keyboard;
    setOpen(next);
  };
  const hover = (next: boolean) => (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(
      () => {
        byKeyboard.current = false;
        setOpen(next);
      },
      next ? openDelayMs : closeDelayMs,
    );
  };
  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      change(true, true);
    }
  };
  const onPanelKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Tab') return;
    const tiles = Array.from(event.currentTarget.querySelectorAll('button'));
    const edge = event.shiftKey ? tiles[0] : tiles[tiles.length - 1];
    if (document.activeElement !== edge) return;
    // The panel is portalled to the end of the page: leaving it by Tab returns to the item instead.
    event.preventDefault();
    byKeyboard.current = true;
    setOpen(false);
  };

  const triggerProps = {
    id: triggerId,
    className: styles.trigger,
    'aria-expanded': open,
    'aria-controls': open ? panelId : undefined,
    'aria-current': active ? ('page' as const) : undefined,
    onPointerEnter: hover(true),
    onPointerLeave: hover(false),
    onKeyDown: onTriggerKeyDown,
  };
  const chevron = <Chevron />;

  return (
    <Popover.Root open={open} onOpenChange={(next) => change(next, byKeyboard.current)}>
      <Popover.Anchor asChild>
        {href ? (
          <a
            {...triggerProps}
            ref={triggerRef as Ref<HTMLAnchorElement>}
            href={href}
            onClick={(event: MouseEvent<HTMLAnchorElement>) => {
              change(false);
              if (onNavigate) routeOnPlainClick(event, onNavigate);
            }}
          >
            {label}
            {chevron}
          </a>
        ) : (
          <button
            {...triggerProps}
            ref={triggerRef as Ref<HTMLButtonElement>}
            type="button"
            // A click with no pointer position (detail 0) came from Enter or Space.
            onClick={(event) => change(!open, event.detail === 0)}
          >
            {label}
            {chevron}
          </button>
        )}
      </Popover.Anchor>
      <Popover.Portal>
        <ThemePortal>
          <Popover.Content
            id={panelId}
            className={styles.panel}
            align="start"
            sideOffset={4}
            aria-labelledby={triggerId}
            onPointerEnter={hover(true)}
            onPointerLeave={hover(false)}
            onKeyDown={onPanelKeyDown}
            onOpenAutoFocus={(event) => {
              if (!byKeyboard.current) event.preventDefault();
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              if (byKeyboard.current) triggerRef.current?.focus();
            }}
            onEscapeKeyDown={() => {
              byKeyboard.current = true;
            }}
            onInteractOutside={(event) => {
              // The item itself toggles the panel; a press on it is not "outside".
              if (triggerRef.current?.contains(event.target as Node)) event.preventDefault();
            }}
          >
            <ul className={styles.grid} data-size={vendors.length >= largeFrom ? 'large' : 'regular'}>
              {vendors.map((vendor) => (
                <li key={vendor.code}>
                  <button
                    type="button"
                    className={styles.tile}
                    onClick={() => {
                      onSelect(vendor.code);
                      change(false, true);
                    }}
                  >
                    {vendor.logo ? <img src={vendor.logo} alt="" className={styles.logo} /> : null}
                    <span className={styles.name}>{vendor.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          </Popover.Content>
        </ThemePortal>
      </Popover.Portal>
    </Popover.Root>
  );
}
