import { DropdownMenu as RadixMenu } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { ThemePortal } from '../../theme/ThemeProvider';
import * as styles from './DropdownMenu.css';

export interface DropdownMenuAction {
  key: string;
  label: ReactNode;
  /** Decorative; the label names the item. */
  icon?: ReactNode;
  onSelect: () => void;
  disabled?: boolean;
  /** `danger` for destructive items (sign out). */
  tone?: 'danger';
}

export interface DropdownMenuSeparator {
  key: string;
  type: 'separator';
}

export type DropdownMenuItem = DropdownMenuAction | DropdownMenuSeparator;

export interface DropdownMenuProps {
  /** The element that opens the menu (a button); it gets `aria-haspopup` and `aria-expanded`. */
  trigger: ReactElement;
  /** Accessible name of the menu. */
  label: string;
  /** Text above the items (the account's name and id); put actions in `items`. */
  header?: ReactNode;
  items: DropdownMenuItem[];
  /** Which edge of the trigger the menu lines up with; default `end`. */
  align?: 'start' | 'end';
}

/** A menu of actions behind a button (the avatar menu, SPEC.md section 2), on Radix DropdownMenu. */
export function DropdownMenu({ trigger, label, header, items, align = 'end' }: DropdownMenuProps) {
  return (
    <RadixMenu.Root modal={false}>
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      <RadixMenu.Portal>
        <ThemePortal>
          {/* Named by `label`, not by the trigger (an avatar's name would say little about the menu). */}
          <RadixMenu.Content
            className={styles.content}
            aria-label={label}
            aria-labelledby={undefined}
            align={align}
            sideOffset={6}
          >
            {header ? (
              // A group, as a menu may own only items, groups and separators (ARIA); keep it to
              // text: a menu keeps Tab to itself, so a control here could not be reached.
              <div role="group" className={styles.header}>
                {header}
              </div>
            ) : null}
            {items.map((item) =>
              'type' in item ? (
                <RadixMenu.Separator key={item.key} className={styles.separator} />
              ) : (
                <RadixMenu.Item
                  key={item.key}
                  className={styles.item}
                  disabled={item.disabled}
                  data-tone={item.tone}
                  onSelect={item.onSelect}
                >
                  {item.icon ? (
                    <span className={styles.icon} aria-hidden="true">
                      {item.icon}
                    </span>
                  ) : null}
                  {item.label}
                </RadixMenu.Item>
              ),
            )}
          </RadixMenu.Content>
        </ThemePortal>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}
