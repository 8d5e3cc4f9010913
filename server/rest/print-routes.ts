// Prints the REST gateway's route table as Markdown (`npm run routes`), for the README.
import 'reflect-metadata';
import { routes } from './routes/index.js';

console.log('| method | path | GraphQL field | what |');
console.log('|---|---|---|---|');
for (const route of routes) {
  console.log(`| ${route.method} | \`${route.path}\` | \`${route.field}\` | ${route.summary} |`);
}
