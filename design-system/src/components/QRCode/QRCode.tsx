import { useMemo } from 'react';
import * as styles from './QRCode.css';
import { qrMatrix, quietZone } from './qrPath';

export interface QRCodeProps {
  /** The text or link encoded. */
  value: string;
  /** Side in CSS pixels (SPEC.md section 2: download QR codes are 120). */
  size?: number;
  /** What scanning it does ("Download the iOS app"): the image's text alternative. */
  label: string;
}

/** A QR code drawn as one crisp SVG path, synchronously (no canvas, no flash of empty space). */
export function QRCode({ value, size = 120, label }: QRCodeProps) {
  const matrix = useMemo(() => qrMatrix(value), [value]);
  const side = matrix.size + quietZone * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
      className={styles.root}
    >
      <path d={matrix.path} fill="currentColor" />
    </svg>
  );
}
