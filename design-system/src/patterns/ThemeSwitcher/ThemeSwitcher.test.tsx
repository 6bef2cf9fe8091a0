import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeSwitcher } from './ThemeSwitcher';

describe('ThemeSwitcher', () => {
  it('is a named radio group with the current mode checked', () => {
    render(<ThemeSwitcher mode="dark" onModeChange={vi.fn()} />);
    expect(screen.getByRole('radiogroup', { name: 'Colour mode' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Light' })).not.toBeChecked();
  });

  it('changes mode by click and by arrow key', async () => {
    const onModeChange = vi.fn();
    const { rerender } = render(<ThemeSwitcher mode="dark" onModeChange={onModeChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Light' }));
    expect(onModeChange).toHaveBeenLastCalledWith('light');
    rerender(<ThemeSwitcher mode="light" onModeChange={onModeChange} />);
    expect(screen.getByRole('radio', { name: 'Light' })).toHaveFocus();
    // Key down only: Radix moves focus after a timeout and selects only while the arrow is held.
    await userEvent.keyboard('{ArrowLeft>}');
    await waitFor(() => expect(onModeChange).toHaveBeenLastCalledWith('dark'));
  });
});
