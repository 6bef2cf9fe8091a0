import { render, screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

// No pause between keys: the forms are typed into a lot.
const userEvent = userEventLib.setup({ delay: null });
import { ConvertPointsDialog, type ConvertPointsDialogProps } from './ConvertPointsDialog';

function renderDialog(props: Partial<ConvertPointsDialogProps> = {}) {
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  render(
    <ConvertPointsDialog
      open
      balance={14497}
      rate={{ points: 100, amount: 1 }}
      minPoints={100}
      currencySymbol="$"
      onSubmit={onSubmit}
      onClose={onClose}
      {...props}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Convert points into money' });
  const points = within(dialog).getByLabelText(/Points to convert/);
  const password = within(dialog).getByLabelText(/Login password/);
  const submit = () => userEvent.click(within(dialog).getByRole('button', { name: 'Convert' }));
  return { dialog, points, password, submit, onSubmit, onClose };
}

describe('ConvertPointsDialog', () => {
  it('says nothing of a field the window took the focus from, and speaks once the player leaves it', async () => {
    const { points } = renderDialog();
    points.focus();
    const hasFocus = vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    points.blur();
    expect(points).not.toHaveAccessibleDescription(/This field is required/);
    hasFocus.mockReturnValue(true);
    points.focus();
    points.blur();
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    hasFocus.mockRestore();
  });

  it('previews the money and sends the points with the password', async () => {
    const { dialog, points, password, submit, onSubmit } = renderDialog();
    expect(dialog).toHaveTextContent('Your points14,497 points');
    await userEvent.type(points, '1500');
    expect(dialog).toHaveTextContent('You get$15.00');
    await userEvent.type(password, 'Demo1234');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ points: 1500, password: 'Demo1234' });
  });

  it('converts as many points as the steps allow with one button', async () => {
    const { dialog, points } = renderDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'All points' }));
    expect(points).toHaveValue('14400');
    expect(dialog).toHaveTextContent('You get$144.00');
  });

  it.each([
    ['', 'This field is required'],
    ['abc', 'Enter a whole number of points'],
    ['50', 'Convert at least 100 points'],
    ['150', 'Convert a multiple of 100 points'],
    ['20000', 'You have 14,497 points'],
  ])('refuses %j: %s', async (typed, message) => {
    const { points, password, submit, onSubmit } = renderDialog();
    if (typed) await userEvent.type(points, typed);
    await userEvent.type(password, 'Demo1234');
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(points).toHaveAccessibleDescription(`At least 100, in steps of 100 ${message}`);
  });

  it('says when the points do not reach the minimum', () => {
    const { dialog } = renderDialog({ balance: 80 });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('You need at least 100 points to convert.');
    expect(within(dialog).getByRole('button', { name: 'Convert' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows the result', () => {
    render(
      <ConvertPointsDialog
        open
        balance={12997}
        rate={{ points: 100, amount: 1 }}
        minPoints={100}
        currencySymbol="$"
        result={{ points: 1500, amount: 15, pointBalance: 12997, mainBalance: 10015 }}
        onSubmit={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('status')).toHaveTextContent('1,500 points became $15.00 in your main wallet.');
    expect(dialog).toHaveTextContent('Points left12,997 points');
    expect(dialog).toHaveTextContent('Main wallet$10,015.00');
  });
});
