// @vitest-environment jsdom
import { act, useState, type SyntheticEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { earlySubmissionsScript } from './earlySubmissions';

/** A login form as the site renders it: the page's own handler sends it, never the browser. */
function LoginForm({ onSent }: { onSent: (fields: Record<string, string>, button: string) => void }) {
  const [sent, setSent] = useState(false);
  const send = (event: SyntheticEvent<HTMLFormElement, SubmitEvent>) => {
    event.preventDefault();
    const submitter = event.nativeEvent.submitter;
    onSent(
      Object.fromEntries(new FormData(event.currentTarget) as unknown as Iterable<[string, string]>),
      submitter?.id ?? '',
    );
    setSent(true);
  };
  return (
    <form aria-label="Log in" onSubmit={send}>
      <input name="username" defaultValue="demo_member" />
      <input name="password" type="password" defaultValue="Demo1234" />
      <button id="login" type="submit">
        Log in
      </button>
      <button id="other" type="submit">
        Other
      </button>
      {sent ? <p>Sent</p> : null}
    </form>
  );
}

/** The server's HTML of the form in a fresh container, not hydrated yet. */
function serverPage(onSent = vi.fn()) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<LoginForm onSent={onSent} />);
  document.body.append(container);
  const form = container.querySelector('form') ?? document.createElement('form');
  const button = (id: string) =>
    container.querySelector<HTMLButtonElement>(`#${id}`) ?? document.createElement('button');
  let root: Root | undefined;
  const hydrate = () =>
    act(() => {
      root = hydrateRoot(container, <LoginForm onSent={onSent} />);
    });
  return {
    container,
    form,
    button,
    onSent,
    hydrate,
    unmount: () => {
      act(() => root?.unmount());
    },
  };
}

/** Whether the browser would have sent the form itself (the submit event was not stopped). */
function submitNatively(form: HTMLFormElement, submitter: HTMLButtonElement) {
  const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter });
  form.dispatchEvent(event);
  return !event.defaultPrevented;
}

beforeAll(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script's text is what the page's head runs
  const script = new Function(earlySubmissionsScript) as () => void;
  script();
});

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('earlySubmissionsScript', () => {
  it('stops a submission before hydration and sends it through the page, with its button, once hydrated', async () => {
    vi.useFakeTimers();
    const page = serverPage();
    expect(submitNatively(page.form, page.button('other'))).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(page.onSent).not.toHaveBeenCalled();

    page.hydrate();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(page.onSent).toHaveBeenCalledTimes(1);
    expect(page.onSent).toHaveBeenCalledWith({ username: 'demo_member', password: 'Demo1234' }, 'other');
    expect(page.container.textContent).toContain('Sent');
    page.unmount();
  });

  it('leaves a hydrated form to React: its own handler, once', () => {
    const page = serverPage();
    page.hydrate();
    let native = true;
    act(() => {
      native = submitNatively(page.form, page.button('login'));
    });
    expect(native).toBe(false);
    expect(page.onSent).toHaveBeenCalledTimes(1);
    expect(page.onSent).toHaveBeenCalledWith({ username: 'demo_member', password: 'Demo1234' }, 'login');
    page.unmount();
  });

  it('gives up on a form that left the page, and after 15 seconds', async () => {
    vi.useFakeTimers();
    const gone = serverPage();
    submitNatively(gone.form, gone.button('login'));
    gone.container.remove();
    const late = serverPage();
    submitNatively(late.form, late.button('login'));
    await vi.advanceTimersByTimeAsync(15_100);
    expect(vi.getTimerCount()).toBe(0);
    late.hydrate();
    expect(late.onSent).not.toHaveBeenCalled();
    late.unmount();
  });
});
