// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import HelpPage from './HelpPage';
import { HelpModal } from './HelpModal';
import { at, locationNow, ok, renderSite, startFrameMock } from '../../test/platform';

const server = startFrameMock();

const scroll = vi.fn();
/** The elements scrolled into view, in order. */
const scrolledTo = () => scroll.mock.contexts as Element[];

beforeEach(() => {
  scroll.mockClear();
  Element.prototype.scrollIntoView = scroll;
});

describe('HelpModal', () => {
  it('shows the sections, sanitised, and scrolls to the anchor asked for', async () => {
    renderSite(<HelpModal anchor="term" onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Help centre' });
    const terms = await within(dialog).findByRole('region', { name: 'Terms and conditions' });
    expect(terms.textContent).toContain('Players must be 18 or older.');
    expect(terms.querySelector('script')).toBeNull();
    await waitFor(() => {
      expect(scrolledTo()).toContain(terms);
    });
  });

  it('closes', async () => {
    const onClose = vi.fn();
    renderSite(<HelpModal onClose={onClose} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows an error with a retry that loads the help', async () => {
    let fail = true;
    server.use(
      http.get(at('/wps/system/helpCenter'), () =>
        fail
          ? HttpResponse.json({ success: false, errorCode: 'INTERNAL' }, { status: 500 })
          : ok({ lang: 'EN', sections: [] }),
      ),
    );
    renderSite(<HelpModal onClose={() => undefined} />);
    expect(await screen.findByText('The help could not be loaded.')).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    // The platform has no sections: the empty state says so.
    expect(await screen.findByText('There is no help content yet.')).toBeTruthy();
  });
});

describe('HelpPage', () => {
  it('scrolls to the section of the address anchor', async () => {
    renderSite(<HelpPage />, { path: '/help#term' });
    expect(screen.getByRole('heading', { level: 1, name: 'Help centre' })).toBeTruthy();
    const terms = await screen.findByRole('region', { name: 'Terms and conditions' });
    expect(terms.id).toBe('term');
    await waitFor(() => {
      expect(scrolledTo()).toContain(terms);
    });
  });

  it('moves to a section chosen from the contents and keeps it in the address', async () => {
    renderSite(<HelpPage />, { path: '/help' });
    const contents = within(await screen.findByRole('navigation', { name: 'Contents' }));
    const about = contents.getByRole('link', { name: 'About us' });
    expect(about.getAttribute('href')).toBe('/help#about');
    await userEvent.setup().click(about);
    expect(locationNow()).toBe('/help#about');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'About us' }));
  });
});
