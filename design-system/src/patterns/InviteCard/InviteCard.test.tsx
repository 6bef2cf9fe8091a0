import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InviteCard } from './InviteCard';

describe('InviteCard', () => {
  it('shows the code and the link with their copy buttons, and the link as a QR code', () => {
    render(<InviteCard code="R000001" link="https://lobby.test/register?referralCode=R000001" hint="Invite" />);
    expect(screen.getByText('R000001')).toBeInTheDocument();
    expect(screen.getByText('https://lobby.test/register?referralCode=R000001')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code of your invitation link' })).toBeInTheDocument();
    expect(screen.getByText('Invite')).toBeInTheDocument();
  });

  it('says it is loading', () => {
    render(<InviteCard code="" link="" loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your invitation');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
