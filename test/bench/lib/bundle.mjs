// Sizes of the built web app (web/dist): what the storefront loads first, and everything else.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** gzip at zlib's default level (6), the level web servers and proxies commonly use. */
export function gzipSize(file) {
  return zlib.gzipSync(fs.readFileSync(file)).length;
}

/**
 * The bytes a browser receives for a built file in an encoding: the build's precompressed twin
 * (`.br` / `.gz`, what the server sends: server/web-assets.ts), or the file compressed here as the build
 * would (brotli 11, gzip 9) when the twin is missing (small files, older builds).
 */
export function transferSize(file, encoding) {
  const twin = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
  if (fs.existsSync(twin)) return fs.statSync(twin).size;
  const content = fs.readFileSync(file);
  return encoding === 'br'
    ? zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length
    : zlib.gzipSync(content, { level: 9 }).length;
}

/** What a shopper's first visit of `/` may download at most, compressed (issue 12, section 7). */
export const FIRST_VISIT_TARGET_BYTES = 250 * 1024;

/** What a first visit of a product page may download at most, compressed (issue 42). */
export const PRODUCT_PAGE_TARGET_BYTES = 150 * 1024;

/**
 * Lazy modules the first visit of `/` does not load: the back office, the other routes' pages (the home
 * page is part of the shop's entry), the rich text editor (admin forms), the other languages' messages,
 * and what only a click shows (the mini cart's panel, the cart's notices, the phone menu's drawer). Every
 * other lazy chunk (the home page's widgets, the header's search box, the phone's menu button) counts as loaded.
 */
const NOT_ON_FIRST_VISIT = [
  /^src\/admin\//,
  /^src\/shop\/.*\/(?!HomePage)[A-Za-z]+Page\.tsx$/,
  /RichTextEditor\.tsx$/,
  // The other languages' storefront messages, and every language's back-office messages.
  /virtual:messages\/(zh-[A-Z]+\/shop|[a-z]{2}-[A-Z]{2}\/admin)$/,
  // The WebMCP tools and their texts: loaded only in a browser that offers them to an agent.
  /^src\/shop\/agents\/[A-Za-z]+AgentTools\.tsx$/,
  /virtual:messages\/[a-z]{2}-[A-Z]{2}\/agents$/,
  /MiniCartPanel\.tsx$/,
  /CartNotices\.tsx$/,
  /MobileMenuDrawer\.tsx$/,
];

function attributes(tag) {
  const found = {};
  for (const match of tag.matchAll(/([\w-]+)\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/g)) {
    found[match[1].toLowerCase()] = match[3] ?? match[4] ?? match[5];
  }
  return found;
}

/** The JS a page names itself: module scripts and modulepreload links (paths relative to dist). */
export function pageAssets(html) {
  const scripts = [];
  const styles = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const { src, type } = attributes(tag);
    if (src && (type === 'module' || type === undefined) && !/^[a-z]+:/i.test(src)) scripts.push(src.replace(/^\//, ''));
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const { rel, href } = attributes(tag);
    if (!href || /^[a-z]+:/i.test(href)) continue;
    if (rel === 'modulepreload') scripts.push(href.replace(/^\//, ''));
    if (rel === 'stylesheet') styles.push(href.replace(/^\//, ''));
  }
  return { scripts, styles };
}

function walk(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

/**
 * The import graph of the built chunks, as dist-relative paths: { [file]: { static: [], dynamic: [] } }.
 * From Vite's manifest when the build writes one; otherwise read from the chunks themselves: rolldown's
 * output keeps `import{..}from"./x.js"` / `export{..}from"./x.js"` / `import"./x.js"` for static imports
 * and `import(\`./x.js\`)` for lazy ones.
 */
function importGraph(dist, jsFiles, manifest) {
  const graph = {};
  if (manifest) {
    for (const chunk of Object.values(manifest)) {
      graph[chunk.file] = {
        static: (chunk.imports ?? []).map((key) => manifest[key]?.file).filter(Boolean),
        dynamic: (chunk.dynamicImports ?? []).map((key) => manifest[key]?.file).filter(Boolean),
      };
    }
    return graph;
  }
  const relative = (from, specifier) => path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  for (const file of jsFiles) {
    const code = fs.readFileSync(path.join(dist, file), 'utf8');
    const staticImports = new Set();
    const dynamicImports = new Set();
    for (const match of code.matchAll(/(?:^|[;\n}])\s*(?:import|export)\s*(?:[^;"'`()]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.m?js)["']/g)) {
      staticImports.add(relative(file, match[1]));
    }
    for (const match of code.matchAll(/\bimport\(\s*[`"'](\.{1,2}\/[^`"'$]+\.m?js)[`"']\s*\)/g)) {
      dynamicImports.add(relative(file, match[1]));
    }
    graph[file] = { static: [...staticImports], dynamic: [...dynamicImports] };
  }
  return graph;
}

function closure(roots, graph, withDynamic) {
  const seen = new Set();
  const queue = [...roots];
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const edges = graph[file] ?? { static: [], dynamic: [] };
    queue.push(...edges.static, ...(withDynamic ? edges.dynamic : []));
  }
  return seen;
}

/**
 * Answers { available: false, reason } or { available: true, source, groups } where each group is
 * { name, files: [{ file, bytes, gzip }], gzip } and the first group is the storefront's first load.
 */
export function bundleReport(webDist, { firstScreenModules } = {}) {
  const indexFile = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexFile)) return { available: false, reason: 'web/dist/index.html not found: the web app is not built (`npm run build:web`)' };

  const manifestFile = [path.join(webDist, '.vite', 'manifest.json'), path.join(webDist, 'manifest.json')].find((f) => fs.existsSync(f));
  const manifest = manifestFile ? JSON.parse(fs.readFileSync(manifestFile, 'utf8')) : undefined;
  const allJs = walk(webDist)
    .filter((f) => /\.m?js$/.test(f))
    .map((f) => path.relative(webDist, f).split(path.sep).join('/'));
  const graph = importGraph(webDist, allJs, manifest);

  // `withStages`: the entry's dynamic imports run at once as its static imports do (the storefront's
  // stages, web/src/app/entry-stages.ts).
  const rootsOf = (htmlName, { withStages = false } = {}) => {
    const entry = manifest && Object.values(manifest).find((chunk) => chunk.isEntry && chunk.src === htmlName);
    const { scripts, styles } = pageAssets(fs.readFileSync(path.join(webDist, htmlName), 'utf8'));
    const stages = withStages ? (entry?.dynamicImports ?? []).map((key) => manifest[key].file) : [];
    return { roots: entry ? [entry.file, ...stages, ...scripts] : scripts, styles };
  };

  // The storefront: index.html's entry, its stages and their static imports are loaded at once; what those
  // chunks import lazily (the back office, per-locale messages) is loaded only when needed.
  const shop = rootsOf('index.html', { withStages: true });
  const firstLoad = closure(shop.roots, graph, false);
  const shopAll = closure(shop.roots, graph, true);
  const lazy = [...shopAll].filter((f) => !firstLoad.has(f));

  const size = (files) => {
    const list = [...files]
      .filter((f) => fs.existsSync(path.join(webDist, f)))
      .map((file) => ({ file, bytes: fs.statSync(path.join(webDist, file)).size, gzip: gzipSize(path.join(webDist, file)) }))
      .sort((a, b) => b.gzip - a.gzip);
    return { files: list, gzip: list.reduce((sum, f) => sum + f.gzip, 0), bytes: list.reduce((sum, f) => sum + f.bytes, 0) };
  };

  const firstVisit = firstVisitOf(webDist, manifest, shop.roots);
  const productVisit = manifest && firstScreenModules ? pageVisitOf(webDist, manifest, graph, shop.roots, firstScreenModules('/product/any-product')) : null;
  const groups = [
    { name: 'storefront first load (index.html entry, its stages + static imports)', ...size(firstLoad) },
    { name: 'lazy chunks of the shop (back office, locale messages, ...)', ...size(lazy) },
  ];
  if (shop.styles.length) groups.push({ name: 'storefront first-load CSS', ...size(shop.styles) });

  // Other pages built beside the shop (the GraphQL explorer, graphiql.html) are not part of the shop's
  // downloads; shown so that every chunk in web/dist is accounted for.
  const counted = new Set(shopAll);
  for (const html of fs
    .readdirSync(webDist)
    .filter((f) => f.endsWith('.html') && f !== 'index.html')
    .sort()) {
    const page = closure(rootsOf(html).roots, graph, true);
    const own = [...page].filter((f) => !counted.has(f));
    own.forEach((f) => counted.add(f));
    groups.push({ name: `${html} (separate page, not loaded by the shop)`, ...size(own) });
  }
  const rest = allJs.filter((f) => !counted.has(f));
  if (rest.length) groups.push({ name: 'other chunks (not reachable from any page)', ...size(rest) });

  return { available: true, source: manifestFile ? path.relative(webDist, manifestFile) : 'index.html tags + chunk imports', groups, firstVisit, productVisit };
}

/** Files with the bytes sent br- and gzip-encoded, largest first, and their sums. */
function sentSizes(webDist, chunkFiles, target) {
  const files = chunkFiles
    .filter((file) => /\.m?js$/.test(file))
    .map((file) => {
      const full = path.join(webDist, file);
      return { file, bytes: fs.statSync(full).size, br: transferSize(full, 'br'), gzip: transferSize(full, 'gzip') };
    })
    .sort((a, b) => b.br - a.br);
  const sum = (key) => files.reduce((total, f) => total + f[key], 0);
  return { files, bytes: sum('bytes'), br: sum('br'), gzip: sum('gzip'), target };
}

/**
 * The JavaScript a first visit of a server-rendered page loads before it hydrates (web/src/main.tsx):
 * index.html's entry with its static imports, the English storefront messages, and `modules` (the page's
 * and the layout's lazy parts, as the server renderer names them: web/src/entry-server.tsx
 * firstScreenModules) with theirs, which is what the server names in the page (server/ssr/chunk-preloads.ts).
 */
function pageVisitOf(webDist, manifest, graph, entryRoots, modules) {
  const roots = ['../virtual:messages/en-US/shop', ...modules].flatMap((key) => (manifest[key] ? [manifest[key].file] : []));
  return sentSizes(webDist, [...closure([...entryRoots, ...roots], graph, false)], PRODUCT_PAGE_TARGET_BYTES);
}

/**
 * The JavaScript of a shopper's first visit of `/` in English, from the build manifest's chunk graph:
 * the entry, its static imports, and the lazy chunks `/` loads (all but NOT_ON_FIRST_VISIT), with the
 * bytes sent br- and gzip-encoded. Null without a manifest (it names the sources of the lazy chunks).
 */
export function firstVisitOf(webDist, manifest, roots) {
  if (!manifest) return null;
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, { key, chunk }]));
  const seen = new Set();
  const queue = [...roots];
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file) || !byFile.has(file)) continue;
    seen.add(file);
    const { chunk } = byFile.get(file);
    for (const key of chunk.imports ?? []) queue.push(manifest[key].file);
    for (const key of chunk.dynamicImports ?? []) {
      if (!NOT_ON_FIRST_VISIT.some((pattern) => pattern.test(key))) queue.push(manifest[key].file);
    }
  }
  return sentSizes(webDist, [...seen], FIRST_VISIT_TARGET_BYTES);
}
