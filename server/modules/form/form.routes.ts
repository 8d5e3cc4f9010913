import { crudRoutes, type RestRequest, type RestRoute } from '../../rest/route.js';

/** Body keys of a submission that are not answers. */
const NOT_ANSWERS = new Set(['idempotency_key', 'language', '_hp']);

/** `POST /api/form/{url}`: answers by field key at the top level, plus idempotency_key (and the honeypot `_hp`). */
const submitArgs = (req: RestRequest) => ({
  url: req.params.url,
  language: req.body.language ?? req.query.language,
  input: {
    answers: Object.fromEntries(Object.entries(req.body).filter(([key]) => !NOT_ANSWERS.has(key))),
    idempotencyKey: req.body.idempotency_key,
    honeypot: req.body._hp,
  },
});

/** A form's submissions list and export: the list options plus from, to, customer_id. */
const historyArgs = (req: RestRequest) => {
  const { language: _language, ...options } = req.query;
  return { formId: req.params.id, options };
};

/** Form builder (issue 16): the storefront's forms, the shopper's histories, the back office's forms and submissions. */
export const formRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/form/:url',
    field: 'publicForm',
    args: (req) => ({ url: req.params.url, language: req.query.language }),
    summary: 'A storefront form by url (?language), with its idempotency_key; 404 when missing or disabled',
  },
  {
    method: 'POST',
    path: '/api/form/:url',
    field: 'submitForm',
    args: submitArgs,
    summary: 'Submits a form: answers by field key, idempotency_key -> {message}',
  },
  { method: 'GET', path: '/api/submit_histories', field: 'submitHistories', summary: "The signed-in shopper's submissions: [{form_url, created_at}]" },
  {
    method: 'GET',
    path: '/api/admin/form/histories/:id',
    field: 'formSubmission',
    args: (req) => ({ id: req.params.id, language: req.query.language }),
    summary: 'form submissions: one, with every answer labelled as its version had it',
  },
  { method: 'DELETE', path: '/api/admin/form/histories/:id', field: 'deleteFormSubmission', summary: 'form submissions: delete one' },
  {
    method: 'GET',
    path: '/api/admin/form/:id/histories/export',
    field: 'exportFormSubmissions',
    args: historyArgs,
    download: true,
    summary: "form submissions: a form's as .xlsx (same filters as the list), one column per field key",
  },
  {
    method: 'DELETE',
    path: '/api/admin/form/:id/histories/batch',
    field: 'deleteFormSubmissions',
    args: (req) => ({ formId: req.params.id, ids: req.body.ids }),
    summary: "form submissions: batch delete of a form's ({ids})",
  },
  {
    method: 'GET',
    path: '/api/admin/form/:id/histories',
    field: 'formSubmissions',
    args: historyArgs,
    shape: 'list',
    // The answers by field key; their labelled entries come with GET /api/admin/form/histories/{id}.
    fields: '{ id formId formTitle formVersion answers customerId customerName customerEmail language clientAddress createdAt updatedAt }',
    summary: "form submissions: a form's (page, per_page, sort, keyword, from, to, customer_id)",
  },
  ...crudRoutes({
    path: 'form',
    label: 'forms',
    one: 'form',
    many: 'forms',
    create: 'createForm',
    update: 'updateForm',
    remove: 'deleteForm',
    removeMany: 'deleteForms',
    updateMany: 'updateForms',
    // The list's columns; the fields and their options come with GET /api/admin/form/{id}.
    listFields: '{ id title url enabled allowGuest limitSubmit createLead version createdAt updatedAt }',
  }),
];
