import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChallengeField } from './ChallengeField';
import { testWidget } from './testWidget';

describe('ChallengeField', () => {
  it('draws the widget in a labelled box and passes its token on, then an expiry as empty', async () => {
    const challenge = testWidget();
    const onAnswer = vi.fn();
    render(<ChallengeField label="Verification" required widget={challenge.widget} onAnswer={onAnswer} />);
    const box = screen.getByRole('group', { name: /Verification/ });
    await userEvent.click(screen.getByRole('button', { name: 'I am human' }));
    expect(onAnswer).toHaveBeenLastCalledWith('token-1');
    act(() => challenge.expire());
    expect(onAnswer).toHaveBeenLastCalledWith('');
    expect(box).not.toHaveAttribute('data-invalid');
  });

  it('says what is wrong under the box, read with it', () => {
    render(
      <ChallengeField
        label="Verification"
        widget={testWidget().widget}
        onAnswer={vi.fn()}
        error="Complete the verification."
      />,
    );
    const box = screen.getByRole('group', { name: /Verification/ });
    expect(box).toHaveAccessibleDescription('Complete the verification.');
    expect(box).toHaveAttribute('data-invalid');
  });

  it('removes the widget when it goes, and draws it once across renders', () => {
    const challenge = testWidget();
    const { rerender, unmount } = render(
      <ChallengeField label="Verification" widget={challenge.widget} onAnswer={vi.fn()} />,
    );
    rerender(<ChallengeField label="Verification" widget={challenge.widget} onAnswer={vi.fn()} error="x" />);
    expect(challenge.drawn.count).toBe(1);
    unmount();
    expect(challenge.drawn.removed).toBe(1);
  });

  it('offers a retry when the widget fails, which draws it anew', async () => {
    const challenge = testWidget();
    const onAnswer = vi.fn();
    render(<ChallengeField label="Verification" widget={challenge.widget} onAnswer={onAnswer} />);
    act(() => challenge.fail());
    expect(screen.getByRole('alert')).toHaveTextContent('The verification could not load.');
    expect(onAnswer).toHaveBeenLastCalledWith('');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(challenge.drawn).toEqual({ count: 2, removed: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'I am human' }));
    expect(onAnswer).toHaveBeenLastCalledWith('token-1');
  });
});
