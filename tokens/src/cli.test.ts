import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { packagePath } from '../test/paths';
import { main } from './cli';

/** Runs the CLI from the package folder, as `npm run tokens` does from the root with INIT_CWD. */
async function run(...argv: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (line) => out.push(line), err: (line) => err.push(line), cwd: packagePath('') });
  return { code, out, err };
}

const scratch = mkdtempSync(join(tmpdir(), 'lobby-tokens-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('tokens check', () => {
  it('reports valid files and exits 0', async () => {
    const { code, out } = await run('check', 'sets/dark.json', 'brands/aurora.json');
    expect(code).toBe(0);
    expect(out).toEqual([
      '✓ sets/dark.json: valid (26 tokens, 26 contrast pairs in dark)',
      expect.stringMatching(/^✓ brands\/aurora\.json: valid \(\d+ tokens, 26 contrast pairs in dark and light\)$/),
    ]);
  });

  it('prints one line per problem, with mode and token, and exits 1 if any file fails', async () => {
    const { code, out } = await run(
      'check',
      'sets/light.json',
      'test/fixtures/broken-alias.json',
      'test/fixtures/low-contrast.json',
      'test/fixtures/malformed.json',
    );
    expect(code).toBe(1);
    expect(out).toEqual([
      '✓ sets/light.json: valid (26 tokens, 26 contrast pairs in light)',
      '✗ test/fixtures/broken-alias.json color.text.link: alias {palette.nope} does not resolve',
      '✗ test/fixtures/low-contrast.json [light] color.feedback.warning on color.surface.base: contrast 1.60:1, needs 4.5:1 (text)',
      '✗ test/fixtures/malformed.json malformed JSON at line 3, column 3: Expected double-quoted property name',
    ]);
  });

  it.each([[[]], [['--strict', 'sets/dark.json']]])('exits 2 on a usage error: check %j', async (args) => {
    const { code, out, err } = await run('check', ...args);
    expect(code).toBe(2);
    expect(out).toEqual([]);
    expect(err.join('\n')).toMatch(/^tokens: .+\n\nUsage: npm run tokens -- <command>/);
  });
});

describe('tokens build', () => {
  it('prints the compiled JSON without --out', async () => {
    const { code, out } = await run('build', 'sets/light.json');
    expect(code).toBe(0);
    const theme = JSON.parse(out.join('\n')) as { color: { surface: { base: string } } };
    expect(theme.color.surface.base).toBe('#f5f6f8');
  });

  it('writes the compiled JSON with --out', async () => {
    const target = join(scratch, 'nested', 'crimson.json');
    const { code, out } = await run('build', 'brands/crimson.json', '--out', target);
    expect(code).toBe(0);
    expect(out).toEqual([`✓ brands/crimson.json -> ${target}`]);
    expect(JSON.parse(readFileSync(target, 'utf8'))).toMatchObject({ id: 'crimson', name: 'Crimson' });
  });

  it('prints the problems to stderr and exits 1 for an invalid set', async () => {
    const { code, out, err } = await run('build', 'test/fixtures/alias-cycle.json');
    expect(code).toBe(1);
    expect(out).toEqual([]);
    expect(err).toEqual([
      '✗ test/fixtures/alias-cycle.json palette.a: alias cycle palette.a -> palette.b -> palette.a',
      '✗ test/fixtures/alias-cycle.json palette.b: alias cycle palette.b -> palette.a -> palette.b',
    ]);
  });

  it.each([[[]], [['sets/dark.json', 'sets/light.json']], [['sets/dark.json', '--out']]])(
    'exits 2 on a usage error: build %j',
    async (args) => {
      expect((await run('build', ...args)).code).toBe(2);
    },
  );
});

describe('tokens build-all', () => {
  it('compiles the modes and brands into dist/ with one short line', async () => {
    const { code, out } = await run('build-all');
    expect(code).toBe(0);
    expect(out).toEqual([expect.stringMatching(/^tokens: built 2 themes and \d+ brands into tokens\/dist in \d+ms$/)]);
    const index = JSON.parse(readFileSync(packagePath('dist/brands/index.json'), 'utf8')) as unknown;
    expect(index).toEqual(
      expect.arrayContaining([
        { id: 'aurora', name: 'Aurora' },
        { id: 'crimson', name: 'Crimson' },
      ]),
    );
  });
});

describe('tokens --help and unknown commands', () => {
  it('prints the usage and exits 0 for --help', async () => {
    const { code, out } = await run('--help');
    expect(code).toBe(0);
    expect(out.join('\n')).toContain('check <file>...');
  });

  it.each([[[]], [['publish']]])('exits 2 for %j', async (argv) => {
    const { code, err } = await run(...argv);
    expect(code).toBe(2);
    expect(err.join('\n')).toContain('Usage:');
  });
});
