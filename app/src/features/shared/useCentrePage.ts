import { matchPath, useLocation } from 'react-router-dom';

/**
 * Which page of a centre (SPEC.md section 2) the address shows, matched as the route table matches
 * it (without case, a trailing slash allowed): '' for the centre alone (/member), null for a page the
 * centre does not have. The centre's menu marks it and its frame titles it.
 */
export function useCentrePage<P extends string>(base: string, pages: readonly P[]): P | '' | null {
  const { pathname } = useLocation();
  if (matchPath({ path: base, end: true }, pathname)) return '';
  const name = matchPath({ path: `${base}/:page`, end: true }, pathname)?.params.page?.toLowerCase();
  return pages.find((page) => page.toLowerCase() === name) ?? null;
}
