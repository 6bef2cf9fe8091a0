import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus.css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.secondary,
  borderBlockStart: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.xl,
});

export const heading = style({
  margin: 0,
  marginBlockEnd: vars.space.sm,
  color: vars.color.text.primary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  textTransform: 'uppercase',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style([list, { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }]);

export const link = style([
  focusRing,
  {
    color: vars.color.text.secondary,
    fontSize: vars.font.size.sm,
    textDecoration: 'none',
    borderRadius: vars.radius.sm,
    selectors: { '&:hover': { color: vars.color.text.primary, textDecoration: 'underline' } },
  },
]);

export const social = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: vars.component.control.height.sm,
    blockSize: vars.component.control.height.sm,
    padding: vars.space.xs,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surface.raised,
    color: vars.color.text.primary,
    selectors: { '&:hover': { backgroundColor: vars.color.accent.subtle } },
  },
]);

export const vendor = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: `calc(${vars.component.control.height.lg} * 1.5)`,
  blockSize: vars.component.control.height.md,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
});

export const vendorLogo = style({ maxBlockSize: '100%', maxInlineSize: '100%', objectFit: 'contain' });

export const legal = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
  fontSize: vars.font.size.sm,
});

export const adults = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.component.control.height.sm,
  blockSize: vars.component.control.height.sm,
  border: `${vars.border.width.thick} solid ${vars.color.feedback.danger}`,
  borderRadius: vars.radius.full,
  color: vars.color.text.primary,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
});
