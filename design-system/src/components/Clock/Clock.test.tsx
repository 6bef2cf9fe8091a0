import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Clock } from './Clock';

const moment = Date.UTC(2026, 0, 2, 20, 4, 5);

afterEach(() => vi.useRealTimers());

describe('Clock', () => {
  it('shows a fixed moment in the offset, with its label and machine-readable time', () => {
    render(<Clock offsetMinutes={480} now={moment} locale="en-GB" />);
    const time = screen.getByText('03/01/2026, 04:04:05');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', '2026-01-03T04:04:05+08:00');
    expect(screen.getByText('GMT+08:00')).toBeInTheDocument();
  });

  it('ticks every second, aligned to the second', () => {
    vi.useFakeTimers();
    vi.setSystemTime(moment + 400);
    render(<Clock offsetMinutes={-210} locale="en-GB" />);
    expect(screen.getByText('02/01/2026, 16:34:05')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(600);
    });
    expect(screen.getByText('02/01/2026, 16:34:06')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByText('02/01/2026, 16:34:07')).toBeInTheDocument();
    expect(screen.getByText('GMT-03:30')).toBeInTheDocument();
  });

  it('stands still with a fixed moment and leaves no timer behind', () => {
    vi.useFakeTimers();
    const { unmount } = render(<Clock offsetMinutes={0} now={moment} locale="en-GB" />);
    expect(vi.getTimerCount()).toBe(0);
    unmount();
    render(<Clock offsetMinutes={0} locale="en-GB" />).unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
