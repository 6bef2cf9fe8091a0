import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ContractTierEditor, type ContractTierEditorProps, type TierValues } from './ContractTierEditor';

const fields = [
  { key: 'minBetAmount', label: 'Minimum bet' },
  { key: 'rate', label: 'Rate (%)' },
];

function Editor(props: Partial<ContractTierEditorProps> & { onTiers?: (tiers: TierValues[]) => void }) {
  const [tiers, setTiers] = useState<TierValues[]>([{ minBetAmount: '100', rate: '1' }]);
  return (
    <ContractTierEditor
      fields={fields}
      tiers={tiers}
      onChange={(next) => {
        setTiers(next);
        props.onTiers?.(next);
      }}
      {...props}
    />
  );
}

describe('ContractTierEditor', () => {
  it('edits a tier, adds a copy of the last tier and removes one; one tier always stays', async () => {
    const user = userEvent.setup();
    const onTiers = vi.fn();
    render(<Editor onTiers={onTiers} />);
    expect(screen.queryByRole('button', { name: 'Remove tier 1' })).toBeNull();
    const first = screen.getByRole('group', { name: 'Tier 1' });
    const rate = within(first).getByRole('textbox', { name: 'Rate (%)' });
    await user.clear(rate);
    await user.type(rate, '1.5');
    await user.click(screen.getByRole('button', { name: 'Add a tier' }));
    const second = screen.getByRole('group', { name: 'Tier 2' });
    expect(within(second).getByRole('textbox', { name: 'Rate (%)' })).toHaveValue('1.5');
    expect(onTiers).toHaveBeenLastCalledWith([
      { minBetAmount: '100', rate: '1.5' },
      { minBetAmount: '100', rate: '1.5' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove tier 1' }));
    expect(screen.getAllByRole('group')).toHaveLength(1);
  });

  it('stops adding at the maximum and says why', async () => {
    const onChange = vi.fn();
    const tiers = Array.from({ length: 3 }, () => ({ minBetAmount: '0', rate: '1' }));
    render(<ContractTierEditor fields={fields} tiers={tiers} onChange={onChange} maxTiers={3} />);
    const add = screen.getByRole('button', { name: 'Add a tier' });
    // Still focusable (the design system's buttons), so the reason can be found.
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).toHaveAccessibleDescription('A contract has at most 3 tiers.');
    await userEvent.click(add);
    expect(onChange).not.toHaveBeenCalled();
  });

  it("shows the host's messages under their fields", () => {
    render(
      <ContractTierEditor
        fields={fields}
        tiers={[{ minBetAmount: '100', rate: '' }]}
        onChange={vi.fn()}
        errors={[{ rate: 'The rate goes from 0.01 to 100.' }]}
      />,
    );
    const rate = screen.getByRole('textbox', { name: 'Rate (%)' });
    expect(rate).toHaveAccessibleDescription('The rate goes from 0.01 to 100.');
    expect(rate).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Minimum bet' })).not.toHaveAttribute('aria-invalid', 'true');
  });
});
