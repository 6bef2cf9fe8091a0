import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openingPageSources } from './table';

const appDir = new URL('../../', import.meta.url);

describe('openingPageSources', () => {
  it("names, for each opening page, the source files its layout's and its own lazy imports load", () => {
    const table = readFileSync(new URL('src/routes/table.tsx', appDir), 'utf8');
    const imported = new Set(
      Array.from(table.matchAll(/import\('\.\.\/([^']+)'\)/g), (match) => `src/${match[1] ?? ''}`),
    );
    for (const sources of Object.values(openingPageSources)) {
      for (const source of sources) {
        // A manifest key is the file's path from app/, with its extension.
        expect(existsSync(new URL(source, appDir)), source).toBe(true);
        expect(imported, source).toContain(source.replace(/\.tsx?$/, ''));
      }
    }
  });
});
