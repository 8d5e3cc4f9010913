import type { DemoShape } from './png.js';
import type { Bilingual, BrandUrl, CategoryUrl, ColourCode, SizeCode } from './catalogue-data.js';

/**
 * The demo shop's products, by category (pure data; catalogue.ts writes them): each with its brand, the
 * shape its pictures are painted in, its colours and sizes (one stock per pair) and HKD prices.
 */
export interface DemoProduct {
  sku: string;
  url: string;
  name: Bilingual;
  description: Bilingual;
  category: CategoryUrl;
  brand: BrandUrl;
  shape: DemoShape;
  colours: ColourCode[];
  /** Empty: colour is the only option. */
  sizes: SizeCode[];
  /** HKD. */
  price: number;
  /** A special price for every stock (HKD). */
  specialPrice?: number;
  /** Extra HKD per size step (larger sizes cost more for home goods). */
  sizeStep?: number;
  isNew?: boolean;
  isFeatured?: boolean;
  isHot?: boolean;
  /** Every stock empty in both warehouses. */
  soldOut?: boolean;
}

const p = (
  sku: string,
  url: string,
  name: Bilingual,
  description: Bilingual,
  rest: Omit<DemoProduct, 'sku' | 'url' | 'name' | 'description'>,
): DemoProduct => ({ sku, url, name, description, ...rest });

export const DEMO_PRODUCTS: DemoProduct[] = [
  // Women > Dresses
  p(
    'HL-DRS-001',
    'linen-wrap-dress',
    { en_us: 'Linen Wrap Dress', zh_hk: '亞麻裹身連身裙' },
    {
      en_us: 'A washed linen wrap dress with a tie waist and deep pockets, cool enough for August in Hong Kong.',
      zh_hk: '水洗亞麻裹身連身裙，綁帶腰身配深口袋，八月的香港也夠清爽。',
    },
    {
      category: 'dresses',
      brand: 'lantau-linen',
      shape: 'dress',
      colours: ['beige', 'navy'],
      sizes: ['s', 'm', 'l'],
      price: 780,
      isNew: true,
      isFeatured: true,
    },
  ),
  p(
    'HL-DRS-002',
    'floral-midi-dress',
    { en_us: 'Floral Midi Dress', zh_hk: '碎花中長裙' },
    { en_us: 'A light cotton midi dress printed with small camellias, with a smocked back.', zh_hk: '印有小山茶花的輕薄棉質中長裙，背部有褶皺彈性設計。' },
    { category: 'dresses', brand: 'harbour-thread', shape: 'dress', colours: ['pink', 'blue'], sizes: ['s', 'm'], price: 560, specialPrice: 448, isHot: true },
  ),
  p(
    'HL-DRS-003',
    'mandarin-collar-shift-dress',
    { en_us: 'Mandarin-collar Shift Dress', zh_hk: '旗袍領直身裙' },
    {
      en_us: 'A modern shift dress with a cheongsam collar and knot buttons, in a crisp cotton twill.',
      zh_hk: '現代剪裁的直身裙，配旗袍領和盤扣，採用挺身棉斜紋布。',
    },
    { category: 'dresses', brand: 'harbour-thread', shape: 'dress', colours: ['red', 'black'], sizes: ['s', 'm', 'l'], price: 890, isFeatured: true },
  ),
  p(
    'HL-DRS-004',
    'knit-sweater-dress',
    { en_us: 'Knit Sweater Dress', zh_hk: '針織毛衣連身裙' },
    { en_us: 'A soft rib-knit dress for air-conditioned offices and cool winter evenings.', zh_hk: '柔軟坑紋針織連身裙，適合冷氣辦公室和冬天的晚上。' },
    { category: 'dresses', brand: 'harbour-thread', shape: 'dress', colours: ['grey'], sizes: ['s', 'm', 'l'], price: 650, soldOut: true },
  ),
  p(
    'HL-DRS-005',
    'pleated-maxi-dress',
    { en_us: 'Pleated Maxi Dress', zh_hk: '百褶長裙' },
    { en_us: 'A flowing maxi dress with fine pleats that pack flat for travel.', zh_hk: '飄逸的細褶長裙，摺起不易起皺，方便旅行。' },
    { category: 'dresses', brand: 'lantau-linen', shape: 'dress', colours: ['green', 'navy'], sizes: ['m', 'l'], price: 720, isNew: true },
  ),
  // Women > Tops
  p(
    'HL-TOP-001',
    'cotton-crew-neck-tee',
    { en_us: 'Cotton Crew-neck T-shirt', zh_hk: '純棉圓領T恤' },
    { en_us: 'Our everyday T-shirt in heavy combed cotton that keeps its shape wash after wash.', zh_hk: '以厚身精梳棉製成的日常T恤，多次洗滌後依然不變形。' },
    {
      category: 'tops',
      brand: 'harbour-thread',
      shape: 'top',
      colours: ['white', 'black', 'grey'],
      sizes: ['s', 'm'],
      price: 199,
      isHot: true,
      isFeatured: true,
    },
  ),
  p(
    'HL-TOP-002',
    'silk-blouse',
    { en_us: 'Silk Blouse', zh_hk: '真絲襯衫' },
    { en_us: 'A fluid mulberry silk blouse with covered buttons and a relaxed fit.', zh_hk: '垂墜感的桑蠶絲襯衫，包扣設計，寬鬆剪裁。' },
    { category: 'tops', brand: 'harbour-thread', shape: 'shirt', colours: ['white', 'pink'], sizes: ['s', 'm', 'l'], price: 880, specialPrice: 704 },
  ),
  p(
    'HL-TOP-003',
    'striped-boat-neck-top',
    { en_us: 'Striped Boat-neck Top', zh_hk: '條紋船領上衣' },
    { en_us: 'A Breton-style striped top in midweight jersey with three-quarter sleeves.', zh_hk: '中厚針織布的海軍條紋船領上衣，七分袖設計。' },
    { category: 'tops', brand: 'harbour-thread', shape: 'top', colours: ['navy', 'red'], sizes: ['s', 'm'], price: 320, isNew: true },
  ),
  p(
    'HL-TOP-004',
    'cropped-cardigan',
    { en_us: 'Cropped Cardigan', zh_hk: '短身開襟毛衣' },
    { en_us: 'A short cotton-cashmere cardigan to wear over dresses in the office.', zh_hk: '棉混羊絨短身開襟毛衣，在辦公室可配搭連身裙。' },
    { category: 'tops', brand: 'harbour-thread', shape: 'top', colours: ['beige', 'green'], sizes: ['m', 'l'], price: 590 },
  ),
  p(
    'HL-TOP-005',
    'linen-camisole',
    { en_us: 'Linen Camisole', zh_hk: '亞麻吊帶背心' },
    { en_us: 'A simple linen camisole with adjustable straps, for layering or hot days.', zh_hk: '可調節肩帶的簡約亞麻吊帶背心，可單穿或配搭。' },
    { category: 'tops', brand: 'lantau-linen', shape: 'top', colours: ['white', 'beige'], sizes: ['s'], price: 260, specialPrice: 199, isHot: true },
  ),
  // Men > Shirts
  p(
    'HL-SHT-001',
    'oxford-button-down-shirt',
    { en_us: 'Oxford Button-down Shirt', zh_hk: '牛津布鈕扣領恤衫' },
    {
      en_us: 'A classic button-down collar shirt in soft Oxford cotton, made for the office and beyond.',
      zh_hk: '柔軟牛津棉布的經典鈕扣領恤衫，上班下班都合適。',
    },
    {
      category: 'shirts',
      brand: 'harbour-thread',
      shape: 'shirt',
      colours: ['white', 'blue'],
      sizes: ['m', 'l', 'xl'],
      price: 480,
      isFeatured: true,
      isHot: true,
    },
  ),
  p(
    'HL-SHT-002',
    'linen-camp-collar-shirt',
    { en_us: 'Linen Camp-collar Shirt', zh_hk: '亞麻古巴領恤衫' },
    { en_us: 'A short-sleeved linen shirt with an open camp collar for humid afternoons.', zh_hk: '開領短袖亞麻恤衫，適合潮濕的下午。' },
    { category: 'shirts', brand: 'lantau-linen', shape: 'shirt', colours: ['beige', 'green', 'navy'], sizes: ['m', 'l'], price: 520, isNew: true },
  ),
  p(
    'HL-SHT-003',
    'chambray-work-shirt',
    { en_us: 'Chambray Work Shirt', zh_hk: '青年布工作恤衫' },
    { en_us: 'A sturdy chambray shirt with two chest pockets that softens with wear.', zh_hk: '結實的青年布恤衫，有兩個胸袋，越穿越柔軟。' },
    { category: 'shirts', brand: 'harbour-thread', shape: 'shirt', colours: ['blue'], sizes: ['m', 'l', 'xl'], price: 460, specialPrice: 368 },
  ),
  p(
    'HL-SHT-004',
    'mandarin-collar-shirt',
    { en_us: 'Mandarin-collar Shirt', zh_hk: '唐裝領恤衫' },
    { en_us: 'A band-collar shirt in fine poplin, smart enough for dinner without a tie.', zh_hk: '細府綢立領恤衫，不打領帶出席晚宴也得體。' },
    { category: 'shirts', brand: 'harbour-thread', shape: 'shirt', colours: ['white', 'black'], sizes: ['m', 'l'], price: 540 },
  ),
  p(
    'HL-SHT-005',
    'flannel-check-shirt',
    { en_us: 'Flannel Check Shirt', zh_hk: '格仔絨布恤衫' },
    {
      en_us: 'A brushed cotton flannel shirt in a quiet check, for the few cold weeks of the year.',
      zh_hk: '低調格紋的磨毛棉絨布恤衫，為一年中寒冷的幾個星期而設。',
    },
    { category: 'shirts', brand: 'harbour-thread', shape: 'shirt', colours: ['red', 'grey'], sizes: ['m', 'l', 'xl'], price: 499, isNew: true },
  ),
  // Men > Trousers
  p(
    'HL-TRS-001',
    'slim-chinos',
    { en_us: 'Slim Chinos', zh_hk: '修身斜紋褲' },
    { en_us: 'Slim cotton twill chinos with a little stretch, cut to sit at the waist.', zh_hk: '稍有彈性的修身棉斜紋褲，腰線剪裁貼身。' },
    { category: 'trousers', brand: 'harbour-thread', shape: 'trousers', colours: ['beige', 'navy', 'black'], sizes: ['m', 'l'], price: 560, isHot: true },
  ),
  p(
    'HL-TRS-002',
    'pleated-wide-trousers',
    { en_us: 'Pleated Wide Trousers', zh_hk: '打褶闊腳褲' },
    { en_us: 'Relaxed wide-leg trousers with double pleats in a drapey wool blend.', zh_hk: '雙褶寬鬆闊腳褲，採用垂墜感羊毛混紡布料。' },
    {
      category: 'trousers',
      brand: 'harbour-thread',
      shape: 'trousers',
      colours: ['grey', 'black'],
      sizes: ['m', 'l', 'xl'],
      price: 780,
      specialPrice: 624,
      isFeatured: true,
    },
  ),
  p(
    'HL-TRS-003',
    'drawstring-linen-trousers',
    { en_us: 'Drawstring Linen Trousers', zh_hk: '索繩亞麻長褲' },
    {
      en_us: 'Easy linen trousers with a drawstring waist, for beach days on Lamma and long flights.',
      zh_hk: '索繩腰頭的輕鬆亞麻長褲，南丫島海灘日和長途機程都適合。',
    },
    { category: 'trousers', brand: 'lantau-linen', shape: 'trousers', colours: ['white', 'beige'], sizes: ['m', 'l'], price: 450, isNew: true },
  ),
  p(
    'HL-TRS-004',
    'stretch-travel-trousers',
    { en_us: 'Stretch Travel Trousers', zh_hk: '彈性旅行長褲' },
    { en_us: 'Quick-drying stretch trousers with a hidden zip pocket for your Octopus card.', zh_hk: '快乾彈性長褲，設有隱形拉鍊袋放八達通。' },
    { category: 'trousers', brand: 'harbour-thread', shape: 'trousers', colours: ['navy'], sizes: ['m', 'l', 'xl'], price: 590 },
  ),
  p(
    'HL-TRS-005',
    'corduroy-trousers',
    { en_us: 'Corduroy Trousers', zh_hk: '燈芯絨長褲' },
    { en_us: 'Straight-leg needlecord trousers in a warm autumn shade.', zh_hk: '直腳幼條燈芯絨長褲，秋天的暖色調。' },
    { category: 'trousers', brand: 'harbour-thread', shape: 'trousers', colours: ['beige', 'green'], sizes: ['l'], price: 620, soldOut: true },
  ),
  // Home > Kitchen
  p(
    'HL-KIT-001',
    'enamel-milk-pan',
    { en_us: 'Enamel Milk Pan', zh_hk: '搪瓷牛奶鍋' },
    {
      en_us: 'A small enamel pan for milk tea, instant noodles and boiled eggs, with a pouring lip.',
      zh_hk: '小巧搪瓷鍋，煮奶茶、即食麵和烚蛋都合用，附倒口設計。',
    },
    { category: 'kitchen', brand: 'kowloon-kiln', shape: 'pot', colours: ['white', 'red', 'green'], sizes: [], price: 280, isHot: true },
  ),
  p(
    'HL-KIT-002',
    'bamboo-steamer-set',
    { en_us: 'Bamboo Steamer Set', zh_hk: '竹蒸籠套裝' },
    { en_us: 'Two tiers and a lid of woven bamboo for dim sum and steamed fish at home.', zh_hk: '兩層連蓋竹織蒸籠，在家蒸點心和蒸魚。' },
    { category: 'kitchen', brand: 'kowloon-kiln', shape: 'bowl', colours: ['beige'], sizes: ['small', 'large'], price: 180, sizeStep: 60, isFeatured: true },
  ),
  p(
    'HL-KIT-003',
    'cast-iron-wok',
    { en_us: 'Cast-iron Wok', zh_hk: '鑄鐵鑊' },
    { en_us: 'A light cast-iron wok that holds its heat for proper wok hei on a home stove.', zh_hk: '輕身鑄鐵鑊，保溫力強，家用爐頭也炒出鑊氣。' },
    {
      category: 'kitchen',
      brand: 'kowloon-kiln',
      shape: 'bowl',
      colours: ['black'],
      sizes: ['small', 'large'],
      price: 420,
      sizeStep: 120,
      specialPrice: 380,
      isNew: true,
    },
  ),
  p(
    'HL-KIT-004',
    'ceramic-rice-bowls',
    { en_us: 'Ceramic Rice Bowls (set of 4)', zh_hk: '陶瓷飯碗（4件裝）' },
    { en_us: 'Four hand-glazed rice bowls, each a slightly different shade.', zh_hk: '四隻人手上釉的飯碗，每隻色調略有不同。' },
    { category: 'kitchen', brand: 'kowloon-kiln', shape: 'bowl', colours: ['blue', 'white', 'grey'], sizes: [], price: 240 },
  ),
  p(
    'HL-KIT-005',
    'linen-tea-towel',
    { en_us: 'Linen Tea Towel', zh_hk: '亞麻茶巾' },
    { en_us: 'An absorbent linen tea towel that dries glasses without lint.', zh_hk: '吸水力強的亞麻茶巾，抹玻璃杯不留棉絮。' },
    {
      category: 'kitchen',
      brand: 'lantau-linen',
      shape: 'top',
      colours: ['beige', 'red', 'navy', 'grey'],
      sizes: [],
      price: 95,
      specialPrice: 76,
      isHot: true,
    },
  ),
  // Home > Tea
  p(
    'HL-TEA-001',
    'celadon-gaiwan',
    { en_us: 'Celadon Gaiwan', zh_hk: '青瓷蓋碗' },
    { en_us: 'A 120 ml celadon gaiwan with a thin rim that does not burn your fingers.', zh_hk: '120毫升青瓷蓋碗，薄邊設計，沖茶不燙手。' },
    { category: 'tea-ware', brand: 'kowloon-kiln', shape: 'bowl', colours: ['green', 'white'], sizes: [], price: 260, isFeatured: true, isNew: true },
  ),
  p(
    'HL-TEA-002',
    'yixing-clay-teapot',
    { en_us: 'Yixing Clay Teapot', zh_hk: '宜興紫砂茶壺' },
    { en_us: 'An unglazed purple clay teapot that seasons with every pot of pu-erh.', zh_hk: '無釉紫砂茶壺，每泡一壺普洱都令它更溫潤。' },
    {
      category: 'tea-ware',
      brand: 'kowloon-kiln',
      shape: 'pot',
      colours: ['red', 'black'],
      sizes: ['small', 'large'],
      price: 980,
      sizeStep: 320,
      isFeatured: true,
    },
  ),
  p(
    'HL-TEA-003',
    'glass-tea-pitcher',
    { en_us: 'Glass Tea Pitcher', zh_hk: '玻璃公道杯' },
    { en_us: 'A heat-resistant glass fairness pitcher so that every cup pours the same.', zh_hk: '耐熱玻璃公道杯，讓每杯茶濃淡一致。' },
    { category: 'tea-ware', brand: 'kowloon-kiln', shape: 'pot', colours: ['white'], sizes: ['small', 'large'], price: 160, sizeStep: 40 },
  ),
  p(
    'HL-TEA-004',
    'porcelain-tea-cups',
    { en_us: 'Porcelain Tea Cups (set of 6)', zh_hk: '瓷茶杯（6件裝）' },
    { en_us: 'Six small porcelain tasting cups with a blue-and-white rim.', zh_hk: '六隻青花邊小瓷品茗杯。' },
    { category: 'tea-ware', brand: 'kowloon-kiln', shape: 'bowl', colours: ['blue', 'white'], sizes: [], price: 220, specialPrice: 176, isHot: true },
  ),
  p(
    'HL-TEA-005',
    'travel-tea-set',
    { en_us: 'Travel Tea Set', zh_hk: '旅行茶具套裝' },
    { en_us: 'A pot and two cups in a padded case, for hiking the MacLehose Trail with proper tea.', zh_hk: '一壺兩杯連軟墊收納盒，行麥理浩徑也能好好品茶。' },
    { category: 'tea-ware', brand: 'kowloon-kiln', shape: 'pot', colours: ['grey', 'green'], sizes: [], price: 360, isNew: true, soldOut: true },
  ),
];
