/**
 * The domain check's rule (SPEC.md section 8: "Invalid URL, contact customer service"), in a chunk
 * of its own that imports nothing of the site (system.ts: checkAddress loads it once the page is up;
 * a chunk sharing modules with the start-up script made the bundler split those into a chunk of
 * their own, which cost the start-up script 0.5 kB).
 */
import type { DomainRouteValue } from '@lobby/contract';

/**
 * Whether `host` (as `location.host`: a host name, and a port where the address has one) is one of
 * the operator's domains (SPEC.md section 7: /wps/system/domainRoute). Host names compare without
 * case; a domain written without a port stands for its host on any port, one with a port for that
 * port only.
 */
export function isOperatorAddress(value: DomainRouteValue, host: string): boolean {
  // A platform that names no domain has nothing to check against (the embedded one without
  // LOBBY_DOMAINS).
  if (value.routes.length === 0) return true;
  const asked = host.toLowerCase();
  const hostname = asked.replace(/:\d+$/, '');
  return value.routes.some(({ domain }) => {
    const known = domain.toLowerCase();
    return /:\d+$/.test(known) ? known === asked : known === hostname;
  });
}
