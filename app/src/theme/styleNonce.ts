/**
 * The modal's scroll lock (Radix, through react-remove-scroll) injects a <style> element, which the
 * server's Content-Security-Policy allows only with the page's nonce. Vite writes the nonce into
 * <meta property="csp-nonce"> (the server fills in a fresh one per request); the scroll lock reads it
 * from the `__webpack_nonce__` global (the get-nonce convention), so it is shared there.
 */
export function shareStyleNonce(): void {
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
  if (nonce) Object.assign(globalThis, { __webpack_nonce__: nonce });
}
