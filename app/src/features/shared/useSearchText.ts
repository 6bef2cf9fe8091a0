import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';

/** How long typing pauses before the search goes to the URL (and its live results are asked for). */
const searchDebounceMs = 350;

/**
 * The text of a search field whose search lives in the URL (`search`, trimmed). The field starts as
 * the URL's search; after a pause in typing, `write` puts the typed text, trimmed, in the URL (it
 * must keep its identity between renders); and when the URL brings another search (back, forward, a
 * link, a cleared search), the field follows it.
 *
 * The URL's echo of the field's own write is not another search: keys typed while it was on its way
 * stay in the field (a key typed between the write and its render was lost: "dragon" searched as
 * "draon" on a busy machine).
 */
export function useSearchText(
  search: string,
  write: (typed: string) => void,
): [string, Dispatch<SetStateAction<string>>] {
  const [searchText, setSearchText] = useState(search);
  const [lastSearch, setLastSearch] = useState(search);
  const [written, setWritten] = useState<string | null>(null);
  if (search !== lastSearch) {
    setLastSearch(search);
    if (search === written) setWritten(null);
    else setSearchText(search);
  }

  useEffect(() => {
    const typed = searchText.trim();
    if (typed === search) return;
    const timer = window.setTimeout(() => {
      setWritten(typed);
      write(typed);
    }, searchDebounceMs);
    return () => window.clearTimeout(timer);
  }, [search, searchText, write]);

  return [searchText, setSearchText];
}
