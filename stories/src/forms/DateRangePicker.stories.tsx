import { DateRangePicker, type DateRange, type DateRangePickerProps } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

/** Keeps the range in state so a story behaves as in a page, and reports each change to the args. */
function StatefulPicker(args: DateRangePickerProps) {
  const [value, setValue] = useState<DateRange>(args.value);
  return (
    <DateRangePicker
      {...args}
      value={value}
      onChange={(range) => {
        setValue(range);
        args.onChange(range);
      }}
    />
  );
}

const meta = {
  title: 'Components/DateRangePicker',
  component: DateRangePicker,
  render: (args) => <StatefulPicker {...args} />,
  args: {
    label: 'Fecha de la apuesta',
    today: '2026-11-23',
    value: { from: '2026-11-17', to: '2026-11-23' },
    onChange: fn(),
  },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Last 7 days" is pressed; a preset chosen with the keyboard fills both days. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Últimos 7 días' })).toHaveAttribute('aria-pressed', 'true');
    const thirty = canvas.getByRole('button', { name: 'Últimos 30 días' });
    thirty.focus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2026-10-25', to: '2026-11-23' });
    await expect(thirty).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByLabelText('Desde')).toHaveValue('2026-10-25');
  },
};

export const Empty: Story = { args: { value: { from: '', to: '' } } };

/** Every preset, for screens that look ahead too (SPEC.md section 9). */
export const AllPresets: Story = {
  args: { presets: ['previous7', 'previous30', 'next7', 'next30'], value: { from: '2026-11-23', to: '2026-11-29' } },
};

/** A start after the end is reported on both days. */
export const Reversed: Story = {
  args: { value: { from: '2026-11-24', to: '2026-11-20' } },
  play: async ({ canvasElement }) => {
    const from = within(canvasElement).getByLabelText('Desde');
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await expect(from).toHaveAccessibleDescription('La fecha de inicio no puede ser posterior a la fecha de fin.');
  },
};

/** Bounded to the past: presets reaching beyond today are disabled. */
export const Bounded: Story = {
  args: { max: '2026-11-23', min: '2026-10-01', presets: ['previous7', 'previous30', 'next7'] },
};

export const Disabled: Story = { args: { disabled: true } };
