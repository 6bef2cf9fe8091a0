/**
 * The modal's scroll lock (Radix, through react-remove-scroll) injects a <style> element, which the
 * server's Content-Security-Policy allows only with the page's nonce. Vite writes the nonce into
 * <meta property="csp-nonce"> (the server fills in a fresh one per request); the scroll lock reads it
 * from the `__webpack_nonce__` global (the get-nonce convention), so it is shared there.
 */
export function shareStyleNonce(): void {
  const nonce = pageNonce();
  if (nonce) Object.assign(globalThis, { __webpack_nonce__: nonce });
}

/**
 * The page's CSP nonce, where the server wrote it: for the elements the site adds later (the scroll
 * lock's style, the consented analytics tag, a hosted challenge's script).
 */
export function pageNonce(): string | undefined {
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
  return nonce === '' ? undefined : nonce;
}
