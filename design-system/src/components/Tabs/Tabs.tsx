import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';
import * as styles from './Tabs.css';

export interface TabItem {
  /** Stable identifier, reported by `onValueChange`. */
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: TabItem[];
  /** Controlled selected tab. */
  value?: string;
  /** Initially selected tab when uncontrolled (default: the first enabled one). */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Accessible name of the tab list. */
  label: string;
}

/**
 * Tabs (login by username or mobile, SPEC.md section 2). Radix gives roving focus with the arrow
 * keys, which follow the writing direction of the nearest Direction provider.
 */
export function Tabs({ items, value, defaultValue, onValueChange, label }: TabsProps) {
  const fallback = defaultValue ?? items.find((item) => !item.disabled)?.value;
  return (
    <RadixTabs.Root
      className={styles.root}
      value={value}
      defaultValue={value === undefined ? fallback : undefined}
      onValueChange={onValueChange}
    >
      <RadixTabs.List className={styles.list} aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} disabled={item.disabled} className={styles.trigger}>
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
