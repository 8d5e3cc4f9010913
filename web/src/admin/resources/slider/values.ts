import * as yup from 'yup';
import type { SliderInput, SliderRecordFragment } from '../../../graphql/admin/graphql';
import { MESSAGES, keyFormat, requiredImage, requiredText, text } from '../../../ui/validation/rules';

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

/** A storefront path or an http(s) address (server: slider.inputs.ts). */
const SAFE_LINK = /^(\/(?!\/)|https?:\/\/)/i;

/** Mirrors SliderInput: identifier in key_format, every slide with its desktop picture, a safe link, the window in order. */
export const sliderSchema = () =>
  yup.object({
    identifier: keyFormat(requiredText().max(100)),
    title: text().max(255),
    slides: yup.array(
      yup.object({
        image: requiredImage(yup.string().nullable()),
        title: text().max(255),
        caption: text().max(1000),
        buttonText: text().max(100),
        link: text().max(1000).matches(SAFE_LINK, { message: MESSAGES.noSpecific, excludeEmptyString: true }),
        endsAt: yup
          .string()
          .nullable()
          .test('after', MESSAGES.noSpecific, function (value) {
            const { startsAt } = this.parent as SlideValues;
            return !value || !startsAt || new Date(value) > new Date(startsAt);
          }),
      }),
    ),
  });

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
