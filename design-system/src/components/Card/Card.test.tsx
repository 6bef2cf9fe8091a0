import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card, cardRadii, cardTones } from './Card';

describe('Card', () => {
  it('declares its tones and radii once, from the recipe', () => {
    expect(cardTones).toEqual(['raised', 'base']);
    expect(cardRadii).toEqual(['md', 'lg']);
  });

  it('renders the element asked for, with its attributes and the caller’s layout class', () => {
    render(
      <Card as="section" aria-label="Perfil" className="layout">
        <p>contenido</p>
      </Card>,
    );
    const card = screen.getByRole('region', { name: 'Perfil' });
    expect(card.tagName).toBe('SECTION');
    expect(card).toHaveClass('layout');
    expect(card).toContainElement(screen.getByText('contenido'));
  });

  it('uses different classes for different tones, paddings, borders and shadows', () => {
    const classOf = (node: React.ReactElement) => render(node).container.firstElementChild?.className;
    const plain = classOf(<Card />);
    expect(classOf(<Card tone="base" />)).not.toBe(plain);
    expect(classOf(<Card padding="xl" />)).not.toBe(plain);
    expect(classOf(<Card radius="md" />)).not.toBe(plain);
    expect(classOf(<Card bordered={false} />)).not.toBe(plain);
    expect(classOf(<Card elevated />)).not.toBe(plain);
    expect(classOf(<Card />)).toBe(plain);
  });
});
