import { Stack, Text, vars } from '@lobby/design-system';
import { contractTokens, cssVarName } from '@lobby/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

/** The colour tokens of the active theme, as a designer checks a brand against the contract. */
function ColorTokens() {
  const colors = contractTokens().filter((token) => token.type === 'color');
  return (
    <Stack gap="xs" as="ul" aria-label="Colour tokens">
      {colors.map(({ path }) => (
        <li
          key={path.join('.')}
          style={{ display: 'flex', alignItems: 'center', gap: vars.space.md, listStyle: 'none' }}
        >
          <span
            aria-hidden="true"
            style={{
              inlineSize: 48,
              blockSize: 24,
              borderRadius: vars.radius.sm,
              border: `${vars.border.width.thin} solid ${vars.color.border.strong}`,
              background: `var(--${cssVarName(path)})`,
            }}
          />
          <Text as="span" size="sm">
            {`${path.join('.')}  --${cssVarName(path)}`}
          </Text>
        </li>
      ))}
    </Stack>
  );
}

const meta = {
  title: 'Foundations/Colour tokens',
  component: ColorTokens,
} satisfies Meta<typeof ColorTokens>;

export default meta;
export const All: StoryObj<typeof meta> = {
  play: async ({ canvasElement, globals }) => {
    // Painted in the mode of the story-test project (stories, stories-light), else of the toolbar.
    const mode = import.meta.env.STORY_TEST_MODE ?? (globals.mode as string);
    await expect(canvasElement.querySelector('[data-theme]')).toHaveAttribute('data-theme', mode);
  },
};
