import type { Rgb } from './png.js';

/**
 * The demo catalogue of "Harbour Lane Store", a small Hong Kong shop: texts in en_us and zh_hk, prices
 * in HKD. Pure data; catalogue.ts writes it. Here is what the products refer to (warehouses, brands,
 * attributes, categories and menu links); the products themselves are in catalogue-products.ts.
 */

export interface Bilingual {
  en_us: string;
  zh_hk: string;
}

export const DEMO_WAREHOUSES = [
  { key: 'kwun-tong', name: 'Kwun Tong Warehouse', address: 'Unit 12, 8/F, Kwun Tong Industrial Centre, 436 Kwun Tong Road, Kwun Tong, Kowloon' },
  { key: 'tsuen-wan', name: 'Tsuen Wan Warehouse', address: 'Flat B, 15/F, Tsuen Wan Industrial Building, 220 Texaco Road, Tsuen Wan, New Territories' },
] as const;

export type WarehouseKey = (typeof DEMO_WAREHOUSES)[number]['key'];

export const DEMO_BRANDS = [
  {
    url: 'harbour-thread',
    title: { en_us: 'Harbour Thread', zh_hk: '港線' },
    shortDescription: { en_us: 'Everyday clothing cut and sewn in Kwun Tong since 1987.', zh_hk: '自1987年起在觀塘裁剪縫製的日常服飾。' },
    description: {
      en_us: '<p>A family workshop making shirts, trousers and dresses in honest cotton and linen, sized for Hong Kong.</p>',
      zh_hk: '<p>以實在的棉和亞麻製作恤衫、長褲和連身裙的家庭工場，尺碼專為香港人而設。</p>',
    },
  },
  {
    url: 'lantau-linen',
    title: { en_us: 'Lantau Linen', zh_hk: '大嶼麻' },
    shortDescription: { en_us: 'Breathable linen for humid Hong Kong summers.', zh_hk: '為潮濕的香港夏天而設的透氣亞麻。' },
    description: {
      en_us: '<p>Light, washed linen garments and kitchen textiles that get softer with every wash.</p>',
      zh_hk: '<p>輕盈的水洗亞麻服飾和廚房布品，越洗越柔軟。</p>',
    },
  },
  {
    url: 'kowloon-kiln',
    title: { en_us: 'Kowloon Kiln', zh_hk: '九龍窯' },
    shortDescription: { en_us: 'Tea ware and kitchen goods, glazed by hand in small batches.', zh_hk: '小批量人手上釉的茶具與廚具。' },
    description: {
      en_us: '<p>Celadon, clay and enamel pieces for the tea table and the kitchen, made to be used every day.</p>',
      zh_hk: '<p>青瓷、陶土和搪瓷器皿，為茶桌和廚房而造，適合每天使用。</p>',
    },
  },
] as const;

export type BrandUrl = (typeof DEMO_BRANDS)[number]['url'];

/** Colour values with the colour the demo pictures are painted in. */
export const DEMO_COLOURS = [
  { code: 'white', label: { en_us: 'White', zh_hk: '白色' }, rgb: [236, 233, 226] },
  { code: 'black', label: { en_us: 'Black', zh_hk: '黑色' }, rgb: [45, 45, 48] },
  { code: 'navy', label: { en_us: 'Navy', zh_hk: '海軍藍' }, rgb: [36, 52, 94] },
  { code: 'red', label: { en_us: 'Red', zh_hk: '紅色' }, rgb: [178, 34, 40] },
  { code: 'green', label: { en_us: 'Jade green', zh_hk: '翡翠綠' }, rgb: [46, 125, 90] },
  { code: 'beige', label: { en_us: 'Beige', zh_hk: '米色' }, rgb: [205, 183, 150] },
  { code: 'grey', label: { en_us: 'Grey', zh_hk: '灰色' }, rgb: [128, 130, 134] },
  { code: 'pink', label: { en_us: 'Pink', zh_hk: '粉紅色' }, rgb: [224, 140, 160] },
  { code: 'blue', label: { en_us: 'Sky blue', zh_hk: '天藍色' }, rgb: [110, 160, 210] },
] as const satisfies readonly { code: string; label: Bilingual; rgb: Rgb }[];

export type ColourCode = (typeof DEMO_COLOURS)[number]['code'];

export const DEMO_SIZES = [
  { code: 's', label: { en_us: 'S', zh_hk: '細碼 S' } },
  { code: 'm', label: { en_us: 'M', zh_hk: '中碼 M' } },
  { code: 'l', label: { en_us: 'L', zh_hk: '大碼 L' } },
  { code: 'xl', label: { en_us: 'XL', zh_hk: '加大碼 XL' } },
  { code: 'small', label: { en_us: 'Small', zh_hk: '小' } },
  { code: 'large', label: { en_us: 'Large', zh_hk: '大' } },
] as const;

export type SizeCode = (typeof DEMO_SIZES)[number]['code'];

export const DEMO_ATTRIBUTES = [
  { key: 'colour', title: { en_us: 'Colour', zh_hk: '顏色' }, position: 0, values: DEMO_COLOURS },
  { key: 'size', title: { en_us: 'Size', zh_hk: '尺碼' }, position: 1, values: DEMO_SIZES },
] as const;

/** Two levels of categories (menu items of type category), then the other menu items. */
export const DEMO_CATEGORIES = [
  {
    url: 'women',
    title: { en_us: 'Women', zh_hk: '女裝' },
    shortDescription: { en_us: 'Dresses and tops for work and weekends.', zh_hk: '上班和週末都合適的連身裙與上衣。' },
    children: [
      {
        url: 'dresses',
        title: { en_us: 'Dresses', zh_hk: '連身裙' },
        shortDescription: { en_us: 'Linen, cotton and knit dresses.', zh_hk: '亞麻、棉質及針織連身裙。' },
      },
      { url: 'tops', title: { en_us: 'Tops', zh_hk: '上衣' }, shortDescription: { en_us: 'T-shirts, blouses and knits.', zh_hk: 'T恤、襯衫和針織衫。' } },
    ],
  },
  {
    url: 'men',
    title: { en_us: 'Men', zh_hk: '男裝' },
    shortDescription: { en_us: 'Shirts and trousers made to last.', zh_hk: '經久耐穿的恤衫和長褲。' },
    children: [
      {
        url: 'shirts',
        title: { en_us: 'Shirts', zh_hk: '恤衫' },
        shortDescription: { en_us: 'Oxford, linen and flannel shirts.', zh_hk: '牛津布、亞麻及絨布恤衫。' },
      },
      {
        url: 'trousers',
        title: { en_us: 'Trousers', zh_hk: '長褲' },
        shortDescription: { en_us: 'Chinos, wide trousers and travel trousers.', zh_hk: '斜紋褲、闊腳褲和旅行長褲。' },
      },
    ],
  },
  {
    url: 'home',
    title: { en_us: 'Home', zh_hk: '家居' },
    shortDescription: { en_us: 'Kitchen goods and tea ware for small flats.', zh_hk: '適合小單位的廚具與茶具。' },
    children: [
      { url: 'kitchen', title: { en_us: 'Kitchen', zh_hk: '廚房' }, shortDescription: { en_us: 'Pans, steamers and tableware.', zh_hk: '煲、蒸籠和餐具。' } },
      { url: 'tea-ware', title: { en_us: 'Tea', zh_hk: '茶具' }, shortDescription: { en_us: 'Gaiwans, teapots and cups.', zh_hk: '蓋碗、茶壺和茶杯。' } },
    ],
  },
] as const;

export type CategoryUrl = (typeof DEMO_CATEGORIES)[number]['children'][number]['url'];

export const DEMO_LINKS = [{ url: '/contact-us', title: { en_us: 'Contact us', zh_hk: '聯絡我們' } }] as const;
