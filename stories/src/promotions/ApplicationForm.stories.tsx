import { ApplicationForm, type ApplicationFormProps } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { maxInlineSize } from '../decorators';

/** Keeps the remark and the files in state, as the page does. */
function StatefulForm(args: ApplicationFormProps) {
  const [remark, setRemark] = useState(args.remark);
  const [files, setFiles] = useState(args.files);
  return (
    <ApplicationForm
      {...args}
      remark={remark}
      onRemarkChange={(next) => {
        setRemark(next);
        args.onRemarkChange(next);
      }}
      files={files}
      onFilesChange={(next) => {
        setFiles(next);
        args.onFilesChange(next);
      }}
    />
  );
}

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

const meta = {
  title: 'Patterns/ApplicationForm',
  component: ApplicationForm,
  render: (args) => <StatefulForm {...args} />,
  args: {
    remark: '',
    files: [],
    onRemarkChange: fn(),
    onFilesChange: fn(),
    onSubmit: fn(),
    onCancel: fn(),
  },
  decorators: [maxInlineSize(560)],
} satisfies Meta<typeof ApplicationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form as it opens. */
export const Empty: Story = {};

/**
 * A remark typed and sent. Not shot by Loki: its picture would depend on how far the typing had got
 * (the counter once lagged a keystroke behind the text in CI).
 */
export const TypedAndSent: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Comentario' }), 'Mi comprobante de depósito');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar solicitud' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** A 6 MB image and a gif are refused, each with its reason; the remark stays. */
export const RefusedImages: Story = {
  args: { remark: 'Captura de mi gran premio' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picker = canvas.getByLabelText(/Imágenes/);
    // As a player who picks "All files" in the browser's picker.
    await userEvent.upload(
      picker,
      [file('enorme.png', 'image/png', 6 * 1024 * 1024), file('fiesta.gif', 'image/gif', 10)],
      {
        applyAccept: false,
      },
    );
    await expect(canvas.getByText(/enorme\.png/)).toBeInTheDocument();
    await expect(canvas.getByText(/fiesta\.gif/)).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Comentario' })).toHaveValue('Captura de mi gran premio');
  },
};

/** The remark at its limit of 140 characters. */
export const FullRemark: Story = { args: { remark: 'x'.repeat(140) } };

export const FakeImage: Story = {
  args: { remark: 'Mi comprobante', filesError: 'renombrada.png no es una imagen PNG o JPG real.' },
};

/** Images going up one by one: everything is disabled and says how far it is. */
export const Uploading: Story = {
  args: { remark: 'Mi comprobante', progress: { step: 'uploading', current: 2, total: 3 } },
};

export const Sending: Story = {
  args: { remark: 'Mi comprobante', progress: { step: 'sending' } },
};

/** A failed send: the platform's words, and nothing typed or picked is lost. */
export const Failed: Story = {
  args: { remark: 'Mi comprobante', error: 'El servidor no pudo responder. Inténtalo más tarde.' },
};

export const ApplyAgain: Story = { args: { submitLabel: 'Enviar de nuevo', remark: 'Una foto más clara' } };
