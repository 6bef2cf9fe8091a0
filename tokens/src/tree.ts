import type { Problem } from './problem';

/** A parsed DTCG document or group: keys starting with `$` are metadata, the rest are children. */
export type TokenTree = Record<string, unknown>;

/** A token found in a tree, with its `$type` inherited from the nearest group that declares one. */
export interface FoundToken {
  name: string;
  type: unknown;
  value: unknown;
}

/** A JSON object (not an array, not null). */
export function isRecord(value: unknown): value is TokenTree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `$type`, `$description`, `$extensions`...: a group's own properties, not children. */
export const isMetadata = (key: string): boolean => key.startsWith('$');

/** Every token of a tree, plus the nodes that are neither a token nor a group. */
export function collectTokens(tree: TokenTree): { tokens: FoundToken[]; problems: Problem[] } {
  const tokens: FoundToken[] = [];
  const problems: Problem[] = [];
  const visit = (node: TokenTree, path: string[], inheritedType: unknown): void => {
    const type = '$type' in node ? node.$type : inheritedType;
    const name = path.join('.');
    if ('$value' in node) {
      tokens.push({ name, type, value: node.$value });
      return;
    }
    const children = Object.entries(node).filter(([key]) => !isMetadata(key));
    if (children.length === 0 && path.length > 0) {
      problems.push({ token: name, message: 'has no $value (an empty group or a token without $value)' });
    }
    for (const [key, child] of children) {
      if (isRecord(child)) {
        visit(child, [...path, key], type);
      } else {
        const message = 'is neither a token nor a group: wrap the value as {"$value": ...}';
        problems.push({ token: [...path, key].join('.'), message });
      }
    }
  };
  visit(tree, [], undefined);
  return { tokens, problems };
}

/**
 * Deep-merges token trees, later ones winning. A `$value` is replaced whole, never merged, so that
 * a brand's shadow or font list overrides the base one instead of mixing with it.
 */
export function mergeTrees(...trees: TokenTree[]): TokenTree {
  const merged: TokenTree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const current = merged[key];
      merged[key] = key !== '$value' && isRecord(current) && isRecord(value) ? mergeTrees(current, value) : value;
    }
  }
  return merged;
}
