import { globalStyle } from '@vanilla-extract/css';

// The start-up mark of index.html (the site's icon), centred on the page until React replaces it.
globalStyle('.lobby-boot', { position: 'fixed', inset: 0, margin: 'auto' });
