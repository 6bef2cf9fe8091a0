// Loki's configuration: one Chrome configuration per theme of themes.json (run-loki.mjs points
// each at a Storybook server showing that theme). CommonJS because this package is an ES module
// package and Loki loads its config with require. Chrome flags come from scripts/chrome.mjs via the
// command line, so they are written once.
const themes = require('./themes.json');

const viewport = { width: 1024, height: 768 };

module.exports = {
  chromeConcurrency: '4',
  chromeLoadTimeout: '30000',
  // blob: URLs are made by the page itself (FileUpload's previews) and revoked once shown: Loki would
  // count their end as a failed request.
  fetchFailIgnore: '^blob:',
  configurations: Object.fromEntries(
    Object.keys(themes)
      .filter((name) => !name.startsWith('$'))
      .map((name) => [`chrome.${name}`, { target: 'chrome.app', ...viewport }]),
  ),
};
