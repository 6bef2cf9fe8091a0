import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { cspNoncePlaceholder } from './server/security.ts';

/** The site: React, styled by the design system through vanilla-extract (CSS files, no runtime styles). */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  html: {
    // Replaced by the server with a fresh nonce per response (server/app.ts); see src/theme/styleNonce.ts.
    cspNonce: cspNoncePlaceholder,
  },
  build: {
    // The server's Content-Security-Policy forbids inline scripts and styles: keep every asset a file.
    assetsInlineLimit: 0,
    rolldownOptions: {
      // vanilla-extract evaluates every .css.ts at build time; that is the build's work, not a warning.
      checks: { bundlerTimings: false },
    },
  },
});
