/**
 * What the server knows of the site (ARCHITECTURE.md: the server reaches the site only through its
 * server-render entry): the shape of `entry-server.tsx`, in types alone, so that the server's
 * program (Node, no DOM) typechecks against it without compiling the site.
 */
import type { BrandTheme, ThemeMode } from '@lobby/tokens';

/**
 * Whether the side menu is collapsed to its rail: on the member centre's pages, and on the site's
 * other pages (shell/sideMenu.tsx keeps it; here for the server, which reads it from cookies).
 */
export interface SideMenuPreference {
  site: boolean;
  member: boolean;
}

/**
 * What a page's renders asked the platform for, in a form that any later request can make with its
 * own client: opaque to the server, which keeps the last of each address and language and gives it
 * to the next render of that page. Started before that render, they let it render once: without
 * them a render learns what it needs by asking, and renders again with the answers (two renders a
 * request, about half the server's throughput).
 */
export interface FirstScreenCalls {
  readonly length: number;
}

export interface RenderOptions {
  /** What the last render of this address in this language asked for (RenderedPage.calls). */
  calls?: FirstScreenCalls;
  /** The address: path and query. */
  url: string;
  /** The site's origin, as the browser sees it. */
  origin: string;
  /** A shipped language (languageOfRequest's answer). */
  language: string;
  mode: ThemeMode;
  /** Whether the side menu is collapsed, on member pages and elsewhere (sideMenuOfCookie's answer). */
  sideMenu: SideMenuPreference;
  brand: BrandTheme | null;
  /** Answers the platform's paths (/wps, /lgw): the embedded platform in process, or a proxy. */
  platform: (request: Request) => Promise<Response>;
  /** How long each first-screen call may take (ms); a later answer is left to the browser. */
  dataTimeoutMs: number;
  /**
   * How long a public first-screen answer (all but the system status) serves the next renders (ms;
   * SSR_DATA_CACHE_MS; 0 or absent: every render asks the platform).
   */
  dataCacheMs?: number;
  /**
   * The build's scripts of these sources (Vite's manifest keys) and of every chunk they import: the
   * page lists its opening page's (PageBootstrap.modules). Absent in development (no manifest).
   */
  scriptsOf?: (sources: readonly string[]) => readonly string[];
  /** Told of a first-screen call that failed. */
  onDataFailure?: (key: string, error: unknown) => void;
  /**
   * Told of an error in a part of the page: that part is rendered in the browser (React renders its
   * Suspense boundary there); the rest of the page stays the server's.
   */
  onRenderError?: (error: unknown) => void;
}

/**
 * The shell's options: with the platform, it asks for the system status (within dataTimeoutMs) only
 * to learn the analytics tag (RenderedPage.analyticsTag); the browser asks for its own.
 */
export type ShellOptions = Pick<RenderOptions, 'language' | 'mode' | 'sideMenu' | 'brand'> &
  Partial<Pick<RenderOptions, 'platform' | 'dataTimeoutMs'>>;

export interface RenderedPage {
  /** 404 for an address the site has no page for (its not-found page is rendered), else 200. */
  status: number;
  /** The content of `<div id="root">`; empty for a page the browser renders (SSR=0). */
  html: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  title: string;
  description: string;
  /** The JSON of the page's bootstrap script element, escaped for an HTML script element. */
  bootstrap: string;
  /** Every first-screen call answered in time: the page may be cached. */
  complete: boolean;
  /** The colour mode rendered, and the class names of `<html>` for it (a global theme lives there). */
  mode: ThemeMode;
  htmlClass: string;
  /**
   * The head's script, run before the first paint: the player's saved mode, else the system's
   * (theme/mode.ts), and the forms held until React has them (shell/earlySubmissions.ts).
   */
  headScript: string;
  /** The brand's variables for both modes (empty without a brand): no request waits for the brand. */
  brandCss: string;
  /**
   * The modules the browser's script needs before it hydrates, as Vite's manifest names them (the
   * page language's strings): the page preloads them with the entry, after its styles and fonts.
   * Not the layout's and page's chunks: their ~50 preloads came before the style sheet and the
   * fonts and delayed the first paint (Lighthouse: FCP 0.98 s), and the page is painted by the
   * server's HTML while the entry fetches them.
   */
  sources: string[];
  /**
   * The Google tag of the system status the page was made with ("" for none, or when the status did
   * not answer): the server's CSP allows the analytics hosts only for a page with one (issue 16 item 11).
   */
  analyticsTag: string;
  /** What the renders asked for (a rendered page only): for the next render of the address. */
  calls?: FirstScreenCalls;
  /** How many times React rendered the page: 1 when every call it makes was started before (`calls`). */
  passes?: number;
}

export type ReuseOptions = Pick<RenderOptions, 'language' | 'platform' | 'dataTimeoutMs'>;

export interface SiteEntry {
  render(options: RenderOptions): Promise<RenderedPage>;
  /**
   * A cached page for another visitor of the same address, language and mode, if this visitor's
   * system status is the same, with their own status answer in it; null: render afresh.
   */
  reuse(page: RenderedPage, options: ReuseOptions): Promise<RenderedPage | null>;
  /** The page without its rendering (SSR=0, or a render that failed): the browser renders it. */
  renderShell(options: ShellOptions): Promise<RenderedPage>;
  /** The `lang` cookie, else Accept-Language among the shipped languages, else es. */
  languageOfRequest(cookie: string | null | undefined, acceptLanguage: string | null | undefined): string;
  /** The `theme` cookie's mode, else null. */
  themeModeOfCookie(cookie: string | null | undefined): ThemeMode | null;
  /**
   * The side menu's cookies (collapsed or open), else the defaults: a rail on member pages, and
   * everywhere on a phone (`mobile`: the browser's Sec-CH-UA-Mobile hint).
   */
  sideMenuOfCookie(cookie: string | null | undefined, options?: { mobile?: boolean }): SideMenuPreference;
  /** Where an address moved to (path and query), answered with a redirect; null: render it. */
  redirectOf(url: string): string | null;
}
