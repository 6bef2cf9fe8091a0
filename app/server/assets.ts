/**
 * The build's files of the lazy layouts and pages a server-rendered page shows, from Vite's manifest
 * (dist/.vite/manifest.json): their styles are linked, so that the page paints styled before any
 * script runs (and without scripts), and their scripts are preloaded, so that hydration does not
 * wait for the entry to ask for them.
 */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface PageAssets {
  styles: string[];
  scripts: string[];
}

/** The styles and scripts of `sources` (manifest keys) and of every chunk they import, each once. */
export function pageAssets(manifest: Manifest, sources: readonly string[]): PageAssets {
  const styles = new Set<string>();
  const scripts = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    scripts.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return { styles: [...styles], scripts: [...scripts] };
}

/**
 * RenderOptions.scriptsOf: the scripts of `sources` (pageAssets) less the entry's (index.html's chunk
 * and its imports, which the head's loader preloads already). The same few lists serve every page:
 * each is worked out once.
 */
export function laterScripts(manifest: Manifest): (sources: readonly string[]) => readonly string[] {
  const entry = new Set(pageAssets(manifest, ['index.html']).scripts);
  const lists = new Map<string, readonly string[]>();
  return (sources) => {
    const key = sources.join('\n');
    let scripts = lists.get(key);
    if (!scripts) {
      scripts = pageAssets(manifest, sources).scripts.filter((href) => !entry.has(href));
      lists.set(key, scripts);
    }
    return scripts;
  };
}
