import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../../theme/ThemeProvider';
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

  it('marks an error, required and disabled state on the trigger', () => {
    const { trigger } = renderSelect({ error: 'Choose a game type', required: true, disabled: true });
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAttribute('aria-required', 'true');
    expect(trigger).toHaveAccessibleDescription('Choose a game type');
    expect(trigger).toBeDisabled();
  });
});
