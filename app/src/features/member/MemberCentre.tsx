import { StatusPage, VipBadge } from '@lobby/design-system';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useNavigate } from 'react-router-dom';
import { useSessionState, useVipAvailable } from '../../data';
import { memberHref, memberPages, paths } from '../../routes/paths';
import { CentreFrame, CentreSection, useCentrePage } from '../shared';
import * as styles from './MemberCentre.css';
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
        <CentreSection title={t(`centres.member.pages.${current}`)} aside={current === 'vip' ? null : <VipLabel />}>
          <Outlet />
        </CentreSection>
      ) : (
        <UnknownPage />
      )}
    </CentreFrame>
  );
}

/**
 * The VIP label and rank level (SPEC.md section 3) beside each page's heading, a link to the VIP page
 * (which shows the level itself).
 */
function VipLabel() {
  const { vip } = useSessionState();
  const available = useVipAvailable();
  if (!vip || !available) return null;
  return (
    <Link to={memberHref('vip')} className={styles.vipLink}>
      <VipBadge level={vip.rankLevel} label={vip.label} />
    </Link>
  );
}

function UnknownPage() {
  const navigate = useNavigate();
  return <StatusPage kind="notFound" onHome={() => void navigate(paths.home)} />;
}
