// Rate limits per client address on the calls that guess or spend: logins, registrations, SMS codes
// captchas, and the customer-service chat's conversations and messages. One table and one limiter, used by the embedded platform (platform/index.ts) and by
// the proxy to an operator's platform (proxy.ts), so a player meets the same limits on either.
import { type Envelope, ErrorCode, homePaths, memberPaths, sessionPaths } from '@lobby/contract';

export type RateLimitGroup = 'login' | 'register' | 'sms' | 'captcha' | 'chatStart' | 'chatMessage';

interface RateLimit {
  /** Calls allowed per window and address; 0 turns the limit off. */
  limit: number;
  windowMs: number;
}

export type RateLimits = Readonly<Record<RateLimitGroup, RateLimit>>;

const minute = 60_000;

/**
 * Per address. A player is told to retry after 5 minutes (SPEC.md section 9, error text
 * tooManyRequests), so no window is longer than that: waiting as told always works.
 * - login 10 a minute: a player who mistypes a few times, or a family behind one router, stays well
 *   under it; a password guesser gets 10 tries a minute, and the captcha after failures on top.
 * - register 5 in 5 minutes: a household may register a few accounts, a script may not fill the table.
 * - sms 5 in 5 minutes: about the pace of the resend countdown (SPEC.md section 4, 60 s per number,
 *   which the platform enforces as well), so one address cannot spray codes at many numbers; texts
 *   cost the operator money.
 * - captcha 30 a minute: refreshed at most once a second by the site (SPEC.md section 7), and only
 *   after failed logins or where LOBBY_HUMAN_CHECK asks for one (an image per attempt, each a few
 *   seconds' typing); 30 leaves room for shared addresses, yet not for harvesting images to solve.
 * - chatStart 10 in 5 minutes: a chat launch (CBS_launchChat) opens a new conversation for every
 *   guest; a player opens the chat window a few times a session, a script would fill the staff's
 *   list with empty guests.
 * - chatMessage 20 a minute: a message every 3 s is fast typing; the staff's console is not flooded.
 */
export const defaultRateLimits: RateLimits = {
  login: { limit: 10, windowMs: minute },
  register: { limit: 5, windowMs: 5 * minute },
  sms: { limit: 5, windowMs: 5 * minute },
  captcha: { limit: 30, windowMs: minute },
  chatStart: { limit: 10, windowMs: 5 * minute },
  chatMessage: { limit: 20, windowMs: minute },
};

/** No limits at all: unit tests that log in dozens of times from one address. */
export const noRateLimits: RateLimits = {
  login: { limit: 0, windowMs: minute },
  register: { limit: 0, windowMs: minute },
  sms: { limit: 0, windowMs: minute },
  captcha: { limit: 0, windowMs: minute },
  chatStart: { limit: 0, windowMs: minute },
  chatMessage: { limit: 0, windowMs: minute },
};

/**
 * The limited calls (SPEC.md section 7), by path and, where given, method (else whatever the method).
 * Resetting a password by phone checks an SMS code and logs in, so it counts as a login; the reset
 * e-mail is a message sent to someone, so it counts with the SMS codes. The chat page reads its
 * messages every 2 s with GET on the same path as a send: only the POST counts.
 */
const limitedCalls: readonly (readonly [path: string, group: RateLimitGroup, method?: 'POST'])[] = [
  [sessionPaths.login, 'login'],
  // The second step of a login (issue 17 item 4) is a login attempt too.
  [sessionPaths.loginVerify, 'login'],
  [sessionPaths.freePlayLogin, 'login'],
  // A provider's ID token (issue 16 item 2): its signature is checked, and an unknown one makes an account.
  [sessionPaths.thirdPartyLogin, 'login'],
  [memberPaths.passwordVerification, 'login'],
  [memberPaths.register, 'register'],
  [memberPaths.registerMobile, 'register'],
  [sessionPaths.smsLogin, 'sms'],
  [sessionPaths.smsRegister, 'sms'],
  [memberPaths.passwordEmail, 'sms'],
  // A new device's code by SMS or e-mail (issue 16 item 1) is a message sent, too.
  [sessionPaths.loginVerifySend, 'sms'],
  [sessionPaths.captcha, 'captcha'],
  // The stand-in hosted challenge's token (platform/domains/challenge), the captcha's counterpart.
  ['/wps/challenge/answer', 'captcha', 'POST'],
  [homePaths.launchChat, 'chatStart'],
  [homePaths.chatMessages, 'chatMessage', 'POST'],
];
const groupOfCall: ReadonlyMap<string, RateLimitGroup> = new Map(
  limitedCalls.map(([path, group, method]) => [`${method ?? '*'} ${path.toLowerCase()}`, group]),
);

/**
 * The group of a call; `//wps/Captcha/` is the same call to a lenient upstream, so it counts too.
 * Without a method, only the calls limited whatever their method.
 */
export function groupOf(pathname: string, method = '*'): RateLimitGroup | undefined {
  const path = pathname
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .replace(/(.)\/$/, '$1');
  return groupOfCall.get(`${method.toUpperCase()} ${path}`) ?? groupOfCall.get(`* ${path}`);
}

/**
 * `login=10/60,captcha=30/60`: calls per seconds, for the groups named (the others keep their
 * defaults). A bad entry is a thrown Error naming it.
 */
export function parseRateLimits(text: string, base: RateLimits = defaultRateLimits): RateLimits {
  const limits = { ...base };
  for (const entry of text.split(',').map((item) => item.trim())) {
    if (entry === '') continue;
    const match = /^(\w+)=(\d+)\/(\d+)$/.exec(entry);
    const group = match?.[1] as RateLimitGroup | undefined;
    if (!match || group === undefined || !Object.hasOwn(limits, group) || Number(match[3]) < 1) {
      throw new Error(
        `RATE_LIMITS entries are <group>=<calls>/<seconds> with a group of ${Object.keys(limits).join(', ')}, not "${entry}"`,
      );
    }
    limits[group] = { limit: Number(match[2]), windowMs: Number(match[3]) * 1000 };
  }
  return limits;
}

/** RATE_LIMITS for start.ts: a bad value stops the server with a message that names it. */
export function readRateLimits(value: string): RateLimits {
  try {
    return parseRateLimits(value);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

export interface LimiterOptions extends RateLimit {
  now: () => number;
  /** Addresses remembered at most; past it the oldest window is forgotten (default 10,000). */
  maxKeys?: number;
}

/**
 * A fixed window per key. Windows are kept in the order they started, and every window of one
 * limiter is as long as any other, so the ones that have ended are always at the front: each call
 * drops them, and memory holds only the keys seen in the last window, never more than maxKeys.
 */
export function createLimiter({ limit, windowMs, now, maxKeys = 10_000 }: LimiterOptions) {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    /** Counts a call: 0 when it may go ahead, else the seconds until the key's window ends. */
    hit(key: string): number {
      const time = now();
      for (const [oldKey, window] of windows) {
        if (window.endsAt > time) break;
        windows.delete(oldKey);
      }
      let window = windows.get(key);
      if (window === undefined) {
        if (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string);
        window = { count: 0, endsAt: time + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return window.count <= limit ? 0 : Math.max(1, Math.ceil((window.endsAt - time) / 1000));
    },
    get size(): number {
      return windows.size;
    },
  };
}

/**
 * An IPv6 client holds a whole /64 (RFC 4291 section 2.5.4: the interface half is its own to pick), so
 * it is counted by that prefix; an IPv4 address by itself.
 */
export function limitKeyOf(address: string): string {
  if (!address.includes(':')) return address;
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The answer over a limit: the platform's envelope (PLATFORM.md "Responses"), 429 and Retry-After. */
function tooManyRequests(retryAfterSeconds: number): Response {
  const envelope: Envelope<never> = {
    success: false,
    errorCode: ErrorCode.TOO_MANY_REQUESTS,
    message: 'Too many requests, please try again later',
  };
  return Response.json(envelope, { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } });
}

/** Checks a call against the table: a 429 to answer with, or undefined to go ahead. */
export type RouteLimiter = (pathname: string, address: string, method: string) => Response | undefined;

export function createRouteLimiter(
  limits: RateLimits,
  options: { now?: () => number; maxKeys?: number } = {},
): RouteLimiter {
  const now = options.now ?? Date.now;
  const limiters = new Map(
    Object.entries(limits)
      .filter(([, { limit }]) => limit > 0)
      .map(([group, limit]) => [group, createLimiter({ ...limit, now, maxKeys: options.maxKeys })]),
  );
  return (pathname, address, method) => {
    const group = groupOf(pathname, method);
    const retryAfter = group === undefined ? 0 : (limiters.get(group)?.hit(limitKeyOf(address)) ?? 0);
    return retryAfter > 0 ? tooManyRequests(retryAfter) : undefined;
  };
}
