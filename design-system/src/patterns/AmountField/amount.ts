// Amounts as a player types them: digits with at most one decimal mark (a point or a comma, as
// Spanish and English players write them) and at most 2 decimals (SPEC.md section 9). Nothing typed is
// ever changed: a bad amount is named by a problem under the field instead.

/** Why an amount cannot be sent, with the limit it breaks. */
export type AmountProblem =
  | { kind: 'required' }
  | { kind: 'format' }
  | { kind: 'min'; limit: number }
  | { kind: 'max'; limit: number }
  | { kind: 'available'; limit: number };

export interface AmountLimits {
  min?: number;
  max?: number;
  /** The money there is to spend (a wallet's balance). */
  available?: number;
}

const amountPattern = /^\d{1,12}(?:[.,]\d{1,2})?$/;

/** The typed amount as a number, or null when it is not a positive-or-zero amount with at most 2 decimals. */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim();
  if (!amountPattern.test(trimmed)) return null;
  return Number(trimmed.replace(',', '.'));
}

/** The first problem of a typed amount, or null when it can be sent. */
export function checkAmount(text: string, limits: AmountLimits = {}): AmountProblem | null {
  if (text.trim() === '') return { kind: 'required' };
  const amount = parseAmount(text);
  if (amount === null || amount <= 0) return { kind: 'format' };
  const cents = Math.round(amount * 100);
  if (limits.min !== undefined && cents < Math.round(limits.min * 100)) return { kind: 'min', limit: limits.min };
  if (limits.max !== undefined && cents > Math.round(limits.max * 100)) return { kind: 'max', limit: limits.max };
  if (limits.available !== undefined && cents > Math.round(limits.available * 100)) {
    return { kind: 'available', limit: limits.available };
  }
  return null;
}

/** An amount as the field shows it once chosen (a quick amount, "all"): plain digits, 2 decimals. */
export const amountText = (amount: number): string => (Math.round(amount * 100) / 100).toFixed(2);
