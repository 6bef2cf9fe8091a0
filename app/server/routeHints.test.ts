import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openingModules } from '../src/routes/paths';
import { createRouteHints, filesOf, type Manifest } from './routeHints';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-a.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-b.js' },
  'src/layouts/MainLayout.tsx': {
    file: 'assets/MainLayout-c.js',
    imports: ['_react.js', '_button.js'],
    css: ['assets/MainLayout-c.css'],
  },
  'src/pages/HomePage.tsx': {
    file: 'assets/HomePage-d.js',
    imports: ['_button.js', '_swiper.js'],
    css: ['assets/HomePage-d.css'],
  },
  '_button.js': { file: 'assets/Button-e.js', css: ['assets/Button-e.css'] },
  '_swiper.js': { file: 'assets/swiper-f.js', imports: ['_button.js'] },
};

const page =
  '<html><head><script type="module" crossorigin src="/assets/index-a.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-b.js"></head><body></body></html>';

describe('route hints', () => {
  it('collects the scripts and stylesheets of modules and of what they import, each once', () => {
    expect(filesOf(manifest, ['src/layouts/MainLayout.tsx', 'src/pages/HomePage.tsx'])).toEqual({
      scripts: [
        'assets/MainLayout-c.js',
        'assets/react-b.js',
        'assets/Button-e.js',
        'assets/HomePage-d.js',
        'assets/swiper-f.js',
      ],
      styles: ['assets/MainLayout-c.css', 'assets/Button-e.css', 'assets/HomePage-d.css'],
    });
  });

  it("names the home page's files in the head of / and its aliases, leaving out what the page links", () => {
    const hints = createRouteHints(manifest);
    const html = hints(page, '/');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/rel="modulepreload"[^>]*href="[^"]+"/g)).toEqual([
      'rel="modulepreload" crossorigin href="/assets/react-b.js"',
      'rel="modulepreload" crossorigin href="/assets/MainLayout-c.js"',
      'rel="modulepreload" crossorigin href="/assets/Button-e.js"',
      'rel="modulepreload" crossorigin href="/assets/HomePage-d.js"',
      'rel="modulepreload" crossorigin href="/assets/swiper-f.js"',
    ]);
    expect(head).toContain('<link rel="preload" as="style" crossorigin href="/assets/HomePage-d.css">');
    expect(hints(page, '/login')).toBe(html);
  });

  it('leaves other pages, and a build without a manifest, as they are', () => {
    expect(createRouteHints(manifest)(page, '/member/securityCenter')).toBe(page);
    expect(createRouteHints(null)(page, '/')).toBe(page);
  });

  it('names modules that exist (the manifest keys of routes/table.tsx imports)', () => {
    for (const module of Object.values(openingModules).flat()) {
      expect(existsSync(fileURLToPath(new URL(`../${module}`, import.meta.url))), module).toBe(true);
    }
  });
});
