import { render, screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SessionList, type SessionListItem } from './SessionList';

const userEvent = userEventLib.setup({ delay: null });

const sessions: SessionListItem[] = [
  { id: 'a1', device: 'Chrome on Windows', ip: '203.0.113.7', lastSeen: 'now', current: true },
  { id: 'b2', device: 'Safari on iPhone', ip: '198.51.100.4', lastSeen: '26/11/2026, 09:12', current: false },
];

describe('SessionList', () => {
  it('marks the current session and signs out another one or all others', async () => {
    const onSignOut = vi.fn();
    const onSignOutOthers = vi.fn();
    render(<SessionList sessions={sessions} onSignOut={onSignOut} onSignOutOthers={onSignOutOthers} />);
    const items = within(screen.getByRole('list', { name: 'Active sessions' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Chrome on WindowsThis device');
    expect(within(items[0] as HTMLElement).queryByRole('button')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out: Safari on iPhone' }));
    expect(onSignOut).toHaveBeenCalledWith('b2');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out all other sessions' }));
    expect(onSignOutOthers).toHaveBeenCalled();
  });

  it('says so when no other device is signed in', () => {
    render(<SessionList sessions={sessions.slice(0, 1)} onSignOut={vi.fn()} onSignOutOthers={vi.fn()} />);
    expect(screen.getByText('No other device is signed in.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
