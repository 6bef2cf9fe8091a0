// The visual tolerance: rendering noise passes, real changes fail (see tolerance.mjs for why).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { PNG } from 'pngjs';
import { compareFiles, measureDifference, tolerance, withinTolerance } from './tolerance.mjs';

/** A 200 x 100 image filled with one colour, like a story's background. */
const canvas = (width = 200, height = 100, rgba = [244, 245, 247, 255]) => {
  const image = new PNG({ width, height });
  for (let i = 0; i < image.data.length; i += 4) image.data.set(rgba, i);
  return image;
};
const shift = (image, pixels, delta) => {
  const copy = canvas(image.width, image.height);
  copy.data.set(image.data);
  for (const [x, y] of pixels) copy.data[(y * image.width + x) * 4 + 2] += delta;
  return copy;
};

test('identical screenshots do not differ', () => {
  const reference = canvas();
  assert.deepEqual(measureDifference(reference, canvas()), {
    sizeDiffers: false,
    pixels: 0,
    maxDelta: 0,
    edgeDelta: 0,
    box: null,
  });
});

test('anti-aliasing noise on the corners of a rounded picture passes', () => {
  // What FileUpload Disabled showed: 27 corner pixels, one unit of one channel.
  const corners = Array.from({ length: 27 }, (_, i) => [i % 9, Math.floor(i / 9)]);
  const measured = measureDifference(canvas(), shift(canvas(), corners, 1));
  assert.deepEqual(measured, {
    sizeDiffers: false,
    pixels: 27,
    maxDelta: 1,
    edgeDelta: 0,
    box: { x: 0, y: 0, width: 9, height: 3 },
  });
  assert.equal(withinTolerance(measured), true);
});

test('a token one unit off over a button fails (many pixels, each barely different)', () => {
  const button = [];
  for (let y = 10; y < 50; y += 1) for (let x = 10; x < 110; x += 1) button.push([x, y]);
  const measured = measureDifference(canvas(), shift(canvas(), button, 1));
  assert.equal(measured.pixels, 4000);
  assert.deepEqual(measured.box, { x: 10, y: 10, width: 100, height: 40 });
  assert.equal(withinTolerance(measured), false);
});

test('a few pixels far off fail (a missing icon stroke, a moved border)', () => {
  const measured = measureDifference(
    canvas(),
    shift(
      canvas(),
      [
        [5, 5],
        [6, 5],
        [7, 5],
      ],
      tolerance.maxDelta + 1,
    ),
  );
  assert.equal(measured.pixels, 3);
  assert.equal(withinTolerance(measured), false);
});

/**
 * A dark pill on the light background: rows 20-39, columns 20-79, with a one-pixel blend (the
 * anti-aliased edge) around it and its corners cut, the way Chromium paints a filled rounded shape.
 */
const pill = (blend = 150) => {
  const image = canvas();
  const paint = (x, y, value) => image.data.set([value, value, value, 255], (y * image.width + x) * 4);
  for (let y = 19; y <= 40; y += 1) {
    for (let x = 19; x <= 80; x += 1) {
      const [top, bottom, left, right] = [y === 19, y === 40, x === 19, x === 80];
      if ((top || bottom) && (left || right)) continue;
      paint(x, y, top || bottom || left || right ? blend : 40);
    }
  }
  return image;
};

test('an edge blended a little differently passes (GameGrid With Classifies: 33 pixels by 9)', () => {
  const measured = measureDifference(pill(150), pill(159));
  assert.equal(measured.maxDelta, 0);
  assert.equal(measured.edgeDelta, 9);
  assert.ok(measured.pixels > 33);
  assert.equal(withinTolerance(measured), true);
});

test('the same difference away from an edge fails', () => {
  const inside = Array.from({ length: 33 }, (_, i) => [30 + (i % 11), 25 + Math.floor(i / 11)]);
  const measured = measureDifference(pill(), shift(pill(), inside, 9));
  assert.equal(measured.maxDelta, 9);
  assert.equal(withinTolerance(measured), false);
});

test('a high-contrast border moved by a pixel fails, though its pixels look like edges', () => {
  // A one-pixel dark line on the background, one row lower in the current picture.
  const line = (row) => {
    const image = canvas();
    for (let x = 20; x < 120; x += 1) image.data.set([60, 60, 60, 255], (row * image.width + x) * 4);
    return image;
  };
  const measured = measureDifference(line(30), line(31));
  assert.equal(measured.pixels, 200);
  assert.ok(Math.max(measured.maxDelta, measured.edgeDelta) > tolerance.maxEdgeDelta);
  assert.equal(withinTolerance(measured), false);
});

test('the limits are inclusive', () => {
  const row = Array.from({ length: tolerance.maxPixels }, (_, x) => [x % 200, Math.floor(x / 200)]);
  assert.equal(withinTolerance(measureDifference(canvas(), shift(canvas(), row, tolerance.maxDelta))), true);
  const oneMore = [...row, [199, 99]];
  assert.equal(withinTolerance(measureDifference(canvas(), shift(canvas(), oneMore, 1))), false);
});

test('a change of size always fails', () => {
  const measured = measureDifference(canvas(200, 100), canvas(200, 101));
  assert.equal(measured.sizeDiffers, true);
  assert.equal(withinTolerance(measured), false);
});

test('compareFiles reads the PNG files Loki writes', () => {
  const folder = mkdtempSync(join(tmpdir(), 'tolerance-'));
  try {
    writeFileSync(join(folder, 'reference.png'), PNG.sync.write(canvas()));
    writeFileSync(join(folder, 'current.png'), PNG.sync.write(shift(canvas(), [[0, 0]], 2)));
    assert.deepEqual(compareFiles(join(folder, 'reference.png'), join(folder, 'current.png')), {
      sizeDiffers: false,
      pixels: 1,
      maxDelta: 2,
      edgeDelta: 0,
      box: { x: 0, y: 0, width: 1, height: 1 },
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
