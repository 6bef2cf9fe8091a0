import { ChallengeField } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyChallenge } from '../auth/fixtures';

const meta = {
  title: 'Components/ChallengeField',
  component: ChallengeField,
  args: { label: 'Verificación', required: true, widget: storyChallenge, onAnswer: fn() },
} satisfies Meta<typeof ChallengeField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The provider's widget in its box; ticked, its token is the field's answer. */
export const Unsolved: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: /^Verificación/ })).toBeVisible();
    // A provider's widget draws itself after the field (its script's own time): waited for.
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'No soy un robot' }));
    await expect(args.onAnswer).toHaveBeenCalledWith('story-token');
  },
};

/** Submitted unsolved, or refused by the platform: the message under the box, read with it. */
export const WithError: Story = {
  args: { error: 'Completa la verificación.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: /^Verificación/ })).toHaveAccessibleDescription(
      'Completa la verificación.',
    );
  },
};

/** The provider's script did not load: said in the box's place, with a retry that draws it again. */
export const Failed: Story = {
  args: {
    widget: (_element, { failed }) => {
      const timer = setTimeout(failed, 0);
      return () => clearTimeout(timer);
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('La verificación no se pudo cargar.');
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};
