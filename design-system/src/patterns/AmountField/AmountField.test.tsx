import { render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { amountText, checkAmount, parseAmount } from './amount';
import { AmountField, useAmountProblemText, type AmountFieldProps } from './AmountField';

function Stateful(props: Partial<AmountFieldProps> & { onChange?: (value: string) => void }) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <AmountField
      label="Amount"
      currencySymbol="$"
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

describe('amounts', () => {
  it('reads digits with a point or a comma and at most 2 decimals', () => {
    expect(parseAmount(' 12.5 ')).toBe(12.5);
    expect(parseAmount('12,05')).toBe(12.05);
    expect(parseAmount('1,000.50')).toBeNull();
    expect(parseAmount('12.345')).toBeNull();
    expect(parseAmount('-3')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
    expect(amountText(1234.5)).toBe('1234.50');
  });

  it('names the first problem: required, format, min, max, available', () => {
    const limits = { min: 10, max: 500, available: 200 };
    expect(checkAmount('', limits)).toEqual({ kind: 'required' });
    expect(checkAmount('0', limits)).toEqual({ kind: 'format' });
    expect(checkAmount('1.234', limits)).toEqual({ kind: 'format' });
    expect(checkAmount('9.99', limits)).toEqual({ kind: 'min', limit: 10 });
    expect(checkAmount('500.01', limits)).toEqual({ kind: 'max', limit: 500 });
    expect(checkAmount('200.01', limits)).toEqual({ kind: 'available', limit: 200 });
    expect(checkAmount('200', limits)).toBeNull();
  });

  it('words a problem with the limit as money', () => {
    const { result } = renderHook(() => useAmountProblemText('$'));
    expect(result.current({ kind: 'min', limit: 1000 })).toBe('The minimum is $1,000.00.');
    expect(result.current({ kind: 'available', limit: 12.5 })).toBe('You have $12.50 available.');
    expect(result.current(null)).toBeUndefined();
  });
});

describe('AmountField', () => {
  it('shows the symbol and the limits, and keeps what is typed as it is', async () => {
    const onChange = vi.fn();
    render(<Stateful min={100} max={50000} onChange={onChange} error="Enter a number with at most 2 decimals." />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveAccessibleDescription('From $100.00 to $50,000.00 Enter a number with at most 2 decimals.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '12.345');
    expect(input).toHaveValue('12.345');
    expect(screen.getByText('$')).toBeInTheDocument();
  });

  it('fills a quick amount or all, and marks the quick amount chosen', async () => {
    render(<Stateful quickAmounts={[100, 500]} allAmount={1234.5} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.click(screen.getByRole('button', { name: '$500.00' }));
    expect(input).toHaveValue('500.00');
    expect(screen.getByRole('button', { name: '$500.00' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '$100.00' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'All: $1,234.50' }));
    expect(input).toHaveValue('1234.50');
    expect(screen.getByRole('group', { name: 'Quick amounts' })).toBeInTheDocument();
  });

  it('disables the field and its shortcuts', () => {
    render(<Stateful quickAmounts={[100]} allAmount={10} disabled />);
    expect(screen.getByRole('textbox', { name: 'Amount' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '$100.00' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'All: $10.00' })).toBeDisabled();
  });
});
