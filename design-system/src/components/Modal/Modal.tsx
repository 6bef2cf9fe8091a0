import { Dialog } from 'radix-ui';
import { useRef, type ReactElement, type ReactNode } from 'react';
import { useDraggable } from '../../hooks/useDraggable';
import { useOverflows } from '../../hooks/useOverflows';
import { usePortalContainer } from '../../hooks/usePortalContainer';
import { useDsTranslation } from '../../i18n';
import { ThemePortal } from '../../theme/ThemeProvider';
import { Button } from '../Button';
import { useInitialFocus } from './initialFocus';
import * as styles from './Modal.css';

export interface ModalProps {
  /** Controlled open state; leave undefined with `trigger` for an uncontrolled modal. */
  open?: boolean;
  defaultOpen?: boolean;
  /** Called with `false` on Escape and on the close button (never on an outside click). */
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the modal (it gets focus back on close). */
  trigger?: ReactElement;
  /** The accessible name, shown in the draggable header. */
  title: ReactNode;
  /** A sentence under the title, read as the dialog's description. */
  description?: ReactNode;
  /** Actions, aligned to the end. */
  footer?: ReactNode;
  /** `lg` doubles the width, for two-column content such as the announcements popup. */
  size?: ModalSize;
  /**
   * Moves the focus in after the modal's first frame rather than in the commit that opens it: for a
   * modal that opens by itself as a page loads (the home popups; initialFocus.ts says why).
   */
  focusAfterPaint?: boolean;
  children?: ReactNode;
}

export type ModalSize = keyof typeof styles.content;

/**
 * The site's reusable modal (SPEC.md section 2: it does not close on an outside click, is draggable
 * and locks page scroll while open). Radix Dialog gives the focus trap, Escape, scroll lock and
 * focus return; this adds the drag handle, the theme inside the portal, the outside-click rule and
 * where the focus starts: a form's first field, else the first control (initialFocus.ts).
 */
export function Modal({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  footer,
  size = 'md',
  focusAfterPaint = false,
  children,
}: ModalProps) {
  const portalContainer = usePortalContainer();
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal container={portalContainer}>
        <ThemePortal>
          <Dialog.Overlay className={styles.overlay} data-modal-overlay="">
            <ModalContent
              title={title}
              description={description}
              footer={footer}
              size={size}
              focusAfterPaint={focusAfterPaint}
            >
              {children}
            </ModalContent>
          </Dialog.Overlay>
        </ThemePortal>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type ContentProps = Pick<ModalProps, 'title' | 'description' | 'footer' | 'children'> & {
  size: ModalSize;
  focusAfterPaint: boolean;
};

// A separate component so the drag offset starts from the centre every time the modal opens.
function ModalContent({ title, description, footer, size, focusAfterPaint, children }: ContentProps) {
  const t = useDsTranslation();
  const { targetRef, offset, dragging, handleProps } = useDraggable<HTMLDivElement>();
  const bodyRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const bodyScrolls = useOverflows(bodyRef);
  const focusOnOpen = useInitialFocus(bodyRef, { afterPaint: focusAfterPaint, firstControl: closeRef });
  const keepOpen = (event: Event) => event.preventDefault();

  return (
    <Dialog.Content
      ref={targetRef}
      className={styles.content[size]}
      style={{ translate: `${offset.x}px ${offset.y}px` }}
      onOpenAutoFocus={focusOnOpen}
      onPointerDownOutside={keepOpen}
      onInteractOutside={keepOpen}
      {...(description ? {} : { 'aria-describedby': undefined })}
    >
      <div
        className={styles.header}
        data-dragging={dragging}
        data-drag-handle=""
        title={t('dialogMove')}
        {...handleProps}
      >
        <Dialog.Title className={styles.title}>{title}</Dialog.Title>
        <Dialog.Close asChild>
          <Button ref={closeRef} variant="ghost" size="sm" aria-label={t('close')} icon={<CloseIcon />} />
        </Dialog.Close>
      </div>
      {/* A body that scrolls must be reachable by keyboard to be scrolled (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div ref={bodyRef} className={styles.body} tabIndex={bodyScrolls ? 0 : undefined}>
        {description ? <Dialog.Description className={styles.description}>{description}</Dialog.Description> : null}
        {children}
      </div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </Dialog.Content>
  );
}

function CloseIcon() {
  return (
    <svg
      viewBox="0 0 16 16"
      className={styles.closeIcon}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M4 4l8 8M12 4l-8 8" />
    </svg>
  );
}
