import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText, richTextTones } from './RichText';

describe('RichText', () => {
  it('declares its tones once, from the styles', () => {
    expect(richTextTones).toEqual(['primary', 'secondary']);
  });

  it('shows the platform’s HTML without its scripts and handlers', () => {
    const { container } = render(
      <RichText
        html={
          '<p>Hola <a href="/help">ayuda</a></p><script>alert(1)</script><img src="x.png" onerror="alert(2)" alt="x">'
        }
      />,
    );
    expect(screen.getByRole('link', { name: 'ayuda' })).toHaveAttribute('href', '/help');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
  });

  it('uses different classes for each tone, trimming and spacing, and keeps the caller’s class', () => {
    const classOf = (node: React.ReactElement) => render(node).container.firstElementChild?.className;
    const plain = classOf(<RichText html="<p>a</p>" />);
    expect(classOf(<RichText html="<p>a</p>" tone="secondary" />)).not.toBe(plain);
    expect(classOf(<RichText html="<p>a</p>" trimmed />)).not.toBe(plain);
    expect(classOf(<RichText html="<p>a</p>" spaced />)).not.toBe(plain);
    expect(classOf(<RichText html="<p>a</p>" className="place" />)).toContain('place');
    expect(classOf(<RichText html="<p>a</p>" />)).toBe(plain);
  });
});
