import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CaptchaField } from './CaptchaField';

const image = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E';

describe('CaptchaField', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the image with a translated alt and turns autocomplete off', () => {
    render(<CaptchaField label="Captcha" image={image} onRefresh={vi.fn()} />);
    expect(screen.getByRole('img', { name: 'Captcha' })).toHaveAttribute('src', image);
    expect(screen.getByRole('textbox', { name: 'Captcha' })).toHaveAttribute('autocomplete', 'off');
  });

  it('refreshes at most once per second', () => {
    const onRefresh = vi.fn();
    render(<CaptchaField label="Captcha" image={image} onRefresh={onRefresh} />);
    const refresh = screen.getByRole('button', { name: 'Refresh captcha' });
    fireEvent.click(refresh);
    fireEvent.click(refresh);
    fireEvent.click(refresh);
    expect(onRefresh).toHaveBeenCalledOnce();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    fireEvent.click(refresh);
    expect(onRefresh).toHaveBeenCalledTimes(2);
  });

  it('shows a spinner instead of the image while loading, and no refresh then', () => {
    const onRefresh = vi.fn();
    render(<CaptchaField label="Captcha" image={image} loading onRefresh={onRefresh} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('status', { name: 'Loading captcha…' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh captcha' }));
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('passes the error to the input', () => {
    render(<CaptchaField label="Captcha" error="Enter the captcha" onRefresh={vi.fn()} />);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Enter the captcha');
  });
});
