import { NotFoundError, ValidationError, fieldError } from '../../common/errors.js';
import { staffName } from '../../common/context.js';
import { Service } from '../../common/service.js';
import { unitOfWork } from '../../common/transaction.js';
import { Attribute } from '../attribute/index.js';
import { Warehouse } from '../warehouse/index.js';
import { InventoryHistoryType, optionText } from './history.js';
import { StockLedger, type LedgerSubject } from './stock-ledger.js';
import { Inventory } from './inventory.entity.js';
import { InventoryHistory } from './inventory-history.entity.js';
import { INVENTORY_MESSAGES, type InventoryMovementInput, type InventoryTransferInput } from './inventory.inputs.js';
import { useLanguage } from '../settings/index.js';

interface Described {
  inventory: Inventory;
  productId: number;
  stockId: number;
  sku: string;
  option: string;
  warehouseName: string;
}

type MovementType = InventoryHistoryType.plus | InventoryHistoryType.minus | InventoryHistoryType.update;

/**
 * Stock movements of the back office (permission `product`): plus, minus, update (set) and transfer,
 * each one unit of work (common/transaction.ts) holding the quantity change and its history row, written
 * by the stock ledger (stock-ledger.ts): conditional statements and row locks, never read-modify-write in
 * JavaScript, so concurrent movements never lose an update and never go below zero (the CHECK
 * constraint is the last guard).
 */
export class InventoryService extends Service {
  private async describe(inventoryId: number): Promise<Described> {
    const inventory = await this.em.findOne(Inventory, { id: inventoryId }, { populate: ['warehouse', 'stock', 'stock.optionValues'] as never });
    if (!inventory) throw new NotFoundError();
    const stock = inventory.stock.getEntity();
    const values = stock.optionValues.getItems();
    const content = await useLanguage(this.ctx);
    const attributes = values.length ? await this.em.find(Attribute, { id: { $in: [...new Set(values.map((v) => v.attribute.id))] } }) : [];
    return {
      inventory,
      productId: stock.product.id,
      stockId: stock.id,
      sku: stock.sku,
      option: optionText(values, new Map(attributes.map((a) => [a.id, a])), content),
      warehouseName: inventory.warehouse.getEntity().name,
    };
  }

  async move(type: MovementType, input: InventoryMovementInput): Promise<Inventory> {
    const described = await this.describe(input.inventoryId);
    const subject = this.subject(described, staffName(this.ctx), input.remark);
    const { quantity } = input;
    await unitOfWork(this.em, async (tx) => {
      if (type === InventoryHistoryType.plus) await StockLedger.receive(tx, subject, quantity);
      else if (type === InventoryHistoryType.minus) {
        if (!(await StockLedger.take(tx, subject, quantity))) throw fieldError('quantity', INVENTORY_MESSAGES.tooLarge);
      } else await StockLedger.set(tx, subject, quantity, null);
    });
    return this.reload(input.inventoryId);
  }

  /** Moves quantity from the inventory to the same stock's inventory in warehouse `to` (created if missing). */
  async transfer(input: InventoryTransferInput): Promise<Inventory> {
    const described = await this.describe(input.inventoryId);
    const source = described.inventory;
    if (input.stockId != null && input.stockId !== described.stockId) throw fieldError('stockId', 'Please check your input.');
    if (input.from != null && input.from !== source.warehouse.id) throw fieldError('from', 'Please check your input.');
    const destination = input.to === source.warehouse.id ? null : await this.em.findOne(Warehouse, { id: input.to });
    if (!destination) throw fieldError('to', INVENTORY_MESSAGES.destination);
    const subject = this.subject(described, staffName(this.ctx), input.remark);
    const target = { stockId: described.stockId, warehouseId: destination.id, warehouseName: destination.name };
    await unitOfWork(this.em, async (tx) => {
      if ((await StockLedger.transfer(tx, subject, target, input.quantity)) === null) throw new ValidationError({ quantity: INVENTORY_MESSAGES.tooLarge });
    });
    return this.reload(source.id);
  }

  private subject(described: Described, adminName: string, remark: string | null | undefined): LedgerSubject {
    return {
      inventoryId: described.inventory.id,
      productId: described.productId,
      warehouseName: described.warehouseName,
      sku: described.sku,
      option: described.option,
      remark: remark ?? '',
      adminName,
    };
  }

  private async reload(id: number): Promise<Inventory> {
    this.ctx.loaders.clearAll();
    const inventory = await this.em.findOne(Inventory, { id }, { refresh: true });
    if (!inventory) throw new NotFoundError();
    return inventory;
  }

  /** One inventory's movements, newest first. */
  async histories(inventoryId: number): Promise<InventoryHistory[]> {
    if (!(await this.em.count(Inventory, { id: inventoryId }))) throw new NotFoundError();
    return this.em.find(InventoryHistory, { inventory: inventoryId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  /** Every movement of a product's inventories, newest first (the catalogue says whether the product exists). */
  productHistories(productId: number): Promise<InventoryHistory[]> {
    return this.em.find(InventoryHistory, { product: productId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }
}
