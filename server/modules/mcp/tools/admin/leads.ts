import { z } from 'zod';
import { tool } from '../../tool.js';
import { page, perPage } from '../common.js';

/** Leads and the sales funnel's board (modules/lead). */
export const leadTools = [
  tool({
    name: 'list_leads',
    title: 'List leads',
    description: 'Lists sales leads, filtered by keyword, funnel stage, status, owner; each with its stage and version (move_lead needs the version).',
    field: 'leads',
    document: `query McpLeads($options: LeadListOptions) { leads(options: $options) {
      items { id firstName lastName company emails phones stageId funnelId statusId adminName expectedValue followUpAt version } page perPage totalItems totalExact } }`,
    input: {
      keyword: z.string().max(200).optional().describe('Name, company, email or phone.'),
      funnelId: z.number().int().optional().describe('Only this funnel.'),
      stageId: z.number().int().optional().describe('Only this stage.'),
      statusId: z.number().int().optional().describe('Only this lead status.'),
      page,
      perPage,
    },
    variables: (options) => ({ options }),
  }),
  tool({
    name: 'move_lead',
    title: 'Move a lead',
    description:
      "Moves a lead to another stage of its funnel. Pass the lead's version from list_leads: if someone moved it meanwhile the move is refused (conflict) and nothing changes.",
    field: 'moveLead',
    document: `mutation McpMoveLead($id: Int!, $input: MoveLeadInput!) { moveLead(id: $id, input: $input) { id stageId funnelId order version } }`,
    input: {
      id: z.number().int().describe("The lead's id."),
      stageId: z.number().int().describe('The stage to move it to.'),
      version: z.number().int().describe("The lead's version as last read."),
      order: z.number().int().min(0).optional().describe('Position within the stage (0: top).'),
    },
    variables: ({ id, ...input }) => ({ id, input }),
    hints: { readOnlyHint: false, idempotentHint: true },
  }),
];
