import {
  formatDateTime,
  formatMinorUnits,
  formatMoney,
  formatNumber,
  formatOffset,
  maskedAmount,
  maskText,
} from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';

const moment = Date.UTC(2026, 0, 2, 20, 4, 5);

function FormatTable({ locale }: { locale?: string }) {
  const { i18n } = useTranslation('ds');
  const language = locale ?? i18n.language;
  const rows: [string, string][] = [
    ['formatMoney(1234.5, { symbol: "$" })', formatMoney(1234.5, { locale: language, symbol: '$' })],
    ['formatMoney(-1.005, { symbol: "RM" })', formatMoney(-1.005, { locale: language, symbol: 'RM' })],
    ['formatMoney(999999999.99)', formatMoney(999999999.99, { locale: language })],
    ['formatMoney(NaN)', formatMoney(Number.NaN, { locale: language })],
    ['formatMinorUnits(123456, { symbol: "฿" })', formatMinorUnits(123456, { locale: language, symbol: '฿' })],
    ['formatNumber(1234567.891)', formatNumber(1234567.891, { locale: language })],
    ['formatDateTime(…, { offsetMinutes: 480 })', formatDateTime(moment, { locale: language, offsetMinutes: 480 })],
    ['formatDateTime(…, { style: "date" })', formatDateTime(moment, { locale: language, style: 'date' })],
    ['formatOffset(-210)', formatOffset(-210)],
    [
      'maskText("13800138000", { visibleStart: 3, visibleEnd: 4 })',
      maskText('13800138000', { visibleStart: 3, visibleEnd: 4 }),
    ],
    ['maskedAmount()', maskedAmount()],
  ];
  return (
    <table>
      <caption>{`Intl formatting in "${language}"`}</caption>
      <thead>
        <tr>
          <th scope="col">Call</th>
          <th scope="col">Result</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([call, result]) => (
          <tr key={call}>
            <td>
              <code>{call}</code>
            </td>
            <td>{result}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const meta = {
  title: 'Foundations/Format',
  component: FormatTable,
} satisfies Meta<typeof FormatTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every formatter in the story's language (switch it in the toolbar). */
export const CurrentLanguage: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$1234,50')).toBeInTheDocument();
  },
};

/** Indian English: lakh grouping. */
export const IndianEnglish: Story = { args: { locale: 'en-IN' } };
