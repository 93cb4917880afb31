/**
 * The demo shop's words in English, Simplified Chinese and Traditional Chinese (Hong Kong):
 * [en, zh, zh-HK]. The generator combines them into product names, descriptions and menus.
 */
export type Words = readonly [en: string, zh: string, zhHK: string];

export type LeafCategory = {
  slug: string;
  name: Words;
  nouns: Words[];
  sizes: string[];
  /** Price range in cents. */
  price: [number, number];
};

export type TopCategory = { slug: string; name: Words; children: LeafCategory[] };

const APPAREL = ["XS", "S", "M", "L", "XL"];
const SHOES = ["38", "39", "40", "41", "42", "43", "44"];
const ONE_SIZE = ["One size"];

export const CATEGORY_TREE: TopCategory[] = [
  {
    slug: "women",
    name: ["Women", "女装", "女裝"],
    children: [
      {
        slug: "women-tops",
        name: ["Tops", "上衣", "上衣"],
        nouns: [
          ["T-shirt", "T恤", "T恤"],
          ["Blouse", "衬衫", "恤衫"],
          ["Sweater", "毛衣", "毛衣"],
          ["Cardigan", "开衫", "開胸冷衫"],
        ],
        sizes: APPAREL,
        price: [1900, 8900],
      },
      {
        slug: "women-dresses",
        name: ["Dresses", "连衣裙", "連身裙"],
        nouns: [
          ["Midi dress", "中长裙", "中長裙"],
          ["Wrap dress", "裹身裙", "裹身裙"],
          ["Shirt dress", "衬衫裙", "恤衫裙"],
        ],
        sizes: APPAREL,
        price: [4900, 15900],
      },
      {
        slug: "women-outerwear",
        name: ["Outerwear", "外套", "外套"],
        nouns: [
          ["Trench coat", "风衣", "乾濕褸"],
          ["Puffer jacket", "羽绒服", "羽絨外套"],
          ["Wool coat", "羊毛大衣", "羊毛大衣"],
        ],
        sizes: APPAREL,
        price: [8900, 29900],
      },
    ],
  },
  {
    slug: "men",
    name: ["Men", "男装", "男裝"],
    children: [
      {
        slug: "men-shirts",
        name: ["Shirts", "衬衫", "恤衫"],
        nouns: [
          ["Oxford shirt", "牛津衬衫", "牛津恤衫"],
          ["Polo shirt", "Polo 衫", "Polo 恤"],
          ["Flannel shirt", "法兰绒衬衫", "法蘭絨恤衫"],
        ],
        sizes: APPAREL,
        price: [2900, 8900],
      },
      {
        slug: "men-trousers",
        name: ["Trousers", "长裤", "長褲"],
        nouns: [
          ["Chinos", "卡其裤", "卡其褲"],
          ["Jeans", "牛仔裤", "牛仔褲"],
          ["Joggers", "束脚裤", "索腳褲"],
        ],
        sizes: APPAREL,
        price: [3900, 11900],
      },
      {
        slug: "men-outerwear",
        name: ["Jackets", "夹克", "夾克"],
        nouns: [
          ["Field jacket", "工装夹克", "工裝夾克"],
          ["Rain jacket", "雨衣", "雨褸"],
          ["Bomber jacket", "飞行员夹克", "飛行員夾克"],
        ],
        sizes: APPAREL,
        price: [7900, 24900],
      },
    ],
  },
  {
    slug: "shoes",
    name: ["Shoes", "鞋履", "鞋履"],
    children: [
      {
        slug: "sneakers",
        name: ["Sneakers", "运动鞋", "波鞋"],
        nouns: [
          ["Runner", "跑鞋", "跑鞋"],
          ["Court sneaker", "板鞋", "板鞋"],
          ["Trail shoe", "越野鞋", "越野鞋"],
        ],
        sizes: SHOES,
        price: [5900, 16900],
      },
      {
        slug: "boots",
        name: ["Boots", "靴子", "靴"],
        nouns: [
          ["Chelsea boot", "切尔西靴", "切爾西靴"],
          ["Hiking boot", "登山靴", "行山靴"],
          ["Ankle boot", "短靴", "短靴"],
        ],
        sizes: SHOES,
        price: [8900, 22900],
      },
    ],
  },
  {
    slug: "accessories",
    name: ["Accessories", "配饰", "配飾"],
    children: [
      {
        slug: "bags",
        name: ["Bags", "包袋", "手袋"],
        nouns: [
          ["Tote bag", "托特包", "托特袋"],
          ["Backpack", "双肩包", "背囊"],
          ["Crossbody bag", "斜挎包", "斜孭袋"],
        ],
        sizes: ONE_SIZE,
        price: [2900, 18900],
      },
      {
        slug: "hats",
        name: ["Hats", "帽子", "帽"],
        nouns: [
          ["Beanie", "毛线帽", "冷帽"],
          ["Baseball cap", "棒球帽", "棒球帽"],
          ["Bucket hat", "渔夫帽", "漁夫帽"],
        ],
        sizes: ONE_SIZE,
        price: [1500, 4900],
      },
      {
        slug: "scarves",
        name: ["Scarves", "围巾", "頸巾"],
        nouns: [
          ["Wool scarf", "羊毛围巾", "羊毛頸巾"],
          ["Silk scarf", "丝巾", "絲巾"],
        ],
        sizes: ONE_SIZE,
        price: [1900, 7900],
      },
    ],
  },
];

export const BRANDS: { slug: string; name: Words }[] = [
  { slug: "northwind", name: ["Northwind", "北风", "北風"] },
  { slug: "alder-and-co", name: ["Alder & Co", "赤杨社", "赤楊社"] },
  { slug: "lumen", name: ["Lumen", "流明", "流明"] },
];

export const ADJECTIVES: Words[] = [
  ["Classic", "经典", "經典"],
  ["Everyday", "日常", "日常"],
  ["Relaxed", "宽松", "寬鬆"],
  ["Slim", "修身", "修身"],
  ["Heritage", "复古", "復古"],
  ["Lightweight", "轻盈", "輕盈"],
  ["Cosy", "舒适", "舒適"],
  ["Essential", "基础", "基礎"],
  ["Weekend", "周末", "週末"],
  ["Travel", "旅行", "旅行"],
  ["Studio", "工作室", "工作室"],
  ["Coastal", "海岸", "海岸"],
];

export const MATERIALS: Words[] = [
  ["organic cotton", "有机棉", "有機棉"],
  ["linen", "亚麻", "亞麻"],
  ["merino wool", "美利奴羊毛", "美利奴羊毛"],
  ["recycled polyester", "再生聚酯纤维", "再生聚酯纖維"],
  ["full-grain leather", "全粒面皮革", "全粒面皮革"],
  ["canvas", "帆布", "帆布"],
  ["silk", "真丝", "真絲"],
];

export const COLOURS: Record<string, Words> = {
  black: ["Black", "黑色", "黑色"],
  white: ["White", "白色", "白色"],
  navy: ["Navy", "藏青色", "海軍藍"],
  red: ["Red", "红色", "紅色"],
  green: ["Green", "绿色", "綠色"],
  sand: ["Sand", "沙色", "沙色"],
  grey: ["Grey", "灰色", "灰色"],
  olive: ["Olive", "橄榄绿", "橄欖綠"],
  blue: ["Blue", "蓝色", "藍色"],
  pink: ["Pink", "粉色", "粉紅色"],
};

export const TAGS: { slug: string; name: Words }[] = [
  { slug: "new", name: ["New in", "新品", "新品"] },
  { slug: "bestseller", name: ["Bestseller", "热销", "熱賣"] },
  { slug: "sale", name: ["On sale", "特价", "特價"] },
  { slug: "organic", name: ["Organic", "有机", "有機"] },
  { slug: "summer", name: ["Summer", "夏季", "夏季"] },
  { slug: "winter", name: ["Winter", "冬季", "冬季"] },
  { slug: "gift", name: ["Gift idea", "礼物推荐", "禮物推介"] },
  { slug: "sustainable", name: ["Sustainable", "可持续", "可持續"] },
  { slug: "limited", name: ["Limited edition", "限量版", "限量版"] },
  { slug: "essentials", name: ["Essentials", "必备单品", "必備單品"] },
];

export const COLLECTIONS: { slug: string; name: Words; description: Words; tag: string }[] = [
  {
    slug: "summer-edit",
    name: ["The summer edit", "夏日精选", "夏日精選"],
    description: [
      "Light fabrics and bright colours for long days.",
      "轻薄面料与明亮色彩，陪你度过漫长夏日。",
      "輕薄面料與明亮色彩，陪你度過漫長夏日。",
    ],
    tag: "summer",
  },
  {
    slug: "winter-warmers",
    name: ["Winter warmers", "冬日暖意", "冬日暖意"],
    description: [
      "Wool, down and everything cosy.",
      "羊毛、羽绒以及一切温暖舒适的单品。",
      "羊毛、羽絨以及一切溫暖舒適的單品。",
    ],
    tag: "winter",
  },
  {
    slug: "everyday-essentials",
    name: ["Everyday essentials", "日常必备", "日常必備"],
    description: [
      "The pieces you reach for every morning.",
      "每天早上都会拿起的那几件。",
      "每天早上都會拿起的那幾件。",
    ],
    tag: "essentials",
  },
  {
    slug: "gift-guide",
    name: ["Gift guide", "礼物指南", "禮物指南"],
    description: [
      "Thoughtful presents for everyone on your list.",
      "为清单上的每个人准备的贴心礼物。",
      "為清單上的每個人準備的貼心禮物。",
    ],
    tag: "gift",
  },
];

export const REVIEWERS = [
  "Amelia",
  "Noah",
  "Li Wei",
  "Chen Jing",
  "Olivia",
  "Lucas",
  "Mei",
  "Hana",
  "Oscar",
  "Sofia",
  "Wong Ka Ho",
  "Isla",
];

export const REVIEW_TEXTS: string[] = [
  "Fits true to size and the fabric feels great.",
  "Lovely colour, exactly as pictured. Would buy again.",
  "Good quality for the price, shipping was quick.",
  "A bit snug around the shoulders, I sized up.",
  "My new favourite — I have worn it every week since it arrived.",
  "质量很好，颜色和图片一致。",
  "尺码标准，穿着很舒服。",
  "質料好，送貨亦快。",
];

export const AUTHORS = ["Maya Collins", "Daniel Reyes", "Zhang Min", "Grace Ho", "Tom Whitaker"];
