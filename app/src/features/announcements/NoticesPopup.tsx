import type { SitePopup } from '../../shell/site';

/** TEMPORARY scaffold, replaced by the home work of issue 6. */
export function NoticesPopup(_props: { popup: Extract<SitePopup, { kind: 'notices' }>; onClose: () => void }) {
  return null;
}
