// @vitest-environment jsdom
// The browser's side of the first screen's data: hooks that hydrate with the page's answers.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import useSWR, { SWRConfig, unstable_serialize } from 'swr';
import useSWRInfinite, { unstable_serialize as serializeInfinite } from 'swr/infinite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientFirstScreen, type FirstScreenData } from './firstScreen';

afterEach(cleanup);

const fetches = { status: 0, hot: 0 };
const fetcher = vi.fn((key: readonly [string]) => {
  const name = key[0] as keyof typeof fetches;
  fetches[name] += 1;
  return Promise.resolve(`${name} fetched ${String(fetches[name])}`);
});

function Call({ name }: { name: 'status' | 'hot' }) {
  const { data } = useSWR([name], fetcher);
  return <p data-testid={name}>{data ?? 'loading'}</p>;
}

/** The page's SWR configuration, with a cache of the test's own, around the hooks `shown`. */
function Page({ data, shown }: { data: FirstScreenData; shown: ('status' | 'hot')[] }) {
  return (
    <StrictMode>
      <SWRConfig value={{ ...data.swrConfig, provider: () => new Map() }}>
        {shown.map((name) => (
          <Call key={name} name={name} />
        ))}
      </SWRConfig>
    </StrictMode>
  );
}

/** Long enough for SWR's revalidation on mount (it waits a frame for a key with data) to have run. */
const frames = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

describe('clientFirstScreen (browser)', () => {
  it('hydrates a hook with its answer, and does not ask for it on mount; a key without one is fetched', async () => {
    fetches.status = 0;
    fetches.hot = 0;
    const data = clientFirstScreen({ [unstable_serialize(['status'])]: 'status from the page' });
    render(<Page data={data} shown={['status', 'hot']} />);
    expect(screen.getByTestId('status').textContent).toBe('status from the page');
    await waitFor(() => {
      expect(screen.getByTestId('hot').textContent).toBe('hot fetched 1');
    });
    await frames();
    expect(fetches.status).toBe(0);
    expect(screen.getByTestId('status').textContent).toBe('status from the page');
  });

  it('asks again for a key that mounts later: the answer is only for the first render', async () => {
    fetches.status = 0;
    const data = clientFirstScreen({ [unstable_serialize(['status'])]: 'status from the page' });
    const view = render(<Page data={data} shown={['status']} />);
    await frames();
    expect(fetches.status).toBe(0);
    view.rerender(<Page data={data} shown={[]} />);
    view.rerender(<Page data={data} shown={['status']} />);
    await waitFor(() => {
      expect(screen.getByTestId('status').textContent).toBe('status fetched 1');
    });
    expect(fetches.status).toBe(1);
  });

  it('without answers (a page the browser renders) every hook fetches as usual', async () => {
    fetches.status = 0;
    render(<Page data={clientFirstScreen()} shown={['status']} />);
    expect(screen.getByTestId('status').textContent).toBe('loading');
    await waitFor(() => {
      expect(screen.getByTestId('status').textContent).toBe('status fetched 1');
    });
  });

  it("hydrates a paged list (useSWRInfinite) with the page's first page, without fetching it", async () => {
    const getKey = (index: number) => ['games/list', index] as const;
    const pageFetcher = vi.fn((key: readonly [string, number]) => Promise.resolve([`fetched ${String(key[1])}`]));
    function List() {
      const { data } = useSWRInfinite(getKey, pageFetcher);
      return <p data-testid="list">{data ? data.flat().join(', ') : 'loading'}</p>;
    }
    const data = clientFirstScreen({ [serializeInfinite(getKey)]: [['game from the page']] });
    render(
      <StrictMode>
        <SWRConfig value={{ ...data.swrConfig, provider: () => new Map() }}>
          <List />
        </SWRConfig>
      </StrictMode>,
    );
    expect(screen.getByTestId('list').textContent).toBe('game from the page');
    await frames();
    expect(pageFetcher).not.toHaveBeenCalled();
    expect(screen.getByTestId('list').textContent).toBe('game from the page');
  });

  it("loads a paged list's second page without asking for the first again", async () => {
    const getKey = (index: number) => ['games/more', index] as const;
    const pageFetcher = vi.fn((key: readonly [string, number]) => Promise.resolve([`fetched ${String(key[1])}`]));
    function List() {
      const { data, size, setSize } = useSWRInfinite(getKey, pageFetcher, { revalidateFirstPage: false });
      return (
        <>
          <p data-testid="list">{data ? data.flat().join(', ') : 'loading'}</p>
          <button type="button" onClick={() => void setSize(size + 1)}>
            more
          </button>
        </>
      );
    }
    const data = clientFirstScreen({ [serializeInfinite(getKey)]: [['game from the page']] });
    render(
      <SWRConfig value={{ ...data.swrConfig, provider: () => new Map() }}>
        <List />
      </SWRConfig>,
    );
    await frames();
    act(() => screen.getByRole('button', { name: 'more' }).click());
    await waitFor(() => {
      expect(screen.getByTestId('list').textContent).toBe('game from the page, fetched 1');
    });
    expect(pageFetcher.mock.calls.map(([key]) => key[1])).toEqual([1]);
  });

  it('asks no more after an error (the API client has retried already)', () => {
    expect(clientFirstScreen().swrConfig.shouldRetryOnError).toBe(false);
  });
});
