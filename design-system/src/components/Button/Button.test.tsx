import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonSizes, buttonVariants } from './Button';

describe('Button', () => {
  it('declares its variants and sizes once, in the recipe', () => {
    expect(buttonVariants).toEqual(['primary', 'secondary', 'ghost', 'danger']);
    expect(buttonSizes).toEqual(['sm', 'md', 'lg']);
  });

  it('is a non-submitting button by default and calls onClick', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Play</Button>);
    const button = screen.getByRole('button', { name: 'Play' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('gives each variant and size its own class', () => {
    render(
      <>
        <Button variant="primary" size="sm">
          a
        </Button>
        <Button variant="danger" size="lg">
          b
        </Button>
      </>,
    );
    expect(screen.getByText('a').className).not.toBe(screen.getByText('b').className);
  });

  it.each([
    ['disabled', { disabled: true }],
    ['loading', { loading: true }],
  ])('ignores clicks and submits nothing when %s, but stays focusable', async (_state, props) => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button type="submit" onClick={onClick} {...props}>
          Send
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    button.blur();
    await userEvent.tab();
    expect(button).toHaveFocus();
  });

  it('marks itself busy and shows a decorative spinner while loading', () => {
    render(<Button loading>Send</Button>);
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('renders an icon that is hidden from assistive technology', () => {
    render(<Button icon={<svg data-testid="icon" />}>Deposit</Button>);
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('button')).toHaveAccessibleName('Deposit');
  });
});
