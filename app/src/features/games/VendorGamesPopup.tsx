import type { SitePopup } from '../../shell/site';

/** TEMPORARY scaffold, replaced by the games work of issue 6. */
export function VendorGamesPopup(_props: { popup: Extract<SitePopup, { kind: 'vendorGames' }>; onClose: () => void }) {
  return null;
}
