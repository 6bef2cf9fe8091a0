import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ActionResult } from './ActionResult';

describe('ActionResult', () => {
  it('announces a failure as an alert and the rest as a status, named by the title', () => {
    const { rerender } = render(
      <ActionResult tone="danger" title="Transfer failed" actions={<button type="button">Try again</button>}>
        Nothing moved.
      </ActionResult>,
    );
    expect(screen.getByRole('alert', { name: 'Transfer failed' })).toHaveTextContent('Nothing moved.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    rerender(<ActionResult tone="success" title="Transfer done" />);
    expect(screen.getByRole('status', { name: 'Transfer done' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
