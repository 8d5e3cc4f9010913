import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { Public } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { ProductStorefrontService } from './product-storefront.service.js';
import {
  CategoryFacets,
  CategoryProductsInput,
  ProductCard,
  ProductCardList,
  ProductWidgetInput,
  SearchProductsInput,
  StorefrontProduct,
} from './product-storefront.types.js';

/** The storefront's catalogue queries (public; prices hidden from visitors in member-only mode). */
@Resolver()
export class ProductStorefrontResolver {
  @Public()
  @Query(() => StorefrontProduct, { description: 'A visible product by url' })
  storefrontProduct(@Ctx() ctx: AppContext, @Arg('url', () => String) url: string, @Arg('language', () => String, { nullable: true }) language?: string) {
    return ProductStorefrontService.of(ctx).product(url, language);
  }

  @Public()
  @Query(() => ProductCardList)
  searchProducts(
    @Ctx() ctx: AppContext,
    @Arg('input', () => SearchProductsInput) input: SearchProductsInput,
    @Arg('language', () => String, { nullable: true }) language?: string,
  ) {
    return ProductStorefrontService.of(ctx).search(input, language);
  }

  @Public()
  @Query(() => ProductCardList, { description: 'A category page (/category/{url})' })
  categoryProducts(
    @Ctx() ctx: AppContext,
    @Arg('input', () => CategoryProductsInput) input: CategoryProductsInput,
    @Arg('language', () => String, { nullable: true }) language?: string,
  ) {
    return ProductStorefrontService.of(ctx).category(input, language);
  }

  @Public()
  @Query(() => CategoryFacets, { description: "A category page's filter choices: option values, brands and price range among its visible products" })
  categoryFacets(@Ctx() ctx: AppContext, @Arg('url', () => String) url: string, @Arg('language', () => String, { nullable: true }) language?: string) {
    return ProductStorefrontService.of(ctx).categoryFacets(url, language);
  }

  @Public()
  @Query(() => [ProductCard], { description: 'A product list widget: new, featured, hot, category or brand' })
  productWidget(
    @Ctx() ctx: AppContext,
    @Arg('input', () => ProductWidgetInput) input: ProductWidgetInput,
    @Arg('language', () => String, { nullable: true }) language?: string,
  ) {
    return ProductStorefrontService.of(ctx).widget(input, language);
  }
}
