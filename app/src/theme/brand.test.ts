import type { BrandTheme } from '@lobby/tokens';
import { afterEach, describe, expect, it, vi } from 'vitest';
import dark from '@lobby/tokens/dist/themes/dark.json';
import light from '@lobby/tokens/dist/themes/light.json';
import { brandUrl, loadBrand } from './brand';

const brand: BrandTheme = { id: 'acme', name: 'Acme', dark, light };
const answer = (status: number, body?: unknown) => () =>
  Promise.resolve(new Response(body === undefined ? null : JSON.stringify(body), { status }));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('loadBrand', () => {
  it('asks the server for the brand as JSON', async () => {
    const fetchBrand = vi.fn(answer(200, brand));
    await loadBrand(fetchBrand);
    expect(fetchBrand).toHaveBeenCalledWith(
      brandUrl,
      expect.objectContaining({ headers: { Accept: 'application/json' } }),
    );
    expect(brandUrl).toBe('/theme/brand.json');
  });

  it('returns the brand the server publishes', async () => {
    expect(await loadBrand(answer(200, brand))).toEqual(brand);
  });

  it.each([204, 404])('quietly uses the default theme when no brand is published (%i)', async (status) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await loadBrand(answer(status))).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back to the default theme, warning once, when the brand is broken or unreachable', async () => {
    const failures = [
      answer(500),
      answer(200, { id: 'acme' }),
      () => Promise.resolve(new Response('<!doctype html>', { status: 200 })),
      () => Promise.reject(new TypeError('Failed to fetch')),
    ];
    for (const failure of failures) {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      expect(await loadBrand(failure)).toBeNull();
      expect(warn).toHaveBeenCalledTimes(1);
      warn.mockRestore();
    }
  });
});
