/**
 * The route table (SPEC.md section 2), in history mode: which page each path shows, in which layout,
 * behind which guard. Every page is code-split (lazyPage) and has its own error boundary.
 */
import { Loader } from '@lobby/design-system';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useMatches, type RouteObject } from 'react-router-dom';
import { AgentLayout } from '../layouts/AgentLayout';
import { MainLayout } from '../layouts/MainLayout';
import { SeamlessLayout } from '../layouts/SeamlessLayout';
import { RequireAgent, RequireAuth, RequireMember } from './guards';
import { lazyPage, type LazyPage } from './lazyPage';
import { gameCentreRoutes, gameListRoutes, homeAliases, paths } from './paths';
import { LazyPageFrame } from './RouteBoundary';
import { RouteEffects } from './RouteEffects';
import { SiteProvider } from '../shell/SiteProvider';

export const pages = {
  home: lazyPage('home', () => import('../pages/HomePage')),
  help: lazyPage('help', () => import('../pages/HelpPage')),
  gameCentre: lazyPage('gameCentre', () => import('../pages/GameCentrePage')),
  gameList: lazyPage('gameList', () => import('../pages/GameListPage')),
  accountGames: lazyPage('accountGames', () => import('../pages/AccountGamesPage')),
  lottery: lazyPage('lottery', () => import('../pages/LotteryPage')),
  seamless: lazyPage('seamless', () => import('../pages/SeamlessPage')),
  promotions: lazyPage('promotions', () => import('../pages/PromotionsPage')),
  pointMall: lazyPage('pointMall', () => import('../pages/PointMallPage')),
  member: lazyPage('member', () => import('../pages/MemberCentrePage')),
  agentLogin: lazyPage('agentLogin', () => import('../pages/AgentLoginPage')),
  agentHome: lazyPage('agentHome', () => import('../pages/AgentCentrePage')),
  notFound: lazyPage('notFound', () => import('../pages/NotFoundPage')),
} satisfies Record<string, LazyPage>;

/** A page in its error boundary, with the route loader while its code arrives. */
function page(lazy: LazyPage, guard?: (children: ReactNode) => ReactNode): ReactNode {
  const element = <PageFrame lazy={lazy} />;
  return guard ? guard(element) : element;
}

/**
 * A fresh frame per route (so that an error on one route is not shown on the next), but the same
 * one across a route's own sub-pages (/member/*): the centre keeps its state between them.
 */
function PageFrame({ lazy }: { lazy: LazyPage }) {
  const routeId = useMatches().at(-1)?.id;
  return <LazyPageFrame key={routeId} lazy={lazy} fallback={<RouteLoader />} />;
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
        element: <MainLayout />,
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
          { path: '*', element: page(pages.notFound) },
        ],
      },
      {
        // SPEC.md section 2: seamless games have no footer.
        element: <SeamlessLayout />,
        // Free play needs no login; the page itself sends guests to login before real-money play.
        children: [{ path: paths.seamless, element: page(pages.seamless) }],
      },
      {
        // SPEC.md section 2: the agent pages have no side menu, header or footer.
        element: <AgentLayout />,
        children: [
          { path: paths.agent, element: page(pages.agentLogin) },
          { path: `${paths.agentHome}/*`, element: page(pages.agentHome, agent) },
        ],
      },
    ],
  },
];
