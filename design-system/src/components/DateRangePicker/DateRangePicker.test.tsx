import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DateRangePicker, type DateRangePickerProps } from './DateRangePicker';

const today = '2026-11-23';

function renderPicker(props: Partial<DateRangePickerProps> = {}) {
  const onChange = vi.fn();
  render(
    <DateRangePicker
      label="Bet date"
      today={today}
      value={{ from: '2026-11-17', to: '2026-11-23' }}
      onChange={onChange}
      {...props}
    />,
  );
  return { onChange };
}

describe('DateRangePicker', () => {
  it('is a named group of two labelled date inputs', () => {
    renderPicker();
    expect(screen.getByRole('group', { name: 'Bet date' })).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-17');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-23');
    expect(screen.getByLabelText('From')).toHaveAttribute('type', 'date');
  });

  it('offers the previous 7 and 30 days by default, pressed when the range equals one', () => {
    renderPicker();
    expect(screen.getByRole('button', { name: 'Previous 7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Previous 30 days' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('button', { name: 'Next 7 days' })).toBeNull();
  });

  it('fills both days from a preset, with the keyboard too', async () => {
    const { onChange } = renderPicker({ presets: ['previous30', 'next7'] });
    await userEvent.click(screen.getByRole('button', { name: 'Previous 30 days' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-10-25', to: '2026-11-23' });
    screen.getByRole('button', { name: 'Next 7 days' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-23', to: '2026-11-29' });
  });

  it('reports a changed day', () => {
    const { onChange } = renderPicker();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-01', to: '2026-11-23' });
  });

  it('says so when the start is after the end, on both inputs', () => {
    renderPicker({ value: { from: '2026-11-24', to: '2026-11-23' } });
    for (const name of ['From', 'To']) {
      const input = screen.getByLabelText(name);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription('The start date cannot be after the end date.');
    }
  });

  it('shows the caller’s error, and disables presets outside the bounds', () => {
    renderPicker({ error: 'Choose a date', max: today, presets: ['previous7', 'next7'] });
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription('Choose a date');
    expect(screen.getByRole('button', { name: 'Next 7 days' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByLabelText('To')).toHaveAttribute('max', today);
  });
});
