import { WinnerBoard } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { maxInlineSize } from '../decorators';
import { makeWinners } from './fixtures';

const meta = {
  title: 'Patterns/WinnerBoard',
  component: WinnerBoard,
  args: { winners: makeWinners(20), currencySymbol: '$', animate: false },
  decorators: [maxInlineSize(520)],
} satisfies Meta<typeof WinnerBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Still: the top three on the podium, ranks 4 to 20 in a scrollable list. */
export const Still: Story = {
  play: async ({ canvasElement }) => {
    const rest = within(canvasElement).getByRole('region', { name: 'Más ganadores' });
    await expect(within(rest).getAllByRole('listitem')).toHaveLength(17);
  },
};

/** Ranks 4 and on scroll continuously, and stop while hovered or focused. */
export const Animated: Story = {
  args: { animate: true },
  play: async ({ canvasElement }) => {
    const rest = within(canvasElement).getByRole('region', { name: 'Más ganadores' });
    const track = rest.firstElementChild as HTMLElement;
    rest.focus();
    // Under Loki every animation is off (`animation: none`): then there is nothing to pause.
    if (getComputedStyle(track).animationName !== 'none') {
      await expect(getComputedStyle(track).animationPlayState).toBe('paused');
    }
  },
};

export const FewWinners: Story = { args: { winners: makeWinners(2) } };

export const Empty: Story = { args: { winners: [] } };

export const Loading: Story = { args: { winners: [], loading: true } };
