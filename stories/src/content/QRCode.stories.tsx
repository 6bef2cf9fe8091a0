import { QRCode } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'Components/QRCode',
  component: QRCode,
  args: { value: 'https://example.com/app/ios?lang=es', label: 'Descargar la app para iOS' },
} satisfies Meta<typeof QRCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The side-menu download code, 120 px (SPEC.md section 2). */
export const Download: Story = {
  play: async ({ canvasElement }) => {
    const code = within(canvasElement).getByRole('img', { name: 'Descargar la app para iOS' });
    await expect(code).toHaveAttribute('width', '120');
  },
};

export const Large: Story = { args: { size: 240 } };

/** A long referral link needs a denser code. */
export const LongValue: Story = {
  args: {
    value: 'https://example.com/register?referralCode=AGENT-000123456789-PROMO-BIENVENIDA&utm_source=qr',
    label: 'Enlace de invitación',
  },
};
