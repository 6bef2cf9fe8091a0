import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus.css';
import { stackedList } from '../../theme/layout.css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  blockSize: '100%',
});

export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const icon = style({ inlineSize: vars.font.size.xxl, blockSize: vars.font.size.xxl, flexShrink: 0 });

export const download = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.lg });

export const side = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, flex: 1, minInlineSize: 0 });

export const description = style({ margin: 0, color: vars.color.text.secondary });

/** The download link, drawn as a secondary button (it navigates, so it is a link). */
export const link = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    alignSelf: 'flex-start',
    minBlockSize: vars.component.control.height.md,
    paddingInline: vars.space.md,
    borderRadius: vars.radius.md,
    border: `${vars.border.width.thin} solid ${vars.color.border.strong}`,
    color: vars.color.text.primary,
    fontWeight: vars.font.weight.medium,
    textDecoration: 'none',
    selectors: { '&:hover': { backgroundColor: vars.color.surface.sunken } },
  },
]);

export const unavailable = style({ margin: 0, color: vars.color.text.secondary });

export const stepsTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const steps = style([stackedList, { counterReset: 'step' }]);

export const step = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  lineHeight: vars.font.lineHeight.normal,
  counterIncrement: 'step',
  selectors: {
    '&::before': {
      content: 'counter(step)',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      inlineSize: vars.component.control.height.sm,
      blockSize: vars.component.control.height.sm,
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.accent.base,
      color: vars.color.text.onAccent,
      fontWeight: vars.font.weight.bold,
    },
  },
});

export const stepText = style({ paddingBlockStart: vars.space.xxs, overflowWrap: 'anywhere' });
