import { LanguageSwitcher } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Patterns/LanguageSwitcher',
  component: LanguageSwitcher,
  args: { value: 'es', supported: ['es', 'en', 'th'], onChange: fn() },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Idioma: Español' })).toBeInTheDocument();
  },
};

export const Thai: Story = { args: { value: 'th' } };

/** Opened with the keyboard: languages the operator has not enabled are listed but skipped. */
export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    within(canvasElement).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Español' })).toHaveAttribute('aria-checked', 'true');
    await expect(within(menu).getByRole('menuitemradio', { name: 'العربية (no disponible)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};
