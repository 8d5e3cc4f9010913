import { listArgs, type RestRoute } from '../../rest/route.js';

export const mailOutboxRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/admin/mail/outbox',
    field: 'mailOutbox',
    args: listArgs,
    shape: 'list',
    summary: 'The mail outbox (page, per_page, sort, keyword, status: stored, sent or failed)',
  },
  { method: 'GET', path: '/api/admin/mail/outbox/:id', field: 'mailOutboxMessage', args: (req) => ({ id: req.params.id }), summary: 'One mail of the outbox' },
];
