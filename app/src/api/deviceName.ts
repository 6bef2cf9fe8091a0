/**
 * A short readable name of the browser that opened a session, from its User-Agent (issue 17 item 4:
 * active sessions and the login history show "Chrome on Windows", not the raw string). Only the
 * browsers and systems a player meets are told apart; anything else is left unnamed.
 */
export interface DeviceName {
  browser: string | null;
  system: string | null;
}

/** First match wins: the browsers built on Chrome say "Chrome" too, so they come first. */
const browsers: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera|OPiOS)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bUCBrowser\//, 'UC Browser'],
  [/\bYaBrowser\//, 'Yandex'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:HeadlessChrome|Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bMSIE |\bTrident\//, 'Internet Explorer'],
];

/** iOS before macOS (an iPad may say "Mac OS X"), Android before Linux. */
const systems: readonly [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstOf = (list: readonly [RegExp, string][], text: string): string | null =>
  list.find(([pattern]) => pattern.test(text))?.[1] ?? null;

export function deviceName(userAgent: string | null | undefined): DeviceName {
  const text = userAgent ?? '';
  return { browser: firstOf(browsers, text), system: firstOf(systems, text) };
}
