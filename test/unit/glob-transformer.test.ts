import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import transformer, { expandGlobImports } from '../support/glob-transformer.mjs';

/**
 * The jest transformer that expands Vite's `import.meta.glob('<pattern>', { eager: true })` before
 * @swc/jest compiles a file (issue 43: web/src/admin/resources/index.ts finds the resources so). It must
 * match what Vite builds and refuse every form it does not expand.
 */
let dir: string;
let importer: string;
const FILES = [
  'index.ts',
  'lead/index.ts',
  'lead-funnel/index.ts',
  'B/index.ts',
  'blog/index.ts',
  'blog/article/index.ts',
  'blog/options.ts',
  '.hidden/index.ts',
  'node_modules/x/index.ts',
];
const write = (file: string, text = `export const name = ${JSON.stringify(file)};\n`, root = dir) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-glob-'));
  importer = path.join(dir, 'index.ts');
  for (const file of FILES) write(file);
});

/** Folders a single test made for itself. */
const owned: string[] = [];

afterAll(() => {
  for (const folder of [dir, ...owned]) fs.rmSync(folder, { recursive: true, force: true });
});

/** The keys of the expanded object, in order. */
const keysOf = (code: string) => [...code.matchAll(/"(\.{1,2}\/[^"]+)": __glob_/g)].map((match) => match[1]);

/** The keys of the same glob in Vite's own build of the importer (a process of its own: no jest registry). */
function viteBuildKeys(code: string): string[] {
  write('index.ts', code);
  const script = `
    import { build } from 'vite';
    const entry = process.argv[1];
    const [out] = await build({ root: ${JSON.stringify(dir)}, configFile: false, logLevel: 'silent',
      build: { write: false, minify: false, lib: { entry, formats: ['es'], fileName: 'entry' } } });
    console.log(JSON.stringify([...out.output[0].code.matchAll(/"(\\.{1,2}\\/[^"]+)":/g)].map((m) => m[1])));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script, importer], { cwd: process.cwd(), encoding: 'utf8' });
  return JSON.parse(output);
}

describe('glob transformer (Vite import.meta.glob under jest)', () => {
  it("imports what Vite's build imports, in its order, keyed as Vite keys them", () => {
    const code = "export const all = import.meta.glob('./**/index.ts', { eager: true });\n";
    const { code: expanded, files } = expandGlobImports(code, importer);
    // No dot folder, no node_modules, not the importer itself; by path segment ('lead' before 'lead-funnel').
    const expected = ['./B/index.ts', './blog/article/index.ts', './blog/index.ts', './lead/index.ts', './lead-funnel/index.ts'];
    expect(keysOf(expanded)).toEqual(expected);
    expect(files).toEqual(expected.map((key) => path.join(dir, key)));
    expect(expanded.startsWith('import * as __glob_0_0 from "./B/index.ts";import * as __glob_0_1 from "./blog/article/index.ts";')).toBe(true);
    expect(viteBuildKeys(code)).toEqual(expected);

    const oneLevel = "export const all = import.meta.glob('./*/index.ts', { eager: true });\n";
    expect(keysOf(expandGlobImports(oneLevel, importer).code)).toEqual(['./B/index.ts', './blog/index.ts', './lead/index.ts', './lead-funnel/index.ts']);
    expect(viteBuildKeys(oneLevel)).toEqual(['./B/index.ts', './blog/index.ts', './lead/index.ts', './lead-funnel/index.ts']);

    const up = path.join(dir, 'blog', 'article', 'index.ts');
    expect(keysOf(expandGlobImports("const near = import.meta.glob('../*.ts', { eager: true });", up).code)).toEqual(['../index.ts', '../options.ts']);
  });

  it('keeps every line where it was, several globs in one file', () => {
    const code = [
      "const a = import.meta.glob('./lead/*.ts', {",
      '  eager: true,',
      '});',
      "const b = import.meta.glob<Module>('./B/*.ts', { eager: true }); // end",
      'export { a, b };',
    ].join('\n');
    const expanded = expandGlobImports(code, importer).code;
    const lines = expanded.split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[0]).toBe(
      'import * as __glob_0_0 from "./lead/index.ts";import * as __glob_1_0 from "./B/index.ts";const a = Object.assign({"./lead/index.ts": __glob_0_0',
    );
    expect(lines[3]).toBe('const b = Object.assign({"./B/index.ts": __glob_1_0}); // end');
    expect(lines[4]).toBe('export { a, b };');
  });

  it('leaves a file without a glob call as it is, mentions in strings and comments included', () => {
    const code = "// import.meta.glob('./*.ts')\nexport const text = 'import.meta.glob(\"./*.ts\", { eager: true })';\n";
    expect(expandGlobImports(code, importer)).toEqual({ code, files: [] });
  });

  it.each([
    ["import.meta.glob('./*/index.ts')", 'the options are not { eager: true }'],
    ["import.meta.glob('./*/index.ts', { eager: false })", 'the options are not { eager: true }'],
    ["import.meta.glob('./*/index.ts', { eager: true, import: 'default' })", 'the options are not { eager: true }'],
    ["import.meta.glob('./*/index.ts', { ...eager })", 'the options are not { eager: true }'],
    ['import.meta.glob(pattern, { eager: true })', 'the pattern is not one string literal'],
    ['import.meta.glob(`./${folder}/index.ts`, { eager: true })', 'the pattern is not one string literal'],
    ["import.meta.glob(['./*/index.ts'], { eager: true })", 'the pattern is not one string literal'],
    ["import.meta.glob('/src/*.ts', { eager: true })", "the pattern does not start with './' or '../'"],
    ["import.meta.glob('@/admin/*.ts', { eager: true })", "the pattern does not start with './' or '../'"],
    ["Object.keys(import.meta.glob('./*/index.ts', { eager: true }))", 'Object.keys of a glob'],
    ['const glob = import.meta.glob;', 'import.meta.glob is not called'],
  ])('refuses %s', (code, reason) => {
    expect(() => expandGlobImports(`const x = 1;\nexport const all = ${code};\n`, importer)).toThrow(`${importer}:2: ${reason}`);
  });

  it('changes its cache key when a new file matches, and only then', () => {
    // A folder of its own: the files it adds must not reach the other tests (they run in any order).
    const own = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-glob-key-'));
    owned.push(own);
    const ownImporter = path.join(own, 'index.ts');
    for (const file of ['index.ts', 'blog/index.ts']) write(file, undefined, own);
    const { getCacheKey } = transformer.createTransformer({});
    const options = { config: { rootDir: own }, configString: '{}', instrument: false, supportsStaticESM: true };
    const code = "export const all = import.meta.glob('./*/index.ts', { eager: true });\n";
    const before = getCacheKey(code, ownImporter, options);
    write('blog/tag.ts', undefined, own);
    expect(getCacheKey(code, ownImporter, options)).toBe(before);
    write('tag/index.ts', undefined, own);
    expect(getCacheKey(code, ownImporter, options)).not.toBe(before);
    // A file without a glob keeps @swc/jest's own key.
    expect(getCacheKey('export const x = 1;\n', ownImporter, options)).toBe(getCacheKey('export const x = 1;\n', ownImporter, options));
  });
});
