import { test as base, expect as baseExpect, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Assertions wait up to 10 seconds: the first visit of a page loads its code lazily, and a shared
 * 2-core machine running four servers and two browsers is sometimes slow to paint it.
 */
export const expect = baseExpect.configure({ timeout: 10_000 });

/**
 * Every test fails on an uncaught page error or a console error (CSP violations are console errors).
 * A test that breaks requests on purpose names the console lines it expects (`expectedConsole`).
 */
/**
 * Playwright's trace recorder (trace: 'retain-on-failure' records every test) snapshots an image
 * whose source is a blob: URL by fetching it from the page, which the page's CSP (connect-src
 * 'self') refuses. The site never fetches a blob: URL; the same journey run with `--trace off` logs
 * nothing. So this one line, from the tool, is not the page's problem.
 */
const traceSnapshotOfBlob =
  /^Connecting to 'blob:http:\/\/127\.0\.0\.1:\d+\/[\w-]+' violates the following Content Security Policy directive: "connect-src 'self'"/;

/**
 * Whether React has taken over the server's page: its main heading (or main) and every control
 * (form, button, field) carry React's keys (a page the browser rendered itself has them at once).
 * A page without the site's root (an API answer, a picture) is ready as it is.
 */
function reactHasThePage() {
  const root = document.querySelector('#root');
  if (root === null) return true;
  const has = (node: Element, prefix: string) => Object.keys(node).some((key) => key.startsWith(prefix));
  const heading = root.querySelector('main h1') ?? root.querySelector('main');
  return (
    has(root, '__reactContainer$') &&
    (heading === null || has(heading, '__reactFiber$')) &&
    [...root.querySelectorAll('form, button, input, select, textarea')].every((node) => has(node, '__reactProps$'))
  );
}

/**
 * Waits until React has hydrated the server's page (above) and the browser is idle. The page's parts
 * hydrate one by one as their code arrives (the header's tools, a lazy page); before then a click on
 * a server-rendered button is lost and a value typed into a field is lost when it hydrates (the
 * form's state is still empty). React marks an element while it renders a part and runs the part's
 * effects when it commits it, a moment later: a click in between reaches a handler whose effects
 * have not run (React Router's navigate does nothing then; a clean-clone run's not-found page stayed
 * put). Idle means React has no work left.
 */
async function hydrated(page: Page) {
  for (;;) {
    await page.waitForFunction(reactHasThePage, undefined, { timeout: 20_000 });
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })));
    const settled = await page.evaluate(reactHasThePage);
    if (settled) return;
  }
}

export const test = base.extend<{ pageProblems: string[]; expectedConsole: RegExp[] | RegExp }>({
  expectedConsole: [[], { option: true }],
  /**
   * `page.goto` and `page.reload` return once the page has hydrated (above), not at its load event:
   * a journey's first click or keystroke on a server-rendered page then always reaches React. Each
   * journey used to wait for it by hand after each visit, and the one that forgot it failed now and
   * then on a busy machine (stops 38 and 41). A page loaded with JavaScript off is taken as it is.
   */
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        if (args[1]?.waitUntil !== 'commit') await hydrated(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        if (args[0]?.waitUntil !== 'commit') await hydrated(page);
        return response;
      };
    }
    await use(page);
  },
  pageProblems: [
    async ({ page, expectedConsole }, use, testInfo) => {
      // A journey is many steps on a busy machine: a minute each, rather than Playwright's 30 seconds.
      testInfo.setTimeout(Math.max(testInfo.timeout, 60_000));
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      // `test.use({ expectedConsole: [/a/, /b/] })` reaches here as /a/ alone: Playwright reads a
      // two-item array whose second item is an object as [value, fixture options]. A list of several
      // patterns needs the tuple form, `[[/a/, /b/], { scope: 'test' }]`; a lone pattern is taken too.
      const expected: RegExp[] = Array.isArray(expectedConsole) ? expectedConsole : [expectedConsole];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (traceSnapshotOfBlob.test(text)) return;
        if (!expected.some((pattern) => pattern.test(text))) problems.push(`console error: ${text}`);
      });
      await use(problems);
      expect(problems).toEqual([]);
    },
    { auto: true },
  ],
});

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe's WCAG 2.2 A/AA and best-practice findings on the page as it is, one line per rule. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the page's CSP does not restrict.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } };
    const results = await axe.run(document, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
    });
    return results.violations;
  });
  return violations.map(
    ({ id, help, nodes }) => `${id} (${help}): ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** The element that carries the site's theme (ThemeProvider's root). */
export const themeRoot = (page: Page) => page.locator('#root > [data-theme]');

export const storedValue = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);
