import { Entity, Index, ManyToOne, type Ref } from '@mikro-orm/core';
import { AttributeValue } from '../attribute/attribute-value.entity.js';
import { Stock } from './stock.entity.js';

/**
 * The link of a stock and one of its option values; primary key (stock, attribute value). An attribute
 * value in use by a stock can not be deleted (restrict).
 */
@Entity({ tableName: 'stock_option' })
@Index({ name: 'stock_option_attribute_value_id_stock_id_index', properties: ['attributeValue', 'stock'] })
export class StockOption {
  @ManyToOne(() => Stock, { ref: true, primary: true, deleteRule: 'cascade' })
  stock!: Ref<Stock>;

  @ManyToOne(() => AttributeValue, { ref: true, primary: true, deleteRule: 'restrict' })
  attributeValue!: Ref<AttributeValue>;
}
