import { Loader } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'Components/Loader',
  component: Loader,
} satisfies Meta<typeof Loader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Cargando…' })).toBeInTheDocument();
  },
};

/** Over the whole page, e.g. while signing out (SPEC.md section 4). */
export const FullPage: Story = { args: { fullPage: true, label: 'Cerrando sesión' } };
