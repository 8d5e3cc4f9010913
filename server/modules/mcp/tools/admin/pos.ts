import { z } from 'zod';
import { tool } from '../../tool.js';

/** The point of sale's register reports (modules/order's counter). */
export const posTools = [
  tool({
    name: 'register_report',
    title: "A register's X report",
    description:
      "A register session's report: the X report while it is open (sales so far, by payment method and currency, cash expected in the drawer), the Z report once closed (counted cash, over/short).",
    field: 'registerSessionReport',
    document: `query McpRegister($storeId: Int!, $sessionId: Int!) { registerSessionReport(storeId: $storeId, sessionId: $sessionId) {
      id kind storeId registerId registerName openedAt openedBy closedAt closedBy float cashIn cashOut sales salesTotal refundsTotal expectedCash countedCash overShort
      byMethod { method amount } byCurrency { method currency amount } } }`,
    input: {
      storeId: z.number().int().describe("The store's id."),
      sessionId: z.number().int().describe("The register session's id (a register's openSessionId while open)."),
    },
  }),
];
