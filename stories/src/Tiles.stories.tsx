import { Card, Text, Tiles, tilesFlows, vars } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const column = `calc(${vars.space.xxl} * 4)`;
const games = ['Tragamonedas', 'Casino en vivo', 'Pesca', 'Deportes', 'Lotería', 'Póquer', 'Arcade'];

const tiles = (names: string[]) =>
  names.map((name) => (
    <Card key={name} as="li" padding="sm">
      <Text size="sm">{name}</Text>
    </Card>
  ));

const meta = {
  title: 'Components/Tiles',
  component: Tiles,
  args: { as: 'ul', gap: 'md', minColumnWidth: column, flow: 'fill', children: null },
  argTypes: {
    flow: { control: 'inline-radio', options: tilesFlows },
    gap: { control: 'inline-radio', options: ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'] },
  },
} satisfies Meta<typeof Tiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As many columns as fit at the narrowest width: resize the window and rows re-flow. */
export const Fill: Story = {
  render: (args) => <Tiles {...args}>{tiles(games)}</Tiles>,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(games.length);
  },
};

/** A row that is not full keeps its empty tracks: two tiles are as wide as in a full row. */
export const FillFewTiles: Story = {
  render: (args) => <Tiles {...args}>{tiles(games.slice(0, 2))}</Tiles>,
};

/** `fit` stretches the few tiles it has across the row. */
export const FitFewTiles: Story = {
  args: { flow: 'fit' },
  render: (args) => <Tiles {...args}>{tiles(games.slice(0, 2))}</Tiles>,
};

export const ThreeColumns: Story = {
  render: () => (
    <Tiles as="ol" columns={3} gap="sm">
      {tiles(games.slice(0, 6))}
    </Tiles>
  ),
};

export const WideGap: Story = {
  render: (args) => (
    <Tiles {...args} gap="xl">
      {tiles(games)}
    </Tiles>
  ),
};
