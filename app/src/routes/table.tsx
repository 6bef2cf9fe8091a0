/**
 * The route table (SPEC.md section 2), in history mode: which page each path shows, in which layout,
 * behind which guard. Every page is code-split (lazyPage) and has its own error boundary.
 */
import { Loader } from '@lobby/design-system';
import type { ComponentType, ReactNode } from 'react';
import { matchRoutes, Navigate, Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { RequireAgent, RequireAuth, RequireMember } from './guards';
import type * as AgentCentre from '../features/agent';
import type { LazyArea } from '../i18n/areas';
import { lazyPage, loadAfter, type LazyPage } from './lazyPage';
import { preloadModules } from './modulePreloads';
import {
  agentPages,
  gameCentreRoutes,
  gameListRoutes,
  homeAliases,
  memberHref,
  memberPages,
  openingPage,
  paths,
  type OpeningPage,
  type AgentPage,
  type MemberPage,
} from './paths';
import { LazyPageFrame } from './RouteBoundary';
import { RouteEffects } from './RouteEffects';
import { SiteProvider } from '../shell/SiteProvider';

/**
 * The string areas of the member and agent centres: every member page and its design-system parts
 * (i18n/areas.ts), fetched with the centre's code (its layout), before its first page.
 */
const memberStringAreas = [
  'centres',
  'wallet',
  'records',
  'account',
  'security',
  'points',
  'promotions',
  'inbox',
  'agent',
  'takeABreak',
] as const;

/**
 * A feature's screen as a lazy route module, one chunk per page: `load` imports the module that
 * defines it, at the top of its feature folder (the feature's index would put the whole feature in
 * one chunk).
 */
function screen(name: string, load: () => Promise<ComponentType>, strings?: readonly LazyArea[]): LazyPage {
  return lazyPage(name, () => load().then((component) => ({ default: component })), strings);
}

const pages = {
  home: lazyPage('home', () => import('../features/lobby/HomePage')),
  help: lazyPage('help', () => import('../features/help/HelpPage')),
  gameCentre: lazyPage('gameCentre', () => import('../features/games/GameCentrePage')),
  gameList: lazyPage('gameList', () => import('../features/games/GameListPage')),
  accountGames: lazyPage('accountGames', () => import('../features/games/AccountGamesPage')),
  lottery: lazyPage('lottery', () => import('../features/games/LotteryPage')),
  seamless: lazyPage('seamless', () => import('../features/games/SeamlessPage')),
  promotions: lazyPage('promotions', () => import('../features/promotions/PromotionsPage'), ['centres', 'promotions']),
  pointMall: lazyPage('pointMall', () => import('../features/points/PointMallPage'), ['centres', 'points']),
  agentLogin: lazyPage('agentLogin', () => import('../features/auth/AgentLoginPage'), ['centres', 'agent']),
  feedback: screen('feedback', () => import('../features/feedback/FeedbackPage').then((m) => m.FeedbackPage), [
    'centres',
    'account',
  ]),
  download: screen('download', () => import('../features/download/DownloadPage').then((m) => m.DownloadPage), [
    'centres',
    'account',
  ]),
  winners: screen('winners', () => import('../features/winners/WinnersPage').then((m) => m.WinnersPage), [
    'centres',
    'account',
  ]),
  activity: lazyPage('activity', () => import('../features/promotions/ActivityCentrePage'), ['centres', 'promotions']),
  jackpot: lazyPage('jackpot', () => import('../features/promotions/JackpotPage'), ['centres', 'promotions']),
  news: lazyPage('news', () => import('../features/promotions/NewsPage'), ['centres', 'promotions']),
  saferGambling: screen(
    'saferGambling',
    () => import('../features/protection/SaferGamblingPage').then((m) => m.SaferGamblingPage),
    ['protection'],
  ),
  notFound: lazyPage('notFound', () => import('../pages/NotFoundPage')),
} satisfies Record<string, LazyPage>;

/**
 * The member and agent centres (SPEC.md section 2): each a layout route (its menu and frame around an
 * <Outlet/>) whose children are the centre's pages, each page a feature's screen in a chunk of its own.
 */
const centres = {
  member: screen('member', () => import('../features/member').then((m) => m.MemberCentre), memberStringAreas),
  agent: screen('agentHome', () => import('../features/agent').then((m) => m.AgentCentre), memberStringAreas),
};

const memberScreens: Record<MemberPage, LazyPage> = {
  securityCenter: screen('member-securityCenter', () =>
    import('../features/account/SecurityCenter').then((m) => m.SecurityCenter),
  ),
  vip: screen('member-vip', () => import('../features/account/Vip').then((m) => m.Vip)),
  transferFund: screen('member-transferFund', () =>
    import('../features/wallet/TransferFund').then((m) => m.TransferFund),
  ),
  depositv2: screen('member-depositv2', () => import('../features/wallet/Deposit').then((m) => m.DepositView)),
  withdraw: screen('member-withdraw', () => import('../features/wallet/Withdraw').then((m) => m.WithdrawView)),
  transferUpline: screen('member-transferUpline', () =>
    import('../features/wallet/TransferUpline').then((m) => m.TransferUplineView),
  ),
  personalHistoryCopy: screen('member-personalHistoryCopy', () =>
    import('../features/records/BetRecords').then((m) => m.BetRecords),
  ),
  transactionHistory: screen('member-transactionHistory', () =>
    import('../features/records/AccountRecords').then((m) => m.AccountRecords),
  ),
  personalProfit: screen('member-personalProfit', () =>
    import('../features/records/ProfitLoss').then((m) => m.ProfitLoss),
  ),
  bonusDetails: screen('member-bonusDetails', () =>
    import('../features/records/BonusRecords').then((m) => m.BonusRecords),
  ),
  rewardCenter: screen('member-rewardCenter', () =>
    import('../features/promotions/RewardCentre').then((m) => m.RewardCentre),
  ),
  referral: screen('member-referral', () => import('../features/account/Referral').then((m) => m.Referral)),
  missionLeaderboard: screen('member-missionLeaderboard', () =>
    import('../features/account/Missions').then((m) => m.Missions),
  ),
  messageV2: screen('member-messageV2', () => import('../features/inbox/InboxView').then((m) => m.InboxView)),
  manualRebate: screen('member-manualRebate', () =>
    import('../features/records/ManualRebate').then((m) => m.ManualRebate),
  ),
  // The reality check's setting is a section of the limits page (protection strings, issue 17).
  limits: screen('member-limits', () => import('../features/wallet/Limits').then((m) => m.LimitsView), ['protection']),
  takeABreak: screen('member-takeABreak', () => import('../features/takeABreak/TakeABreak').then((m) => m.TakeABreak)),
};

// The agent centre's pages share one chunk with its layout (the feature's index), as they always have.
const agentScreen = (page: AgentPage, pick: (feature: typeof AgentCentre) => ComponentType) =>
  screen(`agent-${page}`, () => import('../features/agent').then(pick));
const agentScreens: Record<AgentPage, LazyPage> = {
  agentAnnouncement: agentScreen('agentAnnouncement', (m) => m.Announcements),
  agentTeamOverview: agentScreen('agentTeamOverview', (m) => m.TeamFigures),
  registerCenter: agentScreen('registerCenter', (m) => m.RegisterCentre),
  downlineManagmentView: agentScreen('downlineManagmentView', (m) => m.Downlines),
  personalHistoryCopy: agentScreen('personalHistoryCopy', (m) => m.TeamBets),
  palStatementsAgentCopy: agentScreen('palStatementsAgentCopy', (m) => m.TeamProfitLoss),
  agentRevenueReport: agentScreen('agentRevenueReport', (m) => m.Revenue),
  agentDownlineTransactionDetailsCopy: agentScreen('agentDownlineTransactionDetailsCopy', (m) => m.TeamTransactions),
  agentDividendRecordCopy2: agentScreen('agentDividendRecordCopy2', (m) => m.DividendContracts),
  agentDailyWages2: agentScreen('agentDailyWages2', (m) => m.DailySalaryContracts),
  agentHourSalary: agentScreen('agentHourSalary', (m) => m.HourlySalaryContracts),
  agentRealtimeSalary: agentScreen('agentRealtimeSalary', (m) => m.RealtimeSalaryContracts),
};

// The layouts are chunks of their own, so that the entry holds only the core (React, router, i18n,
// data); the frame of the site (header, menus, footer and their popover parts) is requested as soon
// as this module runs when the address opens on it, in parallel with the status check. A layout that
// fails to load recovers like a page (one reload, then the error page).
const layouts = {
  main: lazyPage('layout-main', () => import('../layouts/MainLayout').then((m) => ({ default: m.MainLayout }))),
  seamless: lazyPage('layout-seamless', () =>
    import('../layouts/SeamlessLayout').then((m) => ({ default: m.SeamlessLayout })),
  ),
  agent: lazyPage('layout-agent', () => import('../layouts/AgentLayout').then((m) => ({ default: m.AgentLayout })), [
    'centres',
  ]),
};
const layout = (lazy: LazyPage) => <LazyPageFrame lazy={lazy} fallback={<Loader fullPage />} />;

/**
 * The build's sources (Vite's manifest keys) of each opening page's code: its layout's and its own,
 * as imported by `layouts` and `pages` above (table.test.ts holds them to those imports). The server
 * lists their scripts in the page it renders (PageBootstrap.modules), for preloadOpeningPage.
 */
export const openingPageSources: Record<OpeningPage, readonly string[]> = {
  home: ['src/layouts/MainLayout.tsx', 'src/features/lobby/HomePage.tsx'],
  gameList: ['src/layouts/MainLayout.tsx', 'src/features/games/GameListPage.tsx'],
  gameCentre: ['src/layouts/MainLayout.tsx', 'src/features/games/GameCentrePage.tsx'],
};

/**
 * Starts loading the code of the page the address opens on, with its layout, rather than after them.
 * Called by entry-client.tsx once it has asked for the first screen's data: a browser opens 6 connections to
 * a host, and the data calls (a few small answers) went to the back of the queue behind these
 * chunks (Lighthouse: about 45 files), so the page waited for its data longer than for its code.
 *
 * They are asked for in a task after the entry's: Vite preloads every module of a chunk's graph
 * with a link element of its own (35 for the main layout, 23 more for home), and inside the entry's
 * evaluation they made it one task of 66-150 ms at 1x CPU on a phone-sized home page (7 loads),
 * 29-44 ms without them. (The layout and the page in two tasks measured no better.) A page the
 * server rendered names those modules (`modules`, openingPageSources): they are linked a few a task
 * first (modulePreloads.ts), and every page load waits for that (loadAfter), so Vite's helper, when
 * the layout and the page are imported, finds them linked and links none.
 */
export function preloadOpeningPage(pathname: string, modules: readonly string[] = []): void {
  const opening = openingPage(pathname);
  if (!opening) return;
  const linked = preloadModules(modules);
  loadAfter(linked);
  void linked.then(() => {
    layouts.main.preload();
    pages[opening].preload();
  });
}

let frames = 0;

/**
 * A page in its error boundary, with the route loader while its code arrives. Each route gets its
 * own frame (an error on one route is not shown on the next), kept across the route's own
 * sub-pages (/member/*), so that a centre keeps its state between them.
 */
function page(lazy: LazyPage, guard?: (children: ReactNode) => ReactNode): ReactNode {
  frames += 1;
  const element = <LazyPageFrame key={`route-${String(frames)}`} lazy={lazy} fallback={<RouteLoader />} />;
  return guard ? guard(element) : element;
}

function RouteLoader() {
  return <Loader />;
}

const auth = (children: ReactNode) => <RequireAuth>{children}</RequireAuth>;
const member = (children: ReactNode) => <RequireMember>{children}</RequireMember>;

/**
 * /member/<page> (SPEC.md section 2): /member alone opens securityCenter; a page the centre does not
 * have matches '*', which the centre's layout shows as not found. Members only: the table puts it
 * behind RequireMember.
 */
export const memberCentreRoute: RouteObject = {
  path: paths.member,
  element: page(centres.member),
  children: [
    { index: true, element: <Navigate to={memberHref('securityCenter')} replace /> },
    ...memberPages.map((name) => ({ path: name, element: page(memberScreens[name]) })),
    { path: '*' },
  ],
};

/**
 * /agentHome/<page> (SPEC.md section 2): /agentHome alone shows the team overview; an unknown page
 * matches '*', shown as not found by the centre's layout. Agents only: behind RequireAgent.
 */
export const agentCentreRoute: RouteObject = {
  path: paths.agentHome,
  element: page(centres.agent),
  children: [
    { index: true, element: page(agentScreens.agentTeamOverview) },
    ...agentPages.map((name) => ({ path: name, element: page(agentScreens[name]) })),
    { path: '*' },
  ],
};

function Root() {
  return (
    <SiteProvider>
      <RouteEffects />
      <Outlet />
    </SiteProvider>
  );
}

/** Any address the site has no page for: the not-found page (answered with 404 by the server). */
const notFoundRoute: RouteObject = { path: '*', element: page(pages.notFound) };

const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      {
        element: layout(layouts.main),
        children: [
          { path: paths.home, element: page(pages.home) },
          ...homeAliases.map((path) => ({ path, element: <Navigate to={paths.home} replace /> })),
          // /login and /register show home with their popup (SPEC.md section 2).
          { path: paths.login, element: page(pages.home) },
          { path: paths.register, element: page(pages.home) },
          { path: paths.help, element: page(pages.help) },
          ...gameCentreRoutes.map((name) => ({ path: paths[name], element: page(pages.gameCentre) })),
          ...gameListRoutes.map((name) => ({ path: paths[name], element: page(pages.gameList) })),
          { path: paths.favorite, element: page(pages.accountGames, auth) },
          { path: paths.recent, element: page(pages.accountGames, auth) },
          // SPEC.md section 6: lottery routes require a token.
          { path: paths.lottery, element: page(pages.lottery, auth) },
          { path: paths.seaLottery, element: page(pages.lottery, auth) },
          { path: paths.vnLottery, element: page(pages.lottery, auth) },
          { path: paths.promotions, element: page(pages.promotions) },
          { path: paths.pointMall, element: page(pages.pointMall, member) },
          { element: member(<Outlet />), children: [memberCentreRoute] },
          { path: paths.feedback, element: page(pages.feedback) },
          { path: paths.download, element: page(pages.download) },
          { path: paths.winners, element: page(pages.winners) },
          { path: paths.activity, element: page(pages.activity) },
          { path: paths.jackpot, element: page(pages.jackpot) },
          // News and blog: one page, two lists (SPEC.md section 2 "Other screens").
          { path: paths.news, element: page(pages.news) },
          { path: paths.blog, element: page(pages.news) },
          { path: paths.saferGambling, element: page(pages.saferGambling) },
          notFoundRoute,
        ],
      },
      {
        // SPEC.md section 2: seamless games have no footer.
        element: layout(layouts.seamless),
        // Free play needs no login; the page itself sends guests to login before real-money play.
        children: [{ path: paths.seamless, element: page(pages.seamless) }],
      },
      {
        // SPEC.md section 2: the agent pages have no side menu, header or footer.
        element: layout(layouts.agent),
        children: [
          { path: paths.agent, element: page(pages.agentLogin) },
          {
            element: (
              <RequireAgent>
                <Outlet />
              </RequireAgent>
            ),
            children: [agentCentreRoute],
          },
        ],
      },
    ],
  },
];

/** The HTTP status of a page: 404 for the not-found page, else 200 (the server's answer). */
export function pageStatus(pathname: string): 200 | 404 {
  let status = statuses.get(pathname);
  if (status === undefined) {
    // Matching ranks every route of the table (about a millisecond): once per address, a few hundred kept.
    status = matchRoutes(routes, pathname)?.at(-1)?.route === notFoundRoute ? 404 : 200;
    if (statuses.size >= 500) statuses.clear();
    statuses.set(pathname, status);
  }
  return status;
}

const statuses = new Map<string, 200 | 404>();

/** The site's routes, rendered inside the app's BrowserRouter. */
export function SiteRoutes() {
  return useRoutes(routes);
}
