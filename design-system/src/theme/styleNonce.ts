/**
 * The page's CSP nonce for <style> elements that a component injects (the get-nonce convention: the
 * app shares it as the `__webpack_nonce__` global, see app/src/theme/styleNonce.ts); undefined where
 * the page has no such policy (Storybook, tests).
 */
export function styleNonce(): string | undefined {
  const nonce: unknown = (globalThis as { __webpack_nonce__?: unknown }).__webpack_nonce__;
  return typeof nonce === 'string' && nonce !== '' ? nonce : undefined;
}
