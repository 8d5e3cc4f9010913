import { tool } from '../../tool.js';
import { language, ORDER_FIELDS } from '../common.js';

/** The signed-in shopper's own account (listed only with a shopper's token). */
export const accountTools = [
  tool({
    name: 'get_my_account',
    title: 'My account',
    description: "The signed-in shopper's account: name, email, phone, newsletter subscription.",
    field: 'me',
    document: `query McpMe { me { id email firstName lastName phone isSubscribe createdAt } }`,
    input: {},
  }),
  tool({
    name: 'list_my_orders',
    title: 'My orders',
    description: "The signed-in shopper's orders, newest first, with lines, totals and status.",
    field: 'myOrders',
    document: `query McpMyOrders($language: String) { myOrders(language: $language) { ${ORDER_FIELDS} } }`,
    input: { language },
    plainText: ['paymentInstructions'],
  }),
  tool({
    name: 'list_my_addresses',
    title: 'My addresses',
    description: "The signed-in shopper's saved addresses; pass an id to place_order as shippingAddressId.",
    field: 'addresses',
    document: `query McpAddresses { addresses { id firstName lastName address country contactNumber defaultShipping defaultBilling } }`,
    input: {},
  }),
  tool({
    name: 'get_my_points',
    title: 'My reward points',
    description: "The signed-in shopper's reward points balance and the points expiring soon.",
    field: 'myPoints',
    document: `query McpPoints { myPoints { balance expiringSoon expiringOn } }`,
    input: {},
  }),
];
