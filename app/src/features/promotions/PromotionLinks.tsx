import { PromotionsNav } from '@lobby/design-system';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { href, memberHref } from '../../routes/paths';

export type PromotionPage = 'promotions' | 'activity' | 'rewards' | 'jackpot' | 'news' | 'blog';

/**
 * The promotion screens, linked where a player looks for them: at the top of the promotions page,
 * the activity centre, the jackpot and the news and blog (the header and side menu are not touched).
 */
export function PromotionLinks({ current }: { current: PromotionPage }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const items = [
    { key: 'promotions', href: href('promotions') },
    { key: 'activity', href: href('activity') },
    { key: 'rewards', href: memberHref('rewardCenter') },
    { key: 'jackpot', href: href('jackpot') },
    { key: 'news', href: href('news') },
    { key: 'blog', href: href('blog') },
  ] as const;
  return (
    <PromotionsNav
      label={t('promotions.nav.label')}
      items={items.map((item) => ({
        key: item.key,
        href: item.href,
        label: t(`promotions.nav.${item.key}`),
        current: item.key === current,
      }))}
      onNavigate={(_, to) => void navigate(to)}
    />
  );
}
