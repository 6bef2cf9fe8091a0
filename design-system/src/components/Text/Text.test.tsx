import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Heading, Text } from './Text';

describe('Text and Heading', () => {
  it('renders a paragraph by default and the element asked for', () => {
    render(
      <>
        <Text>para</Text>
        <Text as="span">inline</Text>
      </>,
    );
    expect(screen.getByText('para').tagName).toBe('P');
    expect(screen.getByText('inline').tagName).toBe('SPAN');
  });

  it('keeps the outline level apart from the visual size', () => {
    render(
      <>
        <Heading level={2}>two</Heading>
        <Heading level={2} size={1}>
          two-big
        </Heading>
        <Heading level={1}>one</Heading>
      </>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'two-big' }).className).toBe(
      screen.getByRole('heading', { level: 1 }).className,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'two' }).className).not.toBe(
      screen.getByRole('heading', { level: 1 }).className,
    );
  });

  it('passes through attributes such as id and lang', () => {
    render(
      <Text id="t" lang="th">
        สวัสดี
      </Text>,
    );
    expect(screen.getByText('สวัสดี')).toHaveAttribute('lang', 'th');
  });
});
