import { Arg, Ctx, Field, FieldResolver, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { Public, RequirePermission } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { BatchEnabledInput, BatchResult, ListOptions } from '../../common/pagination.js';
import { Permission } from '../../common/permissions.js';
import { mediaUrl } from '../media/index.js';
import { Slide, Slider } from './slider.entity.js';
import { SLIDER_CREATE, SLIDER_UPDATE, SliderInput, SliderList } from './slider.inputs.js';
import { SliderService, type VisibleSlider } from './slider.service.js';
import { translated } from '../settings/index.js';

const LANGUAGE = { nullable: true, description: 'Content language (en_us, zh_hk...); missing or unknown: the main language' } as const;

/** A slider as the storefront sees it: texts in the language asked, only the slides visible now. */
@ObjectType()
export class StorefrontSlider {
  @Field(() => Int)
  id!: number;

  @Field()
  identifier!: string;

  @Field()
  title!: string;

  @Field(() => [Slide])
  slides!: Slide[];
}

export async function toStorefrontSlider(ctx: AppContext, { slider, slides }: VisibleSlider): Promise<StorefrontSlider> {
  return { id: slider.id, identifier: slider.identifier, title: await translated(ctx, slider.title), slides };
}

@Resolver(() => Slider)
export class SliderResolver {
  // The homepage composition screen (setting) picks sliders from this list.
  @RequirePermission(Permission.slider, Permission.setting)
  @Query(() => SliderList)
  sliders(
    @Ctx() ctx: AppContext,
    @Arg('options', () => ListOptions, { nullable: true }) options?: ListOptions,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return SliderService.of(ctx).list(options, language);
  }

  @RequirePermission(Permission.slider)
  @Query(() => Slider)
  slider(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number, @Arg('language', () => String, LANGUAGE) language?: string | null) {
    return SliderService.of(ctx).get(id, language);
  }

  @Public()
  @Query(() => [StorefrontSlider], { description: 'Enabled sliders with their slides visible now (GET /api/slider)' })
  async storefrontSliders(@Ctx() ctx: AppContext, @Arg('language', () => String, LANGUAGE) language?: string | null) {
    const visible = await SliderService.of(ctx).visible(language);
    return Promise.all(visible.map((entry) => toStorefrontSlider(ctx, entry)));
  }

  @RequirePermission(Permission.slider)
  @Mutation(() => Slider, { description: 'Creates a slider with its slides; texts are written in `language`' })
  createSlider(
    @Ctx() ctx: AppContext,
    @Arg('input', () => SliderInput, SLIDER_CREATE) input: SliderInput,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return SliderService.of(ctx).create(input, language);
  }

  @RequirePermission(Permission.slider)
  @Mutation(() => Slider, { description: 'Updates a slider (only the fields sent); `slides` replaces the list, matched by id' })
  updateSlider(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => SliderInput, SLIDER_UPDATE) input: SliderInput,
    @Arg('language', () => String, LANGUAGE) language?: string | null,
  ) {
    return SliderService.of(ctx).update(id, input, language);
  }

  @RequirePermission(Permission.slider)
  @Mutation(() => Boolean)
  deleteSlider(@Ctx() ctx: AppContext, @Arg('id', () => Int) id: number) {
    return SliderService.of(ctx).remove(id);
  }

  @RequirePermission(Permission.slider)
  @Mutation(() => BatchResult)
  async deleteSliders(@Ctx() ctx: AppContext, @Arg('ids', () => [Int]) ids: number[]) {
    return { affected: await SliderService.of(ctx).removeMany(ids) };
  }

  @RequirePermission(Permission.slider)
  @Mutation(() => BatchResult)
  async updateSliders(@Ctx() ctx: AppContext, @Arg('ids', () => [Int]) ids: number[], @Arg('data', () => BatchEnabledInput) data: BatchEnabledInput) {
    return { affected: await SliderService.of(ctx).setEnabled(ids, data.enabled) };
  }

  @FieldResolver(() => String)
  title(@Root() slider: Slider, @Ctx() ctx: AppContext) {
    return translated(ctx, slider.title);
  }

  @FieldResolver(() => [Slide], { description: 'Every slide, in order' })
  slides(@Root() slider: Slider, @Ctx() ctx: AppContext) {
    return SliderService.of(ctx).slides(slider.id);
  }
}

@Resolver(() => Slide)
export class SlideResolver {
  @FieldResolver(() => String)
  title(@Root() slide: Slide, @Ctx() ctx: AppContext) {
    return translated(ctx, slide.title);
  }

  @FieldResolver(() => String)
  caption(@Root() slide: Slide, @Ctx() ctx: AppContext) {
    return translated(ctx, slide.caption);
  }

  @FieldResolver(() => String)
  buttonText(@Root() slide: Slide, @Ctx() ctx: AppContext) {
    return translated(ctx, slide.buttonText);
  }

  @FieldResolver(() => String, { description: 'The desktop picture as an absolute URL' })
  imagePath(@Root() slide: Slide, @Ctx() ctx: AppContext) {
    return mediaUrl(ctx, slide.image);
  }

  @FieldResolver(() => String, { nullable: true, description: 'The phone picture as an absolute URL' })
  mobileImagePath(@Root() slide: Slide, @Ctx() ctx: AppContext) {
    return mediaUrl(ctx, slide.mobileImage);
  }
}
