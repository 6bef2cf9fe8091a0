import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrationBoundary, HydrationProvider, useHydrated } from './useHydrated';

function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'in the browser' : 'as the server'}</p>;
}

describe('useHydrated', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('is false on the server and while the page hydrates, true right after, with no mismatch', async () => {
    const html = renderToString(
      <HydrationProvider hydrating>
        <Probe seen={[]} />
      </HydrationProvider>,
    );
    expect(html).toContain('as the server');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    const seen: boolean[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <HydrationProvider hydrating>
          <Probe seen={seen} />
        </HydrationProvider>,
        { onRecoverableError: recoverable },
      );
      await Promise.resolve();
    });
    expect(container.textContent).toBe('in the browser');
    expect(seen).toEqual([false, true]);
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('is true from the first render of a tree rendered in the browser, with or without a provider', async () => {
    const { createRoot } = await import('react-dom/client');
    const seen: boolean[] = [];
    const container = document.createElement('div');
    await act(async () => {
      createRoot(container).render(
        <>
          <HydrationProvider hydrating={false}>
            <Probe seen={seen} />
          </HydrationProvider>
          <Probe seen={seen} />
        </>,
      );
      await Promise.resolve();
    });
    expect(seen).toEqual([true, true]);
  });

  it('hydrates a boundary from the server HTML, its content in the page before and after', async () => {
    const page = (
      <HydrationProvider hydrating>
        <header>frame</header>
        <HydrationBoundary>
          <Probe seen={[]} />
        </HydrationBoundary>
      </HydrationProvider>
    );
    const html = renderToString(page);
    // The content itself, not the (empty) fallback.
    expect(html).toContain('as the server');
    const container = document.createElement('div');
    container.innerHTML = html;
    const paragraph = container.querySelector('p');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: recoverable });
      await Promise.resolve();
    });
    expect(recoverable).not.toHaveBeenCalled();
    // The server's element was kept (hydrated), not rendered anew.
    expect(container.querySelector('p')).toBe(paragraph);
    expect(paragraph?.textContent).toBe('in the browser');
  });
});
