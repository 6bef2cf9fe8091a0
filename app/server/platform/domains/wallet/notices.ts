// What a settlement tells the member (SPEC.md section 4 "Messages"): an inbox message written in the
// settlement's transaction, and a real-time event published once that transaction has committed, so
// that a page is never told of a credit that was rolled back.
import type { MessageParams, SettlementKind } from '@lobby/contract';
import type { PlatformContext } from '../../domain';
import type { PlatformEventType } from '../../events';

export interface SettlementNotice {
  accountId: number;
  kind: SettlementKind & PlatformEventType;
  params: MessageParams & { amount: number };
  /** The event's payload besides the params (state, paid and remaining amounts). */
  extra?: Record<string, unknown>;
  /** The message's own wording (a partial payment), else the inbox's standard text. */
  content?: string;
}

export function createNotices(ctx: PlatformContext) {
  return {
    /** Writes the inbox message; call inside the settlement's transaction. */
    write(notice: SettlementNotice): void {
      ctx.services.messages.send(notice.accountId, {
        kind: notice.kind,
        params: notice.params,
        ...(notice.content ? { content: notice.content } : {}),
      });
    },
    /** Publishes the events of committed settlements. */
    publish(notices: readonly SettlementNotice[]): void {
      for (const notice of notices) {
        ctx.events.publish(notice.accountId, { type: notice.kind, payload: { ...notice.params, ...notice.extra } });
      }
    },
  };
}

/** An amount as the platform's one-language texts write it ($1,234.50). */
export const moneyText = (amount: number, symbol: string): string =>
  `${symbol}${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
