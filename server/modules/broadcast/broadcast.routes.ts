import { crudRoutes, listArgs, type RestRoute } from '../../rest/route.js';

const success = () => ({ success: true });
const GROUP = '/api/admin/receiver_group';

/** Receiver groups, keyed by name (spec 7: edit/{name}, batch delete by names); permission broadcast. */
const receiverGroupRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: GROUP,
    field: 'receiverGroups',
    args: listArgs,
    shape: 'list',
    fields: '{ id name filters { subscribed tierIds statusIds leadSources tags stageIds orderedWithinDays language } customerIds leadIds count updatedAt }',
    summary: 'receiver groups: list (page, per_page, sort, keyword) with their current count',
  },
  { method: 'POST', path: GROUP, field: 'createReceiverGroup', status: 201, summary: 'receiver groups: create {name, filters, customer_ids, lead_ids}' },
  {
    method: 'DELETE',
    path: `${GROUP}/batch`,
    field: 'deleteReceiverGroupsByName',
    args: (req) => ({ names: req.body.names ?? req.body.ids }),
    summary: 'receiver groups: batch delete by names ({names}; ids also read as names)',
  },
  { method: 'GET', path: `${GROUP}/:name`, field: 'receiverGroupByName', args: (req) => ({ name: req.params.name }), summary: 'receiver groups: one by name' },
  {
    method: 'PUT',
    path: `${GROUP}/:name`,
    field: 'updateReceiverGroupByName',
    args: (req) => ({ name: req.params.name, input: req.body }),
    summary: 'receiver groups: update by name (only the fields sent)',
  },
  {
    method: 'DELETE',
    path: `${GROUP}/:name`,
    field: 'deleteReceiverGroupsByName',
    args: (req) => ({ names: [req.params.name] }),
    summary: 'receiver groups: delete by name',
  },
];

const messageRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/admin/message/:id/preview',
    field: 'broadcastMessagePreview',
    args: (req) => ({ id: req.params.id, language: req.query.language }),
    summary: 'broadcast messages: preview in a language {subject, html, text}',
  },
  {
    method: 'POST',
    path: '/api/admin/message/:id/test',
    field: 'testSendBroadcastMessage',
    args: (req) => ({ id: req.params.id, input: { email: req.body.email }, language: req.body.language ?? req.query.language }),
    shape: success,
    answer: '{success}',
    summary: 'broadcast messages: test send to one address {email, language}',
  },
  ...crudRoutes({
    path: 'message',
    label: 'broadcast messages',
    one: 'broadcastMessage',
    many: 'broadcastMessages',
    create: 'createBroadcastMessage',
    update: 'updateBroadcastMessage',
    remove: 'deleteBroadcastMessage',
    removeMany: 'deleteBroadcastMessages',
    listFields: '{ id subject updatedAt }',
  }),
];

const broadcastAdminRoutes: RestRoute[] = [
  { method: 'POST', path: '/api/admin/broadcast/:id/cancel', field: 'cancelBroadcast', summary: 'broadcasts: cancel (what has not been sent is not sent)' },
  ...crudRoutes({
    path: 'broadcast',
    label: 'broadcasts',
    one: 'broadcast',
    many: 'broadcasts',
    create: 'createBroadcast',
    update: 'updateBroadcast',
    remove: 'deleteBroadcast',
    removeMany: 'deleteBroadcasts',
    listFields: '{ id messageId receiverGroups sendAt status recipients sent failed skipped startedAt finishedAt updatedAt }',
  }),
];

/** The storefront's newsletter: double opt-in sign-up, confirmation, RFC 8058 one-click unsubscribe. */
const newsletterRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/newsletter',
    field: 'subscribeNewsletter',
    shape: success,
    answer: '{success}',
    summary: 'Newsletter sign-up {email, language}: mails a confirmation link (double opt-in); the same answer for every address',
  },
  {
    method: 'POST',
    path: '/api/newsletter/confirm',
    field: 'confirmNewsletter',
    shape: success,
    answer: '{success}',
    summary: 'Confirm a newsletter sign-up {email, signature, language}',
  },
  {
    method: 'POST',
    path: '/api/unsubscribe/:email',
    field: 'unsubscribe',
    args: (req) => ({ input: { email: req.params.email, signature: req.query.signature ?? req.body.signature } }),
    multipart: true,
    shape: success,
    answer: '{success}',
    summary: 'RFC 8058 one-click unsubscribe (List-Unsubscribe-Post) with the signed link (?signature=...)',
  },
];

export const broadcastRoutes: RestRoute[] = [...receiverGroupRoutes, ...messageRoutes, ...broadcastAdminRoutes, ...newsletterRoutes];
