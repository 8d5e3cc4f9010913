import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { ValidationError } from '../../common/errors.js';
import { Service } from '../../common/service.js';
import { inputErrors } from '../../common/validation/validate-input.js';
import { MESSAGES } from '../../common/validation/rules.js';
import { Attribute, AttributeValue } from '../attribute/index.js';
import {
  buildWorkbook,
  fileDownload,
  type FileDownload,
  type ImportResult,
  importRows,
  readSheet,
  readUploadedFile,
  SheetError,
  type SheetRow,
} from '../import-export/index.js';
import { TRANSLATED, columnOf, parseStocks, productColumns, productInputOf, stockInputOf, type SheetStock } from './helpers/product-sheet.js';
import type { SheetTranslations } from './helpers/product-writer.js';
import { Product } from './product.entity.js';
import { ProductService } from './product.service.js';
import { useLanguage } from '../settings/index.js';

const FIELD_OF: Record<(typeof TRANSLATED)[number], keyof SheetTranslations> = {
  name: 'name',
  description: 'description',
  meta_title: 'metaTitle',
  meta_description: 'metaDescription',
};

/**
 * The product spreadsheet (helpers/product-sheet.ts describes the columns): export of every product and
 * import of up to 1000 rows, each row its own transaction. An exported file imports back unchanged. A row
 * needs a sku, and a new product a stock.
 */
export class ProductSheetService extends Service {
  async export(): Promise<FileDownload> {
    const content = await useLanguage(this.ctx);
    const languages = [content.mainLanguage, ...content.supportedLanguages.filter((l) => l !== content.mainLanguage)];
    const products = await this.em.find(
      Product,
      {},
      { orderBy: { id: 'asc' }, populate: ['stocks', 'stocks.inventories', 'stocks.optionValues', 'categories'] as never },
    );
    const attributes = new Map((await this.em.find(Attribute, {})).map((a) => [a.id, a]));
    const rows = products.map((product) => {
      const row: Record<string, string | number | boolean | null> = {
        id: product.id,
        sku: product.sku,
        url: product.url,
        is_new: product.isNew,
        is_featured: product.isFeatured,
        is_hot: product.isHot,
        visibled: product.visibled,
        brand_id: product.brand?.id ?? null,
        categories: product.categories
          .getItems()
          .map((c) => c.id)
          .sort((a, b) => a - b)
          .join(','),
        images: product.images.join('\n'),
        stocks: JSON.stringify(
          product.stocks.getItems().map((stock): SheetStock => ({
            sku: stock.sku,
            price: stock.price,
            special_price: stock.specialPrice ?? null,
            visibled: stock.visibled,
            options: stock.optionValues
              .getItems()
              .map((v) => ({ attribute: attributes.get(v.attribute.id), code: v.code }))
              .sort((a, b) => (a.attribute?.position ?? 0) - (b.attribute?.position ?? 0) || (a.attribute?.id ?? 0) - (b.attribute?.id ?? 0))
              .map((v) => `${v.attribute?.key ?? ''}:${v.code}`),
            inventories: stock.inventories
              .getItems()
              .map((inv) => ({ warehouse_id: inv.warehouse.id, quantity: inv.quantity, expected_quantity: inv.quantity })),
          })),
        ),
      };
      for (const column of TRANSLATED) {
        for (const language of languages) row[`${column}:${language}`] = product[FIELD_OF[column]][language] ?? '';
      }
      return row;
    });
    const data = await buildWorkbook([{ name: 'products', columns: productColumns(languages), rows }]);
    return fileDownload('product list.xlsx', data);
  }

  async import(upload: Promise<FileUpload> | null | undefined): Promise<ImportResult> {
    const content = await useLanguage(this.ctx);
    const rows = await readSheet(await readUploadedFile(upload));
    const values = await this.em.find(AttributeValue, {});
    const attributes = new Map((await this.em.find(Attribute, {})).map((a) => [a.id, a]));
    const valueIds = new Map(values.map((v) => [`${attributes.get(v.attribute.id)?.key}:${v.code}`, v.id]));
    return importRows(
      this.ctx,
      rows,
      (row) => this.importRow(row, content.mainLanguage, content.supportedLanguages, valueIds),
      (field) => columnOf(field, content.mainLanguage),
    );
  }

  private async importRow(row: SheetRow, mainLanguage: string, languages: string[], valueIds: Map<string, number>): Promise<void> {
    const { values } = row;
    try {
      const id = values.id?.trim() ? Number(values.id.trim()) : null;
      if (id !== null && !Number.isInteger(id)) throw new SheetError('id');
      const sku = values.sku?.trim();
      const existing =
        (id !== null ? await this.em.findOne(Product, { id }, { populate: ['stocks'] }) : null) ??
        (sku ? await this.em.findOne(Product, { sku }, { populate: ['stocks'] }) : null);
      const stocks = parseStocks(values.stocks);
      const stockInputs =
        stocks?.map((stock) => {
          const own = existing?.stocks.getItems().find((s) => s.sku === stock.sku);
          const options = stock.options.map((option) => {
            const valueId = valueIds.get(option);
            if (valueId === undefined) throw new SheetError('stocks');
            return valueId;
          });
          return stockInputOf(stock, own?.id ?? null, options);
        }) ?? null;
      const input = productInputOf(values, mainLanguage, stockInputs);
      // A sheet row is a whole product: without a sku or (for a new product) a stock it would create an
      // empty product nobody can sell, so it is a row error like any other, reported with the rest at once.
      const errors = await inputErrors(input);
      if (!sku) errors.sku ??= MESSAGES.required;
      if (!existing && !stocks?.length) errors.stocks ??= MESSAGES.required;
      if (Object.keys(errors).length) throw new ValidationError(errors);
      const translations: SheetTranslations = {};
      for (const column of TRANSLATED) {
        translations[FIELD_OF[column]] = Object.fromEntries(languages.map((language) => [language, values[`${column}:${language}`] ?? null]));
      }
      await ProductService.of(this.ctx).importOne(existing?.id ?? null, input, translations);
    } catch (error) {
      if (error instanceof SheetError) throw new ValidationError({ [error.column]: error.message });
      throw error;
    }
  }
}
