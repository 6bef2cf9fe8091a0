import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StatusPage } from './StatusPage';

describe('StatusPage', () => {
  it('maintenance offers refresh and customer service', async () => {
    const onRefresh = vi.fn();
    const onCustomerService = vi.fn();
    render(<StatusPage kind="maintenance" onRefresh={onRefresh} onCustomerService={onCustomerService} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Under maintenance' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await userEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    expect(onRefresh).toHaveBeenCalledOnce();
    expect(onCustomerService).toHaveBeenCalledOnce();
  });

  it('blocked shows the visitor IP', () => {
    render(<StatusPage kind="blocked" ip="203.0.113.7" />);
    expect(screen.getByRole('region', { name: 'Access restricted' })).toBeInTheDocument();
    expect(screen.getByText('203.0.113.7')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('invalid URL offers customer service as its only way forward, even when other actions are given', async () => {
    const onCustomerService = vi.fn();
    render(<StatusPage kind="invalidUrl" onCustomerService={onCustomerService} onRefresh={vi.fn()} onHome={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Invalid URL' })).toBeInTheDocument();
    expect(screen.getByText(/not one of the site's/)).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    expect(onCustomerService).toHaveBeenCalledOnce();
  });

  it('error offers retry, not found offers home', async () => {
    const onRetry = vi.fn();
    const onHome = vi.fn();
    const { unmount } = render(<StatusPage kind="error" onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    unmount();
    render(<StatusPage kind="notFound" onHome={onHome} details="/missing" />);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('/missing')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to home' }));
    expect(onHome).toHaveBeenCalledOnce();
  });
});
