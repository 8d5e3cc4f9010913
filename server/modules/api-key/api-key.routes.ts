import { listArgs, type RestRoute } from '../../rest/route.js';

/** Settings -> API keys (api-contract "Partner access"); DELETE revokes, the row stays for the record. */
export const apiKeyRoutes: RestRoute[] = [
  { method: 'GET', path: '/api/admin/api_key', field: 'apiKeys', args: listArgs, shape: 'list', summary: 'API keys: list (page, per_page, sort, keyword)' },
  { method: 'POST', path: '/api/admin/api_key', field: 'createApiKey', status: 201, summary: 'API keys: create; the answer carries `secret` this once' },
  {
    method: 'POST',
    path: '/api/admin/api_key/:id/rotate',
    field: 'rotateApiKey',
    args: (req) => ({ id: req.params.id, graceHours: req.body.grace_hours ?? req.body.graceHours }),
    summary: 'API keys: a new secret ({grace_hours}, default 24: how long the old one still works)',
  },
  { method: 'GET', path: '/api/admin/api_key/:id', field: 'apiKey', summary: 'API keys: one by id' },
  { method: 'PUT', path: '/api/admin/api_key/:id', field: 'updateApiKey', summary: 'API keys: update' },
  { method: 'DELETE', path: '/api/admin/api_key/:id', field: 'revokeApiKey', summary: 'API keys: revoke at once' },
];
