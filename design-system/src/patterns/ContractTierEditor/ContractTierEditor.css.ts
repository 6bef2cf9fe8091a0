import { style } from '@vanilla-extract/css';
import { stackedList } from '../../theme/layout.css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minInlineSize: 0 });

export const list = stackedList;

export const tier = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.sunken,
  border: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minBlockSize: '2rem',
});

export const name = style({ fontWeight: vars.font.weight.bold, color: vars.color.text.primary });

// Inputs side by side while they fit (about 11 rem each), one under another when they do not.
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))',
  gap: vars.space.sm,
  alignItems: 'start',
});

export const foot = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const limit = style({ color: vars.color.text.secondary, fontSize: vars.font.size.sm });
