import { useState, type Dispatch, type SetStateAction } from 'react';

/**
 * The text of a search field whose search lives in the URL: it starts as the URL's search and,
 * when back and forward bring another search, the field follows the URL.
 */
export function useSearchText(search: string): [string, Dispatch<SetStateAction<string>>] {
  const [searchText, setSearchText] = useState(search);
  const [lastSearch, setLastSearch] = useState(search);
  if (search !== lastSearch) {
    setLastSearch(search);
    setSearchText(search);
  }
  return [searchText, setSearchText];
}
