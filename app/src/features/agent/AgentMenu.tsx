import { SideMenu, type SideMenuItem } from '@lobby/design-system';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useUnreadCount } from '../../data';
import { agentHref, memberHref, type AgentPage } from '../../routes/paths';
import { useSite } from '../../shell/site';
import { agentIcons, serviceIcons, useMenuCollapsed } from '../shared';

/**
 * The agent centre's menu (SPEC.md section 2): its pages (the feature-dependent ones already left out
 * by the caller), then deposit, withdraw and platform messages (member pages) and customer service.
 */
export function AgentMenu({ pages, current }: { pages: readonly AgentPage[]; current: AgentPage | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { openCustomerService } = useSite();
  const unread = useUnreadCount();
  const [collapsed, setCollapsed] = useMenuCollapsed();
  const link = (href: string) => ({ href, onSelect: () => void navigate(href) });

  const pageItems: SideMenuItem[] = pages.map((page) => ({
    key: page,
    label: t(`centres.agent.pages.${page}`),
    icon: agentIcons[page],
    active: page === current,
    ...link(agentHref(page)),
  }));
  const serviceItems: SideMenuItem[] = [
    { key: 'deposit', label: t('centres.agent.deposit'), icon: serviceIcons.deposit, ...link(memberHref('depositv2')) },
    {
      key: 'withdraw',
      label: t('centres.agent.withdraw'),
      icon: serviceIcons.withdraw,
      ...link(memberHref('withdraw')),
    },
    {
      key: 'messages',
      label: t('centres.agent.messages'),
      icon: serviceIcons.messages,
      badge: unread.data?.message,
      ...link(memberHref('messageV2')),
    },
    {
      key: 'customerService',
      label: t('centres.agent.customerService'),
      icon: serviceIcons.customerService,
      onSelect: openCustomerService,
    },
  ];

  return (
    <SideMenu
      label={t('centres.agent.menu')}
      collapsed={collapsed}
      onCollapsedChange={setCollapsed}
      sections={[
        { key: 'agent', title: t('centres.agent.menu'), items: pageItems },
        { key: 'services', title: t('centres.agent.services'), items: serviceItems },
      ]}
    />
  );
}
