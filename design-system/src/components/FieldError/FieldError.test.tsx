import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldError } from './FieldError';

describe('FieldError', () => {
  it('describes the field that references it', () => {
    render(
      <>
        <input aria-label="Username" aria-describedby="username-error" />
        <FieldError id="username-error">Input cannot be empty</FieldError>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription('Input cannot be empty');
  });

  it('is plain text, not an alert', () => {
    render(<FieldError id="e">Wrong</FieldError>);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Wrong')).toHaveAttribute('id', 'e');
  });
});
