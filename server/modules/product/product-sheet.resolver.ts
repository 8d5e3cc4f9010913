import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { RequirePermission } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { Permission } from '../../common/permissions.js';
import { FileDownload, ImportResult } from '../import-export/index.js';
import { ProductSheetService } from './product-sheet.service.js';

/** Product spreadsheets (permission product). */
@Resolver()
export class ProductSheetResolver {
  @RequirePermission(Permission.product)
  @Query(() => FileDownload, { description: '"product list.xlsx": every product, one row each' })
  exportProducts(@Ctx() ctx: AppContext) {
    return ProductSheetService.of(ctx).export();
  }

  @RequirePermission(Permission.product)
  @Mutation(() => ImportResult, { description: 'Imports an .xlsx of at most 1000 products; each row on its own' })
  importProducts(@Ctx() ctx: AppContext, @Arg('file', () => GraphQLUpload, { nullable: true }) file?: Promise<FileUpload> | null) {
    return ProductSheetService.of(ctx).import(file);
  }
}
