import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyText } from './CopyText';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CopyText', () => {
  it('copies with the Clipboard API and confirms politely', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const onCopied = vi.fn();
    render(<CopyText text="88012345" onCopied={onCopied} />);
    const button = screen.getByRole('button', { name: 'Copy' });
    expect(button).toHaveAccessibleDescription('88012345');
    await user.click(button);
    expect(writeText).toHaveBeenCalledWith('88012345');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Copied'));
    expect(onCopied).toHaveBeenCalledOnce();
  });

  it('falls back to execCommand when the Clipboard API fails', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const execCommand = vi.fn(() => true);
    Object.assign(document, { execCommand });
    render(<CopyText text="ABC" label="A•C" copyLabel="Copy code" />);
    expect(screen.getByText('A•C')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(execCommand).toHaveBeenCalledWith('copy');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Copied'));
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('says so when nothing could be copied, and clears the message later', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    Object.assign(document, { execCommand: () => false });
    const onCopied = vi.fn();
    render(<CopyText text="ABC" onCopied={onCopied} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Could not copy'));
    expect(onCopied).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement(), { timeout: 4000 });
  });
});
