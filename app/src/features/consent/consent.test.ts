// @vitest-environment jsdom
import { describe, expect, it, beforeEach, afterEach } from 'vitest';
import { consentKey, consentSettings, readConsent, saveConsent } from './choice';
import { googleTagScript, sendPageView, startGoogleTag, stopGoogleTag } from './googleTag';

/** The queue's entries as plain lists (gtag pushes `arguments` objects). */
const queued = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const tagScripts = () => [...document.querySelectorAll<HTMLScriptElement>(`script[src^="${googleTagScript}"]`)];

function resetPage() {
  localStorage.clear();
  for (const script of tagScripts()) script.remove();
  document.head.querySelector('meta[property="csp-nonce"]')?.remove();
  delete window.dataLayer;
  delete window.gtag;
  Reflect.deleteProperty(window, 'ga-disable-G-TEST1234');
}

beforeEach(resetPage);
afterEach(resetPage);

describe('the choice', () => {
  it('is not made until saved, and only granted or denied count', () => {
    expect(readConsent()).toBeNull();
    saveConsent('denied');
    expect(readConsent()).toBe('denied');
    saveConsent('granted');
    expect(localStorage.getItem(consentKey)).toBe('granted');
    localStorage.setItem(consentKey, 'yes please');
    expect(readConsent()).toBeNull();
  });

  it("tells the footer when the banner is there, and counts the player's requests to see it again", () => {
    const seen: number[] = [];
    const stop = consentSettings.subscribe(() => seen.push(consentSettings.get().reopened));
    const before = consentSettings.get().reopened;
    consentSettings.setReady(true);
    consentSettings.reopen();
    expect(consentSettings.get()).toEqual({ ready: true, reopened: before + 1 });
    stop();
    consentSettings.reopen();
    consentSettings.setReady(false);
    expect(seen).toEqual([before, before + 1]);
  });
});

describe("Google's tag", () => {
  it('loads once, with the id in its address and the page nonce, its own first page view off', () => {
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.nonce = 'n0nce';
    document.head.append(meta);
    startGoogleTag('G-TEST1234');
    startGoogleTag('G-TEST1234');
    const [script, ...more] = tagScripts();
    expect(more).toEqual([]);
    expect(script?.src).toBe(`${googleTagScript}?id=G-TEST1234`);
    expect(script?.async).toBe(true);
    expect(script?.nonce).toBe('n0nce');
    const entries = queued();
    expect(entries[0]?.[0]).toBe('js');
    expect(entries[1]).toEqual(['config', 'G-TEST1234', { send_page_view: false }]);
    // The queue holds `arguments` objects, as gtag.js expects.
    expect(Object.prototype.toString.call(window.dataLayer?.[0])).toBe('[object Arguments]');
  });

  it('sends a page view per call, and nothing before it is started', () => {
    sendPageView('G-TEST1234', '/help');
    expect(window.dataLayer).toBeUndefined();
    startGoogleTag('G-TEST1234');
    document.title = 'Help';
    sendPageView('G-TEST1234', '/help?x=1');
    expect(queued().at(-1)).toEqual([
      'event',
      'page_view',
      { send_to: 'G-TEST1234', page_path: '/help?x=1', page_location: window.location.href, page_title: 'Help' },
    ]);
  });

  it("is turned off by a later decline (Google's opt-out flag and consent update), and on again by an accept", () => {
    stopGoogleTag('G-TEST1234');
    expect(window.dataLayer).toBeUndefined();
    startGoogleTag('G-TEST1234');
    stopGoogleTag('G-TEST1234');
    expect(Reflect.get(window, 'ga-disable-G-TEST1234')).toBe(true);
    expect(queued().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
    startGoogleTag('G-TEST1234');
    expect(Reflect.has(window, 'ga-disable-G-TEST1234')).toBe(false);
    expect(queued().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'granted' }]);
    expect(tagScripts()).toHaveLength(1);
  });
});
