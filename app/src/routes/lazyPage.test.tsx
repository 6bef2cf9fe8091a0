// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../test/languages';
import { chunkReloadKey, ChunkLoadError, lazyPage, loadAfter, loadChunk } from './lazyPage';
import { LazyPageFrame } from './RouteBoundary';

const page = { default: () => <p>the page</p> };
const broken = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

beforeEach(() => {
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('loadChunk (SPEC.md section 9: chunk recovery)', () => {
  it('returns the module and clears the reload marker of that page', async () => {
    sessionStorage.setItem(chunkReloadKey, 'home');
    await expect(loadChunk('home', () => Promise.resolve(page))).resolves.toBe(page);
    expect(sessionStorage.getItem(chunkReloadKey)).toBeNull();
  });

  it('reloads the site once on the first failure, and keeps waiting for the reload', async () => {
    const reload = vi.fn();
    const pending = loadChunk('home', broken, { reload });
    await vi.waitFor(() => {
      expect(reload).toHaveBeenCalledTimes(1);
    });
    expect(sessionStorage.getItem(chunkReloadKey)).toBe('home');
    const settled = await Promise.race([
      pending.then(() => 'settled'),
      new Promise((r) => setTimeout(r, 20, 'waiting')),
    ]);
    expect(settled).toBe('waiting');
  });

  it('throws ChunkLoadError on a failure after the reload, without reloading again', async () => {
    sessionStorage.setItem(chunkReloadKey, 'home');
    const reload = vi.fn();
    await expect(loadChunk('home', broken, { reload })).rejects.toBeInstanceOf(ChunkLoadError);
    expect(reload).not.toHaveBeenCalled();
  });

  it('throws ChunkLoadError at once on the server, which has no document to reload', async () => {
    const reload = vi.fn();
    vi.stubGlobal('window', undefined);
    try {
      await expect(loadChunk('home', broken, { reload })).rejects.toBeInstanceOf(ChunkLoadError);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(chunkReloadKey)).toBeNull();
  });

  it('imports only once the module preloads it was told of are linked (loadAfter)', async () => {
    const linked: { resolve?: () => void } = {};
    loadAfter(new Promise<undefined>((resolve) => (linked.resolve = () => resolve(undefined))));
    try {
      const load = vi.fn(() => Promise.resolve(page));
      const loading = loadChunk('home', load);
      await new Promise((r) => setTimeout(r, 5));
      expect(load).not.toHaveBeenCalled();
      linked.resolve?.();
      await expect(loading).resolves.toBe(page);
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      loadAfter(Promise.resolve());
    }
  });

  it('treats a load that does not answer within the time-out as a failure', async () => {
    sessionStorage.setItem(chunkReloadKey, 'slow');
    const never = () => new Promise<typeof page>(() => undefined);
    await expect(loadChunk('slow', never, { timeoutMs: 10 })).rejects.toBeInstanceOf(ChunkLoadError);
  });
});

describe('a lazy page in its route boundary', () => {
  it('shows the error page after a second failure, and its retry imports the page again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStorage.setItem(chunkReloadKey, 'flaky');
    let attempts = 0;
    const lazy = lazyPage('flaky', () => {
      attempts += 1;
      return attempts === 1 ? broken() : Promise.resolve(page);
    });
    const i18n = createTestI18n('en');
    render(
      <I18nextProvider i18n={i18n}>
        <LazyPageFrame lazy={lazy} fallback={<p>loading</p>} />
      </I18nextProvider>,
    );
    expect(await screen.findByText('The page is slow to load, please check your network.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('the page')).toBeTruthy();
    expect(attempts).toBe(2);
  });

  it('renders a page whose code is already here at once, without committing the fallback', async () => {
    const lazy = lazyPage('preloaded', () => Promise.resolve(page));
    lazy.preload();
    await vi.waitFor(() => expect(lazy.Loaded).toBeDefined());
    const seen: string[] = [];
    const Fallback = () => {
      seen.push('fallback');
      return <p>loading</p>;
    };
    render(<LazyPageFrame lazy={lazy} fallback={<Fallback />} />);
    expect(screen.getByText('the page')).toBeTruthy();
    expect(seen).toEqual([]);
  });

  it('keeps the page mounted when its frame renders again after the code arrived', async () => {
    const lazy = lazyPage('late', () => Promise.resolve(page));
    const { rerender } = render(<LazyPageFrame lazy={lazy} fallback={<p>loading</p>} />);
    const shown = await screen.findByText('the page');
    rerender(<LazyPageFrame lazy={lazy} fallback={<p>loading</p>} />);
    // The same element: switching from the lazy wrapper to the loaded component would remount it.
    expect(screen.getByText('the page')).toBe(shown);
  });
});
