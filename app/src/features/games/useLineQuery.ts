/**
 * The choices of a line's page, kept in the URL so that reload and back restore them: the vendor
 * (`?vassalage=`, SPEC.md section 2), the class (`?classify=`) and the search (`?q=`, the game list's
 * `gameName`). Choosing a vendor is a new history entry; class and search replace the current one.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { allClassify } from './classifies';
import { useSearchText } from '../shared';

const lineParams = { vassalage: 'vassalage', classify: 'classify', search: 'q' } as const;

export interface LineQuery {
  vassalage: string | undefined;
  classify: string;
  /** The search as typed (the field's value). */
  searchText: string;
  /** The search after the pause: what the list asks for. */
  search: string;
  setVassalage: (code: string | undefined) => void;
  setClassify: (key: string) => void;
  setSearchText: (text: string) => void;
}

export function useLineQuery(): LineQuery {
  const [params, setParams] = useSearchParams();
  const vassalage = params.get(lineParams.vassalage) ?? undefined;
  const classify = params.get(lineParams.classify) ?? allClassify;
  const search = (params.get(lineParams.search) ?? '').trim();

  const update = useCallback(
    (changes: Record<string, string | undefined>, replace: boolean) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );

  const writeSearch = useCallback((typed: string) => update({ [lineParams.search]: typed }, true), [update]);
  const [searchText, setSearchText] = useSearchText(search, writeSearch);

  // A new vendor has other classes: the class starts again from "all".
  const setVassalage = useCallback(
    (code: string | undefined) => update({ [lineParams.vassalage]: code, [lineParams.classify]: undefined }, false),
    [update],
  );
  const setClassify = useCallback(
    (key: string) => update({ [lineParams.classify]: key === allClassify ? undefined : key }, true),
    [update],
  );

  return { vassalage, classify, searchText, search, setVassalage, setClassify, setSearchText };
}
