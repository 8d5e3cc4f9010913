import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chunkPreloads } from '../../server/ssr/chunk-preloads.js';

/** The storefront page's module preloads from the client build's manifest (issue 42). */

let dir: string;
let manifestFile: string;

const writeManifest = (manifest: Record<string, { file: string; imports?: string[] }>, mtime: Date) => {
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  fs.utimesSync(manifestFile, mtime, mtime);
};

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-manifest-'));
  manifestFile = path.join(dir, 'manifest.json');
});

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const MANIFEST = {
  'index.html': { file: 'assets/main-1.js', imports: ['_react.js', '_mui.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  '_mui.js': { file: 'assets/mui-1.js', imports: ['_react.js'] },
  '_field.js': { file: 'assets/TextField-1.js', imports: ['_mui.js', '_control.js'] },
  '_control.js': { file: 'assets/useControlled-1.js' },
  'src/shop/product/ProductPage.tsx': { file: 'assets/ProductPage-1.js', imports: ['_field.js', '_react.js'] },
  'src/shop/layout/SearchBox.tsx': { file: 'assets/SearchBox-1.js', imports: ['_field.js'] },
};

it("names a page's chunk and the chunks it imports, each once, less the entry's own", () => {
  writeManifest(MANIFEST, new Date(2026, 0, 1));
  const preloads = chunkPreloads(manifestFile);
  expect(preloads(['src/shop/product/ProductPage.tsx', 'src/shop/layout/SearchBox.tsx']).sort()).toEqual(
    ['/assets/ProductPage-1.js', '/assets/SearchBox-1.js', '/assets/TextField-1.js', '/assets/useControlled-1.js'].sort(),
  );
});

it('leaves out a module the build does not know, and answers nothing without a build', () => {
  const preloads = chunkPreloads(manifestFile);
  expect(preloads(['src/shop/product/ProductPage.tsx'])).toEqual([]);
  writeManifest(MANIFEST, new Date(2026, 0, 1));
  expect(preloads(['src/shop/gone/GonePage.tsx'])).toEqual([]);
});

it('reads the manifest again after a build rewrote it', () => {
  writeManifest(MANIFEST, new Date(2026, 0, 1));
  const preloads = chunkPreloads(manifestFile);
  expect(preloads(['src/shop/product/ProductPage.tsx'])).toContain('/assets/ProductPage-1.js');
  writeManifest({ ...MANIFEST, 'src/shop/product/ProductPage.tsx': { file: 'assets/ProductPage-2.js', imports: [] } }, new Date(2026, 0, 2));
  expect(preloads(['src/shop/product/ProductPage.tsx'])).toEqual(['/assets/ProductPage-2.js']);
});
