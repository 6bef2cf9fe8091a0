import { Heading, Stack, Text, textSizes, textTones } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';

const sample = 'Juega en vivo con crupieres reales.';

const meta = {
  title: 'Components/Typography',
  component: Text,
  args: { children: sample },
  argTypes: {
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'select', options: textTones },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Body: Story = {};

export const Headings: Story = {
  render: () => (
    <Stack gap="sm">
      <Heading level={1}>Casino en vivo</Heading>
      <Heading level={2}>Tragamonedas</Heading>
      <Heading level={3}>Pesca</Heading>
      <Heading level={4}>Deportes</Heading>
    </Stack>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="xs">
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size}>{`${size}: ${sample}`}</Text>
      ))}
    </Stack>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <Stack gap="xs">
      {textTones.map((tone) => (
        <Text key={tone} {...args} tone={tone}>{`${tone}: ${sample}`}</Text>
      ))}
    </Stack>
  ),
};

/** Thai script with its own font, and tall marks that must not be clipped. */
export const Thai: Story = {
  render: () => (
    <Stack gap="sm">
      <Heading level={2}>คาสิโนสด</Heading>
      <Text>ยินดีต้อนรับสู่ล็อบบี้ เล่นเกมสล็อต ตกปลา และกีฬาได้ทุกวัน</Text>
    </Stack>
  ),
};

export const LongText: Story = {
  render: () => (
    <div style={{ maxInlineSize: 320 }}>
      <Stack gap="sm">
        <Heading level={3}>Supercalifragilisticoespialidoso-torneo-de-tragamonedas-semanal</Heading>
        <Text truncate>
          Una línea muy larga que se corta con puntos suspensivos cuando no cabe en el ancho disponible.
        </Text>
        <Text>
          Un párrafo largo que se ajusta en varias líneas sin desbordar su contenedor, incluso con palabras como
          https://lobby.example/promociones/bono-de-bienvenida-del-cien-por-ciento.
        </Text>
      </Stack>
    </div>
  ),
};
