import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { graphemes } from './graphemes';
import { Textarea } from './Textarea';

describe('graphemes', () => {
  it('counts what a player sees as one character once', () => {
    expect(graphemes('héllo')).toHaveLength(5);
    expect(graphemes('👍🏽🇲🇽')).toHaveLength(2);
    expect(graphemes('สวัสดี').length).toBeLessThan('สวัสดี'.length);
  });
});

describe('Textarea', () => {
  it('is a labelled multi-line textbox with hint and error', () => {
    render(<Textarea label="Remark" hint="Optional" error="Too long" required />);
    const box = screen.getByRole('textbox', { name: 'Remark' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveAccessibleDescription('Optional Too long');
  });

  it('counts characters live and stops input at maxLength (uncontrolled)', async () => {
    render(<Textarea label="Remark" maxLength={5} />);
    const box = screen.getByRole('textbox');
    expect(screen.getByText('0 / 5')).toBeInTheDocument();
    await userEvent.type(box, 'abc');
    expect(screen.getByText('3 / 5')).toBeInTheDocument();
    await userEvent.type(box, 'defgh');
    expect(box).toHaveValue('abcde');
    expect(screen.getByText('5 / 5')).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription('5 of 5 characters used');
  });

  it('counts emoji as one character and cuts a controlled value at the limit', () => {
    const onChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <Textarea
          label="Remark"
          maxLength={3}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            setValue(event.target.value);
          }}
        />
      );
    }
    render(<Controlled />);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '👍🏽👍🏽👍🏽👍🏽' } });
    expect(onChange).toHaveBeenLastCalledWith('👍🏽👍🏽👍🏽');
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
  });

  it('shows no counter without maxLength', () => {
    render(<Textarea label="Remark" />);
    expect(screen.queryByText(/\//)).toBeNull();
  });
});
