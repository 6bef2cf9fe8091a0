import { VendorMenu, type Vendor } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

/** A vendor mark as an inline SVG (stories never load from the network). */
const logo = (text: string, hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="8" fill="hsl(${String(hue)} 60% 45%)"/><text x="20" y="25" font-family="sans-serif" font-size="12" font-weight="700" fill="#fff" text-anchor="middle">${text}</text></svg>`,
  )}`;

const names = [
  'PG Soft',
  'Evolution',
  'Pragmatic Play',
  'JDB',
  'CQ9',
  'Fa Chai',
  'Jili',
  'BGSoft',
  'Playtech',
  'EG2',
  'Spade Gaming',
  'Habanero',
  'Microgaming',
  'Red Tiger',
];
const vendors = (count: number): Vendor[] =>
  names.slice(0, count).map((name, index) => ({
    code: name.replace(/\s/g, '').toUpperCase(),
    name,
    logo: index === 3 ? undefined : logo(name.slice(0, 2).toUpperCase(), index * 25),
  }));

const meta = {
  title: 'Components/VendorMenu',
  component: VendorMenu,
  args: { label: 'Live', href: '/live', vendors: vendors(6), onSelect: fn(), onNavigate: fn() },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ minBlockSize: 480 }}>{Story()}</div>],
} satisfies Meta<typeof VendorMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const openByKeyboard = async (canvasElement: HTMLElement) => {
  within(canvasElement).getByRole('link', { name: 'Live' }).focus();
  await userEvent.keyboard('{ArrowDown}');
  return screen.findByRole('list');
};

export const Closed: Story = { args: { active: true } };

/** Six vendors: the regular two-column panel, opened by ArrowDown; Enter selects a vendor. */
export const SixVendors: Story = {
  play: async ({ args, canvasElement }) => {
    const list = await openByKeyboard(canvasElement);
    await expect(list).toHaveAttribute('data-size', 'regular');
    await waitFor(() => expect(within(list).getByRole('button', { name: 'PG Soft' })).toHaveFocus());
    await userEvent.keyboard('{Tab}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('EVOLUTION');
  },
};

/** Fourteen vendors: more than 10 switch to the large layout (SPEC.md section 2). */
export const FourteenVendors: Story = {
  args: { vendors: vendors(14) },
  play: async ({ canvasElement }) => {
    const list = await openByKeyboard(canvasElement);
    await expect(list).toHaveAttribute('data-size', 'large');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(14);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('list')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('link', { name: 'Live' })).toHaveFocus();
  },
};

/** Hovering the item opens the panel after a short delay. */
export const OpensOnHover: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('link', { name: 'Live' }));
    await expect(await screen.findByRole('list')).toBeVisible();
  },
};
