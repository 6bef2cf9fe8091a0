// Business constants of SPEC.md section 9, in one place.

/** Member types that are agents (SPEC.md sections 3 and 6). */
export const agentTypes: readonly number[] = [1, 2, 41, 42];
/** Member types that are trial accounts (SPEC.md sections 3 and 6). */
export const trialTypes: readonly number[] = [4];

/** Client type, platform and device sent to the platform (SPEC.md section 9). */
export const clientType = 3;
export const platformCode = 'W';
export const deviceCode = 'WEB';
/** The feature module a call belongs to when it names none (PLATFORM.md). */
export const defaultModuleId = 'COMM3';

/** Page sizes of the lobby: home rows and category views (SPEC.md section 9). */
export const lobbyPageSizeHome = 12;
export const lobbyPageSizeCategory = 24;
/** Favourites are read in one page of this size (SPEC.md section 7). */
export const favouritesPageSize = 999;
/** Entries of the winner board (SPEC.md section 9). */
export const winnerBoardLimit = 20;

/** Client-side limits of SPEC.md section 7, in milliseconds. */
export const smsSendIntervalMs = 1000;
export const captchaRefreshIntervalMs = 1000;
export const favouriteToggleIntervalMs = 1000;

/**
 * Time-outs of platform calls, and the retry budget of reads (PLATFORM.md). A read that has not
 * answered in 8 s shows 'page slow to load' with a retry (SPEC.md section 8); a call that changes
 * state waits longer, because giving up early on it leaves the player unsure whether it happened.
 */
export const readTimeoutMs = 8_000;
export const requestTimeoutMs = 15_000;
export const readRetries = 2;
export const retryBaseDelayMs = 300;

/** After TOO_MANY_REQUESTS the player is told to retry after this many minutes (SPEC.md section 9). */
export const rateLimitRetryMinutes = 5;
/** Remember-me cookies live this long (SPEC.md section 9). */
export const rememberMeHours = 24;
/** Chunk-load failures are reported after this time-out (SPEC.md section 9). */
export const chunkLoadTimeoutMs = 120_000;

/** Vendor codes of the e-sports and cockfight lists (SPEC.md section 3). */
export const esportsVendors = ['IMES'] as const;
export const cockfightVendors = ['SV3'] as const;

/** The default merchant code when the deployment names none. */
export const defaultMerchant = 'LOBBY';
/** Lottery vendors that switch the prize mode to ELOTT: the Vietnam lotto and the lott card. */
export const elottVendors: readonly string[] = ['TCG_LOTTO_VN', 'LOTT_CARD'];
