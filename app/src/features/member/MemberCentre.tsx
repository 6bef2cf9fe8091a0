import { Loader, StatusPage } from '@lobby/design-system';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { memberHref, memberPages, paths, type MemberPage } from '../../routes/paths';
import { CentreFrame, CentreSection } from '../shared';
import { LazyPageFrame } from '../../routes/RouteBoundary';
import { MemberMenu } from './MemberMenu';
import { memberPageViews } from './pageViews';

/**
 * The member centre (SPEC.md section 2): its menu beside the current page, /member alone opening
 * securityCenter and an unknown page showing the not-found state. Each page is its own chunk
 * (pageViews.ts) inside the centre's frame.
 */
export function MemberCentre() {
  return (
    <Routes>
      <Route index element={<Navigate to={memberHref('securityCenter')} replace />} />
      {memberPages.map((page) => (
        <Route
          key={page}
          path={page}
          element={
            <CentreFrame menu={<MemberMenu current={page} />}>
              <MemberPageView page={page} />
            </CentreFrame>
          }
        />
      ))}
      <Route
        path="*"
        element={
          <CentreFrame menu={<MemberMenu current={null} />}>
            <UnknownPage />
          </CentreFrame>
        }
      />
    </Routes>
  );
}

function MemberPageView({ page }: { page: MemberPage }) {
  const { t } = useTranslation();
  return (
    <CentreSection title={t(`centres.member.pages.${page}`)}>
      <PageContent page={page} />
    </CentreSection>
  );
}

function PageContent({ page }: { page: MemberPage }): ReactNode {
  return <LazyPageFrame lazy={memberPageViews[page]} fallback={<Loader />} />;
}

function UnknownPage() {
  const navigate = useNavigate();
  return <StatusPage kind="notFound" onHome={() => void navigate(paths.home)} />;
}
