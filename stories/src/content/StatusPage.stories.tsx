import { StatusPage } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Patterns/StatusPage',
  component: StatusPage,
  args: { kind: 'maintenance', onRefresh: fn(), onRetry: fn(), onCustomerService: fn(), onHome: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Maintenance: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'En mantenimiento' })).toBeInTheDocument();
    const service = canvas.getByRole('button', { name: 'Atención al cliente' });
    await userEvent.click(service);
    await expect(args.onCustomerService).toHaveBeenCalledOnce();
    service.blur();
  },
};

/** Region-restricted, with the visitor's IP (SPEC.md section 4, system status 2). */
export const Blocked: Story = {
  args: { kind: 'blocked', ip: '203.0.113.7' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('203.0.113.7')).toBeInTheDocument();
  },
};

/** The address is not one of the operator's domains (the domain check): customer service only. */
export const InvalidUrl: Story = {
  args: { kind: 'invalidUrl', onRefresh: undefined, onRetry: undefined, onHome: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dirección no válida' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    const service = canvas.getByRole('button', { name: 'Atención al cliente' });
    await userEvent.click(service);
    await expect(args.onCustomerService).toHaveBeenCalledOnce();
    service.blur();
  },
};

export const NetworkError: Story = {
  args: { kind: 'error' },
  play: async ({ args, canvasElement }) => {
    const retry = within(canvasElement).getByRole('button', { name: 'Reintentar' });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledOnce();
    retry.blur();
  },
};

export const NotFound: Story = { args: { kind: 'notFound', details: 'Ruta: /promociones/antigua' } };

export const MaintenanceWithDetails: Story = {
  args: { details: 'Fin previsto del mantenimiento: 03/01/2026 06:00 (GMT+08:00).' },
};
