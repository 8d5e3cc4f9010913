import fs from 'node:fs';
import path from 'node:path';
// @ts-expect-error the bench helpers are plain JavaScript modules without types
import { FIRST_VISIT_TARGET_BYTES, bundleReport } from '../bench/lib/bundle.mjs';
import { projectRoot } from '../../server/common/project-root.js';
import { ensureWebBuild } from '../support/web-build.mjs';

const WEB_DIST = path.join(projectRoot, 'web', 'dist');
const MANIFEST = path.join(WEB_DIST, '.vite', 'manifest.json');

interface VisitFile {
  file: string;
  bytes: number;
  br: number;
  gzip: number;
}

/**
 * The storefront's download budget, from the build's chunk graph (the Vite manifest): a shopper's first
 * visit of `/` transfers at most 250 KB of compressed JavaScript and none of the back office.
 */
describe("the storefront's first visit", () => {
  let report: { firstVisit: { files: VisitFile[]; br: number; gzip: number; target: number } | null };
  let manifest: Record<string, { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }>;
  beforeAll(() => {
    // Built by CI before the tests, else by the run's global setup (test/support/web-build.ts).
    ensureWebBuild();
    report = bundleReport(WEB_DIST);
    manifest = JSON.parse(fs.readFileSync(MANIFEST, 'utf8'));
  }, 180_000);

  it('transfers at most 250 KB of brotli-compressed JavaScript', () => {
    const visit = report.firstVisit!;
    expect(visit.target).toBe(FIRST_VISIT_TARGET_BYTES);
    expect(visit.files.length).toBeGreaterThan(5);
    expect(visit.br).toBeLessThanOrEqual(FIRST_VISIT_TARGET_BYTES);
    expect(visit.br).toBeLessThan(visit.gzip);
  });

  it('ships every first-visit file above 1 KB precompressed (.br and .gz beside it)', () => {
    for (const { file } of report.firstVisit!.files.filter((f) => f.bytes >= 1024)) {
      expect([file, fs.existsSync(path.join(WEB_DIST, `${file}.br`)), fs.existsSync(path.join(WEB_DIST, `${file}.gz`))]).toEqual([file, true, true]);
    }
  });

  it('loads no back-office module with the storefront entry', () => {
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry && chunk.src === 'index.html')!;
    const reached = new Set<string>();
    // The entry's stages (its dynamic imports: web/src/app/entry-stages.ts) run at once, as its static imports.
    const queue = [...(entry.imports ?? []), ...(entry.dynamicImports ?? []), 'index.html'];
    while (queue.length) {
      const key = queue.pop()!;
      if (reached.has(key)) continue;
      reached.add(key);
      queue.push(...(manifest[key]?.imports ?? []));
    }
    const adminModules = [...reached].filter((key) => key.startsWith('src/admin/') || manifest[key]?.src?.startsWith('src/admin/'));
    expect(adminModules).toEqual([]);
    expect(reached.size).toBeGreaterThan(5);
  });
});
