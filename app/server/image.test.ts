// The container image's promises (Dockerfile, README: running in production), checked without
// docker: the machines that run the tests have none. What a build would prove is checked by reading:
// Node 24 slim, production dependencies only and enough of them, a non-root user, the health check,
// and the database on a volume.
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

/** The Dockerfile's instructions, continuation lines joined, comments dropped, by stage. */
function stagesOf(dockerfile: string): string[][] {
  const instructions = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const stages: string[][] = [];
  for (const instruction of instructions) {
    if (/^FROM\s/i.test(instruction)) stages.push([]);
    stages.at(-1)?.push(instruction);
  }
  return stages;
}

const stages = stagesOf(read('Dockerfile'));
const runtime = stages.at(-1) ?? [];
const named = (keyword: string) => runtime.filter((instruction) => instruction.startsWith(`${keyword} `));

describe('the Dockerfile', () => {
  it('builds in one stage and runs in another, both on Node 24 LTS slim', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages) expect(stage[0]).toMatch(/^FROM node:24(\.\d+)*-slim(@sha256:[0-9a-f]+)?(\s|$)/);
  });

  it('installs only production dependencies in the image that runs, and copies no node_modules in', () => {
    const installs = named('RUN').filter((run) => /\bnpm (ci|install)\b/.test(run));
    expect(installs).not.toEqual([]);
    for (const install of installs) expect(install).toMatch(/--omit=dev/);
    expect(named('COPY').filter((copy) => copy.includes('node_modules'))).toEqual([]);
  });

  it("copies what a brand is compiled with at start-up: the tokens' sources and standard sets", () => {
    const copied = named('COPY').join('\n');
    for (const folder of ['tokens/src', 'tokens/sets', 'contract/src', 'app/server', 'app/dist'])
      expect(copied).toMatch(new RegExp(`--from=build /lobby/${folder} ${folder}$`, 'm'));
  });

  it('runs the server as the node user, bound to every interface, in production mode', () => {
    expect(named('USER').at(-1)).toBe('USER node');
    const env = named('ENV').join(' ');
    expect(env).toMatch(/\bHOST=0\.0\.0\.0\b/);
    expect(env).toMatch(/\bNODE_ENV=production\b/);
    // No npm or npx in between: SIGTERM must reach the server itself.
    expect(named('CMD').at(-1)).toMatch(/^CMD \["node",.*"server\/start\.ts"\]$/);
  });

  it('checks /healthz with node (the slim image has no curl)', () => {
    const check = named('HEALTHCHECK').at(-1) ?? '';
    expect(check).toContain('/healthz');
    expect(check).toMatch(/CMD \["node"/);
  });

  it('keeps the embedded platform database on a volume', () => {
    const volume = /^VOLUME \[?"?([^\s"\]]+)/.exec(named('VOLUME').at(-1) ?? '')?.[1];
    expect(volume).toBeDefined();
    const database = /\bLOBBY_DB=(\S+)/.exec(named('ENV').join(' '))?.[1] ?? '';
    expect(database.startsWith(`${volume}/`)).toBe(true);
  });

  it('leaves installed and built output, databases, tests and git out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const pattern of ['**/node_modules', '**/dist', '**/.data', '.git', '**/test-results', '**/playwright-report'])
      expect(ignored).toContain(pattern);
  });
});

describe("the server's run-time imports", () => {
  const manifest = JSON.parse(read('app/package.json')) as { dependencies: Record<string, string> };
  const production = new Set(Object.keys(manifest.dependencies));
  const builtins = new Set(builtinModules);
  /** Every file `npm start` may load: the server without its development server and tests. */
  const sources = (readdirSync(new URL('app/server/', root), { recursive: true }) as string[]).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'dev.ts',
  );

  it('are production dependencies of the app (the image installs nothing else)', () => {
    const seen = new Set<string>();
    const missing = new Set<string>();
    for (const file of sources) {
      const text = readFileSync(new URL(join('app/server', file), root), 'utf8');
      // Static imports and re-exports of values; `import type` is erased and `import()` is lazy
      // (vite, only when there is no build, which the image always has).
      for (const [, specifier] of text.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?\sfrom\s+'([^'.][^']*)'/gms)) {
        const name = specifier?.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier?.split('/')[0];
        if (!name || name.startsWith('node:') || builtins.has(name)) continue;
        seen.add(name);
        if (!production.has(name)) missing.add(`${name} (${file})`);
      }
    }
    expect([...missing]).toEqual([]);
    // The reading above finds what it should (a pattern that matched nothing would pass).
    expect([...seen]).toEqual(
      expect.arrayContaining(['hono', '@hono/node-server', '@lobby/contract', '@lobby/tokens']),
    );
  });

  it('include tsx, which runs the server in the image', () => {
    expect(production.has('tsx')).toBe(true);
    expect(named('CMD').at(-1)).toContain('"tsx"');
  });
});
