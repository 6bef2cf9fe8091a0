/**
 * The class filters of a product line's page (SPEC.md section 9): the line's classes in the server's
 * order; for RNG the first 9 classes, then fishing, then the exclusive category (vendor BGS), then the
 * remaining classes. Fishing and the exclusive category are other lines, so an option carries the
 * whole filter it stands for, not only a class key.
 */
import type { GameClassifyEntry, ProductLine, VendorLane } from '@lobby/contract';

/** The option that shows every game of the line (or of the chosen vendor). */
export const allClassify = 'ALL';
/** SPEC.md section 9: RNG shows this many of its classes before fishing and the exclusive category. */
const rngLeadingClasses = 9;
/** SPEC.md section 3: the slots' bingo class (BG) only where the platform supports the language TY. */
const bingoClass = 'BG';
const bingoLanguage = 'TY';

export interface ClassifyOption {
  key: string;
  /** The server's name; undefined for "all", which the page names in its language. */
  label?: string;
  count?: number;
  /** What the game list asks for when the option is chosen. */
  filter: { gameType: ProductLine; gameClassify?: string };
}

const bySort = (entries: readonly GameClassifyEntry[]) => [...entries].sort((a, b) => a.sort - b.sort);
const total = (entries: readonly GameClassifyEntry[]) => entries.reduce((sum, entry) => sum + entry.gameCount, 0);

/** An option standing for another line as a whole (fishing, exclusive), when that line has games. */
function lineOption(lanes: readonly VendorLane[], line: ProductLine): ClassifyOption[] {
  const lane = lanes.find((candidate) => candidate.title === line);
  if (!lane || lane.cards.length === 0) return [];
  return [
    { key: line, label: lane.displayName, count: total(lane.gameClassify), filter: filterOfClassify('RNG', line) },
  ];
}

export interface ClassifyInput {
  line: ProductLine;
  lanes: readonly VendorLane[];
  /** The chosen vendor's classes (from GCSGAME_getVassGameType); the line's when no vendor is chosen. */
  vendorClasses?: readonly GameClassifyEntry[];
  vendorChosen: boolean;
  /** The platform's supported languages (system status `supportedLanguages`), which decide on bingo. */
  languages: readonly string[];
}

/** The options in display order, "all" first; none when there is nothing to choose between. */
export function classifyOptions({
  line,
  lanes,
  vendorClasses,
  vendorChosen,
  languages,
}: ClassifyInput): ClassifyOption[] {
  const lane = lanes.find((candidate) => candidate.title === line);
  const classes = bySort(vendorChosen && vendorClasses ? vendorClasses : (lane?.gameClassify ?? []));
  // Without bingo its games are still among "all" (and counted there); only its filter is not offered.
  const bingo = languages.some((language) => language.toUpperCase() === bingoLanguage);
  const shown = bingo ? classes : classes.filter((entry) => entry.key !== bingoClass);
  const own = shown.map((entry) => ({
    key: entry.key,
    label: entry.displayName,
    count: entry.gameCount,
    filter: filterOfClassify(line, entry.key),
  }));
  const countKnown = !vendorChosen || vendorClasses !== undefined;
  const all: ClassifyOption = {
    key: allClassify,
    count: countKnown ? total(classes) : undefined,
    filter: { gameType: line },
  };
  if (line === 'RNG' && !vendorChosen) {
    return [
      all,
      ...own.slice(0, rngLeadingClasses),
      ...lineOption(lanes, 'FISH'),
      ...lineOption(lanes, 'EXCLUSIVE'),
      ...own.slice(rngLeadingClasses),
    ];
  }
  if (own.length <= 1) return [];
  return [all, ...(countKnown ? own : own.map((option) => ({ ...option, count: undefined })))];
}

/**
 * The list filter a class key stands for, from the key alone (so a page reloaded with `?classify=`
 * asks for the right games before the classes themselves arrive).
 */
export function filterOfClassify(line: ProductLine, key: string): ClassifyOption['filter'] {
  if (key === allClassify) return { gameType: line };
  if (line === 'RNG' && (key === 'FISH' || key === 'EXCLUSIVE')) return { gameType: key };
  return { gameType: line, gameClassify: key };
}
