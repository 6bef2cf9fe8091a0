import type { BrandTheme } from '@lobby/tokens';
import { compileTokenSet, describeProblem } from '@lobby/tokens/node';

export type BrandResult = { ok: true; brand: BrandTheme } | { ok: false; problems: string[] };

/**
 * Validates and compiles an operator's DTCG brand file (README: re-skinning) into the theme that
 * the site applies at run time. Any other kind of token set is refused: only a brand names itself.
 */
export async function compileBrand(path: string): Promise<BrandResult> {
  const result = await compileTokenSet(path);
  if (!result.ok) return { ok: false, problems: result.problems.map(describeProblem) };
  if (!('id' in result.value)) {
    return { ok: false, problems: ['not a brand set: declare $extensions.lobby.kind "brand" (see tokens/brands/)'] };
  }
  return { ok: true, brand: result.value };
}
