import { ActivityStateBadge, RewardStateBadge, Inline } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { activityStates, rewardStates } from '@lobby/contract';

const meta = {
  title: 'Patterns/ActivityStateBadge',
  component: ActivityStateBadge,
  args: { state: 'JOIN' },
  argTypes: { state: { control: 'select', options: activityStates } },
} satisfies Meta<typeof ActivityStateBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

/** Every activity state of SPEC.md section 4, in words; the dot's colour is never the only cue. */
export const EveryActivityState: Story = {
  render: () => (
    <Inline gap="sm">
      {activityStates.map((state) => (
        <ActivityStateBadge key={state} state={state} />
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const word of ['Próximamente', 'Abierta', 'En revisión', 'Rechazada', 'Premio emitido', 'Finalizada']) {
      await expect(canvas.getByText(word)).toBeInTheDocument();
    }
  },
};

/** The reward centre's states: to claim, claimed, processing, expired. */
export const EveryRewardState: Story = {
  render: () => (
    <Inline gap="sm">
      {rewardStates.map((state) => (
        <RewardStateBadge key={state} state={state} />
      ))}
    </Inline>
  ),
};
