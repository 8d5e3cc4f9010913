import { z } from 'zod';
import { tool } from '../../tool.js';
import { language, page, perPage } from '../common.js';

const promotionId = z.number().int().describe("The promotion's id (list_promotions items[].id).");
const PROMOTION = `id name kind code enabled exclusive priority startsOn endsOn usageLimit usageLimitPerCustomer used description
  conditions { type value } actions { type value }`;
const rule = z.object({
  type: z.string().max(40).describe('The rule type.'),
  value: z.record(z.string(), z.unknown()).describe('The rule\'s fields, e.g. {"percent": 10}; get_promotion shows an existing rule\'s fields.'),
});
const fields = {
  name: z.string().max(255).describe('Name (in `language`).'),
  kind: z.enum(['automatic', 'coupon']).describe('automatic: applies by itself; coupon: needs its code.'),
  code: z.string().max(64).optional().describe('The coupon code (kind coupon).'),
  enabled: z.boolean().optional().describe('In force.'),
  startsOn: z.string().max(10).optional().describe('First day, YYYY-MM-DD (shop time zone).'),
  endsOn: z.string().max(10).optional().describe('Last day, YYYY-MM-DD.'),
  usageLimit: z.number().int().min(0).optional().describe('Uses in all.'),
  usageLimitPerCustomer: z.number().int().min(0).optional().describe('Uses per customer.'),
  conditions: z
    .array(rule)
    .optional()
    .describe(
      'When it applies: min_subtotal {amount}, min_quantity {quantity}, products|categories|brands|membership_tiers {ids}, signed_in, first_order, currencies {codes}.',
    ),
  actions: z
    .array(rule)
    .optional()
    .describe(
      'What it gives: order_percent {percent}, order_amount {amount}, line_percent / line_amount / buy_x_get_y (with a line filter), free_shipping, bonus_points {points}.',
    ),
};

/** Promotions and coupons (the promotion service's rules; the pricing pipeline applies them). */
export const promotionTools = [
  tool({
    name: 'list_promotions',
    title: 'List promotions',
    description: 'Lists promotions and coupons with their kind, code, dates, limits and how often they were used.',
    field: 'promotions',
    document: `query McpPromotions($options: ListOptions, $language: String) { promotions(options: $options, language: $language) {
      items { id name kind code enabled startsOn endsOn usageLimit used } page perPage totalItems totalExact } }`,
    input: { keyword: z.string().max(200).optional().describe('Name or code.'), page, perPage, language },
    variables: ({ language, ...options }) => ({ options, language }),
  }),
  tool({
    name: 'get_promotion',
    title: 'Get a promotion',
    description: 'One promotion with its conditions and actions.',
    field: 'promotion',
    document: `query McpPromotion($id: Int!, $language: String) { promotion(id: $id, language: $language) { ${PROMOTION} } }`,
    input: { id: promotionId, language },
    plainText: ['description'],
  }),
  tool({
    name: 'create_promotion',
    title: 'Create a promotion',
    description: 'Creates an automatic promotion or a coupon; the shop checks each rule and answers its mistakes per field.',
    field: 'createPromotion',
    document: `mutation McpCreatePromotion($input: PromotionInput!, $language: String) { createPromotion(input: $input, language: $language) { ${PROMOTION} } }`,
    input: { ...fields, language },
    variables: ({ language, ...input }) => ({ input, language }),
    hints: { readOnlyHint: false, idempotentHint: false },
    plainText: ['description'],
  }),
  tool({
    name: 'update_promotion',
    title: 'Update a promotion',
    description: 'Changes the fields given of a promotion (e.g. enabled, dates, limits); the others keep their values.',
    field: 'updatePromotion',
    document: `mutation McpUpdatePromotion($id: Int!, $input: PromotionInput!, $language: String) { updatePromotion(id: $id, input: $input, language: $language) { ${PROMOTION} } }`,
    input: { id: promotionId, ...Object.fromEntries(Object.entries(fields).map(([key, schema]) => [key, schema.optional()])), language },
    variables: ({ id, language, ...input }) => ({ id, input, language }),
    hints: { readOnlyHint: false, idempotentHint: true },
    plainText: ['description'],
  }),
  tool({
    name: 'generate_coupon_codes',
    title: 'Generate coupon codes',
    description: 'Makes single-use codes for a coupon promotion; answers how many were made (export them in the back office).',
    field: 'generatePromotionCodes',
    document: `mutation McpCodes($id: Int!, $input: GenerateCodesInput!) { generatePromotionCodes(id: $id, input: $input) { affected } }`,
    input: {
      id: promotionId,
      count: z.number().int().min(1).max(10000).describe('How many codes.'),
      prefix: z.string().max(20).optional().describe('Text every code starts with.'),
    },
    variables: ({ id, ...input }) => ({ id, input }),
    hints: { readOnlyHint: false, idempotentHint: false },
  }),
];
