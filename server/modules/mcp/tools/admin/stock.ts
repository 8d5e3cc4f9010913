import { z } from 'zod';
import { tool } from '../../tool.js';
import type { McpTool } from '../../tool.js';

const INVENTORY = 'id stockId warehouseId warehouseName quantity availableInventories';
const inventoryId = z.number().int().describe('The stock level to change: inventories[].id of get_product (one stock in one warehouse).');
const remark = z.string().max(255).optional().describe('Why (kept in the stock history).');

/** A stock movement tool on one inventory (the inventory module writes every stock change, with its history row). */
function movement(name: string, title: string, field: string, description: string, quantity: string): McpTool {
  return tool({
    name,
    title,
    description,
    field,
    document: `mutation Mcp${field}($input: InventoryMovementInput!) { ${field}(input: $input) { ${INVENTORY} } }`,
    input: { inventoryId, quantity: z.number().int().min(0).describe(quantity), remark },
    variables: (input) => ({ input }),
    hints: { readOnlyHint: false, idempotentHint: field === 'updateInventory' },
  });
}

/** Stock levels and movements (modules/inventory). */
export const stockTools = [
  tool({
    name: 'get_stock_levels',
    title: 'Stock levels of a product',
    description: 'Each stock (option combination) of a product with its units per warehouse: quantity on hand and what can be sold (availableInventories).',
    field: 'product',
    document: `query McpStockLevels($id: Int!, $language: String) { product(id: $id, language: $language) { id name sku
      stocks { id sku allAvailableInventories optionValues { attributeTitle label } inventories { ${INVENTORY} } } } }`,
    input: { id: z.number().int().describe("The product's id.") },
  }),
  tool({
    name: 'get_stock_history',
    title: 'Stock history of a product',
    description: "Every stock movement of a product's stocks (sales, returns, adjustments, transfers), newest first, with who made it.",
    field: 'productInventoryHistories',
    document: `query McpStockHistory($productId: Int!) { productInventoryHistories(productId: $productId) { id sku option warehouseName action type quantity remark adminName createdAt } }`,
    input: { productId: z.number().int().describe("The product's id.") },
  }),
  movement('add_stock', 'Add stock', 'plusInventory', 'Adds units to a stock level (goods received).', 'Units to add.'),
  movement('remove_stock', 'Remove stock', 'minusInventory', 'Takes units from a stock level (damaged, lost); never below zero.', 'Units to take.'),
  movement('set_stock', 'Set a stock level', 'updateInventory', 'Sets a stock level to a counted quantity (stocktake).', 'The new quantity.'),
  tool({
    name: 'transfer_stock',
    title: 'Transfer stock',
    description: 'Moves units of one stock from one warehouse to another; answers the source stock level.',
    field: 'transferInventory',
    document: `mutation McpTransfer($input: InventoryTransferInput!) { transferInventory(input: $input) { ${INVENTORY} } }`,
    input: {
      inventoryId: z.number().int().describe('The source stock level (inventories[].id of get_product).'),
      to: z.number().int().describe('The warehouse id to move the units to.'),
      quantity: z.number().int().min(1).describe('Units to move.'),
      remark,
    },
    variables: (input) => ({ input }),
    hints: { readOnlyHint: false, idempotentHint: false },
  }),
];
