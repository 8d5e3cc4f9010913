// Writes schema.graphql from the type-graphql classes, and the description of the inputs' field rules
// the web's forms are built from (web/src/generated/input-rules.json): `npm run schema`. CI fails when
// either is stale.
import fs from 'node:fs';
import path from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { getSchema } from './schema.js';
import { INPUT_RULES_FILE, describeInputRules, inputRulesJson } from './tools/input-rules.js';

const schema = await getSchema();
const text = `# Generated from the server's type-graphql classes by \`npm run schema\`. Do not edit.\n\n${printSchema(lexicographicSortSchema(schema))}\n`;
const target = path.resolve('schema.graphql');
fs.writeFileSync(target, text);
console.log(`schema.graphql written (${text.length} bytes)`);

const rules = inputRulesJson(describeInputRules(schema));
const rulesTarget = path.resolve(INPUT_RULES_FILE);
fs.mkdirSync(path.dirname(rulesTarget), { recursive: true });
fs.writeFileSync(rulesTarget, rules);
console.log(`${INPUT_RULES_FILE} written (${rules.length} bytes)`);
