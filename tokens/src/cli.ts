import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { compileTokenSet, type CompiledTokenSet } from './compile';
import { contrastPairs } from './contract';
import { packageDir, standardSetsDir } from './files';
import { composedThemes } from './layers';
import { describeProblem, type Problem } from './problem';
import { themeModes } from './modes';
import type { BrandSummary } from './theme';
import { inspectTokenSet } from './validate';

/** Where the CLI writes and which directory relative file arguments are resolved against. */
export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  cwd: string;
}

const usage = `Usage: npm run tokens -- <command>

  check <file>...              validate token sets: structure, aliases, values, the contract, WCAG contrast
  build <file> [--out <file>]  compile a token set to contract-shaped JSON (to stdout without --out)
  build-all                    compile sets/ and brands/ into dist/themes and dist/brands
  --help                       show this help

Exit codes: 0 valid, 1 invalid, 2 usage error.`;

class UsageError extends Error {}

/** Runs one CLI command and returns its exit code; it prints problems, never a stack trace. */
export async function main(argv: string[], io: CliIo = processIo()): Promise<number> {
  const [command, ...args] = argv;
  try {
    switch (command) {
      case 'check':
        return check(args, io);
      case 'build':
        return await build(args, io);
      case 'build-all':
        return await buildAll(io);
      case '--help':
      case '-h':
      case 'help':
        io.out(usage);
        return 0;
      default:
        throw new UsageError(command === undefined ? 'no command given' : `unknown command "${command}"`);
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (!(error instanceof UsageError) && !isParseArgsError(error)) {
      io.err(`tokens: ${message}`);
      return 1;
    }
    io.err(`tokens: ${message}\n\n${usage}`);
    return 2;
  }
}

// node:util parseArgs rejects unknown options and missing option values with these codes.
const isParseArgsError = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS');

function check(args: string[], io: CliIo): number {
  const { positionals: files } = parseArgs({ args, allowPositionals: true, strict: true });
  if (files.length === 0) throw new UsageError('check needs at least one file');
  let failures = 0;
  for (const file of files) {
    const { problems, set, tokenCount } = inspectTokenSet(resolve(io.cwd, file));
    if (set && problems.length === 0) {
      const modes = composedThemes(set).map(([mode]) => mode);
      io.out(
        `✓ ${file}: valid (${tokenCount} tokens, ${contrastPairs.length} contrast pairs in ${modes.join(' and ')})`,
      );
    } else {
      failures += 1;
      printProblems(file, problems, io.out);
    }
  }
  return failures > 0 ? 1 : 0;
}

async function build(args: string[], io: CliIo): Promise<number> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    strict: true,
    options: { out: { type: 'string' } },
  });
  const [file, ...extra] = positionals;
  if (file === undefined || extra.length > 0) throw new UsageError('build needs exactly one file');
  const result = await compileTokenSet(resolve(io.cwd, file));
  if (!result.ok) {
    // Problems go to stderr so that stdout only ever carries the compiled JSON.
    printProblems(file, result.problems, io.err);
    return 1;
  }
  if (values.out === undefined) {
    io.out(toJson(result.value).trimEnd());
  } else {
    writeJson(resolve(io.cwd, values.out), result.value);
    io.out(`✓ ${file} -> ${values.out}`);
  }
  return 0;
}

/** Compiles the shipped modes and every brand into dist/; writes nothing unless all are valid. */
async function buildAll(io: CliIo): Promise<number> {
  const started = performance.now();
  const brandsDir = join(packageDir, 'brands');
  const themeFiles = themeModes.map((mode) => join(standardSetsDir, `${mode}.json`));
  const brandFiles = readdirSync(brandsDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(brandsDir, name));
  const compiled = await Promise.all([...themeFiles, ...brandFiles].map((file) => compileFile(file)));
  const failed = compiled.filter((entry) => entry.problems.length > 0);
  for (const { file, problems } of failed) printProblems(file, problems, io.err);
  if (failed.length > 0) return 1;

  const brands = compiled.slice(themeFiles.length).flatMap(({ value }) => (value && 'id' in value ? [value] : []));
  const duplicate = brands.find((brand, index) => brands.findIndex(({ id }) => id === brand.id) !== index);
  if (duplicate) {
    io.err(`✗ brands/: more than one brand has the id "${duplicate.id}", so they would overwrite each other`);
    return 1;
  }

  const distDir = join(packageDir, 'dist');
  themeModes.forEach((mode, index) => writeJson(join(distDir, 'themes', `${mode}.json`), compiled[index]?.value));
  for (const brand of brands) writeJson(join(distDir, 'brands', `${brand.id}.json`), brand);
  const index: BrandSummary[] = brands.map(({ id, name }) => ({ id, name }));
  writeJson(join(distDir, 'brands', 'index.json'), index);
  removeStaleBrands(join(distDir, 'brands'), ['index.json', ...brands.map(({ id }) => `${id}.json`)]);
  const elapsed = Math.round(performance.now() - started);
  io.out(`tokens: built ${themeModes.length} themes and ${brands.length} brands into tokens/dist in ${elapsed}ms`);
  return 0;
}

/** Compiles one file of the package, adding the checks that only make sense in build-all. */
async function compileFile(path: string): Promise<{ file: string; value?: CompiledTokenSet; problems: Problem[] }> {
  const file = relative(packageDir, path);
  const result = await compileTokenSet(path);
  if (!result.ok) return { file, problems: result.problems };
  const isBrandFile = dirname(file) === 'brands';
  if (isBrandFile && !('id' in result.value)) {
    return { file, problems: [{ message: 'files in brands/ must be brand sets ($extensions.lobby.kind "brand")' }] };
  }
  return { file, value: result.value, problems: [] };
}

function printProblems(file: string, problems: Problem[], print: (line: string) => void): void {
  for (const problem of problems) print(`✗ ${file} ${describeProblem(problem)}`);
}

const toJson = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

// Written aside and renamed into place: dev servers and tests may read dist/ while it is rebuilt.
function writeJson(path: string, value: unknown): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(`${path}.tmp`, toJson(value));
  renameSync(`${path}.tmp`, path);
}

/** Removes the output of brands that no longer exist, so that no stale theme can be offered. */
function removeStaleBrands(brandsDir: string, current: string[]): void {
  for (const name of readdirSync(brandsDir)) {
    if (!current.includes(name)) rmSync(join(brandsDir, name), { force: true });
  }
}

// `npm run tokens` runs this with the package as its working directory; INIT_CWD is where the
// operator typed the command, which is what their relative file arguments mean.
function processIo(): CliIo {
  return {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
    cwd: process.env.INIT_CWD ?? process.cwd(),
  };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
