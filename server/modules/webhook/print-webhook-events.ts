// Prints the webhook events with their payload examples as Markdown (`npm run webhooks:readme` writes
// them into README.md between the markers of webhook-event-docs.ts, which lead-webhook.test.ts checks).
import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../common/project-root.js';
// Loads every module, so each registers its events.
import { getSchema } from '../../schema.js';
import { EVENTS_DOC_END, EVENTS_DOC_START, webhookEventsMarkdown } from './webhook-event-docs.js';

await getSchema();
const markdown = webhookEventsMarkdown();
if (process.argv.includes('--write')) {
  const file = path.join(projectRoot, 'README.md');
  const readme = fs.readFileSync(file, 'utf8');
  const start = readme.indexOf(EVENTS_DOC_START);
  const end = readme.indexOf(EVENTS_DOC_END);
  if (start < 0 || end < start) throw new Error('README.md has no webhook events markers to replace');
  fs.writeFileSync(file, readme.slice(0, start) + markdown + readme.slice(end + EVENTS_DOC_END.length));
  console.log('README.md: webhook events rewritten');
} else console.log(markdown);
