import { PromotionCard, type PromotionCardProps } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { maxInlineSize } from '../decorators';
import { banner } from './fixtures';

const meta = {
  title: 'Patterns/PromotionCard',
  component: PromotionCard,
  args: {
    title: 'Giros del fin de semana en tragamonedas',
    typeLabel: 'Tragamonedas',
    imageSrc: banner,
    period: 'Periodo: 18/11/2026 – 18/12/2026',
    reward: 'Recompensa: $15.00',
    state: 'JOIN',
    onAction: fn(),
    onOpen: fn(),
  },
  decorators: [maxInlineSize(360)],
} satisfies Meta<typeof PromotionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: join with one click (or apply, when the promotion asks for an application). */
export const Join: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Participar' }));
    await expect(args.onAction).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Ver detalles' }));
    await expect(args.onOpen).toHaveBeenCalledOnce();
  },
};

export const Apply: Story = { args: { needsApplication: true } };

/** Coming soon: the button is disabled and says when it starts. */
export const ComingSoon: Story = {
  args: { state: 'COMING_SOON', startsAt: '30/11/2026, 08:00' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Empieza el 30/11/2026, 08:00' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const Applying: Story = { args: { state: 'APPLYING', needsApplication: true } };

export const RejectedMayApplyAgain: Story = {
  args: {
    state: 'REJECTED',
    needsApplication: true,
    canReapply: true,
    rejectReason: 'La imagen del boleto no se puede leer. Envía una foto más clara.',
  },
};

export const RejectedFinal: Story = {
  args: { state: 'REJECTED', needsApplication: true, rejectReason: 'El regalo es solo para la primera instalación.' },
};

export const IssuedClaim: Story = { args: { state: 'ISSUED' } };

/** A claim in flight: busy, and a second click does nothing. */
export const Claiming: Story = {
  args: { state: 'ISSUED', busy: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reclamar' }));
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const Claimed: Story = { args: { state: 'CLAIMED' } };

export const RedEnvelopeIssued: Story = {
  args: { state: 'ISSUED', kind: 'RED_ENVELOPE', reward: 'Premio de hasta $88.00', typeLabel: 'Otras' },
};

export const RaffleWon: Story = {
  args: { state: 'CLAIMED', kind: 'LUCKY_DRAW', wonAmount: '$18.88', reward: 'Premio de hasta $88.00' },
};

export const Processing: Story = { args: { state: 'PROCESSING' } };

export const Joined: Story = { args: { state: 'JOINED' } };

export const Closed: Story = { args: { state: 'CLOSED' } };

/** Long words wrap inside the card; the actions stay at its foot. */
export const LongText: Story = {
  args: {
    title:
      'Seguro de apuestas combinadas de fútbol para toda la temporada con reembolso del cien por cien en la primera apuesta perdida',
    typeLabel: 'Promociones de juegos',
  } satisfies Partial<PromotionCardProps>,
};
