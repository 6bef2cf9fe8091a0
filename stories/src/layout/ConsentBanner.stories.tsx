import { ConsentBanner } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const meta = {
  title: 'Patterns/ConsentBanner',
  component: ConsentBanner,
  args: { onAccept: fn(), onDecline: fn(), onPrivacy: fn(), privacyHref: '/help#privacy' },
  parameters: { layout: 'fullscreen' },
  decorators: [
    // The banner is fixed to the viewport's bottom inline-end corner; a transformed frame holds it, so
    // that the story (and its screenshot) shows it in its corner of a page-sized area.
    (Story) => (
      <div style={{ position: 'relative', transform: 'translateZ(0)', minBlockSize: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConsentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On arrival: it asks, and leaves the focus where it was. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Tu privacidad' });
    await expect(region).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Rechazar' })).not.toHaveFocus();
    await userEvent.click(canvas.getByRole('link', { name: 'Política de privacidad' }));
    await expect(args.onPrivacy).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Aceptar análisis' }));
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
  },
};

/** Shown again from the footer: the focus is on its first choice, and Enter declines. */
export const Reopened: Story = {
  args: { focusOnOpen: true },
  play: async ({ args, canvasElement }) => {
    const decline = within(canvasElement).getByRole('button', { name: 'Rechazar' });
    // Focused once it has mounted (an effect).
    await waitFor(() => expect(decline).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onDecline).toHaveBeenCalledTimes(1);
  },
};

/** A site without a privacy text: no link. */
export const WithoutPrivacyLink: Story = {
  args: { privacyHref: undefined, onPrivacy: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

/** Thai, the longest of the shipped languages here. */
export const Thai: Story = { globals: { locale: 'th' } };

export const RightToLeft: Story = { globals: { locale: 'ar' } };
