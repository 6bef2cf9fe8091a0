import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus.css';
import { raisedCard } from '../../theme/layout.css';
import { vars } from '../../theme/vars.css';

/**
 * A raised card in the page's bottom inline-end corner, a toast's width: on a desktop it leaves the
 * header, the side menu and the page's first screen free (issue 16 item 11), and it sits below dialogs.
 */
export const root = style([
  raisedCard,
  {
    position: 'fixed',
    insetBlockEnd: vars.space.lg,
    insetInlineEnd: vars.space.lg,
    zIndex: `calc(${vars.zIndex.modal} - 1)`,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    boxSizing: 'border-box',
    inlineSize: `min(${vars.component.toast.width}, calc(100vw - 2 * ${vars.space.lg}))`,
    padding: vars.space.lg,
    boxShadow: vars.shadow.overlay,
  },
]);

export const link = style([
  focusRing,
  {
    color: vars.color.text.link,
    borderRadius: vars.radius.sm,
    textDecoration: 'underline',
  },
]);

/** The two choices side by side, equally weighted: declining is as easy as accepting. */
export const actions = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.sm,
  marginBlockStart: vars.space.xs,
});
