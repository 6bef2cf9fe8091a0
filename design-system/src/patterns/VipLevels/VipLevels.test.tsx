import { render, screen, within } from '@testing-library/react';
import type { VipLevel } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { VipLevels } from './VipLevels';

const level = (n: number, name: string, deposit: number, service = false): VipLevel => ({
  level: n,
  name,
  depositRequired: deposit,
  validBetRequired: deposit * 5,
  benefits: {
    rebateRate: 0.3 + n / 10,
    monthlyBonus: 18 * n,
    upgradeBonus: 18 * n,
    birthdayBonus: 38 * n,
    dailyWithdrawalLimit: 20_000 * n,
    dailyWithdrawals: 3 + n,
    dedicatedService: service,
  },
});
const levels = [level(1, 'Bronze', 0), level(2, 'Silver', 1_000), level(3, 'Gold', 5_000, true)];

describe('VipLevels', () => {
  it('lists every level with what it takes and gives, the player’s marked in words', () => {
    render(<VipLevels caption="VIP levels" levels={levels} currentLevel={2} currencySymbol="$" />);
    const table = screen.getByRole('table', { name: 'VIP levels' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Level',
      'Deposits',
      'Valid bets',
      'Rebate',
      'Monthly bonus',
      'Upgrade bonus',
      'Birthday bonus',
      'Withdrawals a day',
      'Personal manager',
    ]);
    const silver = rows[2] as HTMLElement;
    expect(silver).toHaveAttribute('aria-current', 'true');
    expect(within(silver).getByRole('rowheader')).toHaveTextContent('VIP 2 SilverYour level');
    expect(silver).toHaveTextContent('$1,000.00$5,000.00');
    expect(silver).toHaveTextContent('0.5 %');
    expect(silver).toHaveTextContent('$40,000.00up to 5 times');
    expect(silver).toHaveTextContent('No');
    expect(rows[3]).toHaveTextContent('Yes');
    expect(rows[1]).not.toHaveAttribute('aria-current');
  });

  it('marks the table busy with placeholder rows while the levels load', () => {
    render(<VipLevels caption="VIP levels" levels={[]} loading />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByRole('row')).toHaveLength(7);
  });
});
