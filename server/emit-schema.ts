// Writes schema.graphql from the type-graphql classes: `npm run schema`. CI fails when it is stale.
import fs from 'node:fs';
import path from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { getSchema } from './schema.js';

const schema = await getSchema();
const text = `# Generated from the server's type-graphql classes by \`npm run schema\`. Do not edit.\n\n${printSchema(lexicographicSortSchema(schema))}\n`;
const target = path.resolve('schema.graphql');
fs.writeFileSync(target, text);
console.log(`schema.graphql written (${text.length} bytes)`);
