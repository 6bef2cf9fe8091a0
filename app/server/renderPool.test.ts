import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { RenderOptions } from '../src/serverEntry';
import { createRenderPool, type RenderPool } from './renderPool';

// A stand-in for the built server entry: it asks the platform, tells of failures, remembers what it
// asked for (`calls`), throws, or ends its thread, as the address says.
const entrySource = `
export async function render(options) {
  if (options.url === '/throw') throw new Error('the page broke');
  if (options.url === '/exit') process.exit(3);
  if (options.url === '/failures') {
    options.onDataFailure('status', new Error('platform down'));
    options.onRenderError(new Error('a part broke'));
  }
  const response = await options.platform(
    new Request('http://127.0.0.1/wps/echo', { method: 'POST', headers: { 'x-merchant': 'M1' }, body: 'ping' }),
  );
  const answer = await response.json();
  return {
    status: 200,
    html: JSON.stringify({
      answer,
      status: response.status,
      recalled: options.calls?.length ?? 0,
      language: options.language,
      scripts: options.scriptsOf?.(['src/Page.tsx']) ?? null,
    }),
    calls: [{ key: 'status', fetch: () => 'not cloneable' }],
  };
}
export const renderShell = () => ({ html: 'shell' });
`;

const dir = mkdtempSync(join(tmpdir(), 'render-pool-'));
const entryFile = join(dir, 'entry-server.mjs');
writeFileSync(entryFile, entrySource);

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const platform = vi.fn(async (request: Request) => {
  const body = await request.text();
  return Response.json({ method: request.method, body, merchant: request.headers.get('x-merchant') }, { status: 201 });
});

const options = (url: string, more: Partial<RenderOptions> = {}): RenderOptions => ({
  url,
  origin: 'http://127.0.0.1',
  language: 'es',
  mode: 'dark',
  sideMenu: { site: false, member: true },
  brand: null,
  platform,
  dataTimeoutMs: 300,
  ...more,
});

let pool: RenderPool | null = null;
afterEach(async () => {
  await pool?.close();
  pool = null;
  platform.mockClear();
});

describe('createRenderPool', () => {
  it("renders on a thread, whose platform calls this thread's platform answers", async () => {
    pool = createRenderPool({ entryFile, workers: 1 });
    const page = await pool.render(options('/'));
    expect(JSON.parse(page.html)).toEqual({
      answer: { method: 'POST', body: 'ping', merchant: 'M1' },
      status: 201,
      recalled: 0,
      language: 'es',
      scripts: [],
    });
    expect(platform).toHaveBeenCalledTimes(1);
    // The calls hold functions: the thread keeps them for the next render of the address.
    expect(page).not.toHaveProperty('calls');
    const again = await pool.render(options('/'));
    expect(JSON.parse(again.html)).toMatchObject({ recalled: 1 });
  }, 20_000);

  it("lists a render's scripts from the build's manifest it was given (RenderOptions.scriptsOf)", async () => {
    const manifest = {
      'index.html': { file: 'assets/index-a1.js', imports: ['_shared-b2.js'] },
      '_shared-b2.js': { file: 'assets/shared-b2.js' },
      'src/Page.tsx': { file: 'assets/Page-c3.js', imports: ['_shared-b2.js'] },
    };
    pool = createRenderPool({ entryFile, manifest, workers: 1 });
    const page = await pool.render(options('/', { scriptsOf: () => ['not sent: a function stays in its thread'] }));
    expect(JSON.parse(page.html)).toMatchObject({ scripts: ['/assets/Page-c3.js'] });
  }, 20_000);

  it('tells the render its failures, with their errors', async () => {
    pool = createRenderPool({ entryFile, workers: 1 });
    const onDataFailure = vi.fn();
    const onRenderError = vi.fn();
    await pool.render(options('/failures', { onDataFailure, onRenderError }));
    expect(onDataFailure).toHaveBeenCalledWith('status', expect.objectContaining({ message: 'platform down' }));
    expect(onRenderError).toHaveBeenCalledWith(expect.objectContaining({ message: 'a part broke' }));
  }, 20_000);

  it('fails a render that throws, and one whose thread ends; the next render gets a new thread', async () => {
    const onWorkerExit = vi.fn();
    pool = createRenderPool({ entryFile, workers: 1, onWorkerExit });
    await expect(pool.render(options('/throw'))).rejects.toMatchObject({ message: 'the page broke' });
    await expect(pool.render(options('/exit'))).rejects.toThrow(/render thread stopped \(exit code 3\)/);
    expect(onWorkerExit).toHaveBeenCalledWith(3);
    expect(JSON.parse((await pool.render(options('/'))).html)).toMatchObject({ status: 201 });
  }, 20_000);

  it('spreads renders over its threads, and keeps the rest of the entry in this thread', async () => {
    pool = createRenderPool({ entryFile, workers: 2 });
    const threads = pool;
    const pages = await Promise.all(['/', '/a', '/b', '/c'].map((url) => threads.render(options(url))));
    expect(pages.every((page) => page.status === 200)).toBe(true);
    const shell = vi.fn(() => Promise.resolve({ html: 'shell' }));
    const entry = pool.entry({ renderShell: shell } as never);
    await entry.renderShell({ language: 'es', mode: 'dark', sideMenu: { site: false, member: true }, brand: null });
    expect(shell).toHaveBeenCalledTimes(1);
  }, 20_000);

  it('refuses renders once closed', async () => {
    pool = createRenderPool({ entryFile, workers: 1 });
    await pool.close();
    await expect(pool.render(options('/'))).rejects.toThrow(/closed/);
  });
});
