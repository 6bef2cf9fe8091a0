// The operator's analytics tag (SPEC.md section 3 "Configuration": analytics gtagId; issue 16 item
// 11). A module of its own: the site's first script uses the system paths, and a bundler keeps a
// module whole in one chunk, so these would ride along in it.
import type { SystemStatusValue } from './system';

/**
 * A Google tag id: G-XXXXXXX (Analytics 4), GT-, AW- (Ads) or DC- (Floodlight), or UA-NNNN-N (the
 * older Analytics). The embedded platform refuses anything else at start-up; the site and its server
 * treat anything else as no tag (the id goes into a script address and the page's CSP).
 */
export function isGoogleTagId(value: string): boolean {
  return /^(?:(?:G|GT|AW|DC)-[A-Z0-9]{4,20}|UA-\d{4,10}-\d{1,4})$/.test(value);
}

/** The Google tag a status answer names, or "" (none, or not a Google tag id). */
export function googleTagOf(status: SystemStatusValue | undefined): string {
  const id = status?.info.config.gtagId ?? '';
  return isGoogleTagId(id) ? id : '';
}
