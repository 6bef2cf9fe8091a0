// @vitest-environment jsdom
// The generated pictures as a browser reads them (issue 18): well-formed XML parsed by a real XML
// parser (jsdom's DOMParser, hence this file's environment; the seed's other tests run in Node),
// nothing that runs or fetches, hostile names escaped, names legible, posters without words.
import { describe, expect, it } from 'vitest';
import { createTestPlatform } from '../domains/wallet/testing';
import { generateCatalogue } from './catalogue';
import { lotteryGameByCode } from './lottery';
import { gameIconSvg, posterSvg, vendorMarkSvg } from './svg';

// The few DOM types used here: the server's compilation has no DOM library (server/tsconfig.json).
interface XmlElement {
  localName: string;
  namespaceURI: string | null;
  textContent: string | null;
  attributes: ArrayLike<{ name: string; localName: string; value: string }>;
  getAttribute(name: string): string | null;
}
interface XmlDocument {
  documentElement: XmlElement;
  getElementsByTagName(name: string): ArrayLike<XmlElement>;
}
const { DOMParser } = globalThis as unknown as {
  DOMParser: new () => { parseFromString(text: string, type: string): XmlDocument };
};

/** The parsed document, or a failed test naming the parser's complaint. */
function parse(svg: string): XmlDocument {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  expect(error?.textContent ?? null, svg.slice(0, 200)).toBeNull();
  expect(doc.documentElement.namespaceURI).toBe('http://www.w3.org/2000/svg');
  return doc;
}

const banned = new Set(['script', 'foreignobject', 'image', 'filter', 'iframe', 'a', 'style', 'animate', 'set']);

/** Nothing in the picture runs, fetches or costs a filter pass to paint (problems listed at once). */
function expectInert(svg: string): XmlDocument {
  const doc = parse(svg);
  const elements = Array.from(doc.getElementsByTagName('*'));
  const ids = new Set(elements.map((element) => element.getAttribute('id')).filter(Boolean));
  const problems: string[] = [];
  for (const element of elements) {
    if (banned.has(element.localName.toLowerCase())) problems.push(`<${element.localName}>`);
    for (const { name, localName, value } of Array.from(element.attributes)) {
      const where = `${element.localName} ${name}="${value}"`;
      if (name.toLowerCase().startsWith('on')) problems.push(where);
      if (localName === 'href' && !(/^#p\d+$/.test(value) && ids.has(value.slice(1)))) problems.push(where);
      if (value.includes('url(') && !(/^url\(#p\d+\)$/.test(value) && ids.has(value.slice(5, -1))))
        problems.push(where);
      if (name !== 'xmlns' && /javascript:|data:|https?:/i.test(value)) problems.push(where);
    }
  }
  // And every definition is used: nothing drawn in vain, no bytes wasted.
  for (const id of ids) if (!svg.includes(`#${id}"`) && !svg.includes(`#${id})`)) problems.push(`unused #${id}`);
  expect(problems).toEqual([]);
  return doc;
}

const catalogue = generateCatalogue(20260501);

describe('generated pictures', () => {
  it('are well-formed SVG with nothing that runs or fetches: game icons and vendor marks', () => {
    // The first five games of each product line and class (each has its own scene), every vendor.
    const seen = new Map<string, number>();
    const sample = catalogue.games.filter((game) => {
      const kind = `${game.gameType}/${game.gameClassify}`;
      seen.set(kind, (seen.get(kind) ?? 0) + 1);
      return (seen.get(kind) ?? 0) <= 5;
    });
    expect(seen.size).toBeGreaterThanOrEqual(30);
    for (const game of sample) expectInert(gameIconSvg(game));
    for (const vendor of catalogue.vendors) expectInert(vendorMarkSvg(vendor));
  }, 60_000);

  it('are well-formed SVG, without words: every seeded poster as the platform serves it', async () => {
    const t = createTestPlatform();
    const paths = [
      ...Array.from({ length: 10 }, (_, index) => `banner/${index + 1}`),
      ...Array.from({ length: 21 }, (_, index) => `promo/${index + 1}`),
      ...Array.from({ length: 25 }, (_, index) => `article/${index + 1}`),
      ...Array.from({ length: 12 }, (_, index) => `reward/${index + 1}`),
      ...[...lotteryGameByCode.keys()].map((code) => `lottery/${code}`),
    ];
    for (const path of paths) {
      const response = await t.platform.request(`/wps/assets/${path}.svg`);
      expect(response.status, path).toBe(200);
      const doc = expectInert(await response.text());
      // Language-neutral (issue 16 item 7): at most numbers on balls and card indices, no title, no words.
      for (const text of Array.from(doc.getElementsByTagName('text')))
        expect(text.textContent).toMatch(/^(\d{1,2}|[AKQJ])$/);
      expect(doc.getElementsByTagName('title')).toHaveLength(0);
    }
    t.platform.close();
  }, 60_000);

  it('escape hostile names and keep them within the picture', () => {
    const hostile = [
      'Tom & <Jerry>',
      '</text><script>alert(1)</script>',
      '"><foreignObject><body onload="steal()"/></foreignObject><text>',
      "it's ]]> <!-- a comment --> <![CDATA[ x ]]>",
      'Null\u0000Byte \u001bEscape \ud800Lone surrogate \ufffe',
      'Supercalifragilisticexpialidociousandthensome Megaways Deluxe Hold & Win Extra Power Link',
      'x'.repeat(5000),
      '🐉 Golden Dragon 🐉',
      'มังกรทองคำ',
      '金龙 Jackpot',
      '   ',
    ];
    for (const name of hostile) {
      const svg = gameIconSvg({
        nodeId: 99,
        gameName: name,
        vassalage: '<PG>&"',
        gameType: 'RNG',
        gameClassify: 'SLOT',
      });
      const doc = expectInert(svg);
      expect(Buffer.byteLength(svg)).toBeLessThan(8192);
      // The title is the name (cut at 60 characters), less what XML cannot carry.
      const title = doc.getElementsByTagName('title')[0]?.textContent ?? '';
      const carried = Array.from(name).filter(
        (char) => (char.codePointAt(0) ?? 0) >= 0x20 && !['\ud800', '\ufffe'].includes(char),
      );
      expect(carried.join('')).toContain(title.trim().slice(0, 20));
      // The band: at most two lines, each at least 20 units high (10 px on a 150 px card).
      const band = Array.from(doc.getElementsByTagName('text')).filter((text) => text.getAttribute('x') === '150');
      expect(band.length).toBeLessThanOrEqual(2);
      for (const line of band) expect(Number(line.getAttribute('font-size'))).toBeGreaterThanOrEqual(20);
      expectInert(vendorMarkSvg({ code: name.slice(0, 40), name }));
      expectInert(posterSvg(`promo:${name}`, name, { width: 720, height: 300 }));
    }
  });

  it('write each seeded game name whole, in at most two lines at a legible size', () => {
    for (const game of catalogue.games.filter((_, index) => index % 5 === 0)) {
      const svg = gameIconSvg(game);
      const lines = [...svg.matchAll(/<text x="150" y="[\d.]+" font-size="(\d+)"[^>]*>([^<]*)<\/text>/g)];
      expect(lines.length, game.gameName).toBeGreaterThanOrEqual(1);
      expect(lines.length, game.gameName).toBeLessThanOrEqual(2);
      for (const [, size] of lines) expect(Number(size)).toBeGreaterThanOrEqual(20);
      // Not cut short and not squeezed: the seeded names fit as they are.
      const written = lines.map(([, , text]) => (text ?? '').replace(/&#38;/g, '&')).join(' ');
      expect(written).toBe(game.gameName);
      expect(svg).not.toContain('textLength');
    }
  });
});
