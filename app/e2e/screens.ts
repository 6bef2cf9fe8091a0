import type { Locator, Page, PageAssertionsToHaveScreenshotOptions } from '@playwright/test';
import { accessibilityViolations, expect, themeRoot } from './fixtures';
import { settle } from './journeys';

// What the page screenshots share (pages.screens, account-pages, points, promotions, records,
// wallet, agent and operator-themes specs, and the journeys' popups and pages: new-device,
// human-check, banners, register-fields, analytics, chat): a page held still, shot in one colour
// mode or in both from one visit, and what changes from one run to the next, masked.

/** The clock the screenshots show (the footer's year, relative dates). */
export const fixedNow = new Date('2026-06-15T12:00:00Z');

export type Mode = 'dark' | 'light';

/**
 * Holds the page still from its next load on: reduced motion (the banner carousel, the notice line
 * and the winners list stop moving) and, unless `clock` is false (a test that logs in first and sets
 * it after), a fixed clock. With `mode`, every load is in that colour mode (a saved choice); without
 * it, a page loads in the context's (dark, no saved choice) and shootInBothModes switches it.
 */
export async function holdStill(page: Page, { mode, clock = true }: { mode?: Mode; clock?: boolean } = {}) {
  if (clock) await page.clock.setFixedTime(fixedNow);
  await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: mode });
  if (mode) await page.addInitScript((chosen) => localStorage.setItem('lobby.theme', chosen), mode);
}

const modeNames = { dark: 'Oscuro', light: 'Claro' } as const;

/**
 * Whether the page is the site's (ThemeProvider's root, and the "Modo de color" switcher); the
 * platform's own pages (the customer-service chat, its staff console) follow the browser's
 * prefers-color-scheme alone.
 */
const isSitePage = async (page: Page) => (await themeRoot(page).count()) > 0;

/** The mode the page shows now (ThemeProvider's root, or the emulated colour scheme off the site). */
async function shownMode(page: Page): Promise<Mode> {
  if (!(await isSitePage(page)))
    return (await page.evaluate(() => matchMedia('(prefers-color-scheme: light)').matches)) ? 'light' : 'dark';
  const mode = await themeRoot(page).getAttribute('data-theme');
  if (mode !== 'dark' && mode !== 'light') throw new Error(`The theme root names no mode: ${String(mode)}`);
  return mode;
}

/**
 * Switches the page to `mode` in place, through the site's own switcher ("Modo de color", as a
 * player would), and waits until it has settled in it. Nothing is left in the picture that a fresh
 * load in that mode would not show: the radio gets a click event dispatched to it, so the pointer
 * never moves (no hover) and focus stays where it was (a focus the click gave the switcher is taken
 * away again); behind a modal popup the switcher is hidden from assistive technology, not from the
 * event. The emulated prefers-color-scheme follows, as a fresh load in that mode has it. The switch
 * writes the saved choice, so the test's next navigation loads in `mode`. A page off the site
 * switches with the emulated colour scheme, as a player's would with the device's setting.
 */
async function switchMode(page: Page, mode: Mode) {
  if (!(await isSitePage(page))) {
    await page.emulateMedia({ colorScheme: mode });
    await settle(page);
    return;
  }
  const root = themeRoot(page);
  const background = () => root.evaluate((element) => getComputedStyle(element).backgroundColor);
  const before = await background();
  await page.emulateMedia({ colorScheme: mode });
  const radio = page
    .getByRole('radiogroup', { name: 'Modo de color', includeHidden: true })
    .filter({ visible: true })
    .getByRole('radio', { name: modeNames[mode], includeHidden: true });
  await radio.dispatchEvent('click');
  await expect(root).toHaveAttribute('data-theme', mode);
  await expect(radio).toHaveAttribute('aria-checked', 'true');
  await expect.poll(background).not.toBe(before);
  await page.evaluate(() => {
    const active = document.activeElement;
    if (active instanceof HTMLElement && active.closest('[role="radiogroup"]')) active.blur();
  });
  await settle(page);
}

export interface BothModesOptions extends PageAssertionsToHaveScreenshotOptions {
  /** A soft expectation: a difference in one shot does not stop the test (nor hide the other shot). */
  soft?: boolean;
  /** Run before each shot, after the switch too: what the test writes into the page for its shots. */
  beforeShot?: () => Promise<void>;
  /**
   * Also expects axe to find nothing on the page (fixtures.ts: accessibilityViolations) before each
   * shot: in both modes, since a colour pair that passes in one may fail in the other.
   */
  axe?: boolean;
}

/**
 * Shoots the settled page as `<name>-<mode>.png` in the mode it shows, switches it to the other mode
 * in place, and shoots it again: one visit (its login, navigations and waits for the network) for
 * both references. A test that visits several pages shoots them in alternating order (dark then
 * light, light then dark, ...), each against the same references a fresh load in that mode passes
 * (0 or 1 pixel apart, where the config allows 500).
 */
export async function shootInBothModes(
  page: Page,
  name: string,
  { soft = false, beforeShot, axe = false, ...options }: BothModesOptions = {},
): Promise<void> {
  const first = await shownMode(page);
  // Whatever loaded the page, prefers-color-scheme agrees with the mode shown.
  await page.emulateMedia({ colorScheme: first });
  const shoot = async (mode: Mode) => {
    await beforeShot?.();
    if (axe) {
      const found = await accessibilityViolations(page);
      (soft ? expect.soft(found, `axe in ${mode}`) : expect(found, `axe in ${mode}`)).toEqual([]);
    }
    await (soft ? expect.soft(page) : expect(page)).toHaveScreenshot(`${name}-${mode}.png`, options);
  };
  await shoot(first);
  const second: Mode = first === 'dark' ? 'light' : 'dark';
  await switchMode(page, second);
  await shoot(second);
}

/**
 * The winner board's date and time of each win: real clock times of the platform's seed. Found behind
 * a popup too (`includeHidden`: the popup hides the page from assistive technology, not from the picture).
 */
export const winTimes = (page: Page): Locator =>
  page.getByRole('region', { name: 'Ganadores', includeHidden: true }).getByText(/\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);

/**
 * The side menu's app download codes: links on the site's origin, and a logged-in player's iOS code
 * carries the session's token. Behind a popup too.
 */
export const appCodes = (page: Page): Locator =>
  page.getByRole('img', { name: /^Descarga la aplicación/, includeHidden: true });

/** The deposit page is ready to shoot: its list of deposits holds the seeded ones. */
export const depositsListed = (page: Page): Locator =>
  page
    .getByRole('main')
    .getByRole('region', { name: 'Depósitos, del más reciente al más antiguo' })
    .getByRole('row')
    .nth(7);

/**
 * What changes between runs on the wallet's pages: the times (the platform seeds them relative to
 * its start), the deadlines of the withdrawals waiting for an answer, and today's count of withdrawals.
 */
export const walletChanging = (page: Page): Locator[] => [
  page.getByRole('main').locator('time'),
  page.getByRole('main').getByText(/se cuenta como recibido \(/),
  page.getByRole('main').getByText(/retiros hoy/),
];

/**
 * Writes one fixed date into every `<time>` of the main area, for a shot whose brand font has
 * proportional digits (Aurora's Poppins): its masked dates, seeded relative to the platform's start,
 * would otherwise change the table's column widths from one run to the next (2,500-13,000 pixels).
 */
export async function sameTimes(page: Page) {
  await writeInto(page.getByRole('main').locator('time'), '15/06/2026, 12:00');
}

/**
 * Writes one fixed date and time into the winner board's times, for a shot of a popup over home: a
 * mask is painted over everything, the popup in front included.
 */
export async function sameWinTimes(page: Page) {
  await writeInto(winTimes(page), '15/06/2026, 12:00:00');
}

/** Writes `text` into every element `locator` finds (React leaves it until its data changes). */
async function writeInto(locator: Locator, text: string) {
  await locator.evaluateAll((elements, value) => {
    for (const element of elements) element.textContent = value;
  }, text);
}

/** The agent overview is ready to shoot (demo_agent's team is listed). */
export const agentOverviewReady = (page: Page): Locator => page.getByText('Miembros del equipo');

/** What changes from one run to the next on the agent centre's pages. */
export const agentChanging = (page: Page): Locator[] => [
  // The live clock, and dates (seeded relative to the platform's start, or the reports' range from today).
  page.getByRole('group', { name: 'Hora actual' }),
  // (Not the charts' own: their dates are in the table and summary kept for assistive
  // technology, drawn nowhere, whose boxes a mask would paint over the chart.)
  page.getByText(/\d{2}\/\d{2}\/\d{4}/).and(page.locator(':not(figure *)')),
  page.locator('time'),
  // The reports' date range: the last 7 days, from today.
  page.locator('input[type="date"]'),
  // The overview's figures of this month: the seed is laid out backwards from today, so how
  // much of it falls in the calendar month changes from one day to the next.
  page.getByText(/del mes$/).locator('xpath=following-sibling::*[1]'),
  // The charts' days (dd/mm), and the two that follow the hour of the run: the team's
  // accounts were seeded a fraction of a day apart, the salaries are settled up to now.
  page.getByText(/^\d{1,2}\/\d{1,2}$/),
  page.getByRole('figure', { name: 'Nuevos miembros por día' }),
  page.getByRole('figure', { name: 'Ingresos por tipo' }),
];
