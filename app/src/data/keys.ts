/**
 * The SWR keys of the public data a first screen reads, shared by the hooks and the start-up calls
 * (preload.ts: openingCalls). A module of their own: the start-up script needs the keys, not the
 * hooks of every domain.
 */
import type { ProductLine } from '@lobby/contract';

export const systemStatusKey = ['system/status'] as const;

/** Keys of the lobby's public game data. */
export const gameKeys = {
  hot: (language: string, gameType?: ProductLine) => ['games/hot', language, gameType] as const,
  vendors: (language: string) => ['games/vendors', language] as const,
};

/** Keys of the home's public data. */
export const homeKeys = {
  announcements: (language: string) => ['home/announcements', language] as const,
  winners: (language: string) => ['home/winners', language] as const,
};
