import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { agentLogIn, logIn, loginDialog, settle, skipGuestPopups } from './journeys';
import {
  agentChanging,
  agentOverviewReady,
  depositsListed,
  fixedNow,
  holdStill,
  sameTimes,
  walletChanging,
  winTimes,
  type Mode,
} from './screens';

// Issue 19 item 1: the page screenshots in the two operator themes of visual-tests/themes.json, as
// an operator's players see them: home, a game list, the login and register popups, the deposit page
// and the agent overview, on the server of each brand (projects "brand" and "crimson"), in that
// theme's mode: aurora dark, crimson light. References: visual-tests/pages/<brand>-<page>-<mode>.png.
//
// The rtl theme's right-to-left layout is the one part not shot here: the site's direction follows
// its language, and none of the shipped languages (es, en, th) is written right to left. Every story
// is shot right to left (Loki's rtl theme), and the site's direction is set from the language
// (design-system languageDirection, its unit tests).

test.use({ viewport: { width: 1440, height: 900 } });

/** The brand and mode of this project (playwright.config.ts: projects' metadata). */
function operatorTheme(): { brand: string; mode: Mode } {
  const { brand, mode } = test.info().project.metadata as { brand?: string; mode?: Mode };
  if (!brand || (mode !== 'dark' && mode !== 'light'))
    throw new Error('operator-themes: a project without brand and mode');
  return { brand, mode };
}

/** Shoots the page as <brand>-<name>-<mode>.png, a soft expectation: one difference hides no other. */
async function shoot(page: Page, name: string, options: { fullPage?: boolean; mask?: Locator[] } = {}) {
  const { brand, mode } = operatorTheme();
  await settle(page);
  await expect.soft(page).toHaveScreenshot(`${brand}-${name}-${mode}.png`, options);
}

test('guest pages: home, the slots centre, the login and register popups', async ({ page }) => {
  const { brand, mode } = operatorTheme();
  await holdStill(page, { mode });
  await skipGuestPopups(page);

  await test.step('home', async () => {
    await page.goto('/');
    // The page is in this project's brand and mode (the theme root names both).
    await expect(page.locator(`[data-brand="${brand}"][data-theme="${mode}"]`)).toHaveCount(1);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect(winTimes(page)).toHaveCount(3);
    await shoot(page, 'home', { fullPage: true, mask: [winTimes(page)] });
  });

  await test.step('slots centre', async () => {
    await page.goto('/rng');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await shoot(page, 'rng');
  });

  await test.step('login popup', async () => {
    await page.goto('/login');
    await expect(loginDialog(page).getByRole('textbox', { name: 'Usuario' })).toBeVisible();
    await shoot(page, 'login');
  });

  await test.step('register popup', async () => {
    await page.goto('/register');
    await expect(
      page.getByRole('dialog', { name: 'Crear una cuenta' }).getByRole('textbox', { name: 'Usuario' }),
    ).toBeVisible();
    await shoot(page, 'register');
  });
});

test('the deposit page', async ({ page }) => {
  const { mode } = operatorTheme();
  await holdStill(page, { mode, clock: false });
  await logIn(page, 'demo_member', { reuse: true });
  // The footer's year: a fixed clock once logged in (as the wallet's screenshots).
  await page.clock.setFixedTime(fixedNow);
  await page.goto('/member/depositv2');
  await expect(depositsListed(page)).toBeVisible();
  await settle(page);
  await sameTimes(page);
  await shoot(page, 'depositv2', { fullPage: true, mask: walletChanging(page) });
});

test('the agent overview', async ({ page }) => {
  const { mode } = operatorTheme();
  // The live clock is masked (agentChanging), not fixed.
  await holdStill(page, { mode, clock: false });
  await agentLogIn(page, 'demo_agent');
  await expect(page).toHaveURL(/\/agentHome/);
  await expect(agentOverviewReady(page)).toBeVisible();
  await shoot(page, 'agent-overview', { fullPage: true, mask: agentChanging(page) });
});
