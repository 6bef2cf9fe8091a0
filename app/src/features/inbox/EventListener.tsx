import { useToast, type ToastTone } from '@lobby/design-system';
import { useCallback, useEffect } from 'react';
import { readMoneyEvent, type MoneyEvent } from '../../api/events';
import type { MoneyEventType, PlatformEventMessage } from '@lobby/contract';
// Straight from its module, not the data index: the listener's code stays out of the first load.
import { useEventRefresh, usePlatformEvents, type EventSourceFactory } from '../../data/events';
import { loadStringAreas } from '../../i18n/areas';
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
 * toast with its amount and refreshes the balance, the funds, the unread badges and the inbox.
 * Other event types are ignored. Renders nothing.
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

  const onEvent = useCallback(
    (message: PlatformEventMessage) => {
      const event = readMoneyEvent(message);
      if (!event) return;
      void announce(event);
      void refresh();
    },
    [announce, refresh],
  );
  const onReconnect = useCallback(() => void refresh(), [refresh]);
  usePlatformEvents(createSource ? { onEvent, onReconnect, createSource } : { onEvent, onReconnect });
  return null;
}
