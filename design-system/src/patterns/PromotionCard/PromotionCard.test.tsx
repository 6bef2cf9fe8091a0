import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ActivityState } from '@lobby/contract';
import { ActivityAction, activityActionKey } from './ActivityAction';
import { PromotionCard, type PromotionCardProps } from './PromotionCard';

const card = (props: Partial<PromotionCardProps> = {}) => (
  <PromotionCard
    title="Slots Weekend Spins"
    typeLabel="Slots"
    imageSrc="/promo/4.svg"
    period="01/05/2026 – 31/05/2026"
    state="JOIN"
    onOpen={vi.fn()}
    {...props}
  />
);

describe('PromotionCard', () => {
  it('shows type, state, title, period and reward, with actions described by the title', async () => {
    const onAction = vi.fn();
    const onOpen = vi.fn();
    render(card({ reward: 'Up to $15.00', onAction, onOpen }));
    const article = screen.getByRole('article', { name: 'Slots Weekend Spins' });
    expect(article).toHaveTextContent('SlotsOpenSlots Weekend Spins01/05/2026 – 31/05/2026Up to $15.00');
    const join = screen.getByRole('button', { name: 'Join' });
    expect(join).toHaveAccessibleDescription('Slots Weekend Spins');
    await userEvent.click(join);
    await userEvent.click(screen.getByRole('button', { name: 'View details' }));
    expect(onAction).toHaveBeenCalledOnce();
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('keeps a busy action from acting twice', async () => {
    const onAction = vi.fn();
    render(card({ state: 'ISSUED', busy: true, onAction }));
    const claim = screen.getByRole('button', { name: 'Claim' });
    expect(claim).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(claim);
    expect(onAction).not.toHaveBeenCalled();
  });
});

describe('ActivityAction', () => {
  it.each<[ActivityState, Parameters<typeof activityActionKey>[1], string | null]>([
    ['JOIN', {}, 'promotionsActionJoin'],
    ['JOIN', { needsApplication: true }, 'promotionsActionApply'],
    ['JOIN', { kind: 'RED_ENVELOPE' }, 'promotionsActionTakePart'],
    ['ISSUED', {}, 'promotionsActionClaim'],
    ['ISSUED', { kind: 'RED_ENVELOPE' }, 'promotionsActionOpenEnvelope'],
    ['ISSUED', { kind: 'LUCKY_DRAW' }, 'promotionsActionDraw'],
    ['REJECTED', { canReapply: true }, 'promotionsActionApplyAgain'],
    ['REJECTED', {}, null],
    ['APPLYING', {}, null],
    ['CLAIMED', {}, null],
    ['PROCESSING', {}, null],
    ['JOINED', {}, null],
    ['CLOSED', {}, null],
    ['COMING_SOON', {}, null],
  ])('%s %j allows %s', (state, options, key) => {
    expect(activityActionKey(state, options)).toBe(key);
  });

  it('shows what is coming soon as a disabled button with its start', async () => {
    const onAction = vi.fn();
    render(<ActivityAction state="COMING_SOON" startsAt="22/11/2026" onAction={onAction} />);
    const button = screen.getByRole('button', { name: 'Starts 22/11/2026' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(onAction).not.toHaveBeenCalled();
  });

  it('tells why an application was rejected, and whether it can be sent again', () => {
    const { rerender } = render(<ActivityAction state="REJECTED" canReapply rejectReason="Blurry image" />);
    expect(screen.getByText('Reason: Blurry image')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply again' })).toBeInTheDocument();
    rerender(<ActivityAction state="REJECTED" rejectReason="Blurry image" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(/takes one application only/)).toBeInTheDocument();
  });

  it('says what the waiting states mean, and what a claimed raffle won', () => {
    const { rerender } = render(<ActivityAction state="APPLYING" />);
    expect(screen.getByText('Your application is being reviewed.')).toBeInTheDocument();
    rerender(<ActivityAction state="CLAIMED" kind="RED_ENVELOPE" wonAmount="$12.34" />);
    expect(screen.getByText('You won $12.34')).toBeInTheDocument();
    rerender(<ActivityAction state="CLOSED" />);
    expect(screen.getByText('This promotion has ended.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
