/**
 * Every route of SPEC.md section 2, defined once: its path (what the router matches, in history mode)
 * and how a link is built to it. Pages, menus and guards refer to routes by name, never by a literal.
 */

/** The product lines that have their own centre page (SPEC.md section 2). */
export const gameCentreRoutes = ['sports', 'esports', 'lott', 'elott'] as const;
export const gameListRoutes = ['live', 'fish', 'rng', 'pvp'] as const;
export type GameCentreRoute = (typeof gameCentreRoutes)[number];
export type GameListRoute = (typeof gameListRoutes)[number];

export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  help: '/help',
  agent: '/agent',
  agentHome: '/agentHome',
  member: '/member',
  sports: '/sports',
  esports: '/esports',
  lott: '/lott',
  elott: '/elott',
  live: '/live',
  fish: '/fish',
  rng: '/rng',
  pvp: '/pvp',
  favorite: '/favorite',
  recent: '/recent',
  lottery: '/lottery',
  seaLottery: '/seaLottery',
  vnLottery: '/vnLottery',
  promotions: '/promotions',
  pointMall: '/pointMall',
  seamless: '/seamless',
  // Screens of SPEC.md section 1 whose routes the spec does not show (defined here).
  feedback: '/feedback',
  download: '/download',
  winners: '/winners',
  activity: '/activity',
  jackpot: '/jackpot',
  news: '/news',
  blog: '/blog',
  // Player protection (issue 17, item 5): the safer-gambling page, public.
  saferGambling: '/saferGambling',
} as const;

export type RouteName = keyof typeof paths;

/** Other paths that show home (SPEC.md section 2: /, /index, /index.html, /home). */
export const homeAliases = ['/index', '/index.html', '/home'] as const;

/**
 * Where an address that names home by another path moves to: home, with its query (the server
 * answers a redirect, as the router replaces the address in the browser); null for any other address.
 * Matched as the router matches: any case, trailing slashes ignored.
 */
export function homeAliasRedirect(url: string): string | null {
  const { pathname, search } = new URL(url, 'http://site.invalid');
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return homeAliases.some((alias) => alias.toLowerCase() === path) ? `${paths.home}${search}` : null;
}

/** The member-centre pages of SPEC.md section 2 and the limits, in menu order (reached as /member/<page>). */
export const memberPages = [
  'securityCenter',
  // The VIP club (issue 16 item 5; SPEC.md section 2 "VIP if available"): shown when the operator has it.
  'vip',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
  // Player protection (issue 17): not among the spec's pages, which predate it.
  'limits',
  'takeABreak',
] as const;
export type MemberPage = (typeof memberPages)[number];

/** The agent-centre pages of SPEC.md section 2, in menu order (reached as /agentHome/<page>). */
export const agentPages = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;
export type AgentPage = (typeof agentPages)[number];

type Query = Record<string, string | number | undefined | null>;

/** A link to a route, with an optional query (empty values are left out) and anchor. */
export function href(name: RouteName, query?: Query, hash?: string): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return `${paths[name]}${text ? `?${text}` : ''}${hash ? `#${hash}` : ''}`;
}

/** A member-centre page (SPEC.md section 2). */
export const memberHref = (page: MemberPage): string => `${paths.member}/${page}`;
/** An agent-centre page (SPEC.md section 2). */
export const agentHref = (page: AgentPage): string => `${paths.agentHome}/${page}`;

/**
 * Game pages (SPEC.md section 2: /seamless, the lottery pages and the game categories): the side
 * menu is hidden on them. Compared without case, as the spec lists them in lower case.
 */
const gamePagePaths = new Set(
  [
    paths.seamless,
    paths.lottery,
    paths.seaLottery,
    paths.vnLottery,
    ...gameCentreRoutes.map((name) => paths[name]),
    ...gameListRoutes.map((name) => paths[name]),
  ].map((path) => path.toLowerCase()),
);

export function isGamePage(pathname: string): boolean {
  return gamePagePaths.has(pathname.toLowerCase().replace(/\/+$/, '') || '/');
}

export type OpeningPage = 'home' | 'gameList' | 'gameCentre';

/** Which kind of page an address opens on, for the start-up preloads of its code and data. */
export function openingPage(pathname: string): OpeningPage | null {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  const is = (...names: RouteName[]) => names.some((name) => paths[name].toLowerCase() === path);
  if (is('home', 'login', 'register') || homeAliases.some((alias) => alias.toLowerCase() === path)) return 'home';
  if (gameListRoutes.some((name) => is(name))) return 'gameList';
  if (gameCentreRoutes.some((name) => is(name))) return 'gameCentre';
  return null;
}
