import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

// Anything that can run code, load another document or post data (SPEC.md section 2: the content
// is operator HTML, untrusted).
const forbiddenTags = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'link',
  'meta',
  'base',
  'svg',
  'math',
];
// A backslash is a CSS escape, the usual way to hide "url(" from a filter like this one.
const unsafeStyle = /url\s*\(|expression\s*\(|javascript:|@import|behavior\s*:|\\/i;

let purifier: Purifier | null = null;

// One private instance, so these hooks never leak into other users of DOMPurify.
function instance(): Purifier {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'style' && unsafeStyle.test(data.attrValue)) data.keepAttr = false;
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

/**
 * Cleans an announcement's HTML for `dangerouslySetInnerHTML`: no scripts, event handlers,
 * javascript: URLs (however encoded), embedded documents, forms or style URLs; links open in a new
 * tab without access to this one.
 */
export function sanitizeAnnouncement(html: string): string {
  return instance().sanitize(html, {
    FORBID_TAGS: forbiddenTags,
    FORBID_ATTR: ['srcset', 'formaction', 'xlink:href', 'action'],
    ALLOW_DATA_ATTR: false,
  });
}
