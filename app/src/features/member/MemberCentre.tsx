import { StatusPage } from '@lobby/design-system';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router-dom';
import { memberPages, paths } from '../../routes/paths';
import { CentreFrame, CentreSection, useCentrePage } from '../shared';
import { MemberMenu } from './MemberMenu';

/**
 * The member centre's layout (SPEC.md section 2): its menu beside the current page, which the route
 * table declares as its child (each page its own chunk); an unknown page shows the not-found state.
 * /member alone is the table's redirect to securityCenter.
 */
export function MemberCentre() {
  const { t } = useTranslation();
  const current = useCentrePage(paths.member, memberPages);
  if (current === '') return <Outlet />;
  return (
    <CentreFrame menu={<MemberMenu current={current} />}>
      {current ? (
        <CentreSection title={t(`centres.member.pages.${current}`)}>
          <Outlet />
        </CentreSection>
      ) : (
        <UnknownPage />
      )}
    </CentreFrame>
  );
}

function UnknownPage() {
  const navigate = useNavigate();
  return <StatusPage kind="notFound" onHome={() => void navigate(paths.home)} />;
}
