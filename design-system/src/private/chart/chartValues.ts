import { formatDateTime, formatMoney, formatNumber, type DateTimeStyle } from '../../format';

/** What a chart's values are: amounts of money (two decimals) or counts. */
export const chartValueKinds = ['money', 'number'] as const;
export type ChartValueKind = (typeof chartValueKinds)[number];

/** A value as the chart's tooltip, table and labels show it (STYLE.md: through the formatters). */
export function formatChartValue(value: number, kind: ChartValueKind, locale: string, symbol?: string): string {
  return kind === 'money' ? formatMoney(value, { locale, symbol, decimals: 2 }) : formatNumber(value, { locale });
}

/** An axis tick: whole numbers, no symbol (the tooltip and the table give the exact amount). */
export function formatTick(value: number, locale: string): string {
  return formatNumber(value, { locale, decimals: Number.isInteger(value) ? 0 : 2 });
}

/** A platform day (yyyy-MM-dd) as a date; the day is shown as it is, with no offset to apply. */
export function formatDay(day: string, locale: string, style: DateTimeStyle = 'date'): string {
  return formatDateTime(`${day}T00:00:00Z`, { locale, style });
}
