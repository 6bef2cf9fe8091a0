import { failed, type Checked } from './problem';
import { isThemeMode, themeModes, type ThemeMode } from './modes';
import { isMetadata, isRecord, mergeTrees, type TokenTree } from './tree';

/**
 * What a token set is, from `$extensions.lobby`. It decides how the set is layered:
 *  - base: the raw tier (palette, space, ...), checked under both modes;
 *  - mode: the semantic tier of one mode, layered over base;
 *  - brand: an operator's overrides, layered over base + each mode. A file without a kind is a brand.
 */
export type SetKind =
  { kind: 'base' } | { kind: 'mode'; mode: ThemeMode } | { kind: 'brand'; id: string; name: string };

/** The shipped sets every other set is layered over. */
export type StandardSets = Record<'base' | ThemeMode, TokenTree>;

/** A set layered into one complete token tree per mode it applies to. */
export type ComposedSet =
  | { kind: 'base'; themes: Record<ThemeMode, TokenTree> }
  | { kind: 'mode'; mode: ThemeMode; tree: TokenTree }
  | { kind: 'brand'; id: string; name: string; themes: Record<ThemeMode, TokenTree> };

/** The composed trees of a set, one per mode it applies to. */
export function composedThemes(set: ComposedSet): [ThemeMode, TokenTree][] {
  return set.kind === 'mode' ? [[set.mode, set.tree]] : themeModes.map((mode) => [mode, set.themes[mode]]);
}

/** Builds a value for every mode. */
function perMode<T>(build: (mode: ThemeMode) => T): Record<ThemeMode, T> {
  return { dark: build('dark'), light: build('light') };
}

/**
 * Reads the kind marker. A brand's id names its output file, so it must be a slug; it defaults to
 * the file's name so that an operator's `acme.json` needs no marker at all.
 */
export function readSetKind(tree: TokenTree, fileStem?: string): Checked<SetKind> {
  const marker = isRecord(tree.$extensions) ? tree.$extensions.lobby : undefined;
  if (marker !== undefined && !isRecord(marker)) return failed('$extensions.lobby must be an object');
  const { kind = 'brand', mode, id = fileStem, name = id } = marker ?? {};
  if (kind === 'base') return { ok: true, value: { kind } };
  if (kind === 'mode') {
    return isThemeMode(mode)
      ? { ok: true, value: { kind, mode } }
      : failed(`$extensions.lobby.mode must be one of ${themeModes.join(', ')} in a mode set`);
  }
  if (kind !== 'brand') {
    return failed(`$extensions.lobby.kind must be base, mode or brand, not ${JSON.stringify(kind)}`);
  }
  if (typeof id !== 'string' || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) {
    return failed(
      'a brand needs $extensions.lobby.id: lowercase letters, digits and dashes (it names the output file)',
    );
  }
  if (typeof name !== 'string' || name.trim() === '') {
    return failed('$extensions.lobby.name must be a non-empty string');
  }
  return { ok: true, value: { kind, id, name } };
}

/** Layers a set over the standard sets, as its kind says (see SetKind). */
export function composeSet(kind: SetKind, tree: TokenTree, standard: StandardSets): Checked<ComposedSet> {
  switch (kind.kind) {
    case 'base':
      return { ok: true, value: { ...kind, themes: perMode((mode) => mergeTrees(tree, standard[mode])) } };
    case 'mode':
      return { ok: true, value: { ...kind, tree: mergeTrees(standard.base, tree) } };
    case 'brand':
      return composeBrand(kind, tree, standard);
  }
}

/**
 * A brand's top-level `mode` group holds per-mode overrides (`mode.dark`, `mode.light`); it is
 * stripped, and each of its subgroups is layered last, over the brand's shared overrides.
 */
function composeBrand(
  kind: Extract<SetKind, { kind: 'brand' }>,
  tree: TokenTree,
  standard: StandardSets,
): Checked<ComposedSet> {
  const { mode: modeGroup = {}, ...shared } = tree;
  const modeOverrides = checkModeGroup(modeGroup);
  if (!modeOverrides.ok) return modeOverrides;
  const themes = perMode((mode) => {
    const overrides = modeOverrides.value[mode];
    return mergeTrees(standard.base, standard[mode], shared, isRecord(overrides) ? overrides : {});
  });
  return { ok: true, value: { ...kind, themes } };
}

function checkModeGroup(modeGroup: unknown): Checked<TokenTree> {
  const message = `a brand's mode group may only hold groups named ${themeModes.join(' and ')}`;
  if (!isRecord(modeGroup)) return failed(message, 'mode');
  const problems = Object.entries(modeGroup)
    .filter(([key, group]) => !isMetadata(key) && (!isThemeMode(key) || !isRecord(group)))
    .map(([key]) => ({ token: `mode.${key}`, message }));
  return problems.length === 0 ? { ok: true, value: modeGroup } : { ok: false, problems };
}
