import { render } from '@testing-library/react';
import { ProductCard } from '../../../web/src/shop/catalog/ProductCard';
import { ProductGrid } from '../../../web/src/shop/catalog/ProductGrid';
import { ProductGallery } from '../../../web/src/shop/product/ProductGallery';
import { CONTENT_WIDTH_SIZES, Picture, variantSrcSet } from '../../../web/src/ui/Picture';
import { ShopTestProviders } from '../shop/shop-test-utils';
import { card } from './catalog-test-utils';

const UPLOADED = 'https://cdn.example.com/media/uploads/2026/11/0123456789abcdef0123456789abcdef.jpg';

/** Issue 13: the storefront names the server's WebP variants of a picture (320/640/1280 px) in srcset. */
describe('storefront pictures', () => {
  it('names the variants of an uploaded picture, and none of a picture from elsewhere', () => {
    expect(variantSrcSet(UPLOADED)).toBe(`${UPLOADED}.w320.webp 320w, ${UPLOADED}.w640.webp 640w, ${UPLOADED}.w1280.webp 1280w`);
    expect(variantSrcSet('/uploads/demo/shirt-red.png')).toContain('/uploads/demo/shirt-red.png.w640.webp 640w');
    expect(variantSrcSet('https://example.com/pictures/shirt.jpg')).toBeUndefined();
    // An upload's name states its size: only the widths it reaches exist, the original is the widest choice.
    const sized = '/uploads/2026/11/0123456789abcdef0123456789abcdef-500x400.png';
    expect(variantSrcSet(sized)).toBe(`${sized}.w320.webp 320w, ${sized} 500w`);
    const exact = '/uploads/2026/11/0123456789abcdef0123456789abcdef-640x640.png';
    expect(variantSrcSet(exact)).toBe(`${exact}.w320.webp 320w, ${exact}.w640.webp 640w`);
    const large = '/uploads/2026/11/0123456789abcdef0123456789abcdef-2000x1000.jpg';
    expect(variantSrcSet(large)).toBe(`${large}.w320.webp 320w, ${large}.w640.webp 640w, ${large}.w1280.webp 1280w`);
    expect(variantSrcSet('/uploads/2026/11/0123456789abcdef0123456789abcdef-1x1.png')).toBeUndefined();
    expect(variantSrcSet('https://example.com/uploads/file.pdf')).toBeUndefined();
  });

  it('a product card loads its picture lazily with srcset, sizes, width and height', () => {
    const { container } = render(
      <ShopTestProviders shopProviders={false}>
        <ProductCard product={{ ...card(1, 'Linen shirt', '10.00'), imageList: [UPLOADED] }} showPrice={false} />
      </ShopTestProviders>,
    );
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(UPLOADED);
    expect(img.getAttribute('srcset')).toBe(variantSrcSet(UPLOADED));
    expect(img.getAttribute('sizes')).toMatch(/50vw$/);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['640', '640']);
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('a listing loads its first row of pictures at once and the others lazily', () => {
    const products = Array.from({ length: 6 }, (_, i) => ({ ...card(i + 1, `Shirt ${i}`, null), imageList: [UPLOADED.replace('0123', `012${i}`)] }));
    const { container } = render(
      <ShopTestProviders>
        <ProductGrid firstScreen products={products} />
      </ShopTestProviders>,
    );
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
  });

  it('the product page shows its first picture at once and its thumbnails lazily', () => {
    const second = UPLOADED.replace('.jpg', '.png');
    const { container } = render(
      <ShopTestProviders shopProviders={false}>
        <ProductGallery images={[UPLOADED, second]} name="Linen shirt" />
      </ShopTestProviders>,
    );
    const [main, ...thumbnails] = [...container.querySelectorAll('img')];
    expect(main.getAttribute('loading')).toBe('eager');
    expect(main.getAttribute('srcset')).toContain(`${UPLOADED}.w1280.webp 1280w`);
    expect(main.getAttribute('sizes')).toBe('(min-width: 900px) 50vw, 100vw');
    expect(thumbnails.map((img) => [img.getAttribute('loading'), img.getAttribute('width'), img.getAttribute('srcset')?.includes('.w320.webp 320w')])).toEqual([
      ['lazy', '64', true],
      ['lazy', '64', true],
    ]);
  });

  it('a banner, slide, article or store picture takes its box from the size its upload’s name records', () => {
    const banner = '/uploads/2026/11/0123456789abcdef0123456789abcdef-2000x1000.jpg';
    const { container } = render(
      <>
        <Picture src={banner} alt="" sizes={CONTENT_WIDTH_SIZES} priority />
        <Picture src="/images/default-banner.svg" alt="" sizes={CONTENT_WIDTH_SIZES} />
      </>,
    );
    const [sized, elsewhere] = [...container.querySelectorAll('img')];
    expect(['width', 'height', 'loading', 'fetchpriority', 'srcset'].map((name) => sized.getAttribute(name))).toEqual([
      '2000',
      '1000',
      'eager',
      'high',
      variantSrcSet(banner),
    ]);
    // A picture of unknown size gets no made-up box; it loads when scrolled near.
    expect(['width', 'height', 'loading', 'srcset'].map((name) => elsewhere.getAttribute(name))).toEqual([null, null, 'lazy', null]);
  });
});
