// Public face: what other modules use.
export { Slider } from './slider.entity.js';
export { StorefrontSlider, toStorefrontSlider } from './slider.resolver.js';
export { SliderService } from './slider.service.js';
