import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import zlib from 'node:zlib';
import { parse as parseMessage } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/** Which area a module belongs to: the storefront and the back office must never import each other. */
function areaOf(id: string): 'shop' | 'admin' | undefined {
  const file = path.normalize(id.split('?')[0] ?? id);
  const src = path.join(webRoot, 'src');
  if (file.startsWith(path.join(src, 'shop') + path.sep) || file.startsWith(path.join(src, 'graphql', 'shop') + path.sep)) return 'shop';
  if (file.startsWith(path.join(src, 'admin') + path.sep) || file.startsWith(path.join(src, 'graphql', 'admin') + path.sep)) return 'admin';
  return undefined;
}

/** Fails the build (and the dev server's request) on an import across the storefront/back-office line. */
function areaBoundaries(): Plugin {
  return {
    name: 'shop-area-boundaries',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || source.startsWith('\0')) return null;
      const from = areaOf(importer);
      if (!from) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const to = resolved ? areaOf(resolved.id) : undefined;
      if (to && to !== from) {
        this.error(
          `${path.relative(repoRoot, importer)} imports '${source}': web/src/${from} may not import web/src/${to} (only ui/, app/ and graphql/${from}/)`,
        );
      }
      return resolved;
    },
  };
}

/**
 * Writes a `.br` (quality 11) and a `.gz` (level 9) beside every text file of the build above 1 KB, so the
 * server sends them as they are (server/web-assets.ts) instead of compressing on every request.
 */
function precompress(): Plugin {
  const compressible = /\.(html|m?js|css|svg|json)$/;
  return {
    name: 'shop-precompress',
    apply: 'build',
    writeBundle(options) {
      const walk = (dir: string): string[] =>
        fs
          .readdirSync(dir, { withFileTypes: true })
          .flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
      for (const file of walk(options.dir ?? path.join(webRoot, 'dist')).filter((f) => compressible.test(f))) {
        const content = fs.readFileSync(file);
        if (content.length < 1024) continue;
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * Names the module of each lazily loaded page and first-screen part (`lazyRoute(() => import('./x'))`,
 * `lazyFirstScreen(...)`, web/src/app/lazy.ts) and of each of the entry's stages (`entryStage(...)`,
 * web/src/app/entry-stages.ts) by its path in the web app, the key of the build's manifest
 * (`src/shop/product/ProductPage.tsx`), as the call's second argument. The server renderer answers the
 * modules of a page's first screen by these names, and the server writes their chunks into the page
 * as module preloads (server/ssr/chunk-preloads.ts): fetched beside the entry's instead of after it, and
 * no `<link>` appended by script while hydration starts (issue 42).
 */
function lazyModuleSources(): Plugin {
  const call = /\b(lazyRoute|lazyFirstScreen|entryStage)\(\s*\(\)\s*=>\s*import\(\s*(['"])([^'"]+)\2\s*\)\s*\)/g;
  return {
    name: 'shop-lazy-module-sources',
    enforce: 'pre',
    async transform(code, id) {
      if (!/\.tsx?$/.test(id) || !id.startsWith(path.join(webRoot, 'src') + path.sep) || !/lazyRoute|lazyFirstScreen|entryStage/.test(code)) return null;
      const calls = [...code.matchAll(call)];
      if (!calls.length) return null;
      let out = '';
      let from = 0;
      for (const match of calls) {
        const resolved = await this.resolve(match[3]!, id);
        if (!resolved) this.error(`${path.relative(repoRoot, id)}: cannot resolve the lazy module '${match[3]}'`);
        const source = path.relative(webRoot, resolved!.id.split('?')[0]!).split(path.sep).join('/');
        out += `${code.slice(from, match.index)}${match[1]}(() => import(${match[2]}${match[3]}${match[2]}), ${JSON.stringify(source)})`;
        from = match.index + match[0].length;
      }
      return { code: out + code.slice(from), map: null };
    },
  };
}

/**
 * The generated documents of an area (web/src/graphql/<area>/graphql.ts: codegen's client preset writes
 * every operation of the area into that one module) as one module each, re-exported from it, so that a
 * document goes into the chunk of the screens that use it: a module is never split between chunks, and
 * the storefront's entry carried all 57 of its documents (17 kB compressed) for the first screen's few
 * (issue 42). Importers and the generated file stay as they are; the types are erased anyway. Each
 * document is a JSON literal (codegen writes them so), handed to JSON.parse: faster to load than the same
 * object literal.
 */
function documentPerModule(): Plugin {
  const generated = /[\\/]web[\\/]src[\\/]graphql[\\/](shop|admin)[\\/]graphql\.ts$/;
  const document = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;
  const prefix = '\0graphql-document:';
  const literals = new Map<string, { name: string; literal: string }>();
  return {
    name: 'shop-document-per-module',
    enforce: 'pre',
    resolveId: (source) => (source.startsWith(prefix) ? source : null),
    load(id) {
      const split = literals.get(id);
      // Without side effects: a document goes where it is used, and nowhere when it is not.
      if (split) return { code: `export const ${split.name} = JSON.parse(${JSON.stringify(split.literal)});`, moduleSideEffects: false };
      const area = generated.exec(id)?.[1];
      if (!area) return null;
      this.addWatchFile(id);
      const reexports = [...fs.readFileSync(id, 'utf8').matchAll(document)].map(([, name, literal]) => {
        const key = `${prefix}${area}/${name}`;
        literals.set(key, { name: name!, literal: literal! });
        return `export { ${name} } from ${JSON.stringify(key)};`;
      });
      return { code: reexports.join('\n'), moduleSideEffects: false };
    },
  };
}

/**
 * `virtual:messages/<locale>/<area>`: the messages of i18n/<locale>.json that an area shows. The
 * storefront's leave out the back office's (`admin.*`), the mails' (`mail.*`), the WebMCP tools' (`agents.*`,
 * their own area), llms.txt's (`llms.*`) and the OAuth sign-in pages' (`oauth.*`): shoppers never see
 * them, and the catalogue is part of their first visit (test/integration/web-budget.test.ts).
 */
function areaMessages(): Plugin {
  const prefix = 'virtual:messages/';
  return {
    name: 'shop-area-messages',
    resolveId(source) {
      return source.startsWith(prefix) ? `\0${source}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return null;
      const match = /^([a-z]{2}-[A-Z]{2})\/(shop|admin|agents)$/.exec(id.slice(prefix.length + 1));
      if (!match) this.error(`Unknown message catalogue ${id.slice(1)}`);
      const [, locale, area] = match!;
      const file = path.join(repoRoot, 'i18n', `${locale}.json`);
      this.addWatchFile(file);
      const all: Record<string, string> = JSON.parse(fs.readFileSync(file, 'utf8'));
      // The agents' (WebMCP tools, web/src/shop/agents) load only in a browser with a model context; the
      // llms.* and oauth.* texts are the server's (llms.txt, the OAuth pages).
      const shown =
        area === 'admin'
          ? all
          : area === 'agents'
            ? Object.fromEntries(Object.entries(all).filter(([key]) => key.startsWith('agents.')))
            : Object.fromEntries(Object.entries(all).filter(([key]) => !/^(admin|mail|agents|llms|oauth)\./.test(key)));
      // Compiled here to the AST react-intl formats from (formatjs's "pre-compile" advice): the browser
      // neither downloads the ICU parser (aliased to its no-parser build, `resolve.alias` below) nor parses
      // each message the first time it shows one, in the render that hydrates the page (issue 42). As a
      // JSON string: parsed faster than the same object literal.
      // A text with a '<' that opens no tag (`/product/<url>`) reads as it is written.
      const compile = (text: string) => {
        try {
          return parseMessage(text);
        } catch {
          return parseMessage(text, { ignoreTag: true });
        }
      };
      const compiled = Object.fromEntries(Object.entries(shown).map(([key, text]) => [key, compile(text)]));
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}

/**
 * The page's scripts load at low priority (`fetchpriority="low"` on the entry and the module preloads
 * Vite writes), and the entry and its preloads are named at the end of the body, after the server's HTML
 * of the first screen: on a storefront page the hero's or product's picture (fetchpriority high) is its
 * largest paint, so on a phone's link it goes first and hydration's 250 kB of scripts after (issue 42:
 * Lighthouse counts scripts of high priority as holding the first paint, and over HTTP/1.1 thirty chunks
 * named before the picture held the six connections it waited for). The entry itself was in the head,
 * which the server sends before it renders: its imports, fetched at once, took the connections while the
 * page rendered (Lighthouse, interleaved runs of both: LCP home 3.9 -> 3.2 s, product 3.0 -> 2.0 s).
 * Nothing waits for them that could start sooner: the entry runs once the whole page is parsed, and taps
 * and typing before hydration are held (app/early-actions.ts).
 */
function scriptsAfterFirstPaint(): Plugin {
  const scripts = /\s*<(?:link rel="modulepreload"[^>]*>|script type="module"[^>]*><\/script>)/g;
  return {
    name: 'shop-scripts-after-first-paint',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        const lowered = html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"');
        // The preloads first, the entry last (the order Vite wrote them in, reversed: it writes the entry first).
        const found = lowered.match(scripts) ?? [];
        const ordered = [...found.filter((tag) => tag.includes('modulepreload')), ...found.filter((tag) => !tag.includes('modulepreload'))];
        return lowered.replace(scripts, '').replace('</body>', `${ordered.join('')}\n  </body>`);
      },
    },
  };
}

/** The server renders the storefront only: the back office (a lazy chunk of App.tsx) is left out of its bundle. */
function withoutBackOffice(): Plugin {
  const stub = '\0shop-ssr-no-admin';
  return {
    name: 'shop-ssr-without-back-office',
    enforce: 'pre',
    resolveId(source) {
      return /\/admin\/AdminApp$/.test(source) ? stub : null;
    },
    load(id) {
      return id === stub ? 'export default function AdminApp() { return null; }' : null;
    },
  };
}

/** Messages come compiled (areaMessages): react-intl's formatter needs no ICU parser. */
const withoutMessageParser = { '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js' };

/**
 * The storefront's server renderer (`npm run build:ssr`, `vite build --ssr`): web/src/entry-server.tsx
 * into web/dist-ssr/entry-server.js, one ES module with every package inside (`noExternal`), so the
 * server (server/ssr/shop-renderer.ts) imports it at run time without Vite or the web app's packages,
 * which are development dependencies. Node's own modules stay outside.
 */
const ssrBuild = defineConfig({
  root: webRoot,
  base: '/',
  resolve: { alias: withoutMessageParser },
  plugins: [areaBoundaries(), lazyModuleSources(), areaMessages(), withoutBackOffice(), react()],
  // React, MUI and Apollo choose their production code by NODE_ENV at run time; the renderer is always built for production.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: true,
    outDir: 'dist-ssr',
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: {
      input: { 'entry-server': path.join(webRoot, 'src', 'entry-server.tsx') },
      // One file: the renderer loads every page at once anyway.
      output: { codeSplitting: false, entryFileNames: '[name].js' },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? ssrBuild : browserBuild));

/**
 * Two entries: the shop itself (index.html: storefront, with the back office as a lazy chunk) and the
 * locally served GraphQL explorer (graphiql.html, served by the server for browser GETs of /graphql).
 */
const browserBuild = defineConfig({
  root: webRoot,
  base: '/',
  resolve: {
    alias: withoutMessageParser,
    // rxjs (Apollo Client's observables) offers an ES2015 build under this condition; its default is ES5,
    // with classes and generators rewritten through tslib's helpers: more bytes on every first visit.
    conditions: [...defaultClientConditions, 'es2015'],
  },
  plugins: [areaBoundaries(), lazyModuleSources(), documentPerModule(), areaMessages(), react(), scriptsAfterFirstPaint(), precompress()],
  server: {
    port: 5173,
    // i18n/ lives at the repository root, beside web/.
    fs: { allow: [repoRoot] },
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/graphql': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the chunk graph with source names (test/bench/lib/bundle.mjs); dotfiles are never served.
    manifest: true,
    // The explorer page (graphiql + codemirror) is one large chunk by nature; the storefront is far below.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      input: {
        main: path.join(webRoot, 'index.html'),
        graphiql: path.join(webRoot, 'graphiql.html'),
      },
      output: {
        // The message catalogues are virtual modules: name their chunks after the locale and area.
        chunkFileNames(chunk) {
          const messages = /virtual:messages\/([a-z]{2}-[A-Z]{2})\/(shop|admin|agents)$/.exec(chunk.facadeModuleId ?? '');
          return messages ? `assets/messages-${messages[1]}-${messages[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
      onLog(level, log, handler) {
        // graphiql's react-compiler-runtime carries a harmless "use no memo" module directive.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.id?.includes('node_modules')) return;
        handler(level, log);
      },
    },
  },
});
