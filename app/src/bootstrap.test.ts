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

describe('bootstrapJson of shared (frozen) answers', () => {
  const freeze = <T>(value: T): T => {
    if (value !== null && typeof value === 'object') {
      Object.freeze(value);
      Object.values(value).forEach(freeze);
    }
    return value;
  };

  it('writes a frozen answer as a fresh one would be, escaped, in every page that carries it', () => {
    const shared = freeze({ list: hostile.map((title, id) => ({ id, title })) });
    const first = bootstrapJson({ ...bootstrap, answers: { a: shared } });
    const second = bootstrapJson({ ...bootstrap, mode: 'dark', answers: { b: { fresh: '<b>' }, a: shared } });
    expect(JSON.parse(first)).toEqual({ ...bootstrap, answers: { a: shared } });
    expect(JSON.parse(second)).toEqual({ ...bootstrap, mode: 'dark', answers: { b: { fresh: '<b>' }, a: shared } });
    for (const json of [first, second]) expect(json).not.toMatch(/[<>&\u2028\u2029]/);
  });

  it('writes an answer that is not frozen anew each time (it may have changed)', () => {
    const answer = { count: 1 };
    const written = () =>
      (JSON.parse(bootstrapJson({ ...bootstrap, answers: { a: answer } })) as PageBootstrap).answers;
    expect(written()).toEqual({ a: { count: 1 } });
    answer.count = 2;
    expect(written()).toEqual({ a: { count: 2 } });
  });

  it('writes a page with no answers', () => {
    expect(JSON.parse(bootstrapJson({ ...bootstrap, answers: {} }))).toEqual({ ...bootstrap, answers: {} });
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
