import Upload from 'graphql-upload/Upload.mjs';
import { crudRoutes, type RestRoute } from '../../rest/route.js';

const SHOP_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `from` and `to` as the reports take them (shop days), or as instants when they carry a time. */
function figuresPeriod(query: Record<string, unknown>) {
  const day = (value: unknown) => typeof value === 'string' && SHOP_DAY.test(value);
  return {
    ...(day(query.from) ? { fromDate: query.from } : { from: query.from }),
    ...(day(query.to) ? { toDate: query.to } : { to: query.to }),
  };
}

/** Leads and lead funnels of the CRM (permission lead; api-contract.md "lead" and "funnel"). */
export const leadRoutes: RestRoute[] = [
  {
    method: 'PUT',
    path: '/api/admin/lead/:id/stage',
    field: 'moveLead',
    args: (req) => ({ id: req.params.id, input: req.body }),
    summary: 'Leads: board move {stage_id, order, version}; 409 when version is stale',
  },
  {
    method: 'GET',
    path: '/api/admin/lead/export',
    field: 'exportLeads',
    args: () => ({}),
    download: true,
    summary: 'Every lead as a spreadsheet ("lead list.xlsx")',
  },
  {
    method: 'POST',
    path: '/api/admin/lead/import',
    field: 'importLeads',
    args: (req) => ({ file: req.body.file instanceof Upload ? req.body.file : undefined }),
    summary: 'Import leads from an .xlsx file (multipart field file, at most 1000 rows) -> {imported, errors: [{row, messages}]}',
  },
  {
    method: 'GET',
    path: '/api/admin/lead/duplicates',
    field: 'leadDuplicates',
    args: (req) => ({ emails: req.query.emails, phones: req.query.phones, excludeId: req.query.exclude_id }),
    summary: 'Leads: leads and customers with one of these e-mails or phones (duplicates warning)',
  },
  {
    method: 'POST',
    path: '/api/admin/lead/:id/activity',
    field: 'addLeadActivity',
    status: 201,
    args: (req) => ({ leadId: req.params.id, input: req.body }),
    summary: "Leads: add a note or activity {kind, body} to the lead's timeline",
  },
  ...crudRoutes({
    path: 'lead',
    label: 'Leads',
    one: 'lead',
    many: 'leads',
    create: 'createLead',
    update: 'updateLead',
    remove: 'deleteLead',
    removeMany: 'deleteLeads',
    updateMany: 'updateLeads',
    listFields:
      '{ id firstName lastName company emails phones leadSource statusId status { id title } adminId adminName funnelId stageId expectedValue followUpAt tags customerId version updatedAt }',
  }),
  {
    method: 'GET',
    path: '/api/admin/funnel/:id/board',
    field: 'funnelBoard',
    args: (req) => ({ id: req.params.id, language: req.query.language }),
    fields:
      '{ funnel { id name } columns { stage { id name colour probability won lost order } count total leads { id firstName lastName company expectedValue adminName followUpAt version order } } }',
    summary: 'Funnels: the board (columns per stage with their cards, count and total value)',
  },
  {
    method: 'GET',
    path: '/api/admin/funnel/:id/figures',
    field: 'funnelFigures',
    args: (req) => ({ id: req.params.id, ...figuresPeriod(req.query) }),
    summary:
      'Funnels: figures of a period from the history: ?from&to as shop days (YYYY-MM-DD, both included, default the last 30 days) or instants [from, to)',
  },
  ...crudRoutes({
    path: 'funnel',
    label: 'Funnels',
    one: 'funnel',
    many: 'funnels',
    create: 'createFunnel',
    update: 'updateFunnel',
    remove: 'deleteFunnel',
    removeMany: 'deleteFunnels',
    listFields: '{ id name stages { id name colour order } updatedAt }',
  }),
];
