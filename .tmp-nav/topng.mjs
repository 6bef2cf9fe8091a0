import { chromium } from 'playwright-core';
import { chromePath } from '../scripts/chrome.mjs';
const [src, out] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: chromePath });
const p = await b.newPage({ viewport: { width: 800, height: 500 } });
await p.goto('file://' + src);
await p.screenshot({ path: out });
await b.close();
