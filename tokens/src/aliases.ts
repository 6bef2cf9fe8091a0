import type { PreprocessedTokens } from 'style-dictionary/types';
import { resolveReferences } from 'style-dictionary/utils';
import { isRecord, type TokenTree } from './tree';

/** A token whose value cannot be resolved; the message is ready to show after the token's name. */
export class AliasError extends Error {
  override name = 'AliasError';
}

/**
 * Resolves every alias in a token's value, including those inside composite values (a shadow's
 * colour), with style-dictionary's resolver. A broken alias or a cycle throws an AliasError that
 * names the alias, with a cycle rotated to start at `tokenName` when it passes through it.
 */
export function resolveAliases(value: unknown, tree: TokenTree, tokenName: string): unknown {
  return resolveWithin(value, tree, tokenName, typeof value === 'object' ? [{ value, name: tokenName }] : []);
}

/**
 * `expanding` lists the composite values being walked and the tokens they belong to.
 * style-dictionary follows chains of string aliases itself and reports their cycles, but a cycle
 * through a composite value (a shadow whose colour aliases the shadow) would recurse forever here.
 */
function resolveWithin(value: unknown, tree: TokenTree, tokenName: string, expanding: Expansion[]): unknown {
  const resolveItem = (item: unknown): unknown => resolveWithin(item, tree, tokenName, expanding);
  if (Array.isArray(value)) return value.map(resolveItem);
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveItem(item)]));
  if (typeof value !== 'string') return value;
  const resolved = resolveString(value, tree, tokenName);
  if (typeof resolved !== 'object') return resolved;
  const names = [...expanding.map(({ name }) => name), unwrap(value)];
  const seen = expanding.findIndex((expansion) => expansion.value === resolved);
  if (seen !== -1) throw cycleError([...names.slice(seen), names[seen] ?? tokenName], tokenName);
  return resolveWithin(resolved, tree, tokenName, [...expanding, { value: resolved, name: unwrap(value) }]);
}

interface Expansion {
  value: unknown;
  name: string;
}

function resolveString(value: string, tree: TokenTree, tokenName: string): unknown {
  try {
    // The tree is unvalidated JSON; style-dictionary's lookup only reads it and tolerates any shape.
    return resolveReferences(value, tree as PreprocessedTokens, { usesDtcg: true });
  } catch (error) {
    throw translate(error, tokenName);
  }
}

// style-dictionary reports "tries to reference x.y, which is not defined." and
// "Circular definition cycle: a, b, a"; both are rephrased in the operator's terms.
function translate(error: unknown, tokenName: string): AliasError {
  const message = error instanceof Error ? error.message : String(error);
  const missing = /reference (\S+), which is not defined/.exec(message)?.[1];
  if (missing !== undefined) return new AliasError(`alias {${missing}} does not resolve`);
  const cycle = /Circular definition cycle:\s*(.+)$/.exec(message)?.[1];
  if (cycle !== undefined) return cycleError(cycle.split(/,\s*/), tokenName);
  return new AliasError(`alias cannot be resolved: ${message}`);
}

/** `[b, a, b]` for token `a` -> "alias cycle a -> b -> a". */
function cycleError(closedCycle: string[], tokenName: string): AliasError {
  const open = closedCycle.slice(0, -1);
  const start = Math.max(0, open.indexOf(tokenName));
  const rotated = [...open.slice(start), ...open.slice(0, start)];
  return new AliasError(`alias cycle ${[...rotated, rotated[0]].join(' -> ')}`);
}

const unwrap = (alias: string): string => alias.replace(/^\{(.*)\}$/, '$1');
