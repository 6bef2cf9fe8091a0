import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Direction } from 'radix-ui';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, type TabItem } from './Tabs';

const items: TabItem[] = [
  { value: 'username', label: 'Username', content: <p>Username form</p> },
  { value: 'mobile', label: 'Mobile', content: <p>Mobile form</p> },
  { value: 'email', label: 'E-mail', content: <p>E-mail form</p>, disabled: true },
];

describe('Tabs', () => {
  it('names the tab list and shows the first tab by default', () => {
    render(<Tabs items={items} label="Login method" />);
    expect(screen.getByRole('tablist', { name: 'Login method' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Username form');
  });

  it('moves with the arrow keys and reports the new value', async () => {
    const onValueChange = vi.fn();
    render(<Tabs items={items} label="Login method" onValueChange={onValueChange} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Mobile' })).toHaveFocus();
    expect(onValueChange).toHaveBeenCalledWith('mobile');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Mobile form');
  });

  it('reverses the arrow keys right to left', async () => {
    render(
      <Direction.Provider dir="rtl">
        <Tabs items={items} label="Login method" defaultValue="mobile" />
      </Direction.Provider>,
    );
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Mobile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveFocus();
  });

  it('follows a controlled value and skips disabled tabs', async () => {
    const onValueChange = vi.fn();
    render(<Tabs items={items} label="Login method" value="mobile" onValueChange={onValueChange} />);
    expect(screen.getByRole('tab', { name: 'Mobile' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'E-mail' }));
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('starts at the first enabled tab', () => {
    render(<Tabs items={[...items].reverse()} label="Login method" />);
    expect(screen.getByRole('tab', { name: 'Mobile' })).toHaveAttribute('aria-selected', 'true');
  });
});
