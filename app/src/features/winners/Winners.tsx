import { Tabs, WinnerRanking, type Winner } from '@lobby/design-system';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api';
import { getWinnerBoard } from '../../api/home';
import type { ProductLine } from '@lobby/contract';
import { useApi, useBalance, useSystemStatus } from '../../data';
import { usePublicSWR } from '../../data/swr';
import { useCategoryLinks } from '../header';
import { useFormat } from '../shared';

type Category = 'ALL' | ProductLine;

/** One category's board (ODSFE2_getWinnerBoard: gameCategory, language, limitNum 20). */
function useCategoryWinners(category: Category) {
  const { language } = useApi();
  return usePublicSWR(['account/winners', language, category], (client) =>
    getWinnerBoard(client, { gameCategory: category }),
  );
}

/**
 * The winners board page (SPEC.md sections 1 and 9): the 20 biggest recent wins, the top 3 first,
 * for all games or one product line at a time.
 */
export function Winners() {
  const { t } = useTranslation();
  const categories = useCategoryLinks();
  const [category, setCategory] = useState<string>('ALL');
  const items = [
    { value: 'ALL', label: t('account.winners.all') },
    ...categories.map(({ line, name }) => ({ value: line, label: name })),
  ].map((item) => ({ ...item, content: <CategoryWinners category={item.value as Category} /> }));
  return <Tabs label={t('account.winners.categories')} items={items} value={category} onValueChange={setCategory} />;
}

function CategoryWinners({ category }: { category: Category }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const board = useCategoryWinners(category);
  const config = useSystemStatus().data?.info.config;
  const balance = useBalance();
  const currencySymbol = balance.data?.currencySymbol ?? config?.currencySymbol ?? '';
  const winners = useMemo(
    () =>
      (board.data?.list ?? []).map((winner, index): Winner => ({
        id: `${String(index)}-${String(winner.nodeId)}-${winner.winTime}`,
        player: winner.customerName,
        amount: winner.winAmount,
        gameName: winner.gameName,
        time: format.date(winner.winTime),
      })),
    [board.data, format],
  );
  const failed = board.data === undefined && board.error !== undefined;
  return (
    <WinnerRanking
      winners={winners}
      currencySymbol={currencySymbol}
      loading={board.isLoading}
      error={failed ? `${t('account.winners.failed')} ${errorText(i18n.t, board.error)}` : undefined}
      onRetry={() => void board.mutate()}
      empty={t('account.winners.empty')}
    />
  );
}
