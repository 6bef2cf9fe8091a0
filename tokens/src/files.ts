import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StandardSets } from './layers';
import { failed, type Checked } from './problem';
import { isRecord, type TokenTree } from './tree';

/** The package's own folders, whatever the current directory. */
export const packageDir = fileURLToPath(new URL('..', import.meta.url));
export const standardSetsDir = join(packageDir, 'sets');

/** Reads and parses a token file; a parse error names the line and column. */
export function readTokenFile(path: string): Checked<TokenTree> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return failed(`cannot read the file (${code === 'ENOENT' ? 'no such file' : (code ?? String(error))})`);
  }
  return parseTokenJson(text);
}

function parseTokenJson(text: string): Checked<TokenTree> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return failed(`malformed JSON${describeSyntaxError(text, error)}`);
  }
  return isRecord(parsed) ? { ok: true, value: parsed } : failed('a token set must be a JSON object');
}

// V8 reports "... in JSON at position 42"; operators need a line and a column to find it.
function describeSyntaxError(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const position = /at position (\d+)/.exec(message)?.[1];
  const reason = message.replace(/\s*in JSON at position \d+.*$/, '');
  if (position === undefined) return `: ${reason}`;
  const before = text.slice(0, Number(position)).split('\n');
  return ` at line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}: ${reason}`;
}

/** The base and mode sets that brands and modes are layered over. */
export function readStandardSets(setsDir: string = standardSetsDir): Checked<StandardSets> {
  const read = (name: keyof StandardSets): Checked<TokenTree> => {
    const file = readTokenFile(join(setsDir, `${name}.json`));
    if (file.ok) return file;
    return {
      ok: false,
      problems: file.problems.map((p) => ({ ...p, message: `standard set ${name}.json: ${p.message}` })),
    };
  };
  const [base, dark, light] = [read('base'), read('dark'), read('light')];
  if (!base.ok || !dark.ok || !light.ok) {
    return { ok: false, problems: [base, dark, light].flatMap((set) => (set.ok ? [] : set.problems)) };
  }
  return { ok: true, value: { base: base.value, dark: dark.value, light: light.value } };
}

/** `brands/acme.json` -> `acme`: the id of a brand that declares none. */
export const fileStem = (path: string): string => basename(path).replace(/\.json$/i, '');
