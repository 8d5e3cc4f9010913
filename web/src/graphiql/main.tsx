import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import { buildSchema } from 'graphql';
import { StrictMode, type ComponentProps } from 'react';
import { createRoot } from 'react-dom/client';
import schemaSource from '../../../schema.graphql?raw';

/**
 * The GraphQL explorer, bundled with the shop (no CDN): the server serves this page for browser GETs of
 * /graphql. Add an `Authorization: Bearer <token>` header in the Headers tab for guarded operations.
 */
type Fetcher = ComponentProps<typeof GraphiQL>['fetcher'];

const ENDPOINT = '/graphql';

/**
 * The schema comes from the committed schema.graphql (built from the same commit as the server), not from
 * an introspection query: the server's depth limit rightly refuses the deep introspection query.
 */
const schema = buildSchema(schemaSource);

const fetcher: Fetcher = async (params, options) => {
  const response = await fetch(ENDPOINT, {
    method: 'POST',
    headers: {
      Accept: 'application/graphql-response+json, application/json',
      'Content-Type': 'application/json',
      ...(options?.headers as Record<string, string> | undefined),
    },
    body: JSON.stringify(params),
    credentials: 'same-origin',
  });
  const body: unknown = await response.text().then((text) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return { errors: [{ message: `${response.status} ${response.statusText}: ${text}` }] };
    }
  });
  return body as Awaited<ReturnType<Fetcher>>;
};

const container = document.getElementById('graphiql');
if (!container) throw new Error('#graphiql is missing from graphiql.html');

createRoot(container).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} schema={schema} defaultEditorToolsVisibility="headers" shouldPersistHeaders={false} />
  </StrictMode>,
);
