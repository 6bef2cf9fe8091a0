import { describe, expect, it } from 'vitest';
import { laterScripts, pageAssets, type Manifest } from './assets';

/** The shape of Vite's manifest: entries by source, shared chunks by their file name (`_name.js`). */
const manifest: Manifest = {
  'index.html': { file: 'assets/index-a1.js', css: ['assets/index-a1.css'], imports: ['_react-b2.js'] },
  '_react-b2.js': { file: 'assets/react-b2.js' },
  '_shared-c3.js': { file: 'assets/shared-c3.js', css: ['assets/shared-c3.css'], imports: ['_react-b2.js'] },
  '_cards-d4.js': { file: 'assets/cards-d4.js', css: ['assets/cards-d4.css'], imports: ['_shared-c3.js'] },
  'src/layouts/MainLayout.tsx': {
    file: 'assets/MainLayout-e5.js',
    css: ['assets/MainLayout-e5.css'],
    imports: ['_shared-c3.js'],
  },
  'src/features/lobby/HomePage.tsx': {
    file: 'assets/HomePage-f6.js',
    css: ['assets/HomePage-f6.css', 'assets/cards-d4.css'],
    imports: ['_cards-d4.js', '_shared-c3.js'],
  },
};

describe('pageAssets', () => {
  it("gives a source's script and styles, and those of every chunk it imports, however deep", () => {
    expect(pageAssets(manifest, ['src/layouts/MainLayout.tsx'])).toEqual({
      styles: ['/assets/MainLayout-e5.css', '/assets/shared-c3.css'],
      scripts: ['/assets/MainLayout-e5.js', '/assets/shared-c3.js', '/assets/react-b2.js'],
    });
  });

  it('names each file once across sources that share chunks (and a style a chunk and its importer both list)', () => {
    const { styles, scripts } = pageAssets(manifest, [
      'src/layouts/MainLayout.tsx',
      'src/features/lobby/HomePage.tsx',
      'src/layouts/MainLayout.tsx',
    ]);
    expect(styles).toEqual([
      '/assets/MainLayout-e5.css',
      '/assets/shared-c3.css',
      '/assets/HomePage-f6.css',
      '/assets/cards-d4.css',
    ]);
    expect(scripts).toEqual([
      '/assets/MainLayout-e5.js',
      '/assets/shared-c3.js',
      '/assets/react-b2.js',
      '/assets/HomePage-f6.js',
      '/assets/cards-d4.js',
    ]);
  });

  it('skips a source or an import the manifest does not know (development has no manifest)', () => {
    const partial: Manifest = { 'src/a.tsx': { file: 'assets/a.js', imports: ['_gone.js'] } };
    expect(pageAssets(partial, ['src/unknown.tsx', 'src/a.tsx'])).toEqual({ styles: [], scripts: ['/assets/a.js'] });
    expect(pageAssets({}, ['src/layouts/MainLayout.tsx'])).toEqual({ styles: [], scripts: [] });
  });

  it('ends on an import cycle', () => {
    const cyclic: Manifest = {
      _a: { file: 'assets/a.js', imports: ['_b'] },
      _b: { file: 'assets/b.js', imports: ['_a'] },
    };
    expect(pageAssets(cyclic, ['_a']).scripts).toEqual(['/assets/a.js', '/assets/b.js']);
  });
});

describe('laterScripts (RenderOptions.scriptsOf)', () => {
  it("gives the sources' scripts less the entry's, which the head's loader preloads, each list worked out once", () => {
    const scriptsOf = laterScripts(manifest);
    const home = scriptsOf(['src/layouts/MainLayout.tsx', 'src/features/lobby/HomePage.tsx']);
    expect(home).toEqual([
      '/assets/MainLayout-e5.js',
      '/assets/shared-c3.js',
      '/assets/HomePage-f6.js',
      '/assets/cards-d4.js',
    ]);
    expect(scriptsOf(['src/layouts/MainLayout.tsx', 'src/features/lobby/HomePage.tsx'])).toBe(home);
    expect(laterScripts({})(['src/layouts/MainLayout.tsx'])).toEqual([]);
  });
});
