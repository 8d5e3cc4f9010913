import { z } from 'zod';
import { tool } from '../../tool.js';
import { page, perPage } from '../common.js';

const customerId = z.number().int().describe("The customer's id (list_customers items[].id).");
const CUSTOMER = `id firstName lastName email phone mobiles enabled isSubscribe tags jobTitle department description createdAt
  leadSource statusId membershipTier { id name } membershipExpiresAt
  addresses { id firstName lastName address country contactNumber defaultShipping defaultBilling }`;

const LEAD_SOURCES = ['campaign', 'email', 'employee', 'existing_customer', 'partner', 'public_relations'] as const;
const details = {
  firstName: z.string().max(100).describe('First name.'),
  lastName: z.string().max(100).describe('Last name.'),
  email: z.string().max(255).describe('Sign-in email, unique.'),
  phone: z.string().max(50).describe('Phone.'),
  statusId: z.number().int().describe("The customer's status (list_customer_statuses id)."),
  leadSource: z.enum(LEAD_SOURCES).describe('How the customer came to the shop.'),
  isSubscribe: z.boolean().optional().describe('Subscribed to the newsletter.'),
  enabled: z.boolean().optional().describe('May sign in (default true).'),
  tags: z.array(z.string().max(50)).optional().describe('Tags.'),
  description: z.string().max(5000).optional().describe('A note about the customer.'),
};

/** Customers in the back office (the customer service's rules and uniqueness). */
export const customerTools = [
  tool({
    name: 'list_customer_statuses',
    title: 'Customer statuses',
    description: 'The statuses a customer or lead may have (id, title): create_customer and update_customer take one.',
    field: 'leadStatuses',
    document: `query McpStatuses($options: ListOptions) { leadStatuses(options: $options) { items { id title } page perPage totalItems totalExact } }`,
    input: { page, perPage },
    variables: (options) => ({ options }),
  }),
  tool({
    name: 'list_customers',
    title: 'List customers',
    description: 'Lists customers, filtered by keyword (name, email, phone) and newsletter subscription, paged.',
    field: 'customers',
    document: `query McpCustomers($options: CustomerListOptions) { customers(options: $options) {
      items { id firstName lastName email phone enabled isSubscribe createdAt } page perPage totalItems totalExact } }`,
    input: {
      keyword: z.string().max(200).optional().describe('Name, email or phone.'),
      isSubscribe: z.boolean().optional().describe('Only (un)subscribed customers.'),
      sort: z.string().max(40).optional().describe('A column, "-" in front for descending.'),
      page,
      perPage,
    },
    variables: (options) => ({ options }),
  }),
  tool({
    name: 'get_customer',
    title: 'Get a customer',
    description: 'One customer with addresses, tags, membership tier and their recent orders.',
    field: 'customer',
    document: `query McpCustomer($id: Int!) { customer(id: $id) { ${CUSTOMER} orders { id orderNumber status grandTotal createdAt } } }`,
    input: { id: customerId },
  }),
  tool({
    name: 'create_customer',
    title: 'Create a customer',
    description: 'Creates a customer account with a first password (the customer may change it, or reset it by email).',
    field: 'createCustomer',
    document: `mutation McpCreateCustomer($input: CreateCustomerInput!) { createCustomer(input: $input) { ${CUSTOMER} } }`,
    input: { ...details, password: z.string().max(128).describe("The account's first password (the shop's password rules apply).") },
    variables: ({ password, ...input }) => ({ input: { ...input, password, passwordConfirmation: password } }),
    hints: { readOnlyHint: false, idempotentHint: false },
  }),
  tool({
    name: 'update_customer',
    title: 'Update a customer',
    description: 'Changes the fields given of a customer; the others keep their values.',
    field: 'updateCustomer',
    document: `mutation McpUpdateCustomer($id: Int!, $input: UpdateCustomerInput!) { updateCustomer(id: $id, input: $input) { ${CUSTOMER} } }`,
    input: {
      id: customerId,
      ...Object.fromEntries(Object.entries(details).map(([key, schema]) => [key, schema.optional()])),
    },
    variables: ({ id, ...input }) => ({ id, input }),
    hints: { readOnlyHint: false, idempotentHint: true },
  }),
  tool({
    name: 'get_customer_points',
    title: "A customer's points",
    description: "A customer's reward points: balance, points expiring soon and the history.",
    field: 'customerPoints',
    document: `query McpCustomerPoints($customerId: Int!) { customerPoints(customerId: $customerId) {
      balance expiringSoon expiringOn history { id type points usedPoints remark orderId expiryDate createdAt } } }`,
    input: { customerId },
  }),
  tool({
    name: 'adjust_customer_points',
    title: "Adjust a customer's points",
    description: 'Gives (positive) or takes (negative) reward points with a remark; a balance never goes below 0.',
    field: 'adjustCustomerPoints',
    document: `mutation McpAdjustPoints($customerId: Int!, $input: PointsAdjustmentInput!) { adjustCustomerPoints(customerId: $customerId, input: $input) { balance expiringSoon expiringOn } }`,
    input: {
      customerId,
      points: z.number().int().describe('Points to give (positive) or take (negative).'),
      remark: z.string().max(255).describe('Why (kept in the history).'),
    },
    variables: ({ customerId, ...input }) => ({ customerId, input }),
    hints: { readOnlyHint: false, idempotentHint: false },
  }),
];
