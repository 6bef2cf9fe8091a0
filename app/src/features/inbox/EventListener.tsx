import { useToast, type ToastTone } from '@lobby/design-system';
import { useCallback, useEffect } from 'react';
import { readContractSettlement, readMoneyEvent, type MoneyEvent } from '../../api/events';
import type { ContractSettledPayload, MoneyEventType, PlatformEventMessage } from '@lobby/contract';
// Straight from its module, not the data index: the listener's code stays out of the first load.
import { useEventRefresh, usePlatformEvents, type EventSourceFactory } from '../../data/events';
import { loadStringAreas } from '../../i18n/areas';
import { useFormat } from '../shared';
import { useTranslation } from 'react-i18next';
import { useSettlementWords } from './messageWording';

const toneOf: Record<MoneyEventType, ToastTone> = {
  DEPOSIT_CREDITED: 'success',
  WITHDRAWAL_APPROVED: 'success',
  DEPOSIT_FAILED: 'danger',
  WITHDRAWAL_REJECTED: 'danger',
};

export interface EventListenerProps {
  /** The EventSource to use (tests pass a fake); the browser's by default. */
  createSource?: EventSourceFactory;
}

/**
 * The socket-event listener of SPEC.md section 2, mounted for logged-in non-trial members: each
 * settlement event (section 4: deposit credited or failed, withdrawal approved or rejected) shows a
 * toast with its amount and refreshes the balance, the funds, the account record, the unread badges
 * and the inbox; a contract's payment (CONTRACT_SETTLED) shows its kind, period and amount and also
 * refreshes the agent's contracts, salary and dividend reports and income. Other event types are
 * ignored. Renders nothing.
 */
export function EventListener({ createSource }: EventListenerProps) {
  const toast = useToast();
  const words = useSettlementWords();
  const refresh = useEventRefresh();

  // The toasts' words live with the inbox's strings: fetched once, before the first event needs them.
  useEffect(() => {
    loadStringAreas(['inbox']).catch(() => undefined);
  }, []);

  const announce = useCallback(
    async (event: MoneyEvent) => {
      try {
        await loadStringAreas(['inbox']);
      } catch {
        return; // Without its words a toast would show keys; the refresh below still happens.
      }
      const { title, text } = words({ kind: event.type, amount: event.amount, paidAmount: event.paidAmount });
      toast.show({ tone: toneOf[event.type], title, description: text });
    },
    [toast, words],
  );

  const { t } = useTranslation();
  const format = useFormat();
  const announceContract = useCallback(
    async (settled: ContractSettledPayload) => {
      try {
        await loadStringAreas(['inbox', 'agent']);
      } catch {
        return;
      }
      toast.show({
        tone: 'success',
        title: t('inbox.contractSettled.title'),
        description: t('inbox.contractSettled.text', {
          kind: t(`agent.kinds.${settled.kind}`),
          start: format.date(settled.periodStart),
          end: format.date(settled.periodEnd),
          amount: format.money(settled.amount),
        }),
      });
    },
    [toast, t, format],
  );

  const onEvent = useCallback(
    (message: PlatformEventMessage) => {
      const money = readMoneyEvent(message);
      const contract = money ? null : readContractSettlement(message);
      if (money) void announce(money);
      else if (contract) void announceContract(contract);
      else return;
      void refresh(message);
    },
    [announce, announceContract, refresh],
  );
  const onReconnect = useCallback(() => void refresh(), [refresh]);
  usePlatformEvents(createSource ? { onEvent, onReconnect, createSource } : { onEvent, onReconnect });
  return null;
}
