import { vars } from '@lobby/design-system';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: '100vh',
  backgroundColor: vars.color.surface.base,
  color: vars.color.text.primary,
});

/** The slim agent bar: the site's name at the start, language and theme at the end. */
export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minBlockSize: vars.component.control.height.lg,
  paddingInline: vars.space.lg,
  backgroundColor: vars.color.surface.raised,
  borderBlockEnd: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
});

export const siteName = style({
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minInlineSize: 0,
});
