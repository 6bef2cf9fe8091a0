import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('links its visible label to the input', () => {
    render(<TextField label="Username" />);
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeVisible();
    expect(screen.getByText('Username').tagName).toBe('LABEL');
  });

  it('keeps a hidden label as the accessible name', () => {
    render(<TextField label="Search games" hideLabel />);
    expect(screen.getByRole('textbox', { name: 'Search games' })).toBeInTheDocument();
  });

  it('marks required fields with a decorative * and aria-required', () => {
    render(<TextField label="Username" required />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('required');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('describes the input with its hint and error and marks it invalid', () => {
    render(<TextField label="Username" hint="4 to 12 characters" error="Input cannot be empty" aria-describedby="x" />);
    const input = screen.getByRole('textbox');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toHaveLength(3);
    expect(input).toHaveAccessibleDescription('4 to 12 characters Input cannot be empty');
  });

  it('is valid without an error', () => {
    render(<TextField label="Username" />);
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-describedby');
  });

  it('uses the given id', () => {
    render(<TextField label="Username" id="user" />);
    expect(screen.getByRole('textbox')).toHaveAttribute('id', 'user');
  });

  it('works with Formik-style field props (name, value, onChange, onBlur)', async () => {
    const onBlur = vi.fn();
    function Form() {
      const [value, setValue] = useState('');
      return (
        <TextField
          label="Username"
          name="username"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          onBlur={onBlur}
        />
      );
    }
    render(<Form />);
    const input = screen.getByRole('textbox');
    await userEvent.type(input, 'player1');
    await userEvent.tab();
    expect(input).toHaveValue('player1');
    expect(input).toHaveAttribute('name', 'username');
    expect(onBlur).toHaveBeenCalledOnce();
  });

  it('renders an end adornment and forwards its ref', () => {
    const ref = { current: null as HTMLInputElement | null };
    render(<TextField label="Amount" ref={ref} end={<button type="button">Max</button>} />);
    expect(screen.getByRole('button', { name: 'Max' })).toBeInTheDocument();
    expect(ref.current).toBe(screen.getByRole('textbox'));
  });
});
