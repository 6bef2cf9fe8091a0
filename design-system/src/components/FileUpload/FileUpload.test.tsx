import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FileUpload, type FileUploadProps } from './FileUpload';

const png = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });

let created: string[] = [];
const revoke = vi.fn();
beforeEach(() => {
  created = [];
  let next = 0;
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => {
    const url = `blob:preview-${next++}`;
    created.push(url);
    return url;
  });
  revoke.mockClear();
  URL.revokeObjectURL = revoke;
});
afterEach(() => vi.restoreAllMocks());

function Upload(props: Partial<FileUploadProps> & { initial?: File[] }) {
  const [files, setFiles] = useState<File[]>(props.initial ?? []);
  return <FileUpload label="Activity images" {...props} files={files} onFilesChange={setFiles} />;
}

const input = () => screen.getByLabelText(/Activity images/);

describe('FileUpload', () => {
  it('is a labelled, described file input that takes png and jpg', () => {
    render(<Upload />);
    expect(input()).toHaveAttribute('type', 'file');
    expect(input()).toHaveAttribute('accept', 'image/png,image/jpeg,.png,.jpg,.jpeg');
    expect(input()).toHaveAccessibleDescription('PNG or JPG, at most 5 MB each, up to 3 images.');
  });

  it('previews accepted files and removes one, revoking its URL', async () => {
    render(<Upload />);
    await userEvent.upload(input(), [png('a.png'), png('b.png')]);
    const previews = screen.getAllByRole('listitem');
    expect(previews).toHaveLength(2);
    expect(within(previews[0] as HTMLElement).getByRole('img', { name: 'Preview of a.png' })).toHaveAttribute(
      'src',
      created[0],
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove a.png' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(revoke).toHaveBeenCalledWith(created[0]);
  });

  it('names each refused file and its reason, keeping the accepted ones', async () => {
    render(<Upload initial={[png('a.png'), png('b.png')]} />);
    const big = png('huge.png', 5 * 1024 * 1024 + 1);
    const pdf = new File(['x'], 'terms.pdf', { type: 'application/pdf' });
    await userEvent.upload(input(), [pdf, big, png('c.png'), png('d.png')], { applyAccept: false });
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('terms.pdf: only PNG or JPG files are allowed.')).toBeInTheDocument();
    expect(screen.getByText('huge.png: larger than the limit of 5 MB.')).toBeInTheDocument();
    expect(screen.getByText('d.png: at most 3 images can be added.')).toBeInTheDocument();
  });

  it('revokes every preview URL on unmount', async () => {
    const { unmount } = render(<Upload />);
    await userEvent.upload(input(), [png('a.png'), png('b.png')]);
    unmount();
    for (const url of created) expect(revoke).toHaveBeenCalledWith(url);
  });

  it('is reached with the keyboard and shows the caller’s error', async () => {
    render(<Upload error="Add at least one image" />);
    await userEvent.tab();
    expect(input()).toHaveFocus();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription(/Add at least one image/);
  });
});
