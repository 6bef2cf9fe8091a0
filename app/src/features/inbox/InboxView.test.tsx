// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { sendMessage } from '../../../server/platform/domains/messages';
import { MemberMenu } from '../member';
import { InboxView } from './InboxView';
import { renderSite, startPlatform } from '../../test/platform';

const harness = startPlatform();
const platformOf = () => harness.platform();

/** Renders `ui` on /member/messageV2, logged in as `username`, in `language`. */
const renderInbox = async (ui: ReactNode, username: string, language = 'en') =>
  renderSite(ui, {
    path: '/member/messageV2',
    pattern: '/member/:page',
    language,
    api: await harness.loginAs(username, { language }),
  });
afterEach(cleanup);

const page = (
  <>
    <MemberMenu current="messageV2" />
    <InboxView />
  </>
);

/** The badge of the messages item in the member menu ('' when there is none). */
const messageBadge = () => {
  const link = screen.getByRole('link', { name: /^Platform information/ });
  return within(link).queryByText(/^\d+$/)?.textContent ?? '';
};

// Each test renders pages against a real platform: slower than a unit test on a busy machine.
describe('InboxView', { timeout: 20_000 }, () => {
  it('reads a message: the badge drops at once, before the platform answers, and stays down', async () => {
    const platform = platformOf();
    let release: () => void = () => undefined;
    // The read call waits until released, to see what the page shows before the platform answers.
    harness.fail('MCS2_readMessage', { kind: 'delay', until: new Promise<void>((resolve) => (release = resolve)) });
    await renderInbox(page, 'e2e_inbox');
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(screen.getByText('4 unread', { selector: 'p' })).toBeTruthy();
    await waitFor(() => expect(messageBadge()).toBe('4'));
    const items = within(list).getAllByRole('button');
    expect(items).toHaveLength(10);
    const unread = items.filter((item) => item.textContent.startsWith('Unread:'));
    expect(unread).toHaveLength(4);

    await userEvent.click(unread[0] as HTMLElement);
    // Before the platform has answered: optimistic.
    expect(messageBadge()).toBe('3');
    expect(screen.getByText('3 unread', { selector: 'p' })).toBeTruthy();
    const article = screen.getByRole('article', { name: 'Deposit credited' });
    expect(within(article).getByText(/^Your deposit of \$[\d,]+\.50 has been credited/)).toBeTruthy();
    release();
    await waitFor(() =>
      expect(
        platform.ctx.db
          .prepare(
            "SELECT COUNT(*) AS n FROM messages m JOIN accounts a ON a.id = m.account_id WHERE a.username = 'e2e_inbox' AND read = 0",
          )
          .get(),
      ).toEqual({ n: 3 }),
    );
    expect(messageBadge()).toBe('3');
  });

  it('words settlement messages in the page language and keeps the platform text of the others', async () => {
    const platform = platformOf();
    const account = platform.ctx.accounts.byUsername('demo_subagent');
    sendMessage(
      platform.ctx.db,
      account?.id ?? 0,
      { kind: 'WITHDRAWAL_APPROVED', params: { withdrawalId: 8, amount: 800, paidAmount: 500 } },
      platform.ctx.now(),
    );
    await renderInbox(<InboxView />, 'demo_subagent', 'es');
    const list = await screen.findByRole('list', { name: 'Mensajes' });
    const titles = within(list)
      .getAllByRole('button')
      .map((item) => item.textContent);
    expect(titles.some((title) => title.includes('Depósito acreditado'))).toBe(true);
    expect(titles.some((title) => title.includes('Depósito fallido'))).toBe(true);
    expect(titles.some((title) => title.includes('Retiro aprobado'))).toBe(true);
    expect(titles.some((title) => title.includes('Mantenimiento programado') && title.includes('Sistema'))).toBe(true);
    await userEvent.click(within(list).getAllByRole('button')[0] as HTMLElement);
    expect(
      within(screen.getByRole('article')).getByText(
        'Tu retiro de $800,00 se aprobó en parte: se enviaron $500,00 y los $300,00 restantes han vuelto a tu billetera principal.',
      ),
    ).toBeTruthy();
  });

  it('filters the unread ones, marks all read and deletes with confirmation', async () => {
    const platform = platformOf();
    await renderInbox(page, 'demo_agent');
    await screen.findByRole('list', { name: 'Messages' });
    await userEvent.click(screen.getByRole('tab', { name: 'Unread' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Messages' }))
          .getAllByRole('button')
          .every((item) => item.textContent.startsWith('Unread:')),
      ).toBe(true),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('All messages are marked as read')).toBeTruthy();
    expect(await screen.findByText('No unread messages')).toBeTruthy();
    expect(screen.getByText('Everything read')).toBeTruthy();
    await waitFor(() => expect(messageBadge()).toBe(''));

    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    const list = await screen.findByRole('list', { name: 'Messages' });
    const count = () =>
      platform.ctx.db
        .prepare(
          "SELECT COUNT(*) AS n FROM messages m JOIN accounts a ON a.id = m.account_id WHERE a.username = 'demo_agent'",
        )
        .get();
    const before = count() as { n: number };
    await userEvent.click(within(list).getAllByRole('button')[0] as HTMLElement);
    await userEvent.click(within(screen.getByRole('article')).getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete this message?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Message deleted')).toBeTruthy();
    expect(count()).toEqual({ n: before.n - 1 });
    expect(screen.getByText('Choose a message to read it')).toBeTruthy();
  });

  it('shows an error with a retry, then the list', async () => {
    const mend = harness.fail('MCSFE_getMessageList', { kind: 'status', status: 503 });
    await renderInbox(<InboxView />, 'demo_subagent');
    const alert = await screen.findByRole('alert');
    mend();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Messages' })).toBeTruthy();
  });

  it('shows the empty inbox', async () => {
    const platform = platformOf();
    platform.ctx.db
      .prepare("DELETE FROM messages WHERE account_id = (SELECT id FROM accounts WHERE username = 'demo_expired')")
      .run();
    await renderInbox(<InboxView />, 'demo_expired');
    expect(await screen.findByText('You have no messages')).toBeTruthy();
  });
});
