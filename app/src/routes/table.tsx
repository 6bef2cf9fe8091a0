/**
 * The route table (SPEC.md section 2), in history mode: which page each path shows, in which layout,
 * behind which guard. Every page is code-split (lazyPage) and has its own error boundary.
 */
import { Loader } from '@lobby/design-system';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { RequireAgent, RequireAuth, RequireMember } from './guards';
import { lazyPage, type LazyPage } from './lazyPage';
import { gameCentreRoutes, gameListRoutes, homeAliases, openingPage, paths } from './paths';
import { LazyPageFrame } from './RouteBoundary';
import { RouteEffects } from './RouteEffects';
import { SiteProvider } from '../shell/SiteProvider';

/**
 * The string areas of the member and agent centres: every member page and its design-system parts
 * (i18n/areas.ts), fetched with the centre's code.
 */
const memberStringAreas = [
  'centres',
  'wallet',
  'records',
  'account',
  'points',
  'promotions',
  'inbox',
  'agent',
] as const;

export const pages = {
  home: lazyPage('home', () => import('../pages/HomePage')),
  help: lazyPage('help', () => import('../pages/HelpPage')),
  gameCentre: lazyPage('gameCentre', () => import('../pages/GameCentrePage')),
  gameList: lazyPage('gameList', () => import('../pages/GameListPage')),
  accountGames: lazyPage('accountGames', () => import('../pages/AccountGamesPage')),
  lottery: lazyPage('lottery', () => import('../pages/LotteryPage')),
  seamless: lazyPage('seamless', () => import('../pages/SeamlessPage')),
  promotions: lazyPage('promotions', () => import('../pages/PromotionsPage'), ['centres', 'promotions']),
  pointMall: lazyPage('pointMall', () => import('../pages/PointMallPage'), ['centres', 'points']),
  member: lazyPage('member', () => import('../pages/MemberCentrePage'), memberStringAreas),
  agentLogin: lazyPage('agentLogin', () => import('../pages/AgentLoginPage'), ['centres', 'agent']),
  agentHome: lazyPage('agentHome', () => import('../pages/AgentCentrePage'), memberStringAreas),
  feedback: lazyPage('feedback', () => import('../pages/FeedbackPage'), ['centres', 'account']),
  download: lazyPage('download', () => import('../pages/DownloadPage'), ['centres', 'account']),
  winners: lazyPage('winners', () => import('../pages/WinnersPage'), ['centres', 'account']),
  activity: lazyPage('activity', () => import('../pages/ActivityCentrePage'), ['centres', 'promotions']),
  jackpot: lazyPage('jackpot', () => import('../pages/JackpotPage'), ['centres', 'promotions']),
  news: lazyPage('news', () => import('../pages/NewsPage'), ['centres', 'promotions']),
  notFound: lazyPage('notFound', () => import('../pages/NotFoundPage')),
} satisfies Record<string, LazyPage>;

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
 * Starts loading the code of the page the address opens on, with its layout, rather than after them.
 * Called by main.tsx once it has asked for the first screen's data: a browser opens 6 connections to
 * a host, and the data calls (a few small answers) went to the back of the queue behind these
 * chunks (Lighthouse: about 45 files), so the page waited for its data longer than for its code.
 */
export function preloadOpeningPage(pathname: string): void {
  const opening = openingPage(pathname);
  if (!opening) return;
  layouts.main.preload();
  pages[opening].preload();
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
const agent = (children: ReactNode) => <RequireAgent>{children}</RequireAgent>;

function Root() {
  return (
    <SiteProvider>
      <RouteEffects />
      <Outlet />
    </SiteProvider>
  );
}

export const routes: RouteObject[] = [
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
          { path: `${paths.member}/*`, element: page(pages.member, member) },
          { path: paths.feedback, element: page(pages.feedback) },
          { path: paths.download, element: page(pages.download) },
          { path: paths.winners, element: page(pages.winners) },
          { path: paths.activity, element: page(pages.activity) },
          { path: paths.jackpot, element: page(pages.jackpot) },
          // News and blog: one page, two lists (SPEC.md section 2 "Other screens").
          { path: paths.news, element: page(pages.news) },
          { path: paths.blog, element: page(pages.news) },
          { path: '*', element: page(pages.notFound) },
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
          { path: `${paths.agentHome}/*`, element: page(pages.agentHome, agent) },
        ],
      },
    ],
  },
];

/** The site's routes, rendered inside the app's BrowserRouter. */
export function SiteRoutes() {
  return useRoutes(routes);
}
