// Route hints (issue 7, speed): the page of an address (home, a game list, a game centre) is a lazy
// chunk with its layout, and the browser learned of their files only once the start-up script had
// run (Lighthouse: about 45 files asked for 250 ms after the page, queued on 6 connections). The
// server knows the address, so it names those files in the page's <head>, from Vite's manifest.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openingModules, openingPage } from '../src/routes/paths';

/** The part of a Vite manifest entry that the hints read (build.manifest in vite.config.ts). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** Reads the build's manifest; without one (a build made before it existed) there are no hints. */
export function readManifest(siteDir: string): Manifest | null {
  const path = join(siteDir, '.vite', 'manifest.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : null;
}

/** The scripts and stylesheets of some modules and of every chunk they import, each once. */
export function filesOf(manifest: Manifest, modules: readonly string[]): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * Returns a function that adds to the page the <link>s of an address's opening page: modulepreload
 * for its scripts and preload for its stylesheets (not applied: the chunk applies them when it runs),
 * leaving out what the page already links.
 */
export function createRouteHints(manifest: Manifest | null): (html: string, pathname: string) => string {
  const cache = new Map<string, string>();
  return (html, pathname) => {
    const page = manifest ? openingPage(pathname) : null;
    if (!manifest || !page) return html;
    let links = cache.get(page);
    if (links === undefined) {
      const { scripts, styles } = filesOf(manifest, openingModules[page]);
      const named = (file: string) => !html.includes(`/${file}"`);
      links = [
        ...scripts.filter(named).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
        ...styles.filter(named).map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
      ].join('');
      cache.set(page, links);
    }
    return html.replace('</head>', `${links}</head>`);
  };
}
