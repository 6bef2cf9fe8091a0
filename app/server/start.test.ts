import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const appDir = join(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'lobby-start-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Runs `npm start`'s entry point with some environment; these cases stop before building or listening. */
function start(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: appDir,
    env: { ...process.env, INIT_CWD: dir, ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('server start-up', () => {
  it("stops with the validator's messages when the brand is invalid", () => {
    writeFileSync(join(dir, 'acme.json'), JSON.stringify({ radius: { sm: { $value: 'huge' } } }));
    const result = start({ BRAND: 'acme.json', PORT: '0' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('The brand acme.json is invalid');
    expect(result.stderr).toContain('radius.sm');
  });

  it('stops when LOG_LEVEL is not a level', () => {
    const result = start({ LOG_LEVEL: 'loud', PORT: '0' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent');
  });

  it('stops when PLATFORM_CIPHER is not a cipher', () => {
    const result = start({ PLATFORM_CIPHER: 'des', PORT: '0' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PLATFORM_CIPHER must be one of modern, legacy, not "des"');
  });

  it('warns of the legacy cipher, and stops when the embedded platform is set to another', () => {
    const result = start({ PLATFORM_CIPHER: 'legacy', LOBBY_CIPHER: 'modern', LOBBY_DB: ':memory:', PORT: '0' });
    expect(result.stdout).toContain('The site seals E payloads with the legacy cipher');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PLATFORM_CIPHER=legacy and LOBBY_CIPHER=modern disagree');
  });

  it('stops when PORT is not a port', () => {
    const result = start({ PORT: 'eighty' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT must be a port number');
  });
});
