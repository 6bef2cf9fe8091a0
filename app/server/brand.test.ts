import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compileBrand } from './brand';

const dir = mkdtempSync(join(tmpdir(), 'lobby-brand-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function brandFile(name: string, content: string): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

describe('compileBrand', () => {
  it('compiles a valid brand into a theme per mode', async () => {
    const result = await compileBrand(join(import.meta.dirname, '../../tokens/brands/aurora.json'));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.brand).toMatchObject({ id: 'aurora', name: 'Aurora' });
    expect(result.brand.light.color.accent.base).toMatch(/^#/);
  });

  it("refuses an invalid brand with the validator's messages", async () => {
    const path = brandFile('acme.json', JSON.stringify({ radius: { sm: { $value: 'huge' } } }));
    const result = await compileBrand(path);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.join('\n')).toContain('radius.sm');
  });

  it('refuses malformed JSON, naming where it breaks', async () => {
    const result = await compileBrand(brandFile('broken.json', '{\n  "palette": }'));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.join('\n')).toMatch(/malformed JSON/);
  });

  it('refuses a set that is not a brand', async () => {
    const mode = brandFile(
      'dark-mode.json',
      JSON.stringify({ $extensions: { lobby: { kind: 'mode', mode: 'dark' } } }),
    );
    const result = await compileBrand(mode);
    expect(result.ok).toBe(false);
  });

  it('refuses a missing file', async () => {
    const result = await compileBrand(join(dir, 'nowhere.json'));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.join('\n')).toContain('no such file');
  });
});
