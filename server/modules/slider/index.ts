import type { ShopModule } from '../../common/shop-module.js';
import { Slide, Slider } from './slider.entity.js';
import { SlideResolver, SliderResolver } from './slider.resolver.js';
import { sliderRoutes } from './slider.routes.js';

export const sliderModule: ShopModule = {
  name: 'slider',
  entities: [Slide, Slider],
  onStorefrontPages: [Slide, Slider],
  resolvers: [SlideResolver, SliderResolver],
  routes: sliderRoutes,
};

// Public face: what other modules use.
export { Slider } from './slider.entity.js';
export { StorefrontSlider, toStorefrontSlider } from './slider.resolver.js';
export { SliderService } from './slider.service.js';
