import { Card, cardRadii, cardTones, Heading, Stack, Text } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const paddings = ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const;

const meta = {
  title: 'Components/Card',
  component: Card,
  args: { tone: 'raised', padding: 'md', radius: 'lg', bordered: true, elevated: false },
  argTypes: {
    tone: { control: 'inline-radio', options: cardTones },
    radius: { control: 'inline-radio', options: cardRadii },
    padding: { control: 'select', options: paddings },
  },
  render: (args) => (
    <Card {...args}>
      <Stack gap="xs">
        <Heading level={3} size={4}>
          Bono de bienvenida
        </Heading>
        <Text tone="secondary">Deposita hoy y recibe el 100 % de tu primer depósito.</Text>
      </Stack>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Raised: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Bono de bienvenida' })).toBeInTheDocument();
  },
};

export const Elevated: Story = { args: { elevated: true } };

export const Borderless: Story = { args: { bordered: false, padding: 'lg' } };

export const SmallCorners: Story = { args: { radius: 'md', padding: 'lg' } };

/** `base` is a card inside a raised one (the podium places on the winner board). */
export const Nested: Story = {
  render: () => (
    <Card padding="lg" bordered={false}>
      <Stack gap="sm">
        <Heading level={3} size={4}>
          Ganadores
        </Heading>
        <Card tone="base" radius="md">
          <Text>1. Jugador***7 — $ 12.500,00</Text>
        </Card>
      </Stack>
    </Card>
  ),
};

export const Paddings: Story = {
  render: () => (
    <Stack gap="sm">
      {paddings.map((padding) => (
        <Card key={padding} padding={padding}>
          <Text size="sm">padding {padding}</Text>
        </Card>
      ))}
    </Stack>
  ),
};

export const ListOfCards: Story = {
  render: () => (
    <Stack as="ul" gap="sm">
      {['Retiro aprobado', 'Depósito recibido', 'Bono acreditado'].map((title) => (
        <Card key={title} as="li">
          <Text>{title}</Text>
        </Card>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const LongText: Story = {
  render: () => (
    <div style={{ maxInlineSize: 280 }}>
      <Card>
        <Text>
          Promoción de fin de semana para todos los miembros VIP con reembolso diario en tragamonedas, pesca y casino en
          vivo, sin límite de retiros.
        </Text>
      </Card>
    </div>
  ),
};
