import type { CardRoom } from '@lobby/contract';
import { CardRoomList } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const room = (roomId: string, roomName: string, stakes: [number, number], players: number, capacity = 6) => ({
  roomId,
  vassalage: 'FP',
  gameCode: 'fortune-poker',
  roomName,
  minBet: stakes[0],
  maxBet: stakes[1],
  players,
  capacity,
});

const beginners: CardRoom = room('fp-1', 'Fortune Poker · Principiantes', [10, 1000], 3);
const rooms: CardRoom[] = [
  beginners,
  room('fp-2', 'Fortune Poker · Intermedia', [50, 5000], 5),
  room('fp-3', 'Fortune Poker · Alto riesgo', [500, 50000], 6),
  room('fp-4', 'Fortune Poker · Mesa rápida', [2.5, 250], 1, 9),
];

const meta = {
  title: 'Patterns/CardRoomList',
  component: CardRoomList,
  // No rooms by default: the loading state is the one without them (GLS2_roomList on its way).
  args: { currencySymbol: '$', onChoose: fn(), onRetry: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CardRoomList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four rooms, one of them full: said in words, its button inert. */
export const Default: Story = {
  args: { rooms },
  play: async ({ canvasElement }) => {
    const full = within(canvasElement).getByRole('button', { name: 'Entrar: Fortune Poker · Alto riesgo' });
    await expect(full).toHaveAttribute('aria-disabled', 'true');
    await expect(full).toHaveAccessibleDescription('Sala llena');
  },
};

/** The rooms are on their way: placeholder cards, busy for assistive technology. */
export const Loading: Story = {};

export const Empty: Story = { args: { rooms: [] } };

export const LoadError: Story = {
  args: { error: 'Enlace de red anormal, inténtalo de nuevo.' },
  play: async ({ args, canvasElement }) => {
    const retry = within(canvasElement).getByRole('button', { name: 'Reintentar' });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledOnce();
    retry.blur();
  },
};

export const ChoosesARoom: Story = {
  args: { rooms },
  play: async ({ args, canvasElement }) => {
    const enter = within(canvasElement).getByRole('button', { name: 'Entrar: Fortune Poker · Principiantes' });
    await userEvent.click(enter);
    await expect(args.onChoose).toHaveBeenCalledWith(beginners);
    enter.blur();
  },
};

export const LongNames: Story = {
  args: {
    rooms: [
      room('fp-5', 'Fortune Poker · Sala VIP de los grandes apostadores del fin de semana', [1000, 9999999.99], 2),
      room('fp-6', 'Fortune Poker · TorneoSemanalDeCampeonesSinEspaciosEnElNombre', [5, 500], 123, 123),
    ],
  },
};
