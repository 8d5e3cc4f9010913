import fs from 'node:fs';

/**
 * The chunks a storefront page's first screen needs beyond the entry's, for module preloads in the page
 * (issue 42; server/shop-page.ts writes them after the first screen's HTML). The browser loads the app's
 * stages (web/src/main.tsx), the route's page and the layout's lazy parts before it hydrates; named in the
 * page, they are fetched beside the entry rather than after it has run, and Vite's preload helper, which
 * appends a `<link>` for each chunk it finds missing (costly in the task that starts hydration on a
 * phone), finds them present.
 *
 * Read from the client build's manifest (web/dist/.vite/manifest.json: each module's chunk and the
 * chunks it imports), again whenever a build rewrote it.
 */

interface ManifestChunk {
  file: string;
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** The manifest's keys reachable from `roots` through static imports (the roots included). */
function staticClosure(manifest: Manifest, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = roots.filter((root) => manifest[root]);
  while (queue.length) {
    const key = queue.pop()!;
    if (seen.has(key)) continue;
    seen.add(key);
    queue.push(...(manifest[key]?.imports ?? []).filter((next) => manifest[next]));
  }
  return seen;
}

/**
 * `(modules) => hrefs`: the chunks of `modules` (manifest keys) and of their imports, less the page's own
 * (index.html's), each once. Asked for every rendered page, kept ones too: each set of modules (one per
 * route) is walked once per build.
 */
export function chunkPreloads(manifestFile: string): (modules: readonly string[]) => string[] {
  let read: { mtimeMs: number; manifest: Manifest; entry: Set<string>; answers: Map<string, string[]> } | undefined;
  const manifest = () => {
    const stat = fs.statSync(manifestFile, { throwIfNoEntry: false });
    if (!stat) return undefined;
    if (read?.mtimeMs !== stat.mtimeMs) {
      const parsed = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
      read = { mtimeMs: stat.mtimeMs, manifest: parsed, entry: staticClosure(parsed, ['index.html']), answers: new Map() };
    }
    return read;
  };
  return (modules) => {
    const current = manifest();
    if (!current) return [];
    const key = modules.join('\n');
    let hrefs = current.answers.get(key);
    if (!hrefs) {
      hrefs = [...staticClosure(current.manifest, modules)]
        .filter((module) => !current.entry.has(module))
        .map((module) => `/${current.manifest[module]!.file}`);
      current.answers.set(key, hrefs);
    }
    return hrefs;
  };
}
