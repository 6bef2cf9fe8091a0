import { stackedList, vars } from '@lobby/design-system';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const list = stackedList;

export const draw = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingBlockEnd: vars.space.sm,
  borderBlockEnd: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
});
