// Plain JavaScript (an ES module): jest loads it as the transformer of the web and unit projects
// (jest.config.js), and test/unit/glob-transformer.test.ts imports it (types in glob-transformer.d.mts).
//
// Vite's `import.meta.glob('<pattern>', { eager: true })` (web/src/admin/resources/index.ts) is a build
// step, not JavaScript: under jest it has to be expanded before @swc/jest compiles the file. No maintained
// swc plugin does it, and babel-plugin-transform-vite-meta-glob would put a second compiler in the test
// chain, so this small step expands the one form the web app uses, as Vite does, and refuses any other.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import swcJest from '@swc/jest';
import { escapePath, globSync, isDynamicPattern } from 'tinyglobby';

const require = createRequire(import.meta.url);
// This file's own text: a change to it must change the cache key of every file it expanded.
const OWN_VERSION = crypto
  .createHash('sha1')
  .update(fs.readFileSync(new URL(import.meta.url)))
  .digest('hex');
const MARK = 'import.meta.glob';
const SCRIPT_KINDS = { '.ts': 'TS', '.mts': 'TS', '.cts': 'TS', '.tsx': 'TSX', '.jsx': 'JSX' };

const slash = (file) => file.split(path.sep).join('/');

/**
 * Vite's build orders the matches by path segment, each by its bytes: './lead/index.ts' before
 * './lead-funnel/index.ts' (its dev server sorts whole paths, '-' before '/', the other way round).
 */
function bySegments(a, b) {
  const [left, right] = [a.split('/'), b.split('/')];
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const order = Buffer.compare(Buffer.from(left[i]), Buffer.from(right[i]));
    if (order !== 0) return order;
  }
  return left.length - right.length;
}

/** The files a relative pattern matches from the importer's folder, as Vite's importGlob finds them. */
function matchedFiles(pattern, importer) {
  // Vite: the importer's folder (escaped, it is no pattern) joined with the glob, searched from its static
  // base with tinyglobby (the glob library of Vite's dev server): no dot files, no node_modules,
  // case-sensitive, no extglobs, the importer itself left out.
  const absolute = path.posix.join(escapePath(slash(path.dirname(importer))), pattern);
  const segments = absolute.split('/');
  const base =
    segments
      .slice(
        0,
        segments.findIndex((segment) => isDynamicPattern(segment)),
      )
      .join('/') || '/';
  const files = globSync(absolute, {
    absolute: true,
    cwd: base,
    dot: false,
    expandDirectories: false,
    caseSensitiveMatch: true,
    ignore: ['**/node_modules/**'],
    extglob: false,
  });
  return files
    .map(slash)
    .filter((file) => file !== slash(importer))
    .sort(bySegments);
}

/** `import.meta` itself. */
const isImportMeta = (ts, node) => ts.isMetaProperty(node) && node.keywordToken === ts.SyntaxKind.ImportKeyword && node.name.text === 'meta';

/** `{ eager: true }` and nothing else. */
function isEagerOnly(ts, node) {
  if (!node || !ts.isObjectLiteralExpression(node) || node.properties.length !== 1) return false;
  const [property] = node.properties;
  return (
    ts.isPropertyAssignment(property) &&
    (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) &&
    property.name.text === 'eager' &&
    property.initializer.kind === ts.SyntaxKind.TrueKeyword
  );
}

/**
 * Every `import.meta.glob('<pattern>', { eager: true })` call of a file (found in its syntax tree, so a
 * mention in a string or comment is none), with its pattern; anything else that names import.meta.glob
 * throws, naming the file and line.
 */
function findGlobCalls(code, filename) {
  const ts = require('typescript');
  const kind = ts.ScriptKind[SCRIPT_KINDS[path.extname(filename)] ?? 'JS'];
  const source = ts.createSourceFile(filename, code, ts.ScriptTarget.Latest, true, kind);
  const calls = [];
  const fail = (node, what) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    throw new Error(
      `${filename}:${line}: ${what}. Under jest only import.meta.glob('./<pattern>', { eager: true }) is expanded (test/support/glob-transformer.mjs): ${node.getText(source)}`,
    );
  };
  const visit = (node) => {
    if (ts.isPropertyAccessExpression(node) && node.name.text === 'glob' && isImportMeta(ts, node.expression)) {
      const call = node.parent;
      if (!ts.isCallExpression(call) || call.expression !== node) fail(node, 'import.meta.glob is not called');
      const [pattern, options] = call.arguments;
      if (call.arguments.length !== 2 || !isEagerOnly(ts, options))
        fail(call, 'the options are not { eager: true } (lazy imports, import, query, base and the rest are not supported)');
      if (!ts.isStringLiteral(pattern) && !ts.isNoSubstitutionTemplateLiteral(pattern)) fail(call, 'the pattern is not one string literal');
      if (!/^\.\.?\//.test(pattern.text)) fail(call, "the pattern does not start with './' or '../'");
      const outer = call.parent;
      // Vite loads no module for Object.keys(import.meta.glob(...)): only the keys.
      if (ts.isCallExpression(outer) && ts.isPropertyAccessExpression(outer.expression) && outer.expression.getText(source) === 'Object.keys') {
        fail(outer, 'Object.keys of a glob (Vite imports nothing for it) is not supported');
      }
      calls.push({ start: call.getStart(source), end: call.end, pattern: pattern.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return calls;
}

/**
 * The file with each eager glob replaced as Vite replaces it: an object from the files' paths relative
 * to the importer ('./a/index.ts', in the build's order) to their module namespaces, imported statically at the top of
 * the file. The imports go on the first line and the call keeps its line breaks, so lines stay where they
 * were. `files`: every file matched.
 */
export function expandGlobImports(code, filename) {
  if (!code.includes(MARK)) return { code, files: [] };
  const folder = slash(path.dirname(filename));
  const expansions = findGlobCalls(code, filename).map((call, index) => {
    const files = matchedFiles(call.pattern, filename);
    const keys = files.map((file) => path.posix.relative(folder, file)).map((relative) => (relative.startsWith('../') ? relative : `./${relative}`));
    const names = keys.map((_key, i) => `__glob_${index}_${i}`);
    const lineBreaks = '\n'.repeat(code.slice(call.start, call.end).split('\n').length - 1);
    return {
      ...call,
      files,
      imports: keys.map((key, i) => `import * as ${names[i]} from ${JSON.stringify(key)};`),
      replacement: `Object.assign({${keys.map((key, i) => `${JSON.stringify(key)}: ${names[i]}`).join(', ')}${lineBreaks}})`,
    };
  });
  // From the last call to the first, so the earlier ones' positions hold.
  const body = expansions.reduceRight((text, { start, end, replacement }) => text.slice(0, start) + replacement + text.slice(end), code);
  return { code: expansions.flatMap((expansion) => expansion.imports).join('') + body, files: expansions.flatMap((expansion) => expansion.files) };
}

/** @swc/jest with the globs expanded first; the cache key holds the files matched, so a new one is seen. */
function createTransformer(swcOptions) {
  const swc = swcJest.createTransformer(swcOptions);
  return {
    canInstrument: swc.canInstrument,
    process: (src, filename, options) => swc.process(expandGlobImports(src, filename).code, filename, options),
    processAsync: (src, filename, options) => swc.processAsync(expandGlobImports(src, filename).code, filename, options),
    getCacheKey(src, filename, options) {
      const key = swc.getCacheKey(src, filename, options);
      if (!src.includes(MARK)) return key;
      const { files } = expandGlobImports(src, filename);
      return crypto.createHash('sha1').update(key).update('\0').update(OWN_VERSION).update('\0').update(files.join('\n')).digest('hex');
    },
  };
}

export default { createTransformer };
