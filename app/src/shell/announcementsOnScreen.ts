import { createContext } from 'react';

/**
 * Whether the home page's announcements (the home popups, SPEC.md sections 2 and 4) are on screen or
 * about to be. The contract popup waits for them: two modal dialogs at once hide each other from
 * assistive technology (each marks the rest of the page aria-hidden), and a player sees one at a
 * time. Provided by SiteProvider; without it (tests of one view) nothing waits.
 */
export interface AnnouncementsOnScreenValue {
  on: boolean;
  set: (on: boolean) => void;
}

export const AnnouncementsOnScreen = createContext<AnnouncementsOnScreenValue>({ on: false, set: () => undefined });
