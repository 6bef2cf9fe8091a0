import { BannerCarousel } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { banners } from './fixtures';

const meta = {
  title: 'Patterns/BannerCarousel',
  component: BannerCarousel,
  // As on home, where the carousel is the top of the first screen: the first banner loads first.
  args: { banners, onOpen: fn(), autoplay: false, priority: true },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One banner: no loop, no pagination, no pause control. */
export const OneBanner: Story = {
  args: { banners: banners.slice(0, 1) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /presentación/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Welcome bonus 100%' }));
    await expect(args.onOpen).toHaveBeenCalledWith({ type: 'promotion', target: 'welcome' });
  },
};

/** Three banners, still: pagination and a play control. */
export const ThreeBanners: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Reproducir la presentación' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: /Ir al banner/ })).toHaveLength(3);
  },
};

/** Autoplay on: pauses with the visible control (WCAG 2.2.2). */
export const Autoplay: Story = {
  args: { autoplay: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pausar la presentación' }));
    await expect(canvas.getByRole('button', { name: 'Reproducir la presentación' })).toBeInTheDocument();
  },
  parameters: { loki: { skip: true } },
};
