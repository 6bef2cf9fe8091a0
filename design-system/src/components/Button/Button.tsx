import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { Spinner } from '../Spinner';
import * as styles from './Button.css';

type Variants = Required<styles.ButtonVariants>;
export type ButtonVariant = Variants['variant'];
export type ButtonSize = Variants['size'];

/** Every variant and size, in declaration order (for story controls and tests). */
export const buttonVariants = Object.keys(styles.root.classNames.variants.variant) as ButtonVariant[];
export const buttonSizes = Object.keys(styles.root.classNames.variants.size) as ButtonSize[];

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style'> {
  /** Visual weight: `primary` for the one main action of a view. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Busy: shows a spinner, keeps the label and the focus, and ignores clicks. */
  loading?: boolean;
  /** An icon before the label (decorative; the label names the action). */
  icon?: ReactNode;
  /** Stretches to the width of its container. */
  fullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The action button. Disabled and loading buttons stay focusable (aria-disabled rather than the
 * disabled attribute), so keyboard and screen-reader users can still find them and learn why.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  disabled = false,
  fullWidth = false,
  icon,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const inert = disabled || loading;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (inert) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      className={styles.root({ variant, size, fullWidth })}
      aria-disabled={inert || undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
    >
      {loading ? (
        <Spinner size="sm" label="" />
      ) : icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {children}
    </button>
  );
}
