import { CaptchaField } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

/** A fixed captcha-like picture drawn with paths only (no font, no network), for pixel-exact screenshots. */
const captcha = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40"><rect width="100" height="40" fill="#f4f1e8"/>' +
    '<path d="M6 30 94 12M4 14l92 20" stroke="#b9b2a0" stroke-width="1.5"/>' +
    '<path d="M14 10v20h10M34 10l8 20 8-20M58 10h12l-12 20h12M80 10c10 0 10 20 0 20" fill="none" stroke="#1d3557" stroke-width="3" stroke-linecap="round"/></svg>',
)}`;

const meta = {
  title: 'Components/CaptchaField',
  component: CaptchaField,
  args: { label: 'Captcha', image: captcha, onRefresh: fn(), onChange: fn(), required: true },
} satisfies Meta<typeof CaptchaField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The refresh button is reached with Tab; however often it is pressed, one refresh a second (SPEC.md section 7). */
export const WithImage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Captcha' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Captcha' })).toHaveAttribute('autocomplete', 'off');
    await userEvent.tab();
    await userEvent.tab();
    const refresh = canvas.getByRole('button', { name: 'Actualizar captcha' });
    await expect(refresh).toHaveFocus();
    await userEvent.keyboard('{Enter}{Enter} ');
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { loading: true, image: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Cargando captcha…' })).toBeInTheDocument();
  },
};

export const WithError: Story = { args: { defaultValue: 'L0V', error: 'Introduzca el captcha' } };

export const Disabled: Story = { args: { disabled: true } };
