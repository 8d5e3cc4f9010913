import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { RequirePermission } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { Permission } from '../../common/permissions.js';
import { ProductFeedService } from './product-feed.service.js';
import { ProductFeedMetadata, ProductFeedPushInput, ProductFeedStatus } from './product-feed.types.js';

@Resolver()
export class ProductFeedResolver {
  @RequirePermission(Permission.agentic_checkout)
  @Query(() => ProductFeedMetadata, { description: "The product feed's ACP FeedMetadata (also GET /acp/feed/metadata.json)" })
  productFeedMetadata(@Ctx() ctx: AppContext) {
    return ProductFeedService.of(ctx).metadata();
  }

  @RequirePermission(Permission.agentic_checkout)
  @Query(() => ProductFeedStatus, { description: "Settings -> Product feed: the feed's addresses, the push's settings and state" })
  productFeed(@Ctx() ctx: AppContext) {
    return ProductFeedService.of(ctx).status();
  }

  @RequirePermission(Permission.agentic_checkout)
  @Mutation(() => ProductFeedStatus, { description: 'Saves where the feed is pushed; a new address is sent the whole catalogue at once' })
  updateProductFeedPush(@Ctx() ctx: AppContext, @Arg('input', () => ProductFeedPushInput) input: ProductFeedPushInput) {
    return ProductFeedService.of(ctx).updatePush(input);
  }

  @RequirePermission(Permission.agentic_checkout)
  @Mutation(() => Boolean, { description: 'Pushes the changed products now; false without a push address' })
  pushProductFeedNow(@Ctx() ctx: AppContext) {
    return ProductFeedService.of(ctx).pushNow();
  }
}
