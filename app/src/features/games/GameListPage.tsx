/**
 * /live, /fish, /rng, /pvp: a product line's games (SPEC.md section 2, "Game list centre"). The line
 * comes from the path.
 */
import { useLocation } from 'react-router-dom';
import { GameBrowser } from './GameBrowser';
import { lineOfPath } from '../../routes/categories';
import NotFoundPage from '../../pages/NotFoundPage';

export default function GameListPage() {
  const { pathname } = useLocation();
  const line = lineOfPath(pathname);
  if (!line) return <NotFoundPage />;
  return <GameBrowser key={line} line={line} />;
}
