import { create } from 'qrcode';

/** Light modules around the code that scanners need to find it (the QR standard asks for 4). */
export const quietZone = 4;

export interface QRMatrix {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** One SVG path of the dark modules, in module units, offset by the quiet zone. */
  path: string;
}

/**
 * The codes drawn so far: a page shows the same few (the app download, a referral link) on every
 * render, and a server renders them for every visitor (about 1 ms each); a few dozen are kept.
 */
const drawn = new Map<string, QRMatrix>();
const drawnLimit = 32;

/**
 * The code as one path: each horizontal run of dark modules is one rectangle, which keeps the path
 * short and leaves no hairline seams between neighbouring modules.
 */
export function qrMatrix(value: string): QRMatrix {
  const known = drawn.get(value);
  if (known) return known;
  const matrix = draw(value);
  if (drawn.size >= drawnLimit) drawn.delete(drawn.keys().next().value as string);
  drawn.set(value, matrix);
  return matrix;
}

function draw(value: string): QRMatrix {
  const { modules } = create(value, { errorCorrectionLevel: 'M' });
  const { size } = modules;
  let path = '';
  for (let row = 0; row < size; row += 1) {
    let column = 0;
    while (column < size) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < size && modules.get(row, column)) column += 1;
      path += `M${start + quietZone} ${row + quietZone}h${column - start}v1h${start - column}z`;
    }
  }
  return { size, path };
}
