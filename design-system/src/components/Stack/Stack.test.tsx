import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Inline, Stack } from './Stack';

describe('Stack and Inline', () => {
  it('render the landmark or list element asked for', () => {
    render(
      <>
        <Stack as="nav" aria-label="menu">
          <span>a</span>
        </Stack>
        <Inline as="ul">
          <li>b</li>
        </Inline>
      </>,
    );
    expect(screen.getByRole('navigation', { name: 'menu' })).toBeInTheDocument();
    expect(screen.getByRole('list')).toContainElement(screen.getByText('b'));
  });

  it('use different classes for different gaps and directions', () => {
    render(
      <>
        <Stack gap="sm">
          <span>s-sm</span>
        </Stack>
        <Stack gap="xl">
          <span>s-xl</span>
        </Stack>
        <Inline gap="sm">
          <span>i-sm</span>
        </Inline>
      </>,
    );
    const classOf = (text: string) => screen.getByText(text).parentElement?.className;
    expect(classOf('s-sm')).not.toBe(classOf('s-xl'));
    expect(classOf('s-sm')).not.toBe(classOf('i-sm'));
  });
});
