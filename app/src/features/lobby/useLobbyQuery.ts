/**
 * The lobby's choices, kept in the URL so that reload, back and a shared link restore them: the
 * category (`?category=`) and the search (`?q=`, the game list's `gameName`). Both replace the current
 * history entry: switching tabs or typing is not a page of its own.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseCategory, type LobbyCategory } from './categories';
import { useSearchText } from '../shared';

const lobbyParams = { category: 'category', search: 'q' } as const;

export interface LobbyQuery {
  /** The category the URL names, if it is a known one. */
  category: LobbyCategory | undefined;
  setCategory: (category: LobbyCategory) => void;
  /** The search as typed (the field's value). */
  searchText: string;
  setSearchText: (text: string) => void;
  /** The search asked for (after the pause, or at once on Enter). */
  search: string;
  /** Asks for the typed search now (Enter). */
  submitSearch: () => void;
  /** Empties the field and the search. */
  clearSearch: () => void;
}

export function useLobbyQuery(): LobbyQuery {
  const [params, setParams] = useSearchParams();
  const category = parseCategory(params.get(lobbyParams.category));
  const search = (params.get(lobbyParams.search) ?? '').trim();

  const update = useCallback(
    (key: string, value: string) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const writeSearch = useCallback((typed: string) => update(lobbyParams.search, typed), [update]);
  const [searchText, setSearchText] = useSearchText(search, writeSearch);

  const setCategory = useCallback((next: LobbyCategory) => update(lobbyParams.category, next), [update]);
  const submitSearch = useCallback(() => update(lobbyParams.search, searchText.trim()), [searchText, update]);
  const clearSearch = useCallback(() => {
    setSearchText('');
    update(lobbyParams.search, '');
  }, [update]);

  return { category, setCategory, searchText, setSearchText, search, submitSearch, clearSearch };
}
