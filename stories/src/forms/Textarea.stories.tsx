import { Textarea } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Components/Textarea',
  component: Textarea,
  args: { label: 'Observaciones', maxLength: 140, onChange: fn() },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet: the counter starts at 0 of the limit (SPEC.md section 9: remark at most 140). */
export const Empty: Story = {};

/** The counter follows the characters a player sees: an emoji counts once. */
export const CountsWhatIsSeen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Observaciones' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard('Hola 👋');
    await expect(canvas.getByText('6 / 140')).toBeInTheDocument();
  },
};

export const Filled: Story = {
  args: {
    defaultValue: 'Participé en el torneo del fin de semana y adjunto las capturas de las tres partidas ganadas.',
  },
};

/** At the limit: the counter shows it is full. */
export const AtLimit: Story = {
  args: { maxLength: 10, defaultValue: 'Diez letra' },
};

/** At the limit, more typing is ignored. */
export const TypingStopsAtLimit: Story = {
  args: AtLimit.args,
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox');
    await userEvent.type(box, 'más');
    await expect(box).toHaveValue('Diez letra');
  },
};

export const WithError: Story = {
  args: { required: true, error: 'La entrada no puede estar vacía', hint: 'Describa su participación.' },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Solicitud enviada.' },
};
