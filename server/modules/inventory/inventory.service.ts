import { NotFoundError, ValidationError, fieldError } from '../../common/errors.js';
import { Service } from '../../common/service.js';
import { useLanguage } from '../../common/translations.js';
import { Attribute } from '../attribute/attribute.entity.js';
import { Warehouse } from '../warehouse/warehouse.entity.js';
import { InventoryHistoryType, optionText, recordMovement } from './history.js';
import { Inventory } from './inventory.entity.js';
import { InventoryHistory } from './inventory-history.entity.js';
import { INVENTORY_MESSAGES, type InventoryMovementInput, type InventoryTransferInput } from './inventory.inputs.js';
import { Product } from '../product/product.entity.js';
import { ProductService } from '../product/product.service.js';

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
 * each one transaction holding the quantity change and its history row. Quantities change by one
 * conditional statement (`... where quantity >= ?` for what leaves, a row lock for a set), never by
 * read-modify-write in JavaScript: concurrent movements never lose an update and never go below zero
 * (the CHECK constraint is the last guard).
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
    const adminName = await ProductService.of(this.ctx).adminName();
    const { quantity } = input;
    await this.em.transactional(async (em) => {
      let delta: number;
      if (type === InventoryHistoryType.plus) {
        await em.execute('update inventory set quantity = quantity + ?, updated_at = now() where id = ?', [quantity, input.inventoryId]);
        delta = quantity;
      } else if (type === InventoryHistoryType.minus) {
        const rows = await em.execute('update inventory set quantity = quantity - ?, updated_at = now() where id = ? and quantity >= ? returning quantity', [quantity, input.inventoryId, quantity]);
        if (!rows.length) throw fieldError('quantity', INVENTORY_MESSAGES.tooLarge);
        delta = -quantity;
      } else {
        const rows: { before: number }[] = await em.execute(
          `with old as (select id, quantity from inventory where id = ? for update)
           update inventory i set quantity = ?, updated_at = now() from old where i.id = old.id returning old.quantity as before`,
          [input.inventoryId, quantity],
        );
        if (!rows.length) throw new NotFoundError();
        delta = quantity - Number(rows[0].before);
      }
      recordMovement(em, { ...this.record(described, adminName, input.remark), type, delta });
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
    const adminName = await ProductService.of(this.ctx).adminName();
    const { quantity } = input;
    await this.em.transactional(async (em) => {
      const taken = await em.execute('update inventory set quantity = quantity - ?, updated_at = now() where id = ? and quantity >= ? returning quantity', [quantity, source.id, quantity]);
      if (!taken.length) throw new ValidationError({ quantity: INVENTORY_MESSAGES.tooLarge });
      const [target]: { id: number }[] = await em.execute(
        `insert into inventory (stock_id, warehouse_id, quantity, created_at, updated_at) values (?, ?, ?, now(), now())
         on conflict (stock_id, warehouse_id) do update set quantity = inventory.quantity + excluded.quantity, updated_at = now() returning id`,
        [described.stockId, destination.id, quantity],
      );
      const base = this.record(described, adminName, input.remark);
      recordMovement(em, { ...base, type: InventoryHistoryType.transfer, delta: -quantity });
      recordMovement(em, { ...base, inventory: target.id, warehouseName: destination.name, type: InventoryHistoryType.transfer, delta: quantity });
    });
    return this.reload(source.id);
  }

  private record(described: Described, adminName: string, remark: string | null | undefined) {
    return {
      inventory: described.inventory.id,
      product: described.productId,
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

  /** Every movement of a product's inventories, newest first. */
  async productHistories(productId: number): Promise<InventoryHistory[]> {
    if (!(await this.em.count(Product, { id: productId }))) throw new NotFoundError();
    return this.em.find(InventoryHistory, { product: productId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }
}
