/** Home's routes as the site declares them for the tests: home under /, /login and /register. */
import type { RouteObject } from 'react-router-dom';
import HomePage from './HomePage';
import { paths } from '../../routes/paths';

export const homeRoutes: RouteObject[] = [
  { path: paths.home, element: <HomePage /> },
  { path: paths.login, element: <HomePage /> },
  { path: paths.register, element: <HomePage /> },
  { path: '*', element: <p>another page</p> },
];
