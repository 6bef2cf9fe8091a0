// Self-hosted fonts, so that screenshots never depend on what a machine has installed.
// Inter covers Latin, Greek, Cyrillic and Vietnamese; Noto Sans Thai covers Thai. Poppins and
// Space Grotesk are the faces the example operator brands name. Each file is loaded by the browser
// only when a glyph in its unicode-range is used.
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/700.css';
import '@fontsource/noto-sans-thai/400.css';
import '@fontsource/noto-sans-thai/700.css';
import '@fontsource/poppins/400.css';
import '@fontsource/poppins/700.css';
import '@fontsource/space-grotesk/400.css';
import '@fontsource/space-grotesk/700.css';

// Each face with a sample of the script it covers: a font file is fetched per unicode-range, so
// the sample decides which file loads.
const faces = [
  ['Inter', 'Aa', [400, 500, 700]],
  ['Noto Sans Thai', 'ไทย', [400, 700]],
  ['Poppins', 'Aa', [400, 700]],
  ['Space Grotesk', 'Aa', [400, 700]],
] as const;

/**
 * Resolves once every self-hosted face is loaded. Browsers fetch fonts lazily, on first use; a
 * screenshot taken before then shows a fallback font, so visual tests wait for this first.
 */
export async function fontsReady(): Promise<void> {
  await Promise.all(
    faces.flatMap(([family, sample, weights]) =>
      weights.map((weight) => document.fonts.load(`${weight} 16px "${family}"`, sample)),
    ),
  );
}
