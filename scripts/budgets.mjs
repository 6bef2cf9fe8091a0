#!/usr/bin/env node
// Size budgets of the built site: what a first visit must download and run before the browser's
// script can take over the server's page.
//   initial JS:  the entry scripts and their modulepreloads, as linked from app/dist/index.html (React,
//                the router, i18next, the data layer and the status gate), and the strings of the
//                page's language (Spanish, the default: its two chunks, which the server's page
//                preloads, from Vite's manifest). The layouts and the opening page are chunks of their
//                own, preloaded by the server's page and listed apart (not budgeted: the page is
//                already painted from the server's HTML while they load); how fast the whole home
//                page arrives is Lighthouse's budget (scripts/lighthouse.mjs).
//   initial CSS: the stylesheets linked from app/dist/index.html
// Each is summed as gzip (node:zlib, level 9) and compared with budgets.json (kB = 1000 bytes).
// Exit codes: 0 within budget, 1 over budget or no build.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const siteDir = join(root, 'app', 'dist');
const indexPath = join(siteDir, 'index.html');

if (!existsSync(indexPath)) {
  console.error(`budgets: ${relative(root, indexPath)} is missing; build the site first (npm run build).`);
  process.exit(1);
}

const budgets = JSON.parse(readFileSync(join(root, 'budgets.json'), 'utf8'));
const html = readFileSync(indexPath, 'utf8');
const manifest = JSON.parse(readFileSync(join(siteDir, '.vite', 'manifest.json'), 'utf8'));

/** The files of manifest entries and of every chunk they import (app/server/assets.ts does the same). */
function chunksOf(keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files];
}
const spanishStrings = chunksOf(['src/i18n/languages/es.ts', '../design-system/src/i18n/languages/es.ts']);
const homePage = chunksOf(['src/layouts/MainLayout.tsx', 'src/features/lobby/HomePage.tsx']);

/** The value of `attribute` in every tag of `html` that `matches`. */
function linked(tagName, matches, attribute) {
  const tags = html.match(new RegExp(`<${tagName}\\b[^>]*>`, 'gi')) ?? [];
  return tags.filter(matches).map((tag) => new RegExp(`\\s${attribute}=["']?([^"'\\s>]+)`, 'i').exec(tag)?.[1]);
}
const hasAttribute = (name, value) => (tag) => new RegExp(`\\s${name}=["']?${value}["'\\s>]`, 'i').test(tag);

const groups = [
  {
    name: 'initial JS',
    limitKb: budgets.initialJsGzipKb,
    urls: [
      ...linked('script', hasAttribute('type', 'module'), 'src'),
      ...linked('link', hasAttribute('rel', 'modulepreload'), 'href'),
      ...spanishStrings,
    ],
  },
  // Reported, not budgeted (see above): the home page's layout and page chunks with their imports.
  { name: 'home page chunks', limitKb: null, urls: homePage },
  {
    name: 'initial CSS',
    limitKb: budgets.initialCssGzipKb,
    urls: linked('link', hasAttribute('rel', 'stylesheet'), 'href'),
  },
];

/**
 * Heavy widgets that load with the pages that use them and never with the first script (issue 18:
 * the charts and their library). Named by their dynamic entries, so that a rename fails here rather
 * than leaving the check empty.
 */
const lazyOnlyEntries = ['src/features/agent/TeamCharts.tsx', 'src/features/records/RecordCharts.tsx'];
const lazyOnly = new Set();
for (const key of lazyOnlyEntries) {
  if (!manifest[key]?.isDynamicEntry) {
    console.error(`budgets: ${key} is not a dynamic entry of the build: it must stay out of the first script.`);
    process.exit(1);
  }
  lazyOnly.add(`/${manifest[key].file}`);
}
for (const [key, chunk] of Object.entries(manifest))
  if (/TrendChart|BreakdownChart|@visx/.test(key)) lazyOnly.add(`/${chunk.file}`);

const kb = (bytes) => (bytes / 1000).toFixed(2);
const rows = [];
let failed = false;
const leaked = groups[0].urls.filter((url) => lazyOnly.has(url));
if (leaked.length > 0) {
  console.error(`budgets: the first script loads what only some pages use: ${leaked.join(', ')}.`);
  failed = true;
}
for (const group of groups) {
  if (typeof group.limitKb !== 'number' && group.limitKb !== null) {
    console.error(`budgets: budgets.json has no number for ${group.name}.`);
    process.exit(1);
  }
  let [files, raw, gzip] = [0, 0, 0];
  // The home page's chunks leave out what the initial JS already counts.
  const counted = group.limitKb === null ? new Set(groups[0].urls) : new Set();
  for (const url of new Set(group.urls)) {
    if (counted.has(url)) continue;
    // Only the site's own files: the budget is about what this build ships.
    if (!url || /^[a-z]+:|^\/\//i.test(url)) continue;
    const path = join(siteDir, url.replace(/^\//, '').split(/[?#]/)[0]);
    if (!existsSync(path)) {
      console.error(`budgets: index.html links ${url}, which is not in ${relative(root, siteDir)}.`);
      process.exit(1);
    }
    const content = readFileSync(path);
    files += 1;
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  const over = group.limitKb !== null && gzip > group.limitKb * 1000;
  failed ||= over;
  const limit = group.limitKb === null ? '-' : `${group.limitKb}`;
  rows.push([group.name, `${files}`, kb(raw), kb(gzip), limit, over ? 'OVER' : group.limitKb === null ? '' : 'ok']);
}

const header = ['budget', 'files', 'raw kB', 'gzip kB', 'limit kB', ''];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
const line = (cells) =>
  cells
    .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
    .join('  ')
    .trimEnd();
console.log(line(header));
for (const row of rows) console.log(line(row));
if (failed) {
  console.error('budgets: over budget (limits in budgets.json, gzip level 9, 1 kB = 1000 bytes).');
  process.exit(1);
}
