import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { RequirePermission } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { Permission } from '../../common/permissions.js';
import { FileDownload, ImportResult } from '../import-export/index.js';
import { CustomerSheetService } from './customer-sheet.service.js';

/** Customer spreadsheets (permission customer_account). */
@Resolver()
export class CustomerSheetResolver {
  @RequirePermission(Permission.customer_account)
  @Query(() => FileDownload, { description: '"user list.xlsx": every customer, one row each, no passwords' })
  exportCustomers(@Ctx() ctx: AppContext) {
    return CustomerSheetService.of(ctx).export();
  }

  @RequirePermission(Permission.customer_account)
  @Mutation(() => ImportResult, { description: 'Imports an .xlsx of at most 1000 customers; each row on its own' })
  importCustomers(@Ctx() ctx: AppContext, @Arg('file', () => GraphQLUpload, { nullable: true }) file?: Promise<FileUpload> | null) {
    return CustomerSheetService.of(ctx).import(file);
  }
}
