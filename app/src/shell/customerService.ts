/**
 * The customer-service window (SPEC.md section 9: 440 by 750). It is opened from places outside
 * React (the maintenance page, the site context), so it works without hooks: the layouts connect the
 * site's API client; before that, a public client of its own reads the platform.
 */
import { createApiClient, type ApiClient } from '../api/client';
import { getChatModels, launchChat } from '../api/home';
import { decryptCustomerServicePath, getCustomerService } from '../api/system';
import { defaultMerchant } from '../config/business';
import { readSession, sessionKeys } from '../data/storage';
import { loadLanguageResources } from '../i18n';
import { pickLanguage } from '../i18n/language';

/** SPEC.md section 9: the customer-service window is 440 by 750. */
const customerServiceWindowSize = { width: 440, height: 750 } as const;

/** One window, reused: a second click brings the same window back instead of opening another. */
const windowName = 'lobby-customer-service';

let connected: ApiClient | null = null;
let ownClient: ApiClient | null = null;

/** The site's client, used from now on (its token and language); returns the disconnect. */
export function connectCustomerService(client: ApiClient): () => void {
  connected = client;
  return () => {
    if (connected === client) connected = null;
  };
}

function apiClient(): ApiClient {
  if (connected) return connected;
  ownClient ??= createApiClient({
    merchant: readSession(sessionKeys.merchant) ?? defaultMerchant,
    getToken: () => readSession(sessionKeys.token),
    getLanguage: () => document.documentElement.lang || 'es',
  });
  return ownClient;
}

/**
 * Where customer service is: the platform's chat room (CBS_modelList, then CBS_launchChat for the
 * first model online, SPEC.md section 7), else the live-chat entry of the customer-service list
 * (its path decrypted, SPEC.md section 3), else its first web entry.
 */
export async function customerServiceUrl(client: ApiClient): Promise<string> {
  const chat = await chatUrl(client).catch(() => undefined);
  if (chat) return chat;
  const entries = await getCustomerService(client);
  const urls = entries.map((entry) => ({ type: entry.csType, url: safeDecrypt(entry.path) }));
  const found =
    urls.find((entry) => entry.type === 'LIVECHAT' && entry.url) ?? urls.find((entry) => isWebUrl(entry.url));
  if (!found?.url) throw new Error('The platform offers no customer-service address');
  return found.url;
}

async function chatUrl(client: ApiClient): Promise<string | undefined> {
  const { list } = await getChatModels(client);
  const model = list.find((entry) => entry.online);
  if (!model) return undefined;
  const { chatUrl: url } = await launchChat(client, model.modelId);
  return url || undefined;
}

function safeDecrypt(path: string): string {
  try {
    return decryptCustomerServicePath(path);
  } catch {
    return '';
  }
}

function isWebUrl(url: string): boolean {
  return /^(?:https?:)?\/\//i.test(url) || url.startsWith('/');
}

/** Called when customer service cannot be reached; a host in the layouts shows it with a retry. */
type FailureListener = () => void;
const failureListeners = new Set<FailureListener>();

export function onCustomerServiceFailure(listener: FailureListener): () => void {
  failureListeners.add(listener);
  return () => {
    failureListeners.delete(listener);
  };
}

/**
 * Opens customer service in a popup window of 440 by 750. The window opens at once, inside the
 * click, so that popup blockers allow it; the address follows when the platform has answered. When
 * the browser blocks the window, customer service opens in this tab instead.
 */
export function openCustomerServiceWindow(): void {
  const { width, height } = customerServiceWindowSize;
  const popup = window.open('', windowName, `popup,width=${width},height=${height}`);
  // The address may be a third party's: it must not reach back into the site.
  if (popup) popup.opener = null;
  customerServiceUrl(apiClient()).then(
    (url) => {
      const target = new URL(url, window.location.href);
      if (popup && !popup.closed && isWebUrl(target.href)) popup.location.replace(target.href);
      else {
        popup?.close();
        window.location.assign(target.href);
      }
    },
    () => {
      popup?.close();
      reportFailure();
    },
  );
}

function reportFailure(): void {
  if (failureListeners.size > 0) {
    for (const listener of failureListeners) listener();
    return;
  }
  // No host on screen (the maintenance page): the browser's own dialog still tells the player.
  void fallbackFailureText().then((text) => {
    window.alert(text);
  });
}

/** In the page's language, whose strings are already here: loading them again fetches nothing. */
async function fallbackFailureText(): Promise<string> {
  const { app } = await loadLanguageResources(pickLanguage([document.documentElement.lang]));
  return app.shell.support.failed;
}
