import type { SliderInput, SliderRecordFragment } from '../../../graphql/admin/graphql';
import { inputSchema } from '../../../ui/validation/input-schema';

export interface SlideValues {
  /** The stored slide's id (null: new), so an edit keeps its other languages. */
  id: number | null;
  image: string | null;
  mobileImage: string | null;
  title: string;
  caption: string;
  buttonText: string;
  link: string;
  enabled: boolean;
  /** ISO instants, entered on the shop's clock (ShopDateTimeField), as the pages' publishing window. */
  startsAt: string | null;
  endsAt: string | null;
}

export interface SliderValues {
  identifier: string;
  title: string;
  enabled: boolean;
  slides: SlideValues[];
}

export const emptySlide = (): SlideValues => ({
  id: null,
  image: null,
  mobileImage: null,
  title: '',
  caption: '',
  buttonText: '',
  link: '',
  enabled: true,
  startsAt: null,
  endsAt: null,
});

/**
 * SliderInput's and SlideInput's rules, from the server: identifier in key_format, every slide with its
 * desktop picture, a safe link, the window in order.
 */
export const sliderSchema = () => inputSchema('SliderInput');

export function toForm(record: SliderRecordFragment | null): SliderValues {
  return {
    identifier: record?.identifier ?? '',
    title: record?.title ?? '',
    enabled: record?.enabled ?? true,
    slides: (record?.slides ?? []).map((slide) => ({
      id: slide.id,
      image: slide.image,
      mobileImage: slide.mobileImage ?? null,
      title: slide.title,
      caption: slide.caption,
      buttonText: slide.buttonText,
      link: slide.link ?? '',
      enabled: slide.enabled,
      startsAt: slide.startsAt ?? null,
      endsAt: slide.endsAt ?? null,
    })),
  };
}

export function toInput(values: SliderValues): SliderInput {
  return {
    identifier: values.identifier,
    title: values.title,
    enabled: values.enabled,
    slides: values.slides.map((slide) => ({
      id: slide.id,
      image: slide.image ?? '',
      mobileImage: slide.mobileImage || null,
      title: slide.title,
      caption: slide.caption,
      buttonText: slide.buttonText,
      link: slide.link || null,
      enabled: slide.enabled,
      startsAt: slide.startsAt || null,
      endsAt: slide.endsAt || null,
    })),
  };
}
