import { FileUpload, type FileUploadProps } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

/** A tiny image made in the story, so previews need no network. */
function pngFile(name: string, base64: string): File {
  const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}

// 2x2 pixels: gold/teal and teal/gold.
const checker =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAE0lEQVR4nGO4slhcqr+LAYiBLAAnNgWDqYxX+wAAAABJRU5ErkJggg==';

/** Keeps the files in state, as a page does, and reports each change to the args. */
function StatefulUpload(args: FileUploadProps) {
  const [files, setFiles] = useState(args.files);
  return (
    <FileUpload
      {...args}
      files={files}
      onFilesChange={(next) => {
        setFiles(next);
        args.onFilesChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/FileUpload',
  component: FileUpload,
  render: (args) => <StatefulUpload {...args} />,
  args: { label: 'Imágenes de la solicitud', files: [], onFilesChange: fn() },
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hidden file input is reached with Tab (its label shows the focus ring). */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/Imágenes de la solicitud/);
    await userEvent.tab();
    await expect(input).toHaveFocus();
  },
};

export const WithPreviews: Story = {
  args: { files: [pngFile('captura-partida-1.png', checker), pngFile('captura-partida-2.png', checker)] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    canvas.getByRole('button', { name: 'Quitar captura-partida-1.png' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onFilesChange).toHaveBeenCalledWith([args.files[1]]);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
  },
};

/** Refused files are named with their reason; the accepted ones stay. */
export const WithRejections: Story = {
  args: { files: [pngFile('captura-1.png', checker), pngFile('captura-2.png', checker)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/Imágenes de la solicitud/);
    const pdf = new File(['%PDF'], 'comprobante.pdf', { type: 'application/pdf' });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'foto-enorme.png', { type: 'image/png' });
    await userEvent.upload(input, [pdf, big, pngFile('captura-3.png', checker), pngFile('captura-4.png', checker)], {
      applyAccept: false,
    });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('comprobante.pdf: solo se permiten archivos PNG o JPG.')).toBeVisible();
    await expect(canvas.getByText('foto-enorme.png: supera el límite de 5 MB.')).toBeVisible();
    await expect(canvas.getByText('captura-4.png: se pueden añadir como máximo 3 imágenes.')).toBeVisible();
  },
};

export const WithError: Story = { args: { error: 'Añada al menos una imagen' } };

export const Disabled: Story = { args: { disabled: true, files: [pngFile('captura-partida-1.png', checker)] } };
