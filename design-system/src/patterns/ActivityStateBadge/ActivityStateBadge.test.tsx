import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activityStates, rewardStates } from '@lobby/contract';
import { ActivityStateBadge, RewardStateBadge } from './ActivityStateBadge';

describe('ActivityStateBadge', () => {
  it('names every activity state in words, with a tone for the dot', () => {
    const { container } = render(
      <>
        {activityStates.map((state) => (
          <ActivityStateBadge key={state} state={state} />
        ))}
      </>,
    );
    expect(Array.from(container.children, (badge) => badge.textContent)).toEqual([
      'Coming soon',
      'Open',
      'Pending review',
      'Rejected',
      'Reward issued',
      'Claimed',
      'Processing',
      'Joined',
      'Ended',
    ]);
    expect(screen.getByText('Rejected')).toHaveAttribute('data-tone', 'danger');
  });

  it('names every reward state', () => {
    const { container } = render(
      <>
        {rewardStates.map((state) => (
          <RewardStateBadge key={state} state={state} />
        ))}
      </>,
    );
    expect(Array.from(container.children, (badge) => badge.textContent)).toEqual([
      'To claim',
      'Claimed',
      'Processing',
      'Expired',
    ]);
  });
});
