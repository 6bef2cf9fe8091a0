import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AvatarPicker } from './AvatarPicker';

const choices = [1, 2, 3].map((id) => ({ id, src: `/avatar-${String(id)}.svg` }));

describe('AvatarPicker', () => {
  it('is one radio group with the chosen avatar checked', () => {
    render(<AvatarPicker label="Choose an avatar" choices={choices} value={2} onChange={vi.fn()} />);
    expect(screen.getByRole('group', { name: 'Choose an avatar' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Avatar 2' })).toBeChecked();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
  });

  it('reports a choice by click and by arrow key', async () => {
    const onChange = vi.fn();
    render(<AvatarPicker label="Choose an avatar" choices={choices} value={1} onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Avatar 3' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    screen.getByRole('radio', { name: 'Avatar 1' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('can be disabled while a choice is saved', () => {
    render(<AvatarPicker label="Choose an avatar" choices={choices} value={1} onChange={vi.fn()} disabled />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });
});
