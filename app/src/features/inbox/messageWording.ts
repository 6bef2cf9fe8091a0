import type { MessageTone, OpenedMessage } from '@lobby/design-system';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isSettlementKind, type Message, type MessageKind, type SettlementKind } from '@lobby/contract';
import { useFormat } from '../shared';

/** SPEC.md section 4: credited and approved are good news, failed and rejected are not. */
const toneOfKind: Record<MessageKind, MessageTone> = {
  DEPOSIT_CREDITED: 'success',
  WITHDRAWAL_APPROVED: 'success',
  DEPOSIT_FAILED: 'danger',
  WITHDRAWAL_REJECTED: 'danger',
  SYSTEM: 'info',
  PROMOTION: 'neutral',
};

export interface Settlement {
  kind: SettlementKind;
  amount: number;
  /** A withdrawal approved in part: what was sent. */
  paidAmount?: number;
}

/**
 * A settlement in the page's language (SPEC.md section 4 "Messages"): its title and sentence with
 * the amounts formatted. Both the inbox and the event toasts word settlements with it.
 */
export function useSettlementWords(): (settlement: Settlement) => { title: string; text: string; amount: string } {
  const { t } = useTranslation();
  const format = useFormat();
  return useCallback(
    ({ kind, amount, paidAmount }) => {
      const money = format.money(amount);
      const partial = kind === 'WITHDRAWAL_APPROVED' && paidAmount !== undefined && paidAmount < amount;
      const text = partial
        ? t('inbox.partialApproval', {
            amount: money,
            paid: format.money(paidAmount),
            remaining: format.money(amount - paidAmount),
          })
        : t(`inbox.settlement.${kind}`, { amount: money });
      return { title: t(`inbox.kinds.${kind}`), text, amount: money };
    },
    [t, format],
  );
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A message as the inbox shows it, in the page's language: a settlement is worded from its kind and
 * amounts with the app's strings, since the platform keeps one language of text; system and
 * promotion messages keep the platform's own title and HTML.
 */
export function useMessageWording(): (message: Message) => OpenedMessage {
  const { t } = useTranslation();
  const format = useFormat();
  const settlementWords = useSettlementWords();
  return useCallback(
    (message) => {
      const common = {
        id: String(message.messageId),
        time: format.date(message.sendTime),
        dateTime: message.sendTime,
        read: message.read,
        tone: toneOfKind[message.kind],
      };
      const { amount, paidAmount } = message.params ?? {};
      if (isSettlementKind(message.kind) && amount !== undefined) {
        const words = settlementWords({ kind: message.kind, amount, paidAmount });
        return { ...common, title: words.title, kindLabel: words.amount, content: `<p>${escapeHtml(words.text)}</p>` };
      }
      return { ...common, title: message.title, kindLabel: t(`inbox.kinds.${message.kind}`), content: message.content };
    },
    [t, format, settlementWords],
  );
}
