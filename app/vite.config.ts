import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { cspNoncePlaceholder } from './server/security.ts';

/**
 * The Latin faces of Inter (the default theme's text) are preloaded, so that the first paint already
 * uses them: a late swap from the fallback font moved the header's buttons (Lighthouse: CLS 0.00003).
 * Other scripts and brand faces still load on first use (their unicode-range).
 */
function preloadTextFonts(): Plugin {
  return {
    name: 'lobby-preload-text-fonts',
    apply: 'build',
    transformIndexHtml(_html, context) {
      const fonts = Object.keys(context.bundle ?? {}).filter((file) =>
        /inter-latin-(400|500|700)-normal[^/]*\.woff2$/.test(file),
      );
      return fonts.map((file) => ({
        tag: 'link',
        attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
        injectTo: 'head',
      }));
    },
  };
}

const brotli = promisify(brotliCompress);
const gzipFile = promisify(gzip);

/**
 * Every compressible file of the build also as .br (quality 11) and .gz (level 9), once, at build time;
 * the server sends them as they are (server/app.ts: `precompressed`). Compressing each response on
 * the fly took the server's time while the home page's 60 scripts and its first data calls were all
 * waiting (Lighthouse: a chunk of 39 kB took 260 ms on this machine).
 */
function precompressAssets(): Plugin {
  let serverBuild = false;
  return {
    name: 'lobby-precompress-assets',
    apply: 'build',
    configResolved(config) {
      // The server entry's build (dist/server) is read by Node, never sent.
      serverBuild = Boolean(config.build.ssr);
    },
    async writeBundle(options, bundle) {
      if (serverBuild) return;
      const dir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((file) => /\.(js|css|svg|json|txt)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const path = join(dir, file);
          const content = await readFile(path);
          if (content.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzipFile(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * React Router's production build, for the site's builds. Its package exports only its development
 * build (react-router issue 14102, open: "temporary" since 7.0.2), whose dev warnings build their
 * messages on every call: in the server's profile of an uncached home page, its route matching
 * (compilePath, the warning's string built each time) took 1.0 s of every 13 s of rendering. The
 * build resolves `react-router` and `react-router/dom` to `dist/production` (react-router-dom only
 * re-exports them), and bundles them into the server entry too (`ssr.noExternal`), where Node would
 * otherwise load the development build. `npm run dev` keeps the development build and its warnings.
 */
const reactRouterDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(reactRouterDir, 'dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDir, 'dist/production/dom-export.mjs') },
];

/** SWR's `use-sync-external-store/shim`: React's own hook (src/data/useSyncExternalStoreShim.ts). */
const reactStoreHook = {
  find: /^use-sync-external-store\/shim(\/index\.js)?$/,
  replacement: fileURLToPath(new URL('src/data/useSyncExternalStoreShim.ts', import.meta.url)),
};

/**
 * The site: React, styled by the design system through vanilla-extract (CSS files, no runtime styles).
 * `npm run dev` runs this config inside the site's own server (server/dev.ts), not `vite` alone.
 */
export default defineConfig(({ command }) => ({
  plugins: [react(), vanillaExtractPlugin(), preloadTextFonts(), precompressAssets()],
  resolve: command === 'build' ? { alias: [...reactRouterProduction, reactStoreHook] } : {},
  ssr: command === 'build' ? { noExternal: ['react-router', 'react-router-dom'] } : {},
  html: {
    // Replaced by the server with a fresh nonce per response (server/app.ts); see src/theme/styleNonce.ts.
    cspNonce: cspNoncePlaceholder,
  },
  build: {
    // The server preloads the scripts of a rendered page's language (server/assets.ts).
    manifest: true,
    // One style sheet for the whole site (18 kB gzip), linked by every page: a server-rendered page
    // paints only once its styles are in, and the home page alone needed 13 of the 27 split sheets
    // (21 kB gzip), each a render-blocking request (Lighthouse mobile: FCP 2.3 s -> 4.2 s).
    cssCodeSplit: false,
    // The server's Content-Security-Policy forbids inline scripts and styles: keep every asset a file.
    assetsInlineLimit: 0,
    // No modulepreload polyfill (0.2 kB gzip of the first script): current desktop browsers preload
    // modules natively (Chromium 66, Firefox 115, Safari 17); an older one still runs the site,
    // fetching a lazy chunk's imports after the chunk rather than beside it.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // vanilla-extract evaluates every .css.ts at build time; that is the build's work, not a warning.
      checks: { bundlerTimings: false },
    },
  },
}));
