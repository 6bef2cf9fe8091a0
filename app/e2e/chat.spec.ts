import type { Locator, Page } from '@playwright/test';
import { staffKey } from '../playwright.config';
import { expect, test } from './fixtures';
import { logIn, settle } from './journeys';
import { fixedNow, shootInBothModes } from './screens';

// The customer-service chat (issue 16 item 10): a player writes from the site's customer-service
// window, staff answers from the console (/wps/staff/chat, the default server's LOBBY_STAFF_KEY), and
// the conversation is kept across openings. demo_member: the default project's files run one at a
// time, and no other file opens its chat. The player's page is Spanish (the site's language), the
// console English.

test.use({ viewport: { width: 1440, height: 900 } });

/** The console and page errors of a page the fixture does not watch (the popup, the console), but for `expected`. */
function problemsOf(page: Page, expected: RegExp[] = []): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !expected.some((pattern) => pattern.test(message.text()))) {
      problems.push(`console error: ${message.text()}`);
    }
  });
  return problems;
}

/**
 * Shoots a page of the chat in both modes (it follows the browser's colour scheme), axe finding nothing
 * in either. What changes between runs: the messages' times (masked, with `mask`), and the run's
 * number in their texts (Date.now(), so that a retry on the same platform finds its own), written as
 * one fixed number into the messages the page has drawn (a poll adds new ones, never redraws these).
 */
async function shootChat(page: Page, name: string, mask: Locator[] = []) {
  await settle(page);
  await shootInBothModes(page, name, {
    axe: true,
    mask: [page.locator('time'), ...mask],
    beforeShot: () =>
      page
        .getByRole('log')
        .locator('.msg .text')
        .evaluateAll((texts, stamp) => {
          for (const text of texts) text.textContent = text.textContent.replace(/\d{13}/, stamp);
        }, String(fixedNow.getTime())),
  });
}

/** Opens customer service from the header: the chat comes up in its popup window. */
async function openChat(page: Page): Promise<Page> {
  const opened = page.waitForEvent('popup');
  await page.getByRole('banner').getByRole('button', { name: 'Atención al cliente' }).click();
  const chat = await opened;
  await chat.waitForURL(/\/wps\/chat\?c=[\w-]{43}&lang=es$/);
  await expect(chat.getByRole('heading', { level: 1 })).toHaveText('Atención al cliente');
  return chat;
}

test('a player writes to customer service, staff answers from the console, and the chat keeps both', async ({
  page,
  context,
}) => {
  await logIn(page, 'demo_member', { reuse: true });
  const chat = await openChat(page);
  // The two failed sends below are the browser's lines about the request it could not make and the
  // one refused over the rate limit.
  const chatProblems = problemsOf(chat, [
    /Failed to load resource: net::ERR_FAILED/,
    /Failed to load resource: the server responded with a status of 429/,
  ]);
  const box = chat.getByRole('textbox', { name: 'Tu mensaje' });
  const log = chat.getByRole('log', { name: 'Mensajes' });
  const problem = chat.getByRole('alert');

  // Nothing to send: the reason beside the box. Shift+Enter is a new line, not a send.
  await box.press('Enter');
  await expect(problem).toHaveText('Escribe un mensaje primero.');
  await box.pressSequentially('Hola');
  await box.press('Shift+Enter');
  await expect(box).toHaveValue('Hola\n');
  await expect(problem).toBeHidden();

  // A send that fails keeps the text and says so.
  const question = `¿Dónde está mi depósito? ${Date.now()}`;
  await box.fill(question);
  await chat.route('**/wps/chat/messages?c=*', (route) =>
    route.request().method() === 'POST' ? route.abort() : route.fallback(),
  );
  await box.press('Enter');
  await expect(problem).toHaveText(/^El mensaje no se envió/);
  await expect(box).toHaveValue(question);
  await chat.unrouteAll();
  // Over the platform's rate limit of sends (server/rateLimit.ts, chatMessage): how long to wait.
  await chat.route('**/wps/chat/messages?c=*', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 429,
          headers: { 'Retry-After': '42' },
          json: { success: false, errorCode: 'TOO_MANY_REQUESTS', message: 'Too many requests' },
        })
      : route.fallback(),
  );
  await box.press('Enter');
  await expect(problem).toHaveText(/^Demasiados mensajes en poco tiempo: espera 42 s/);
  await expect(box).toHaveValue(question);
  await chat.unrouteAll();

  await chat.getByRole('button', { name: 'Enviar' }).click();
  await expect(log.getByText(question)).toBeVisible();
  await expect(box).toHaveValue('');
  await expect(problem).toBeHidden();

  // Staff sees the conversation waiting for an answer, and answers it (HTML in it stays text).
  const staff = await context.newPage();
  const staffProblems = problemsOf(staff);
  await staff.goto(`/wps/staff/chat?key=${encodeURIComponent(staffKey)}`);
  const conversation = staff.getByRole('button').filter({ hasText: 'demo_member' });
  await expect(conversation).toContainText(question);
  await expect(conversation).toContainText('1 unanswered');
  await conversation.click();
  await expect(staff.getByRole('log', { name: 'Messages' }).getByText(question)).toBeVisible();
  const answer = `Ya está acreditado <b>${Date.now()}</b>`;
  await staff.getByRole('textbox', { name: 'Reply' }).fill(answer);
  await staff.getByRole('textbox', { name: 'Reply' }).press('Enter');
  await expect(staff.getByRole('log', { name: 'Messages' }).getByText(answer)).toBeVisible();
  await expect(conversation).toContainText('Answered');
  // The console with the answered conversation open; its last message, rewritten at each poll, masked.
  await shootChat(staff, 'chat-staff', [conversation.locator('.last')]);

  // The player's window shows the reply within a poll.
  await expect(log.getByText(answer)).toBeVisible();
  await expect(log.locator('.msg.theirs').last()).toContainText('Agente');
  await shootChat(chat, 'chat-player');

  // Closed and opened again: the same conversation, both messages.
  await chat.close();
  const again = await openChat(page);
  const againLog = again.getByRole('log', { name: 'Mensajes' });
  await expect(againLog.getByText(question)).toBeVisible();
  await expect(againLog.getByText(answer)).toBeVisible();
  await again.close();

  expect(chatProblems).toEqual([]);
  expect(staffProblems).toEqual([]);
});
