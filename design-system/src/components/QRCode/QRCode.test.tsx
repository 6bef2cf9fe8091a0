import { render, screen } from '@testing-library/react';
import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { QRCode } from './QRCode';
import { qrMatrix, quietZone } from './qrPath';

const link = 'https://example.com/app/ios?lang=es';

describe('qrMatrix', () => {
  it('has as many modules as the qrcode package builds', () => {
    const expected = create(link, { errorCorrectionLevel: 'M' }).modules.size;
    expect(qrMatrix(link).size).toBe(expected);
  });

  it('covers exactly the dark modules', () => {
    const { modules } = create(link, { errorCorrectionLevel: 'M' });
    const dark = Array.from(modules.data).filter(Boolean).length;
    const runs = [...qrMatrix(link).path.matchAll(/h(\d+)v1/g)].map((match) => Number(match[1]));
    expect(runs.reduce((sum, run) => sum + run, 0)).toBe(dark);
  });
});

describe('QRCode', () => {
  it('is one image named by its label, sized with the quiet zone', () => {
    const { container } = render(<QRCode value={link} label="Download the iOS app" />);
    const svg = screen.getByRole('img', { name: 'Download the iOS app' });
    expect(svg).toHaveAttribute('width', '120');
    const side = qrMatrix(link).size + quietZone * 2;
    expect(svg).toHaveAttribute('viewBox', `0 0 ${side} ${side}`);
    expect(container.querySelectorAll('path')).toHaveLength(1);
  });

  it('draws equal values as equal SVG and different values differently', () => {
    const first = render(<QRCode value={link} label="a" />).container.innerHTML;
    const again = render(<QRCode value={link} label="a" />).container.innerHTML;
    const other = render(<QRCode value={`${link}x`} label="a" />).container.innerHTML;
    expect(again).toBe(first);
    expect(other).not.toBe(first);
  });
});
