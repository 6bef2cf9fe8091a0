import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isPointType, isRedeemStatus, type PointType, type RedeemStatus } from '@lobby/contract';

/** The mall's tabs (SPEC.md section 2: redeem gifts, redeem history, point details, rules, exchange-rate table). */
export const mallTabs = ['gifts', 'history', 'details', 'rules', 'rates'] as const;
export type MallTab = (typeof mallTabs)[number];

const isTab = (value: string | null): value is MallTab => mallTabs.includes(value as MallTab);

/**
 * The mall's view in the URL (`/pointMall?tab=history&status=REJECTED&page=2`), so that a link, a
 * reload or the back button shows the same tab, filter and page. Unknown values fall back to the
 * defaults; changing the tab or a filter starts again from page 1.
 */
export function useMallQuery() {
  const [params, setParams] = useSearchParams();
  const tab: MallTab = isTab(params.get('tab')) ? (params.get('tab') as MallTab) : 'gifts';
  const statusParam = params.get('status');
  const typeParam = params.get('type');
  const pageNumber = Number(params.get('page'));
  const page = Number.isSafeInteger(pageNumber) && pageNumber > 0 ? pageNumber : 1;

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      }),
    [setParams],
  );

  return {
    tab,
    status: isRedeemStatus(statusParam) ? statusParam : undefined,
    pointType: isPointType(typeParam) ? typeParam : undefined,
    page,
    setTab: (next: MallTab) => update({ tab: next === 'gifts' ? null : next, status: null, type: null, page: null }),
    setStatus: (next: RedeemStatus | undefined) => update({ status: next ?? null, page: null }),
    setPointType: (next: PointType | undefined) => update({ type: next ?? null, page: null }),
    setPage: (next: number) => update({ page: next > 1 ? String(next) : null }),
  };
}
