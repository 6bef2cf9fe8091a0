import { Button, Inline, Stack, Text } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Components/Layout',
  component: Stack,
  args: { gap: 'md', children: null },
  argTypes: {
    gap: { control: 'inline-radio', options: ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'] },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

const items = ['Casino en vivo', 'Tragamonedas', 'Pesca', 'Deportes', 'Lotería'];

export const VerticalStack: Story = {
  render: (args) => (
    <Stack {...args}>
      {items.map((item) => (
        <Text key={item}>{item}</Text>
      ))}
    </Stack>
  ),
};

/** Inline follows the writing direction: switch the language to RTL and the order reverses. */
export const InlineRow: Story = {
  render: (args) => (
    <Inline gap={args.gap}>
      {items.map((item, index) => (
        <Button key={item} variant={index === 0 ? 'primary' : 'secondary'} size="sm">
          {item}
        </Button>
      ))}
    </Inline>
  ),
};

export const InlineWrapping: Story = {
  render: () => (
    <div style={{ maxInlineSize: 360 }}>
      <Inline gap="sm">
        {[...items, ...items].map((item, index) => (
          <Button key={`${item}-${index}`} variant="secondary" size="sm">
            {item}
          </Button>
        ))}
      </Inline>
    </div>
  ),
};

export const SpaceBetween: Story = {
  render: () => (
    <Inline justify="between">
      <Text weight="bold">Saldo</Text>
      <Button size="sm">Depositar</Button>
    </Inline>
  ),
};
