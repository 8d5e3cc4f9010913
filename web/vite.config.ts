import { fileURLToPath } from 'node:url';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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
 * Two entries: the shop itself (index.html: storefront, with the back office as a lazy chunk) and the
 * locally served GraphQL explorer (graphiql.html, served by the server for browser GETs of /graphql).
 */
export default defineConfig({
  root: webRoot,
  base: '/',
  plugins: [areaBoundaries(), react()],
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
    // The explorer page (graphiql + codemirror) is one large chunk by nature; the storefront is far below.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      input: {
        main: path.join(webRoot, 'index.html'),
        graphiql: path.join(webRoot, 'graphiql.html'),
      },
      onLog(level, log, handler) {
        // graphiql's react-compiler-runtime carries a harmless "use no memo" module directive.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.id?.includes('node_modules')) return;
        handler(level, log);
      },
    },
  },
});
