import { PhoneField, type PhoneCountry } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

const svgFlag = (body: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3 2">${body}</svg>`)}`;

/** Flags as inline SVG, as the image host would serve them; Thailand has none, so it shows its emoji. */
const countries: PhoneCountry[] = [
  {
    countryCode: 'MX',
    countryDialingCode: '52',
    flagUrl: svgFlag(
      '<rect width="1" height="2" fill="#006847"/><rect x="1" width="1" height="2" fill="#fff"/><rect x="2" width="1" height="2" fill="#ce1126"/>',
    ),
  },
  {
    countryCode: 'CO',
    countryDialingCode: '57',
    flagUrl: svgFlag(
      '<rect width="3" height="1" fill="#fcd116"/><rect y="1" width="3" height=".5" fill="#003893"/><rect y="1.5" width="3" height=".5" fill="#ce1126"/>',
    ),
  },
  {
    countryCode: 'ES',
    countryDialingCode: '34',
    flagUrl: svgFlag('<rect width="3" height="2" fill="#aa151b"/><rect y=".5" width="3" height="1" fill="#f1bf00"/>'),
  },
  { countryCode: 'TH', countryDialingCode: '66' },
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

/** A country without a flag image shows the emoji flag of its code. */
export const EmojiFlag: Story = { args: { dialingCode: '66', defaultValue: '812345678' } };

/** The picker opens with Enter, moves with the arrows and chooses with Enter. */
export const PickCountry: Story = {
  parameters: { loki: { skip: true } },
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
