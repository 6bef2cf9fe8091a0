import type { CardRoom } from '@lobby/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CardRoomList } from './CardRoomList';

const room = (roomId: string, roomName: string, players: number, capacity = 6): CardRoom => ({
  roomId,
  vassalage: 'FP',
  gameCode: 'fortune-poker',
  roomName,
  minBet: 10,
  maxBet: 1000,
  players,
  capacity,
});

const beginners = room('r1', 'Fortune Poker · Beginners', 3);
const highRollers = { ...room('r2', 'Fortune Poker · High rollers', 6), minBet: 0.5, maxBet: 25.75 };

describe('CardRoomList', () => {
  it('lists each room with its name, bet range and seats taken', () => {
    render(<CardRoomList rooms={[beginners, highRollers]} onChoose={vi.fn()} currencySymbol="$" />);
    const section = screen.getByRole('region', { name: 'Choose a room' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent('Fortune Poker · Beginners');
    expect(first).toHaveTextContent('Bet $10 – $1,000');
    expect(first).toHaveTextContent('Players 3/6');
    const meter = within(first).getByRole('progressbar', { name: 'Players in Fortune Poker · Beginners' });
    expect(meter).toHaveAttribute('aria-valuenow', '3');
    expect(meter).toHaveAttribute('aria-valuetext', '3 of 6 seats taken');
    expect(second).toHaveTextContent('Bet $0.50 – $25.75');
  });

  it('keeps a full room out of reach, saying why', async () => {
    const onChoose = vi.fn();
    render(<CardRoomList rooms={[beginners, highRollers]} onChoose={onChoose} />);
    const button = screen.getByRole('button', { name: 'Enter: Fortune Poker · High rollers' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('Room full');
    await userEvent.click(button);
    expect(onChoose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Enter: Fortune Poker · Beginners' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('hands back the room the player picked', async () => {
    const onChoose = vi.fn();
    render(<CardRoomList rooms={[beginners, highRollers]} onChoose={onChoose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Enter: Fortune Poker · Beginners' }));
    expect(onChoose).toHaveBeenCalledExactlyOnceWith(beginners);
  });

  it('is busy while the rooms load, under its title', () => {
    render(<CardRoomList onChoose={vi.fn()} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Choose a room' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading rooms');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says when no room is open', () => {
    render(<CardRoomList rooms={[]} onChoose={vi.fn()} />);
    expect(screen.getByText('No rooms are open right now.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows a failure with a retry', async () => {
    const onRetry = vi.fn();
    render(<CardRoomList error="The rooms could not be loaded." onRetry={onRetry} onChoose={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The rooms could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
