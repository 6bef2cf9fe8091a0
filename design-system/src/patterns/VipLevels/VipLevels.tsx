import type { VipLevel } from '@lobby/contract';
import { useId } from 'react';
import { Skeleton } from '../../components/Skeleton';
import { VipBadge } from '../../components/VipBadge';
import { formatMoney, formatNumber } from '../../format';
import { useDsLanguage, useDsTranslation } from '../../i18n';
import { visuallyHidden } from '../../theme/global.css';
import * as styles from './VipLevels.css';
import { CheckMark } from '../../private/CheckMark';

export interface VipLevelsProps {
  /** Names the table ("VIP levels and benefits"). */
  caption: string;
  /** Lowest first (GET /wps/member/vip/levels). */
  levels: readonly VipLevel[];
  /** The player's level: its row is marked, in words as well as in colour. */
  currentLevel?: number;
  /** The platform's currency symbol for the amounts. */
  currencySymbol?: string;
  /** Placeholder rows while the levels load. */
  loading?: boolean;
}

const placeholderRows = 6;

/**
 * The VIP levels and their benefits: one row per level (what it takes to reach it, then what it
 * gives), the player's level marked. Wide: it scrolls sideways in a narrow column rather than squeeze.
 */
export function VipLevels({ caption, levels, currentLevel, currencySymbol, loading = false }: VipLevelsProps) {
  const t = useDsTranslation();
  const locale = useDsLanguage();
  const captionId = useId();
  const money = (amount: number) => formatMoney(amount, { locale, symbol: currencySymbol });
  const headers = [
    t('accountVipLevel'),
    t('accountVipDeposit'),
    t('accountVipValidBet'),
    t('accountVipRebate'),
    t('accountVipMonthlyBonus'),
    t('accountVipUpgradeBonus'),
    t('accountVipBirthdayBonus'),
    t('accountVipWithdrawals'),
    t('accountVipService'),
  ];
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
    <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table} aria-busy={loading || undefined}>
        <caption id={captionId} className={visuallyHidden}>
          {caption}
        </caption>
        <thead>
          <tr>
            {headers.map((header, index) => (
              <th key={header} scope="col" className={styles.head({ align: index === 0 ? 'start' : 'end' })}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading
            ? Array.from({ length: placeholderRows }, (_, row) => (
                <tr key={row}>
                  {headers.map((header) => (
                    <td key={header} className={styles.cell({ align: 'end' })}>
                      <Skeleton width="100%" />
                    </td>
                  ))}
                </tr>
              ))
            : levels.map((level) => {
                const current = level.level === currentLevel;
                const { benefits } = level;
                return (
                  <tr key={level.level} className={styles.row({ current })} aria-current={current ? 'true' : undefined}>
                    <th scope="row" className={styles.levelCell({ current })}>
                      <span className={styles.levelName}>
                        <VipBadge level={level.level} label={level.name} size="sm" />
                        {current ? <span className={styles.yours}>{t('accountVipYours')}</span> : null}
                      </span>
                    </th>
                    <td className={styles.cell({ align: 'end' })}>{money(level.depositRequired)}</td>
                    <td className={styles.cell({ align: 'end' })}>{money(level.validBetRequired)}</td>
                    <td className={styles.cell({ align: 'end' })}>
                      {t('accountVipPercent', { rate: formatNumber(benefits.rebateRate, { locale, decimals: 1 }) })}
                    </td>
                    <td className={styles.cell({ align: 'end' })}>{money(benefits.monthlyBonus)}</td>
                    <td className={styles.cell({ align: 'end' })}>{money(benefits.upgradeBonus)}</td>
                    <td className={styles.cell({ align: 'end' })}>{money(benefits.birthdayBonus)}</td>
                    <td className={styles.cell({ align: 'end' })}>
                      {money(benefits.dailyWithdrawalLimit)}
                      <span className={styles.detail}>
                        {t('accountVipWithdrawalCount', { shown: formatNumber(benefits.dailyWithdrawals, { locale }) })}
                      </span>
                    </td>
                    <td className={styles.cell({ align: 'end' })}>
                      {benefits.dedicatedService ? (
                        <span className={styles.yes}>
                          <CheckMark />
                          {t('accountVipYes')}
                        </span>
                      ) : (
                        <span className={styles.no}>{t('accountVipNo')}</span>
                      )}
                    </td>
                  </tr>
                );
              })}
        </tbody>
      </table>
    </div>
  );
}
