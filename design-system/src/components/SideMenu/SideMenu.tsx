import { Direction, Tooltip } from 'radix-ui';
import { useId, type ReactElement, type ReactNode } from 'react';
import { useDsTranslation } from '../../i18n';
import { visuallyHidden } from '../../theme/global.css';
import { ThemePortal } from '../../theme/ThemeProvider';
import { Badge } from '../Badge';
import { routeOnPlainClick } from '../VendorMenu';
import * as styles from './SideMenu.css';

export interface SideMenuItem {
  key: string;
  label: ReactNode;
  /** Shown alone when collapsed, so give every item one. */
  icon?: ReactNode;
  /** Unread count (0 shows nothing). */
  badge?: number;
  /** A real link; a plain click calls `onSelect` for the app's router. */
  href?: string;
  onSelect?: () => void;
  /** The current page. */
  active?: boolean;
}

export interface SideMenuSection {
  key: string;
  title?: ReactNode;
  items: SideMenuItem[];
}

export interface SideMenuProps {
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
  sections: SideMenuSection[];
  /** Below the sections (language select, social links). Hidden while collapsed. */
  footer?: ReactNode;
  /** Accessible name of the navigation landmark. */
  label: string;
}

/**
 * The collapsible side menu shell (SPEC.md sections 2 and 4). Collapsed, it shows icons only: the
 * label stays in the accessibility tree and appears as a tooltip on hover and keyboard focus.
 */
export function SideMenu({ collapsed, onCollapsedChange, sections, footer, label }: SideMenuProps) {
  const t = useDsTranslation();
  const listsId = useId();
  return (
    <Tooltip.Provider delayDuration={300}>
      <nav aria-label={label} className={styles.root} data-collapsed={collapsed}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={!collapsed}
          aria-controls={listsId}
          aria-label={collapsed ? t('sideMenuExpand') : t('sideMenuCollapse')}
          onClick={() => onCollapsedChange(!collapsed)}
        >
          <ToggleIcon collapsed={collapsed} />
        </button>
        <div id={listsId}>
          {sections.map((section) => (
            <Section key={section.key} section={section} collapsed={collapsed} />
          ))}
        </div>
        {footer && !collapsed ? footer : null}
      </nav>
    </Tooltip.Provider>
  );
}

function Section({ section, collapsed }: { section: SideMenuSection; collapsed: boolean }) {
  const titleId = useId();
  const titled = section.title !== undefined;
  return (
    <section className={styles.section} aria-labelledby={titled ? titleId : undefined}>
      {titled ? (
        <h2 id={titleId} className={collapsed ? visuallyHidden : styles.sectionTitle}>
          {section.title}
        </h2>
      ) : null}
      <ul className={styles.list}>
        {section.items.map((item) => (
          <li key={item.key}>
            <Entry item={item} collapsed={collapsed} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Entry({ item, collapsed }: { item: SideMenuItem; collapsed: boolean }) {
  const body = (
    <>
      {item.icon ? (
        <span className={styles.icon} aria-hidden="true">
          {item.icon}
        </span>
      ) : null}
      <span className={collapsed ? visuallyHidden : styles.label}>{item.label}</span>
      {item.badge ? (
        <span className={styles.badge}>
          <Badge count={item.badge} dot={collapsed} />
        </span>
      ) : null}
    </>
  );
  const current = item.active ? ('page' as const) : undefined;
  const { onSelect } = item;
  const element = item.href ? (
    <a
      href={item.href}
      className={styles.item}
      aria-current={current}
      onClick={onSelect ? (event) => routeOnPlainClick(event, onSelect) : undefined}
    >
      {body}
    </a>
  ) : (
    <button type="button" className={styles.item} aria-current={current} onClick={onSelect}>
      {body}
    </button>
  );
  return collapsed ? <WithTooltip label={item.label}>{element}</WithTooltip> : element;
}

function WithTooltip({ label, children }: { label: ReactNode; children: ReactElement }) {
  const dir = Direction.useDirection();
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <ThemePortal>
          <Tooltip.Content
            className={styles.tooltip}
            side={dir === 'rtl' ? 'left' : 'right'}
            sideOffset={6}
            aria-hidden="true"
          >
            {label}
          </Tooltip.Content>
        </ThemePortal>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

function ToggleIcon({ collapsed }: { collapsed: boolean }) {
  return (
    <svg
      viewBox="0 0 16 16"
      className={styles.toggleIcon}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={collapsed ? 'M6 4l4 4-4 4' : 'M10 4L6 8l4 4'} />
    </svg>
  );
}
