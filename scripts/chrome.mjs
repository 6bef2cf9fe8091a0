// The one place that says which Chromium every browser tool uses (Storybook's story tests, Loki,
// Playwright, Lighthouse). Set CHROME_PATH to use another build; the default is Debian's package,
// because browser downloads from outside the npm registry are not reachable here (TOOLCHAIN.md).
export const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

// Headless flags: --no-sandbox because CI runs as root; the network flags stop Chromium from
// calling home, which a closed network answers with slow failures.
export const chromeArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--hide-scrollbars',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--font-render-hinting=none',
];
