import { fileURLToPath } from 'node:url';

/** Absolute path of a file of the package, e.g. `packagePath('brands/aurora.json')`. */
export const packagePath = (relative: string): string => fileURLToPath(new URL(`../${relative}`, import.meta.url));

/** Absolute path of a bad token set in test/fixtures. */
export const fixture = (name: string): string => packagePath(`test/fixtures/${name}.json`);
