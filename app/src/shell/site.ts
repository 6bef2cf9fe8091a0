/**
 * The site's popups and the checks before a player acts (SPEC.md sections 2, 4 and 6), shared by
 * every page through SiteProvider: pages ask for a popup by kind and never render one themselves.
 */
import { createContext, use } from 'react';
import type { ProductLine, RegisterWelcome } from '@lobby/contract';

/** Why the change-password popup opened (SPEC.md section 4). */
export type ChangePasswordReason = 'default' | 'expired' | 'voluntary';

/** The popups of SPEC.md section 2 that pages open by name. */
export type SitePopup =
  /** `afterReset`: the account whose password was just reset by phone, logged in with it (AuthPopup). */
  | { kind: 'login'; afterReset?: string }
  | { kind: 'register' }
  | { kind: 'forgot' }
  | { kind: 'changePassword'; reason: ChangePasswordReason }
  /** helpModal: the help centre, scrolled to an anchor (SPEC.md section 2). */
  | { kind: 'help'; anchor?: string }
  /** noticeModal: every announcement, opened from the header's notice button or a marquee notice. */
  | { kind: 'notices'; selectedId?: string }
  /** The trial user's warning: 'Please Register An Account First' with OK (SPEC.md section 6). */
  | { kind: 'registerFirst' }
  /** The bonus or Zalo prompt after a registration (SPEC.md section 4), as the platform answered it. */
  | { kind: 'registerWelcome'; welcome: RegisterWelcome }
  /** The popup game list of a vendor flagged VASSALAGE (SPEC.md section 2). */
  | { kind: 'vendorGames'; vassalage: string; gameType: ProductLine; title: string };

export interface SiteContextValue {
  /** The popup on screen, if any (one at a time: opening another replaces it). */
  popup: SitePopup | null;
  open: (popup: SitePopup) => void;
  close: () => void;
  /**
   * Before a member-only action (play, favourite, member pages): true for a logged-in real member;
   * otherwise opens the login popup (guest) or the register warning (trial) and answers false
   * (SPEC.md section 4: game category rules).
   */
  requireMember: () => boolean;
  /** Opens the customer-service window (SPEC.md section 9: 440 by 750). */
  openCustomerService: () => void;
}

export const SiteContext = createContext<SiteContextValue | null>(null);

export function useSite(): SiteContextValue {
  const value = use(SiteContext);
  if (!value) throw new Error('useSite needs a SiteProvider above it');
  return value;
}

/** The event the API client raises when the platform says the token is gone (PLATFORM.md). */
export const sessionLostEvent = 'lobby:session-lost';
