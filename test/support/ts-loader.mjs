// Node module hooks (module.register) that let a jest worker import the server's TypeScript source
// natively, for the shared server of test/support/server-environment.ts: `./x.js` resolves to `./x.ts`
// when only that exists, and project `.ts` files are compiled with the same swc options as in jest.
import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transform } from '@swc/core';
import { swcOptions } from './swc-options.js';

const own = (url) => url.startsWith('file:') && !url.includes('/node_modules/');

export async function resolve(specifier, context, next) {
  if (specifier.startsWith('.') && specifier.endsWith('.js') && context.parentURL && own(context.parentURL)) {
    const url = new URL(specifier.slice(0, -3) + '.ts', context.parentURL);
    if (existsSync(fileURLToPath(url)) && !existsSync(fileURLToPath(new URL(specifier, context.parentURL)))) {
      return { url: url.href, shortCircuit: true };
    }
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (!own(url) || !url.endsWith('.ts')) return next(url, context);
  const filename = fileURLToPath(url);
  const { code } = await transform(await fs.readFile(filename, 'utf8'), { ...swcOptions, filename, sourceMaps: 'inline' });
  return { format: 'module', source: code, shortCircuit: true };
}
