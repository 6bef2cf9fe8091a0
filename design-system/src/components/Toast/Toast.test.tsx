import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createDesignSystemI18n } from '../../i18n';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { ToastProvider, useToast, type ToastOptions } from './Toast';

function Trigger({ toast }: { toast: ToastOptions }) {
  const { show } = useToast();
  return (
    <button type="button" onClick={() => show(toast)}>
      Show
    </button>
  );
}

function renderToast(toast: ToastOptions, language = 'en') {
  render(
    <I18nextProvider i18n={createDesignSystemI18n(language)}>
      <ThemeProvider mode="dark">
        <ToastProvider>
          <Trigger toast={toast} />
        </ToastProvider>
      </ThemeProvider>
    </I18nextProvider>,
  );
}

describe('Toast', () => {
  it('shows a themed toast in a named region and closes it on its translated button', async () => {
    renderToast({ title: 'Saved', description: 'Your profile was updated.', tone: 'success' }, 'es');
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    // The region's code loads with the first toast (Toast.tsx).
    const region = await screen.findByRole('region', { name: /Notificaciones/ });
    expect(region.closest('[data-theme="dark"]')).not.toBeNull();
    const toast = (await screen.findByText('Saved')).closest('li');
    expect(toast).toHaveTextContent('Your profile was updated.');
    expect(toast).toHaveAttribute('data-tone', 'success');
    // A click, not a pointer sequence: Radix's swipe handling needs pointer capture, which jsdom lacks.
    fireEvent.click(screen.getByRole('button', { name: 'Descartar notificación' }));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('announces danger assertively', async () => {
    renderToast({ title: 'Failed', tone: 'danger' });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(document.querySelector('[aria-live="assertive"]')).toHaveTextContent('Failed'));
  });

  it('announces success politely', async () => {
    renderToast({ title: 'Saved', tone: 'success' });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('Saved'));
  });

  it('goes away by itself after its duration', async () => {
    renderToast({ title: 'Copied', durationMs: 1000 });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    // Real time: the region's code loads asynchronously, and Radix's timer starts once it shows.
    await waitFor(
      () => {
        expect(screen.queryByText('Copied')).toBeNull();
      },
      { timeout: 3000 },
    );
  });

  it('refuses to work outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Trigger toast={{ title: 'x' }} />)).toThrow(/ToastProvider/);
  });
});

it('loads nothing of the region before the first toast', () => {
  renderToast({ title: 'Saved' });
  expect(screen.queryByRole('region')).toBeNull();
});
