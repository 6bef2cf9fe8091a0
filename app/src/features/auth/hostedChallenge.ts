import type { ChallengeCallbacks, ChallengeWidget } from '@lobby/design-system';
import type { HostedChallenge } from '@lobby/contract';
import { pageNonce } from '../../theme/styleNonce';

/**
 * An operator's hosted challenge (issue 16 item 3): the provider's script, loaded once per page when
 * a form first shows the challenge, defines a global object (HostedChallenge.api) with the shape
 * Cloudflare Turnstile and hCaptcha share; the embedded platform's stand-in has it too.
 */
interface ChallengeApi {
  render(container: HTMLElement, options: Record<string, unknown>): string | number | undefined | null;
  reset(widgetId?: string | number): void;
  remove?(widgetId: string | number): void;
}

const loads = new Map<string, Promise<ChallengeApi>>();

const apiOf = (name: string): ChallengeApi | undefined => {
  const api = (window as unknown as Record<string, Partial<ChallengeApi> | undefined>)[name];
  return typeof api?.render === 'function' && typeof api.reset === 'function' ? (api as ChallengeApi) : undefined;
};

/** The provider's API, its script loaded on first use; a failed load is tried again next time. */
function loadApi({ script, api }: HostedChallenge): Promise<ChallengeApi> {
  const known = loads.get(script);
  if (known) return known;
  const loading = new Promise<ChallengeApi>((resolve, reject) => {
    const loaded = apiOf(api);
    if (loaded) {
      resolve(loaded);
      return;
    }
    const element = document.createElement('script');
    element.src = script;
    element.async = true;
    // Same-site (the stand-in) is allowed by 'self'; a provider's host by the server's policy
    // (HUMAN_CHECK_SOURCES); the nonce in either case, as the page's other added scripts.
    const nonce = pageNonce();
    if (nonce) element.nonce = nonce;
    element.addEventListener('load', () => {
      const ready = apiOf(api);
      if (ready) resolve(ready);
      else reject(new Error(`the challenge script defines no ${api}`));
    });
    element.addEventListener('error', () => {
      element.remove();
      reject(new Error('the challenge script did not load'));
    });
    document.head.append(element);
  });
  loads.set(script, loading);
  loading.catch(() => loads.delete(script));
  return loading;
}

export interface HostedChallengeControl {
  /** Draws the challenge into a form's box (ChallengeField). */
  widget: ChallengeWidget;
  /** After a call used the token (right or wrong): the widget drawn anew, the form's answer emptied. */
  reset(): void;
}

/**
 * The widget of `hosted` in the site's theme and language, and its reset. One widget is drawn at a
 * time per control (a form shows one challenge).
 */
export function hostedChallenge(
  hosted: HostedChallenge,
  look: { theme: 'light' | 'dark'; language: string },
): HostedChallengeControl {
  let drawn: { api: ChallengeApi; id: string | number; callbacks: ChallengeCallbacks } | undefined;
  const widget: ChallengeWidget = (element, callbacks) => {
    let removed = false;
    loadApi(hosted).then(
      (api) => {
        if (removed) return;
        const id = api.render(element, {
          sitekey: hosted.siteKey,
          theme: look.theme,
          language: look.language,
          callback: (token: string) => callbacks.solved(token),
          'expired-callback': () => callbacks.expired(),
          // Handled here (Turnstile retries on its own when this answers nothing truthy).
          'error-callback': () => {
            callbacks.failed();
            return true;
          },
        });
        if (id !== undefined && id !== null) drawn = { api, id, callbacks };
      },
      () => {
        if (!removed) callbacks.failed();
      },
    );
    return () => {
      removed = true;
      if (drawn?.callbacks === callbacks) {
        drawn.api.remove?.(drawn.id);
        drawn = undefined;
      }
      element.replaceChildren();
    };
  };
  return {
    widget,
    reset() {
      if (!drawn) return;
      drawn.api.reset(drawn.id);
      drawn.callbacks.expired();
    },
  };
}
