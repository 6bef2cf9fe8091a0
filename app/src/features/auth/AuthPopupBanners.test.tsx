// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bannersHandler, locationNow, slotBanner } from '../../test/platform';
import { renderPopup, startAuthMock } from './fixtures';

vi.setConfig({ testTimeout: 20_000 });

const server = startAuthMock();

const slots = () => document.querySelectorAll<HTMLElement>('[data-testid="slot-banners"]');

describe("the auth popups' banners (issue 16 item 6)", () => {
  it("shows the login popup's own banners over its form, in a strip with sized pictures", async () => {
    renderPopup('login');
    const dialog = await screen.findByRole('dialog');
    const picture = await within(dialog).findByRole('img', { name: 'Log in and play' });
    expect(picture.getAttribute('width')).toBe('600');
    expect(picture.getAttribute('height')).toBe('200');
    expect(within(dialog).getByRole('button', { name: 'Daily login rewards' })).toBeTruthy();
    // Only the login group's: never the register popup's.
    expect(within(dialog).queryByRole('img', { name: 'Join in a minute' })).toBeNull();
    expect([...slots()].map((slot) => slot.dataset.group)).toEqual(['w_login']);
    // Over the form: the strip comes before the username field.
    const field = await within(dialog).findByRole('textbox', { name: /^Usuario/ });
    expect(slots()[0]?.compareDocumentPosition(field) ?? 0).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it("shows the register popup's banners", async () => {
    renderPopup('register');
    expect(await screen.findByRole('button', { name: 'Join in a minute' })).toBeTruthy();
    expect([...slots()].map((slot) => slot.dataset.group)).toEqual(['w_register']);
  });

  it('keeps no box at all when the group has no banners (the forgot popup here)', async () => {
    renderPopup('forgot');
    await screen.findByRole('textbox', { name: /^Usuario/ });
    await waitFor(() => expect(slots()).toHaveLength(0));
  });

  it("shows the forgot popup's banners when it has some", async () => {
    server.use(bannersHandler([slotBanner(8, 'w_forget', { title: 'Back in no time', linkageType: 0, target: '' })]));
    renderPopup('forgot');
    expect(await screen.findByRole('img', { name: 'Back in no time' })).toBeTruthy();
    // Linkage 0: a picture, not a button.
    expect(screen.queryByRole('button', { name: 'Back in no time' })).toBeNull();
  });

  it("closes the popup and follows the banner's link, as the home carousel does", async () => {
    renderPopup('login', { path: '/login' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Daily login rewards' }));
    expect(await screen.findByText('popup closed')).toBeTruthy();
    // A promotion banner opens the promotions page.
    expect(locationNow()).toBe('/promotions');
  });
});
