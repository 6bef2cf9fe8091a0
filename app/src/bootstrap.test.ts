// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { bootstrapElementId, bootstrapJson, readBootstrap, type PageBootstrap } from './bootstrap';

/** Strings a platform (or an operator) could send, each able to end or change a script element. */
const hostile = [
  '</script><script>alert(1)</script>',
  '<!--',
  '<!-- <script>',
  '--><img src=x onerror=alert(1)>',
  ']]>&amp;&lt;',
  'line\u2028separator\u2029paragraph',
];

const bootstrap: PageBootstrap = {
  language: 'en',
  mode: 'light',
  sideMenu: { site: false, member: true },
  brand: null,
  rendered: true,
  answers: {
    '@"home/announcements","en",': { list: hostile.map((title, id) => ({ id, title })) },
    '$inf$@"games/list",': [{ list: [], note: 'Tom & Jerry > all' }],
  },
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('bootstrapJson', () => {
  it('writes no <, >, &, U+2028 or U+2029 (nothing can end or change its script element)', () => {
    const json = bootstrapJson(bootstrap);
    for (const char of ['<', '>', '&', '\u2028', '\u2029']) expect(json).not.toContain(char);
    expect(json).not.toMatch(/<\/script|<!--/i);
  });

  it('parses back to the same object', () => {
    expect(JSON.parse(bootstrapJson(bootstrap))).toEqual(bootstrap);
  });

  it('stays one script element in an HTML page, whose text parses back to the object', () => {
    document.body.innerHTML = `<script type="application/json" id="${bootstrapElementId}">${bootstrapJson(bootstrap)}</script><p id="after"></p>`;
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(document.querySelectorAll('img')).toHaveLength(0);
    expect(document.getElementById('after')?.parentElement).toBe(document.body);
    expect(JSON.parse(document.getElementById(bootstrapElementId)?.textContent ?? '')).toEqual(bootstrap);
  });
});

describe('readBootstrap', () => {
  const page = (text: string) => {
    document.body.innerHTML = `<div id="root"></div><script type="application/json" id="${bootstrapElementId}"></script>`;
    const element = document.getElementById(bootstrapElementId);
    if (element) element.textContent = text;
  };

  it('reads the page’s bootstrap element', () => {
    page(bootstrapJson(bootstrap));
    expect(readBootstrap()).toEqual(bootstrap);
  });

  it('is null for a page without the element (a bare index.html)', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readBootstrap()).toBeNull();
  });

  it('is null for an empty element or one that is not JSON', () => {
    page('');
    expect(readBootstrap()).toBeNull();
    page('{"language":"en",');
    expect(readBootstrap()).toBeNull();
    page('<html>proxy page</html>');
    expect(readBootstrap()).toBeNull();
  });
});
