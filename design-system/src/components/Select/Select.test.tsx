import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createDesignSystemI18n } from '../../i18n';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { Modal } from '../Modal';
import { Select, type SelectProps } from './Select';

// jsdom lacks the pointer-capture and scrolling APIs Radix Select calls.
beforeAll(() => {
  Object.assign(Element.prototype, {
    hasPointerCapture: () => false,
    releasePointerCapture: () => undefined,
    scrollIntoView: () => undefined,
  });
});

const options = [
  { value: 'all', label: 'All games' },
  { value: 'slots', label: 'Slots' },
  { value: 'live', label: 'Live casino', disabled: true },
  { value: 'sports', label: 'Sports' },
];

function renderSelect(props: Partial<SelectProps> = {}) {
  const onValueChange = vi.fn();
  render(
    <ThemeProvider mode="dark">
      <Select label="Game type" options={options} onValueChange={onValueChange} {...props} />
    </ThemeProvider>,
  );
  return { onValueChange, trigger: screen.getByRole('combobox', { name: 'Game type' }) };
}

describe('Select', () => {
  it('is a combobox named by its label, showing the placeholder', () => {
    const { trigger } = renderSelect();
    expect(trigger).toHaveTextContent('Select…');
  });

  it('shows the chosen option', () => {
    const { trigger } = renderSelect({ value: 'slots' });
    expect(trigger).toHaveTextContent('Slots');
  });

  it('opens a themed list and chooses with the keyboard, skipping disabled options', async () => {
    const { trigger, onValueChange } = renderSelect({ defaultValue: 'slots' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const list = await screen.findByRole('listbox');
    expect(list.closest('[data-theme="dark"]')).not.toBeNull();
    expect(screen.getByRole('option', { name: 'Live casino' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('sports');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger).toHaveTextContent('Sports');
  });

  it('inside a dialog that opens with it, shows its list to assistive technology too', async () => {
    // The dialog hides the rest of the page (aria-hidden) as it opens: the list's portal must not be
    // part of what it hides (Select.tsx, SelectList).
    render(
      <I18nextProvider i18n={createDesignSystemI18n('en')}>
        <ThemeProvider mode="dark">
          <Modal title="Contract" defaultOpen>
            <Select label="Game type" options={options} />
          </Modal>
        </ThemeProvider>
      </I18nextProvider>,
    );
    screen.getByRole('combobox', { name: 'Game type' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('option', { name: 'Sports' })).toBeInTheDocument();
  });

  it('marks an error, required and disabled state on the trigger', () => {
    const { trigger } = renderSelect({ error: 'Choose a game type', required: true, disabled: true });
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAttribute('aria-required', 'true');
    expect(trigger).toHaveAccessibleDescription('Choose a game type');
    expect(trigger).toBeDisabled();
  });
});
