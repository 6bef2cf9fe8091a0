// @vitest-environment jsdom
// React's preloadModule does its work once react-dom/client has loaded (the site's entry loads it).
import 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { modulePreloadsPerTask, preloadModules } from './modulePreloads';

const preloads = () =>
  Array.from(document.head.querySelectorAll('link[rel="modulepreload"]'), (link) => link.getAttribute('href'));

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
});

describe('preloadModules', () => {
  it('links the modules a few a task, starting in the next task, and resolves once all are linked', async () => {
    vi.useFakeTimers();
    const hrefs = Array.from({ length: 2 * modulePreloadsPerTask + 1 }, (_, i) => `/assets/m${String(i)}.js`);
    let done = false;
    void preloadModules(hrefs).then(() => (done = true));
    expect(preloads()).toEqual([]);
    const linkedAfterEachTask: number[] = [];
    for (let task = 0; task < 3; task += 1) {
      vi.advanceTimersToNextTimer();
      linkedAfterEachTask.push(preloads().length);
    }
    expect(linkedAfterEachTask).toEqual([modulePreloadsPerTask, 2 * modulePreloadsPerTask, hrefs.length]);
    await vi.runAllTimersAsync();
    expect(done).toBe(true);
    expect(preloads()).toEqual(hrefs);
  });

  it('links a module once, however often it is asked for', async () => {
    await preloadModules(['/assets/page-b2.js', '/assets/page-b2.js']);
    await preloadModules(['/assets/page-b2.js', '/assets/other-c3.js']);
    expect(preloads()).toEqual(['/assets/page-b2.js', '/assets/other-c3.js']);
  });

  it('resolves after a task when there is nothing to link (development, a page rendered in the browser)', async () => {
    vi.useFakeTimers();
    let done = false;
    void preloadModules([]).then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.runAllTimersAsync();
    expect(done).toBe(true);
    expect(preloads()).toEqual([]);
  });
});
