import type { EntityManager } from '@mikro-orm/postgresql';
import { Block } from '../../modules/block/block.entity.js';
import { BlogArticle, BlogCategory } from '../../modules/blog/blog.entity.js';
import { Page } from '../../modules/page/page.entity.js';
import { SETTINGS_DEFAULTS } from '../../modules/settings/settings.definitions.js';
import { readSettingsGroup, writeSettingsGroup } from '../../modules/settings/settings.store.js';
import { Slide, Slider } from '../../modules/slider/slider.entity.js';
import type { AppConfig } from '../../config/env.js';
import { storageFor } from '../../storage/index.js';
import { DEMO_IMAGE_FOLDER } from './catalogue.js';
import { demoBanner, type Rgb } from './png.js';

/**
 * The demo shop's content (issue 15) in en_us and zh_hk: two pages, three blocks, a slider with three
 * slides, four articles in two categories, and a composed home page.
 */
const PAGES = [
  {
    url: 'about-us',
    title: { en_us: 'About us', zh_hk: '關於我們' },
    content: { en_us: '<p>Harbour Lane is a small Hong Kong shop for everyday clothes.</p>', zh_hk: '<p>Harbour Lane 是一間售賣日常服飾的香港小店。</p>' },
    metaDescription: { en_us: 'Who we are and what we sell', zh_hk: '我們是誰，賣甚麼' },
  },
  {
    url: 'shipping-returns',
    title: { en_us: 'Shipping and returns', zh_hk: '運送及退貨' },
    content: { en_us: '<p>We ship within 2 working days. Returns are free within 30 days.</p>', zh_hk: '<p>我們於兩個工作天內發貨，30 天內免費退貨。</p>' },
    metaDescription: { en_us: 'Delivery times and our return policy', zh_hk: '送貨時間及退貨政策' },
  },
];

const BLOCKS = [
  {
    identifier: 'home_welcome',
    title: { en_us: 'Welcome', zh_hk: '歡迎' },
    content: { en_us: '<p>New arrivals every week.</p>', zh_hk: '<p>每星期都有新貨。</p>' },
  },
  {
    identifier: 'free_shipping',
    title: { en_us: 'Free shipping', zh_hk: '免運費' },
    content: { en_us: '<p>On orders over HK$500.</p>', zh_hk: '<p>訂單滿 HK$500 免運費。</p>' },
  },
  {
    identifier: 'contact_hours',
    title: { en_us: 'Opening hours', zh_hk: '營業時間' },
    content: { en_us: '<p>Mon to Sat, 10:00 to 19:00.</p>', zh_hk: '<p>星期一至六，上午十時至晚上七時。</p>' },
  },
];

const CATEGORIES = [
  { url: 'news', title: { en_us: 'News', zh_hk: '最新消息' } },
  { url: 'style-guides', title: { en_us: 'Style guides', zh_hk: '穿搭指南' } },
];

const ARTICLES = [
  {
    url: 'we-are-open',
    category: 'news',
    title: { en_us: 'We are open', zh_hk: '正式開業' },
    summary: { en_us: 'Our online shop is open.', zh_hk: '網店正式開業。' },
  },
  { url: 'summer-sale', category: 'news', title: { en_us: 'Summer sale', zh_hk: '夏日減價' }, summary: { en_us: 'Up to 30% off.', zh_hk: '低至七折。' } },
  {
    url: 'linen-care',
    category: 'style-guides',
    title: { en_us: 'Caring for linen', zh_hk: '麻質衣物護理' },
    summary: { en_us: 'Wash cool, dry flat.', zh_hk: '冷水洗，平放晾乾。' },
  },
  {
    url: 'layering',
    category: 'style-guides',
    title: { en_us: 'Layering for autumn', zh_hk: '秋季層次穿搭' },
    summary: { en_us: 'Three easy looks.', zh_hk: '三個簡單造型。' },
  },
];

const SLIDER = { identifier: 'home_hero', title: { en_us: 'This season', zh_hk: '本季精選' } };

const SLIDES: {
  name: string;
  colour: Rgb;
  link: string;
  title: Record<string, string>;
  caption: Record<string, string>;
  buttonText: Record<string, string>;
}[] = [
  {
    name: 'new-season',
    colour: [38, 84, 124],
    link: '/search',
    title: { en_us: 'The new season is here', zh_hk: '新一季登場' },
    caption: { en_us: 'Linen, cotton and easy layers.', zh_hk: '麻、棉及輕鬆層次穿搭。' },
    buttonText: { en_us: 'Shop new arrivals', zh_hk: '選購新貨' },
  },
  {
    name: 'free-shipping',
    colour: [183, 28, 28],
    link: '/page/shipping-returns',
    title: { en_us: 'Free shipping over HK$500', zh_hk: '滿 HK$500 免運費' },
    caption: { en_us: 'Free returns within 30 days.', zh_hk: '30 天內免費退貨。' },
    buttonText: { en_us: 'How we ship', zh_hk: '運送詳情' },
  },
  {
    name: 'style-guides',
    colour: [46, 125, 50],
    link: '/blog/category/style-guides',
    title: { en_us: 'Style guides', zh_hk: '穿搭指南' },
    caption: { en_us: 'Three easy looks for autumn.', zh_hk: '三個簡單秋季造型。' },
    buttonText: { en_us: 'Read the guides', zh_hk: '閱讀指南' },
  },
];

/** The demo home page, top to bottom. */
const HOME_SECTIONS = [
  { type: 'slider', value: SLIDER.identifier, limit: null },
  { type: 'block', value: 'home_welcome', limit: null },
  { type: 'new', value: null, limit: null },
  { type: 'featured', value: null, limit: null },
  { type: 'block', value: 'free_shipping', limit: null },
  { type: 'articles', value: null, limit: 4 },
];

/** Writes a picture unless it is there; answers its upload path. */
async function demoUpload(config: AppConfig, name: string, picture: () => Buffer): Promise<string> {
  const storage = storageFor(config);
  const key = `uploads/${DEMO_IMAGE_FOLDER}/${name}.png`;
  if (!(await storage.stat(key))) await storage.put(key, picture(), { contentType: 'image/png' });
  return `/${key}`;
}

/** The slider with its slides (a desktop and a phone picture each), and the home page composed of it, unless an admin has composed one. */
async function seedDemoHome(em: EntityManager, config: AppConfig): Promise<void> {
  if (!(await em.count(Slider, { identifier: SLIDER.identifier }))) {
    const slider = em.create(Slider, SLIDER);
    for (const [order, slide] of SLIDES.entries()) {
      const { name, colour, ...texts } = slide;
      const image = await demoUpload(config, `slide-${name}`, () => demoBanner(colour, 1200, 450));
      const mobileImage = await demoUpload(config, `slide-${name}-phone`, () => demoBanner(colour, 600, 450));
      em.create(Slide, { slider, image, mobileImage, order, ...texts });
    }
  }
  // Compared field by field: jsonb keeps its own key order.
  const plain = (sections: { type: string; value: string | null; limit: number | null }[]) => JSON.stringify(sections.map((s) => [s.type, s.value, s.limit]));
  const home = await readSettingsGroup(em, 'home');
  if (plain(home.sections) === plain(SETTINGS_DEFAULTS.home.sections)) await writeSettingsGroup(em, 'home', { sections: HOME_SECTIONS });
}

/** Seeds what is missing (by url or identifier), so seeding twice changes nothing. */
export async function seedDemoContent(em: EntityManager, config: AppConfig): Promise<void> {
  const pages = new Set((await em.find(Page, { url: { $in: PAGES.map((p) => p.url) } })).map((p) => p.url));
  for (const page of PAGES) if (!pages.has(page.url)) em.create(Page, page);
  const blocks = new Set((await em.find(Block, { identifier: { $in: BLOCKS.map((b) => b.identifier) } })).map((b) => b.identifier));
  for (const block of BLOCKS) if (!blocks.has(block.identifier)) em.create(Block, block);
  await seedDemoHome(em, config);
  const categories = new Map((await em.find(BlogCategory, { url: { $in: CATEGORIES.map((c) => c.url) } })).map((c) => [c.url, c]));
  for (const category of CATEGORIES) if (!categories.has(category.url)) categories.set(category.url, em.create(BlogCategory, category));
  await em.flush();
  const articles = new Set((await em.find(BlogArticle, { url: { $in: ARTICLES.map((a) => a.url) } })).map((a) => a.url));
  ARTICLES.forEach((article, index) => {
    if (articles.has(article.url)) return;
    const { category, ...fields } = article;
    em.create(BlogArticle, {
      ...fields,
      content: { en_us: `<p>${fields.summary.en_us}</p>`, zh_hk: `<p>${fields.summary.zh_hk}</p>` },
      author: 'Harbour Lane',
      categoryIds: [categories.get(category)!.id],
      tags: [category],
      publishedAt: new Date(Date.UTC(2026, 0, 1 + index)),
    });
  });
}
