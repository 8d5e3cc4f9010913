import type { AppContext } from '../../../common/context.js';
import type { ProductLoaders, StockValue } from '../product.loaders.js';
import type { StockOptionValue } from '../product.views.js';
import { translated } from '../../settings/index.js';

/** A stock's option values with their attributes, in attribute order (position, id). */
export async function stockOptionValues(ctx: AppContext, loaders: ProductLoaders, values: readonly StockValue[]): Promise<StockOptionValue[]> {
  const attributes = await Promise.all(values.map((value) => loaders.attribute.load(value.attributeId)));
  const rows = await Promise.all(
    values.map(async (value, i) => ({
      id: value.id,
      code: value.code,
      label: await translated(ctx, value.label),
      attributeId: value.attributeId,
      attributeKey: attributes[i]?.key ?? '',
      attributeTitle: await translated(ctx, attributes[i]?.title),
      position: attributes[i]?.position ?? 0,
    })),
  );
  return rows.sort((a, b) => a.position - b.position || a.attributeId - b.attributeId).map(({ position: _position, ...row }) => row);
}
