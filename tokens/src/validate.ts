import { AliasError, resolveAliases } from './aliases';
import { contrastRatio, parseColor } from './color';
import { contractTokens, contrastPairs, tokenTypes, type ContrastPair, type TokenType } from './contract';
import { fileStem, readStandardSets, readTokenFile } from './files';
import { composedThemes, composeSet, readSetKind, type ComposedSet } from './layers';
import { failed, type Checked, type Problem } from './problem';
import type { ThemeMode } from './theme';
import { collectTokens, isRecord, type FoundToken, type TokenTree } from './tree';
import { describe, unmetExpectation } from './values';

export interface ValidateOptions {
  /** The folder of base.json, dark.json and light.json to layer over; defaults to the package's sets/. */
  setsDir?: string;
}

/** Everything `check` reports about a token set. */
export interface TokenSetReport {
  problems: Problem[];
  /** The set layered into complete themes, when it could be read and layered. */
  set?: ComposedSet;
  /** How many tokens the file itself defines. */
  tokenCount: number;
}

/**
 * Validates a token set, given as a file path or as parsed JSON, layered as its kind says:
 * structure, aliases, values, contract completeness and WCAG 2.2 contrast in every mode it
 * applies to. An empty list means the set is valid.
 */
export function validateTokenSet(source: unknown, options: ValidateOptions = {}): Problem[] {
  return inspectTokenSet(source, options).problems;
}

export function inspectTokenSet(source: unknown, options: ValidateOptions = {}): TokenSetReport {
  const file = readSource(source);
  if (!file.ok) return { problems: file.problems, tokenCount: 0 };
  const tokenCount = collectTokens(file.value).tokens.length;
  const composed = composeSource(file.value, typeof source === 'string' ? fileStem(source) : undefined, options);
  if (!composed.ok) return { problems: composed.problems, tokenCount };
  const perMode = composedThemes(composed.value).map(([mode, tree]) => ({ mode, problems: checkTheme(tree) }));
  return { problems: tagModes(perMode), set: composed.value, tokenCount };
}

function readSource(source: unknown): Checked<TokenTree> {
  if (typeof source === 'string') return readTokenFile(source);
  return isRecord(source) ? { ok: true, value: source } : failed('a token set must be a JSON object');
}

function composeSource(tree: TokenTree, stem: string | undefined, options: ValidateOptions): Checked<ComposedSet> {
  const kind = readSetKind(tree, stem);
  if (!kind.ok) return kind;
  const standard = readStandardSets(options.setsDir);
  return standard.ok ? composeSet(kind.value, tree, standard.value) : standard;
}

/**
 * Tags each problem with its mode. One found identically in every mode is reported once, untagged,
 * so that a broken alias in a brand's shared overrides is not listed twice.
 */
function tagModes(perMode: { mode: ThemeMode; problems: Problem[] }[]): Problem[] {
  const key = (problem: Problem): string => `${problem.token ?? ''}\n${problem.message}`;
  const inEveryMode = (problem: Problem): boolean =>
    perMode.length > 1 && perMode.every(({ problems }) => problems.some((other) => key(other) === key(problem)));
  const reported = new Set<string>();
  return perMode.flatMap(({ mode, problems }) =>
    problems.flatMap((problem) => {
      if (!inEveryMode(problem)) return [{ ...problem, mode }];
      if (reported.has(key(problem))) return [];
      reported.add(key(problem));
      return [problem];
    }),
  );
}

/** Checks one composed theme; each later check skips tokens an earlier one already rejected. */
function checkTheme(tree: TokenTree): Problem[] {
  const { tokens, problems } = collectTokens(tree);
  const resolved = new Map<string, unknown>();
  for (const token of tokens) {
    const value = checkToken(token, tree);
    if (value.ok) resolved.set(token.name, value.value);
    else problems.push(...value.problems);
  }
  return [
    ...problems,
    ...completenessProblems(tokens),
    ...contrastPairs.flatMap((pair) => contrastProblems(pair, resolved)),
  ];
}

const isTokenType = (type: unknown): type is TokenType => tokenTypes.some((known) => known === type);

/** A token's value with its aliases resolved, if its type is known and the value fits it. */
function checkToken({ name, type, value }: FoundToken, tree: TokenTree): Checked<unknown> {
  if (type === undefined) return failed('has no $type (set it on the token or on a parent group)', name);
  if (!isTokenType(type)) return failed(`$type ${describe(type)} is not one of ${tokenTypes.join(', ')}`, name);
  let resolved: unknown;
  try {
    resolved = resolveAliases(value, tree, name);
  } catch (error) {
    if (error instanceof AliasError) return failed(error.message, name);
    throw error;
  }
  const expected = unmetExpectation(type, resolved) ?? unmetRange(name, resolved);
  if (expected === undefined) return { ok: true, value: resolved };
  // Name the alias too, so that a token aliasing a bad palette entry points at that entry.
  const aliased = JSON.stringify(resolved) !== JSON.stringify(value);
  const shown = aliased ? `${describe(value)} resolves to ${describe(resolved)}, which` : describe(value);
  return failed(`${shown} is not ${expected}`, name);
}

/** An opacity outside 0..1 is a number, but CSS would clamp it silently: a brand's typo, not a look. */
function unmetRange(name: string, value: unknown): string | undefined {
  const isOpacity = name.startsWith('opacity.') && typeof value === 'number';
  return isOpacity && (value < 0 || value > 1) ? 'an opacity (a number from 0 to 1)' : undefined;
}

/** Every contract token must exist with the contract's type (a token with no or an unknown type is reported already). */
function completenessProblems(tokens: FoundToken[]): Problem[] {
  const types = new Map(tokens.map((token) => [token.name, token.type]));
  return contractTokens().flatMap(({ path, type }): Problem[] => {
    const token = path.join('.');
    if (!types.has(token)) return [{ token, message: `is missing: the contract needs a ${type} token here` }];
    const actual = types.get(token);
    return isTokenType(actual) && actual !== type
      ? [{ token, message: `is a ${actual} token; the contract needs ${type}` }]
      : [];
  });
}

/**
 * WCAG 2.2 contrast of one pair. Pairs whose colours are missing or invalid are skipped: that is
 * reported already. A translucent background is rejected, since what shows through it is unknown.
 */
function contrastProblems(
  { foreground, background, minimum, role }: ContrastPair,
  resolved: Map<string, unknown>,
): Problem[] {
  const colour = (name: string) => {
    const value = resolved.get(name);
    return typeof value === 'string' ? parseColor(value) : undefined;
  };
  const [front, back] = [colour(foreground), colour(background)];
  if (!front || !back) return [];
  const pair = `${foreground} on ${background}`;
  if (back.a < 1) return [{ message: `${pair}: the background must be opaque for its contrast to be measured` }];
  const ratio = contrastRatio(front, back);
  // Truncated, not rounded, so that a failing 4.496 never reads as a passing "4.50".
  const shown = (Math.floor(ratio * 100) / 100).toFixed(2);
  return ratio >= minimum ? [] : [{ message: `${pair}: contrast ${shown}:1, needs ${minimum}:1 (${role})` }];
}
