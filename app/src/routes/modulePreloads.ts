/**
 * Module preloads a few at a time. Vite's preload helper, when a lazy chunk is imported, appends a
 * `<link rel="modulepreload">` for every module of the chunk's graph not yet linked, all in one task:
 * 52 links for home's layout and page. Each starts a request, and under Lighthouse's
 * instrumentation each cost about 1.4 ms, so that task took 41-84 ms (its mobile preset counts 4x:
 * up to 286 ms of blocking time from one task). Linked here beforehand, `modulePreloadsPerTask`
 * a task, the helper finds them and appends none.
 */
import { preloadModule } from 'react-dom';

/**
 * How many links a task appends: a request cost 1.4-3.8 ms under Lighthouse's instrumentation (6 in
 * one task took 22 ms: 90 ms at its mobile preset's 4x CPU); 3 stay under its 50 ms (12.5 at 1x).
 */
export const modulePreloadsPerTask = 3;

/**
 * Links each of `hrefs` (root-relative script URLs) as a module preload, `modulePreloadsPerTask`
 * a task, starting in the next task (not inside the caller's); resolves once all are linked.
 * React's `preloadModule` links each once. (The server leaves out the entry's modules, which the
 * head's loader links.)
 */
export function preloadModules(hrefs: readonly string[]): Promise<void> {
  const pending = [...hrefs];
  return new Promise((resolve) => {
    const next = () => {
      for (const href of pending.splice(0, modulePreloadsPerTask)) preloadModule(href);
      if (pending.length > 0) setTimeout(next, 0);
      else resolve();
    };
    setTimeout(next, 0);
  });
}
