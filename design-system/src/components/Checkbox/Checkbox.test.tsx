import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

const label = 'I am over 18 and accept the terms';

describe('Checkbox', () => {
  it('toggles from its label and reports a boolean', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label={label} onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: label });
    expect(box).not.toBeChecked();
    await userEvent.click(screen.getByText(label));
    expect(box).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
  });

  it('toggles with Space', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label={label} defaultChecked onCheckedChange={onCheckedChange} />);
    await userEvent.tab();
    expect(screen.getByRole('checkbox')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('follows a controlled value', () => {
    const { rerender } = render(<Checkbox label={label} checked={false} />);
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    rerender(<Checkbox label={label} checked />);
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('shows its error, marked invalid and described', () => {
    render(<Checkbox label={label} required error="Please agree to the terms" />);
    const box = screen.getByRole('checkbox');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveAccessibleDescription('Please agree to the terms');
  });

  it('ignores clicks when disabled', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label={label} disabled onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByText(label));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
