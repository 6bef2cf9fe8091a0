import { themeModes, type BrandTheme } from '@lobby/tokens';
import { afterEach, describe, expect, it, vi } from 'vitest';
import dark from '@lobby/tokens/dist/themes/dark.json';
import light from '@lobby/tokens/dist/themes/light.json';
import { brandProblem, brandUrl, loadBrand } from './brand';

const brand: BrandTheme = { id: 'acme', name: 'Acme', dark, light };
const answer = (status: number, body?: unknown) => () =>
  Promise.resolve(new Response(body === undefined ? null : JSON.stringify(body), { status }));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('brandProblem', () => {
  it('accepts a compiled brand', () => {
    expect(brandProblem(brand)).toBeNull();
  });

  it('names what a malformed brand lacks', () => {
    expect(brandProblem([])).toMatch(/not a JSON object/);
    expect(brandProblem({ ...brand, id: 3 })).toMatch(/id or a name/);
    for (const mode of themeModes) {
      const broken = structuredClone(brand);
      // @ts-expect-error: a brand file from an older contract
      delete broken[mode].color.accent.base;
      expect(brandProblem(broken)).toBe(`the brand's ${mode} theme lacks color.accent.base`);
    }
  });
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
