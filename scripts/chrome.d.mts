/** Path of the Chromium every browser tool launches (CHROME_PATH, or Debian's package). */
export declare const chromePath: string;
/** Flags for headless Chromium in CI. */
export declare const chromeArgs: string[];
