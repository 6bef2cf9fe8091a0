import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CountdownButton } from './CountdownButton';

const button = () => screen.getByRole('button');

describe('CountdownButton', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends, counts down while aria-disabled, then is enabled again', () => {
    const onSend = vi.fn();
    render(
      <CountdownButton seconds={3} onSend={onSend}>
        Send code
      </CountdownButton>,
    );
    fireEvent.click(button());
    expect(onSend).toHaveBeenCalledOnce();
    expect(button()).toHaveTextContent('Resend in 3 s');
    expect(button()).toHaveAttribute('aria-disabled', 'true');

    fireEvent.click(button());
    expect(onSend).toHaveBeenCalledOnce();

    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(button()).toHaveTextContent('Resend in 2 s');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(button()).toHaveTextContent('Send code');
    expect(button()).not.toHaveAttribute('aria-disabled');
  });

  it('does not count when onSend returns false', () => {
    render(
      <CountdownButton seconds={60} onSend={() => false}>
        Send code
      </CountdownButton>,
    );
    fireEvent.click(button());
    expect(button()).toHaveTextContent('Send code');
    expect(button()).not.toHaveAttribute('aria-disabled');
  });

  it('shows loading while the send is pending, then counts when it resolves', async () => {
    let resolve: (value: boolean) => void = () => undefined;
    const onSend = vi.fn(() => new Promise<boolean>((done) => (resolve = done)));
    render(
      <CountdownButton seconds={60} onSend={onSend}>
        Send code
      </CountdownButton>,
    );
    fireEvent.click(button());
    expect(button()).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(button());
    expect(onSend).toHaveBeenCalledOnce();
    await act(async () => {
      resolve(true);
      await Promise.resolve();
    });
    expect(button()).not.toHaveAttribute('aria-busy');
    expect(button()).toHaveTextContent('Resend in 60 s');
  });

  it.each([
    ['resolves false', () => Promise.resolve(false)],
    ['rejects', () => Promise.reject(new Error('quota'))],
  ])('does not count when the send %s', async (_case, onSend) => {
    render(
      <CountdownButton seconds={60} onSend={onSend}>
        Send code
      </CountdownButton>,
    );
    await act(async () => {
      fireEvent.click(button());
      await Promise.resolve();
    });
    expect(button()).toHaveTextContent('Send code');
    expect(button()).not.toHaveAttribute('aria-busy');
  });

  it('resumes from initialRemaining', () => {
    render(
      <CountdownButton seconds={60} initialRemaining={42} onSend={vi.fn()}>
        Send code
      </CountdownButton>,
    );
    expect(button()).toHaveTextContent('Resend in 42 s');
    act(() => {
      vi.advanceTimersByTime(42_000);
    });
    expect(button()).toHaveTextContent('Send code');
  });
});
