import { Outlet } from 'react-router-dom';

/** TEMPORARY scaffold, replaced by the shell work of issue 6. */
export function MainLayout() {
  return <Outlet />;
}
