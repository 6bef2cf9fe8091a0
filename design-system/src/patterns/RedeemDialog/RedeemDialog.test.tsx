import { render, screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

// No pause between keys: the forms are typed into a lot.
const userEvent = userEventLib.setup({ delay: null });
import type { Gift } from '../GiftCard';
import { RedeemDialog, type RedeemDialogProps, type RedeemRules } from './RedeemDialog';

const rules: RedeemRules = {
  receivingAddress: { min: 10, max: 200 },
  paymentAccount: { min: 6, max: 40, pattern: /^[\p{L}\p{N} ._@+-]+$/u },
};
const mug: Gift = {
  id: '5',
  name: 'Travel Mug',
  imageSrc: 'data:,mug',
  kind: 'GIFT',
  pointsRequired: 1500,
  stock: 3,
  unit: 'piece',
};
const cash: Gift = { ...mug, id: '2', name: 'Cash 10', kind: 'CASH', cashAmount: 10, pointsRequired: 1000, stock: 50 };

function renderDialog(props: Partial<RedeemDialogProps> = {}) {
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  const view = render(
    <RedeemDialog
      gift={mug}
      balance={10000}
      maxQuantity={99}
      rules={rules}
      currencySymbol="$"
      onSubmit={onSubmit}
      onClose={onClose}
      {...props}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: `Redeem ${(props.gift ?? mug).name}` });
  const field = (name: string | RegExp) => within(dialog).getByLabelText(name);
  const submit = () => userEvent.click(within(dialog).getByRole('button', { name: 'Redeem now' }));
  return { ...view, dialog, field, submit, onSubmit, onClose };
}

describe('RedeemDialog', () => {
  it('asks for quantity, address and password, and sends them trimmed', async () => {
    const { dialog, field, submit, onSubmit } = renderDialog();
    expect(dialog).toHaveTextContent('1,500 points per piece');
    await userEvent.click(within(dialog).getByRole('button', { name: 'One more' }));
    await userEvent.type(field(/Receiving address/), '  12 Harbour Road, Bangkok  ');
    await userEvent.type(field(/Login password/), 'Demo1234');
    expect(dialog).toHaveTextContent('Points needed3,000 points');
    expect(dialog).toHaveTextContent('Points left after7,000 points');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({
      quantity: 2,
      password: 'Demo1234',
      receivingAddress: '12 Harbour Road, Bangkok',
    });
  });

  it('asks a cash reward for its payment account instead of an address', async () => {
    const { dialog, field, submit, onSubmit } = renderDialog({ gift: cash });
    expect(within(dialog).queryByLabelText(/Receiving address/)).toBeNull();
    expect(dialog).toHaveTextContent('Pays $10.00');
    await userEvent.type(field(/Payment account/), 'acct<1>');
    await userEvent.type(field(/Login password/), 'Demo1234');
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field(/Payment account/)).toHaveAccessibleDescription(
      'The bank account or e-wallet the cash is paid to 6 to 40 letters, digits, spaces or . _ @ + -',
    );
    await userEvent.clear(field(/Payment account/));
    await userEvent.type(field(/Payment account/), 'BANK 0123456789');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ quantity: 1, password: 'Demo1234', paymentAccount: 'BANK 0123456789' });
  });

  it('says what is missing under each field and focuses the first', async () => {
    const { field, submit, onSubmit } = renderDialog();
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field(/Receiving address/)).toHaveAccessibleDescription(/This field is required/);
    expect(field(/Login password/)).toHaveAccessibleDescription('This field is required');
    await vi.waitFor(() => expect(field(/Receiving address/)).toHaveFocus());
    await userEvent.type(field(/Receiving address/), 'short');
    expect(field(/Receiving address/)).toHaveAccessibleDescription(/Enter 10 to 200 characters/);
  });

  it('keeps the quantity within the stock and the points, in words', async () => {
    const { dialog, field } = renderDialog({ balance: 4000 });
    const quantity = field(/Quantity/);
    expect(quantity).toHaveAccessibleDescription('From 1 to 2');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    expect(quantity).toHaveAccessibleDescription('From 1 to 2 Not enough points for this quantity');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '4');
    expect(quantity).toHaveAccessibleDescription('From 1 to 2 Only 3 left');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0');
    expect(quantity).toHaveAccessibleDescription('From 1 to 2 Enter a whole number from 1 to 99');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    expect(within(dialog).getByRole('button', { name: 'One more' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('says a sold-out gift or missing points before anything is sent', () => {
    const soldOut = renderDialog({ gift: { ...mug, stock: 0 } });
    expect(within(soldOut.dialog).getByRole('alert')).toHaveTextContent('This reward is out of stock.');
    expect(within(soldOut.dialog).getByRole('button', { name: 'Redeem now' })).toHaveAttribute('aria-disabled', 'true');
    soldOut.unmount();
    const poor = renderDialog({ balance: 1000 });
    expect(within(poor.dialog).getByRole('alert')).toHaveTextContent('You need 500 more points to redeem one.');
  });

  it('keeps everything typed when the platform refuses, and hides a field error once it is edited', async () => {
    function Harness() {
      const [fieldErrors, setFieldErrors] = useState<RedeemDialogProps['fieldErrors']>();
      return (
        <RedeemDialog
          gift={mug}
          balance={10000}
          maxQuantity={99}
          rules={rules}
          fieldErrors={fieldErrors}
          onSubmit={() => setFieldErrors({ password: 'The password is not correct.' })}
          onClose={() => undefined}
        />
      );
    }
    render(<Harness />);
    const dialog = screen.getByRole('dialog');
    const address = within(dialog).getByLabelText(/Receiving address/);
    const password = within(dialog).getByLabelText(/Login password/);
    await userEvent.type(address, '12 Harbour Road, Bangkok');
    await userEvent.type(password, 'wrong-one');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem now' }));
    expect(password).toHaveAccessibleDescription('The password is not correct.');
    expect(address).toHaveValue('12 Harbour Road, Bangkok');
    expect(password).toHaveValue('wrong-one');
    await userEvent.type(password, 'x');
    expect(password).not.toHaveAccessibleDescription('The password is not correct.');
  });

  it('stays open and busy while submitting, with the platform error above the buttons', async () => {
    const { dialog, onClose, rerender } = renderDialog({ submitting: true });
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Redeem now' })).toHaveAttribute('aria-busy', 'true');
    rerender(
      <RedeemDialog
        gift={mug}
        balance={10000}
        maxQuantity={99}
        rules={rules}
        serverError="Network link abnormal"
        onSubmit={vi.fn()}
        onClose={onClose}
      />,
    );
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent('Network link abnormal');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows what happened once redeemed, with a close button', async () => {
    const { dialog, onClose } = renderDialog({ done: 'Travel Mug × 1: Processing.' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Redeem submitted Travel Mug × 1: Processing.');
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    expect(onClose).toHaveBeenCalled();
  });
});
