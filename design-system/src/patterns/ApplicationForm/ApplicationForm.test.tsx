import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApplicationForm, type ApplicationFormProps } from './ApplicationForm';

const image = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

beforeEach(() => {
  // jsdom has no object URLs (the previews).
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

function Form(props: Partial<ApplicationFormProps>) {
  const [remark, setRemark] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  return (
    <ApplicationForm
      remark={remark}
      onRemarkChange={setRemark}
      files={files}
      onFilesChange={setFiles}
      onSubmit={vi.fn()}
      {...props}
    />
  );
}

describe('ApplicationForm', () => {
  it('keeps the remark to 140 characters and counts them', async () => {
    render(<Form />);
    const remark = screen.getByRole('textbox', { name: 'Remark' });
    await userEvent.click(remark);
    await userEvent.paste('x'.repeat(150));
    expect(remark).toHaveValue('x'.repeat(140));
    expect(remark).toHaveAccessibleDescription(/140 of 140/);
  });

  it('refuses a 6 MB image and a gif with their reasons, keeping the remark and the good image', async () => {
    render(<Form />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Remark' }), 'My receipt');
    await userEvent.upload(
      screen.getByLabelText(/Images/),
      [image('big.png', 'image/png', 6 * 1024 * 1024), image('anim.gif', 'image/gif'), image('ok.jpg', 'image/jpeg')],
      { applyAccept: false },
    );
    expect(screen.getByText('big.png: larger than the limit of 5 MB.')).toBeInTheDocument();
    expect(screen.getByText('anim.gif: only PNG or JPG files are allowed.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Remark' })).toHaveValue('My receipt');
  });

  it('sends once, then shows its progress and stays busy', async () => {
    const onSubmit = vi.fn();
    const { rerender } = render(<Form onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    rerender(<Form onSubmit={onSubmit} progress={{ step: 'uploading', current: 2, total: 3 }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Uploading image 2 of 3…');
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(screen.getByRole('textbox', { name: 'Remark' })).toBeDisabled();
  });

  it('shows the failure of a send as an alert, and a caller error under the images', () => {
    render(<Form error="The server could not answer." filesError="fake.png is not a real PNG or JPG image." />);
    expect(screen.getByRole('alert')).toHaveTextContent('The server could not answer.');
    expect(screen.getByLabelText(/Images/)).toHaveAccessibleDescription(/fake\.png is not a real PNG/);
  });
});
