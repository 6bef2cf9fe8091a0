// How different a screenshot may be from its reference and still pass.
//
// Loki compares with pixelmatch at threshold 0, so one pixel one unit off fails a run. Headless
// Chromium does not paint every pixel identically from run to run: in full local runs and in a
// clean-clone CI run, the same kind of noise came back, always on the anti-aliased edge of a
// rounded, clipped or scaled element:
// - FileUpload "Disabled" (light): 27 pixels on the preview's corners, by 1 unit of one channel;
// - GameGrid "Loading More" and "Error Loading More" (dark): 172 pixels on the cards' corners, by 3;
// - GameGrid "With Classifies": the selected pill's rounded ends, 17-33 pixels by 6-9 in all four
//   themes, every time the story is shot alone (a retry), never in the full runs that made the
//   references (stop 39's official CI failed on it: three shots, 33 pixels by 9, limit 8).
// A real change moves many pixels (one token one unit off changed thousands of pixels in 13
// stories) or moves a few pixels far (a missing icon, a shifted border, a wrong colour).
//
// So a screenshot that Loki reports as different passes when all hold, the way Playwright's
// `maxDiffPixels` and per-pixel `threshold` work:
// - at most `maxPixels` pixels differ at all;
// - no pixel differs by more than `maxDelta` in any channel (0-255), except a pixel that
//   pixelmatch's detector takes for anti-aliasing (a pixel between a darker and a brighter
//   neighbour, one of them in a flat area: an edge's blend), which may differ by up to
//   `maxEdgeDelta`: enough for a curve blended a little differently, not for a high-contrast border
//   moved by a pixel (whose old and new places pixelmatch also takes for anti-aliasing).
// Anything else fails, and a size change always fails.
import { readFileSync } from 'node:fs';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export const tolerance = Object.freeze({ maxPixels: 500, maxDelta: 8, maxEdgeDelta: 32 });

/**
 * Counts the pixels that differ between two decoded RGBA images, the largest difference of any
 * channel away from anti-aliased edges (`maxDelta`) and on them (`edgeDelta`), and the box that holds
 * them (`{ x, y, width, height }`, or null when none differs): a clean-clone CI run keeps no pictures,
 * so the box is what tells a focus ring from an icon or a row. Images of different sizes are reported
 * as `sizeDiffers`.
 */
export function measureDifference(reference, current) {
  if (reference.width !== current.width || reference.height !== current.height) {
    const pixels = reference.width * reference.height;
    return { sizeDiffers: true, pixels, maxDelta: 255, edgeDelta: 255, box: null };
  }
  const { width, height } = reference;
  const a = reference.data;
  const b = current.data;
  // pixelmatch paints every differing pixel it does not take for anti-aliasing into `plain`.
  const plain = new Uint8Array(a.length);
  pixelmatch(a, b, plain, width, height, { threshold: 0, includeAA: false, diffMask: true });
  let pixels = 0;
  let maxDelta = 0;
  let edgeDelta = 0;
  let [left, top, right, bottom] = [Infinity, Infinity, -1, -1];
  for (let i = 0; i < a.length; i += 4) {
    let delta = 0;
    for (let channel = 0; channel < 4; channel += 1) {
      delta = Math.max(delta, Math.abs(a[i + channel] - b[i + channel]));
    }
    if (delta > 0) {
      pixels += 1;
      if (plain[i + 3] !== 0) maxDelta = Math.max(maxDelta, delta);
      else edgeDelta = Math.max(edgeDelta, delta);
      const x = (i / 4) % width;
      const y = Math.floor(i / 4 / width);
      [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
    }
  }
  const box = pixels === 0 ? null : { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
  return { sizeDiffers: false, pixels, maxDelta, edgeDelta, box };
}

/** True when a measured difference is small enough to be rendering noise (see the top of the file). */
export function withinTolerance(difference, limits = tolerance) {
  return (
    !difference.sizeDiffers &&
    difference.pixels <= limits.maxPixels &&
    difference.maxDelta <= limits.maxDelta &&
    difference.edgeDelta <= limits.maxEdgeDelta
  );
}

/** Reads two PNG files and measures how they differ. */
export function compareFiles(referencePath, currentPath) {
  const read = (path) => PNG.sync.read(readFileSync(path));
  return measureDifference(read(referencePath), read(currentPath));
}
