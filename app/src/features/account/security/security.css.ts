// Layout glue of the security sections (ARCHITECTURE.md: the app has layout glue only).
import { vars } from '@lobby/design-system';
import { style } from '@vanilla-extract/css';

export const enrol = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxInlineSize: '28rem',
});

/** The QR code (its colours are the design system's: dark on light in every theme). */
export const qr = style({ alignSelf: 'start', lineHeight: 0 });

export const secret = style({ fontFamily: vars.font.family.mono, overflowWrap: 'anywhere', letterSpacing: '0.05em' });

export const codes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
  fontFamily: vars.font.family.mono,
  inlineSize: '100%',
});
