import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// CLS 0 on the home page (issue 15), checked without Lighthouse's luck: the page paints with the
// fallback fonts first (every font file held back), and nothing on it may move when the fonts
// arrive or when the page hydrates. A Lighthouse run sees a shift only when its first paint happens
// to come before the fonts (0.00067-0.00093 in one run of three); here that is every run.

/** How long each font file is held back: the page paints, hydrates and then gets its fonts. */
const fontDelayMs = 1_500;
/** The page counts as still once no shift has come for this long after its fonts have loaded. */
const stillMs = 1_000;

interface Shift {
  at: number;
  value: number;
  moved: string[];
}

/**
 * Collects the page's layout shifts from its start (a buffered observer, installed before the
 * page's own scripts), each with the nodes that moved: tag, class, text, font and both boxes.
 */
function observeShifts() {
  const shifts: Shift[] = [];
  (window as unknown as { layoutShifts: Shift[] }).layoutShifts = shifts;
  const box = (rect: DOMRectReadOnly) =>
    [rect.x, rect.y, rect.width, rect.height].map((value) => Math.round(value * 10) / 10).join(',');
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      startTime: number;
      value: number;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    }[]) {
      shifts.push({
        at: Math.round(entry.startTime),
        value: entry.value,
        moved: entry.sources.map(({ node, previousRect, currentRect }) => {
          const element = node instanceof Element ? node : (node?.parentElement ?? null);
          if (!element) return `(a removed node) ${box(previousRect)} -> ${box(currentRect)}`;
          const style = getComputedStyle(element);
          const text = element.textContent.trim().replace(/\s+/g, ' ').slice(0, 40);
          // getAttribute: an SVG element's className is not a string.
          const classes = (element.getAttribute('class') ?? '').split(' ').join('.');
          return (
            `${element.tagName.toLowerCase()}.${classes} "${text}" ` +
            `(${style.fontWeight} ${style.fontSize} ${style.fontFamily.split(',')[0]}) ` +
            `${box(previousRect)} -> ${box(currentRect)}`
          );
        }),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Opens / with its font files held back and returns its shifts once the page is still. */
async function shiftsOfHome(page: Page): Promise<{ shifts: Shift[]; fonts: string[] }> {
  const fonts: string[] = [];
  const held = new Set<Promise<void>>();
  await page.route('**/*.woff2', (route) => {
    fonts.push(new URL(route.request().url()).pathname.split('/').pop() ?? '');
    const release = new Promise<void>((resolve) => setTimeout(resolve, fontDelayMs)).then(() => route.continue());
    held.add(release);
    return release;
  });
  await page.addInitScript(observeShifts);
  // The fixtures' goto returns once the page has hydrated.
  await page.goto('/');
  let shifts = 0;
  let stillSince = Date.now();
  for (;;) {
    await Promise.all(held);
    const { count, fontsLoading } = await page.evaluate(async () => {
      await document.fonts.ready;
      return {
        count: (window as unknown as { layoutShifts: Shift[] }).layoutShifts.length,
        fontsLoading: document.fonts.status === 'loading',
      };
    });
    if (count !== shifts || fontsLoading) [shifts, stillSince] = [count, Date.now()];
    else if (Date.now() - stillSince >= stillMs && fonts.length > 0) break;
    await page.waitForTimeout(200);
  }
  return { shifts: await page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts), fonts };
}

const sizes = {
  // Lighthouse's mobile preset (a Moto G Power): 412 x 823 CSS px at 1.75 device pixels per px.
  phone: {
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    // The server starts a phone's side menu as a rail (render.ts: mobile).
    extraHTTPHeaders: { 'Sec-CH-UA-Mobile': '?1' },
  },
  // Lighthouse's desktop preset.
  desktop: { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 },
} as const;

// The languages the site ships; Thai has a font of its own (fonts.ts).
const languages = ['es', 'en', 'th'] as const;

/**
 * Still moving, by 3-5 px (Chromium reports a move from 3 px): the game menu's bold capitals and
 * the header's buttons, where the fallback's scale per kind of character (global.css.ts) leaves
 * about 1 % of width, mostly Inter's kerning, and a row of items adds it up. Measured with the
 * style sheet first: es phone 0.00012, es desktop 0.00006, en desktop 0.00005 (before the fallback
 * per kind of character and the menu fitted before the first paint: 0.00009, 0.0034 and 0.00077).
 * test.fail: each passes the day the rows stop moving, and then must lose its line here.
 */
const stillMoving = new Set(['phone es', 'desktop es', 'desktop en']);

for (const [size, device] of Object.entries(sizes)) {
  test.describe(`the home page at ${size} size`, () => {
    // Motion as a visitor has it (the banner and the notice line move, by transforms).
    test.use({ ...device, reducedMotion: 'no-preference' });
    for (const language of languages) {
      test.describe(language, () => {
        test.use({ locale: language });
        test(`does not move while its fonts arrive (${size}, ${language})`, async ({ page }) => {
          test.fail(stillMoving.has(`${size} ${language}`), 'the fallback is about 1 % off Inter in a row (above)');
          const { shifts, fonts } = await shiftsOfHome(page);
          const moved = shifts.map(
            ({ at, value, moved: nodes }) => `at ${at} ms, ${value.toFixed(5)}:\n    ${nodes.join('\n    ')}`,
          );
          expect(moved, `font files: ${fonts.join(', ')}`).toEqual([]);
        });
      });
    }
  });
}
