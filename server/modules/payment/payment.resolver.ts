import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Public, RequirePermission } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { BatchEnabledInput, BatchResult, ListOptions } from '../../common/pagination.js';
import { Permission } from '../../common/permissions.js';
import { MerchantCertificateService } from './merchant-certificate.js';
import { PaymentMethod } from './payment-method.entity.js';
import { PaymentMethodInput, PaymentMethodList, PaymentOption } from './payment.inputs.js';
import { PaymentMethodService, isSecretSet } from './payment.service.js';
import { PARTIAL_UPDATE } from '../../common/validation/validate-input.js';
import { translated } from '../settings/index.js';

const LANGUAGE = { nullable: true, description: 'Content language (en_us, zh_hk...); missing or unknown: the main language' } as const;

@Resolver(() => PaymentMethod)
export class PaymentResolver {
  @RequirePermission(Permission.payment)
  @Query(() => PaymentMethodList, { description: 'The back office list, by position unless sorted otherwise' })
  paymentMethodList(
    @Ctx() ctx: AppContext,
    @Arg('options', () => ListOptions, { nullable: true }) options?: ListOptions,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return PaymentMethodService.of(ctx).list(options, language);
  }

  @RequirePermission(Permission.payment)
  @Query(() => PaymentMethod, { description: 'One payment method for the edit form (secrets only as `...Set` flags)' })
  paymentMethod(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number, @Arg('language', () => String, LANGUAGE) language?: string | null) {
    return PaymentMethodService.of(ctx).get(id, language);
  }

  @Public()
  @Query(() => [PaymentOption], { description: 'The enabled payment methods in order (for Stripe the publishable key, never a secret)' })
  paymentMethods(@Ctx() ctx: AppContext, @Arg('language', () => String, LANGUAGE) language?: string | null) {
    return PaymentMethodService.of(ctx).options(language);
  }

  @RequirePermission(Permission.payment)
  @Mutation(() => PaymentMethod, { description: 'Creates a payment method; texts are written in `language` (and the main language when it has none)' })
  createPaymentMethod(
    @Ctx() ctx: AppContext,
    @Arg('input', () => PaymentMethodInput) input: PaymentMethodInput,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return PaymentMethodService.of(ctx).create(input, language);
  }

  @RequirePermission(Permission.payment)
  @Mutation(() => PaymentMethod, { description: 'Updates a payment method; texts in `language` only; an empty secret keeps the stored one' })
  updatePaymentMethod(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => PaymentMethodInput, PARTIAL_UPDATE) input: PaymentMethodInput,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return PaymentMethodService.of(ctx).update(id, input, language);
  }

  @RequirePermission(Permission.payment)
  @Mutation(() => Boolean)
  deletePaymentMethod(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number) {
    return PaymentMethodService.of(ctx).remove(id);
  }

  @RequirePermission(Permission.payment)
  @Mutation(() => BatchResult)
  async deletePaymentMethods(@Ctx() ctx: AppContext, @Arg('ids', () => [Int]) ids: number[]) {
    return { affected: await PaymentMethodService.of(ctx).removeMany(ids) };
  }

  @RequirePermission(Permission.payment)
  @Mutation(() => BatchResult, { description: 'Batch enable or disable ({ids, data: {enabled}})' })
  async updatePaymentMethods(@Ctx() ctx: AppContext, @Arg('ids', () => [Int]) ids: number[], @Arg('data', () => BatchEnabledInput) data: BatchEnabledInput) {
    return { affected: await PaymentMethodService.of(ctx).setEnabled(ids, data.enabled) };
  }

  @RequirePermission(Permission.payment)
  @Query(() => Boolean, { description: 'Whether a merchant certificate is stored and valid (its content is never answered)' })
  merchantCertificatePresent(@Ctx() ctx: AppContext) {
    return MerchantCertificateService.of(ctx).isPresent();
  }

  /** `file` is optional in the schema so that a missing file gets a field message, not a type error. */
  @RequirePermission(Permission.payment)
  @Mutation(() => Boolean, { description: 'Stores the merchant certificate (PEM, at most 64 KB; multipart request), replacing the previous one' })
  uploadMerchantCertificate(@Ctx() ctx: AppContext, @Arg('file', () => GraphQLUpload, { nullable: true }) file?: Promise<FileUpload> | null) {
    return MerchantCertificateService.of(ctx).upload(file);
  }

  @FieldResolver(() => String)
  name(@Root() method: PaymentMethod, @Ctx() ctx: AppContext) {
    return translated(ctx, method.name);
  }

  @FieldResolver(() => String, { description: 'Sanitised rich text' })
  instructions(@Root() method: PaymentMethod, @Ctx() ctx: AppContext) {
    return translated(ctx, method.instructions);
  }

  @FieldResolver(() => Boolean, { description: 'Whether a Stripe secret key is stored (the key itself is never answered)' })
  secretKeySet(@Root() method: PaymentMethod) {
    return isSecretSet(method.secretKey);
  }

  @FieldResolver(() => Boolean, { description: 'Whether a Stripe webhook secret is stored (the secret itself is never answered)' })
  webhookSecretSet(@Root() method: PaymentMethod) {
    return isSecretSet(method.webhookSecret);
  }
}
