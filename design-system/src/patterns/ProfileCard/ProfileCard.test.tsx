import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProfileCard } from './ProfileCard';

const fields = [
  { key: 'nickname', label: 'Nickname', value: 'Lucky', action: <button type="button">Edit</button> },
  { key: 'email', label: 'E-mail', value: '' },
];

describe('ProfileCard', () => {
  it('names the member, shows the VIP label and the fields, "Not set" for an empty one', () => {
    render(<ProfileCard name="Lucky" account="lucky01" vipLabel="Gold" fields={fields} />);
    const card = screen.getByRole('region', { name: 'Lucky' });
    expect(within(card).getByText('Gold')).toBeInTheDocument();
    expect(within(card).getByText('lucky01')).toBeInTheDocument();
    expect(within(card).getByText('Not set')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('falls back to the default avatar when the picture fails, and offers a change', async () => {
    const onChangeAvatar = vi.fn();
    render(
      <ProfileCard
        name="Lucky"
        account="lucky01"
        avatarSrc="/broken.png"
        fields={[]}
        onChangeAvatar={onChangeAvatar}
      />,
    );
    const picture = screen.getByRole('img', { name: 'Avatar of Lucky' });
    fireEvent.error(picture);
    expect(await screen.findByRole('img', { name: 'Avatar of Lucky' })).toBeInstanceOf(SVGElement);
    await userEvent.click(screen.getByRole('button', { name: 'Change avatar' }));
    expect(onChangeAvatar).toHaveBeenCalledOnce();
  });

  it('says it is loading', () => {
    render(<ProfileCard name="" account="" fields={[]} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the profile');
  });
});
