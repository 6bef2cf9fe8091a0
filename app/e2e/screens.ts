import type { Locator, Page } from '@playwright/test';

// What the page screenshots share (pages.screens, wallet, agent and operator-themes specs): a page
// held still in one colour mode, and what changes from one run to the next, masked.

/** The clock the screenshots show (the footer's year, relative dates). */
export const fixedNow = new Date('2026-06-15T12:00:00Z');

export type Mode = 'dark' | 'light';

/**
 * Holds the page still in `mode` from its next load on: reduced motion (the banner carousel, the
 * notice line and the winners list stop moving), the colour mode chosen, and, unless `clock` is
 * false (a test that logs in first and sets it after), a fixed clock.
 */
export async function holdStill(page: Page, mode: Mode, { clock = true } = {}) {
  if (clock) await page.clock.setFixedTime(fixedNow);
  await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: mode });
  await page.addInitScript((chosen) => localStorage.setItem('lobby.theme', chosen), mode);
}

/** The winner board's date and time of each win: real clock times of the platform's seed. */
export const winTimes = (page: Page): Locator =>
  page.getByRole('region', { name: 'Ganadores' }).getByText(/\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);

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
  await page
    .getByRole('main')
    .locator('time')
    .evaluateAll((times) => {
      for (const time of times) time.textContent = '15/06/2026, 12:00';
    });
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
