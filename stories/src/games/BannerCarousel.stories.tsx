import { BannerCarousel } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inlineSize, maxInlineSize } from '../decorators';
import { banners, cardBanners, stripBanners } from './fixtures';

const meta = {
  title: 'Patterns/BannerCarousel',
  component: BannerCarousel,
  // As on home, where the carousel is the top of the first screen: the first banner loads first.
  args: { banners, onOpen: fn(), autoplay: false, priority: true },
  decorators: [maxInlineSize(960)],
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
    const third = canvas.getByRole('button', { name: 'Ir al banner 3' });
    await userEvent.click(third);
    await waitFor(() => expect(third).toHaveAttribute('aria-current', 'true'), { timeout: 3000 });
    // The glide is over when the track snaps again (useSnapTrack turns snapping off while it glides).
    const track = canvas.getByRole('group', { name: '3 de 3' }).parentElement as HTMLElement;
    await waitFor(() => expect(track.style.scrollSnapType).toBe(''), { timeout: 3000 });
    await expect(canvas.getByRole('img', { name: banners[2]?.title })).toBeVisible();
  },
};

/**
 * A popup's band over its form (issue 16 item 6: the login, register and forgot-password popups;
 * shape `strip`, 3 / 1), in the modal's width.
 */
export const PopupStrip: Story = {
  args: { banners: stripBanners, shape: 'strip', priority: false },
  decorators: [inlineSize(392)],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const picture = canvas.getByRole('img', { name: 'Premios por entrar cada día' });
    await expect(picture).toHaveAttribute('width', '600');
    await expect(picture).toHaveAttribute('height', '200');
    await expect(picture.getBoundingClientRect().width / picture.getBoundingClientRect().height).toBeCloseTo(3, 1);
    await userEvent.click(canvas.getByRole('button', { name: 'Premios por entrar cada día' }));
    await expect(args.onOpen).toHaveBeenCalledWith({ type: 'promotion', target: '1' });
  },
};

/**
 * The side menu's small card (shape `card`, 2 / 1) at the foot of the menu, off the first screen:
 * its pictures stay lazy.
 */
export const SideMenuCard: Story = {
  args: { banners: cardBanners, shape: 'card', priority: false, lazy: true },
  decorators: [inlineSize(208)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picture = canvas.getByRole('img', { name: 'Invita a tus amigos' });
    await expect(picture).toHaveAttribute('loading', 'lazy');
    await expect(picture).toHaveAttribute('width', '240');
    await expect(picture.getBoundingClientRect().width / picture.getBoundingClientRect().height).toBeCloseTo(2, 1);
  },
};
