import { PhoneField, type PhoneCountry } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { flagUrls } from '../auth/fixtures';

/** Flags as inline SVG, in the image host's place. */
const countries: PhoneCountry[] = [
  { countryCode: 'MX', countryDialingCode: '52', flagUrl: flagUrls.MX },
  { countryCode: 'CO', countryDialingCode: '57', flagUrl: flagUrls.CO },
  { countryCode: 'ES', countryDialingCode: '34', flagUrl: flagUrls.ES },
  { countryCode: 'TH', countryDialingCode: '66', flagUrl: flagUrls.TH },
];

const meta = {
  title: 'Components/PhoneField',
  component: PhoneField,
  args: {
    label: 'Número de móvil',
    countries,
    dialingCode: '52',
    onDialingCodeChange: fn(),
    onChange: fn(),
    required: true,
  },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: '5512345678' } };

/** Thailand chosen: its flag picture, named by the country, on the picker. */
export const Thailand: Story = {
  args: { dialingCode: '66', defaultValue: '812345678' },
  play: async ({ canvasElement }) => {
    const picker = within(canvasElement).getByRole('combobox', { name: 'Prefijo telefónico del país' });
    const flag = within(picker).getByRole('img', { name: 'Tailandia' });
    await waitFor(() => expect((flag as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
  },
};

/** The picker opens with Enter, moves with the arrows and chooses with Enter. */
export const PickCountry: Story = {
  play: async ({ args, canvasElement }) => {
    const picker = within(canvasElement).getByRole('combobox', { name: 'Prefijo telefónico del país' });
    await userEvent.tab();
    await expect(picker).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('option', { name: /\+57/ })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onDialingCodeChange).toHaveBeenCalledWith('57');
    await waitFor(() => expect(picker).toHaveFocus());
  },
};

export const WithError: Story = { args: { defaultValue: '12', error: 'Introduzca un número de móvil válido' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: '5512345678' } };
