import { BannerCarousel } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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
};

/** A bullet chosen: the carousel glides to that banner (1 s, SPEC.md section 9) and marks its bullet. */
export const ThirdBannerChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Spanish, or English in the right-to-left theme (Storybook's "ar": right to left, English text).
    const third = canvas.getByRole('button', { name: /^(Ir al banner|Go to banner) 3$/ });
    await userEvent.click(third);
    await waitFor(() => expect(third).toHaveAttribute('aria-current', 'true'), { timeout: 3000 });
    // The glide is over when the track snaps again (useSnapTrack turns snapping off while it glides).
    const track = canvas.getByRole('group', { name: /^3 (de|of) 3$/ }).parentElement as HTMLElement;
    await waitFor(() => expect(track.style.scrollSnapType).toBe(''), { timeout: 3000 });
    await expect(canvas.getByRole('img', { name: banners[2]?.title })).toBeVisible();
  },
};
