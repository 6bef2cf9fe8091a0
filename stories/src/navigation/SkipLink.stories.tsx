import { SkipLink, Stack, Text } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Components/SkipLink',
  component: SkipLink,
  args: { target: 'story-main', children: 'Saltar al contenido' },
  // The link is placed against the page it skips: its frame is the nearest positioned box.
  render: (args) => (
    <div style={{ position: 'relative', minBlockSize: '8rem', paddingBlockStart: '3rem' }}>
      <SkipLink {...args} />
      <main id={args.target} tabIndex={-1}>
        <Stack gap="xs">
          <Text weight="bold">Contenido principal</Text>
          <Text tone="secondary">La cabecera y el menú quedan atrás.</Text>
        </Stack>
      </main>
    </div>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Until the keyboard reaches it, the link is off screen. */
export const Hidden: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Saltar al contenido' });
    await expect(link).toHaveAttribute('href', '#story-main');
    await expect(link).not.toHaveFocus();
  },
};

// Shot with the focus where the play function left it (Loki lets go of focus before other shots:
// stories/.storybook/loki-ready.ts).
const focusShown = { loki: { keepFocus: true } };

/** The first Tab of the page shows it, with the focus ring. */
export const Focused: Story = {
  parameters: focusShown,
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Saltar al contenido' })).toHaveFocus();
  },
};

/** Enter moves the focus to the main content (the link hides again). */
export const Followed: Story = {
  parameters: focusShown,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};
