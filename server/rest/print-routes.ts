// Prints the REST gateway's route table as Markdown (`npm run routes`), for the README: each route with
// its request fields and answer shape, read from the schema (describe.ts).
import 'reflect-metadata';
import { getSchema } from '../schema.js';
import { routeTableMarkdown } from './describe.js';
import { routes } from './routes/index.js';

console.log(routeTableMarkdown(await getSchema(), routes));
