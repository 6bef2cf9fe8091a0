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
 * The code as one path: each horizontal run of dark modules is one rectangle, which keeps the path
 * short and leaves no hairline seams between neighbouring modules.
 */
export function qrMatrix(value: string): QRMatrix {
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
