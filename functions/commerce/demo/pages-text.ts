/** The shop's own pages in three languages: [slug, title, content HTML] per language. */
import type { Words } from "./vocabulary";
import { ACCESSIBILITY_PAGE } from "./accessibility-text";

type PageText = { slug: string; title: Words; content: Words };

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join("");

export const SHOP_PAGES: PageText[] = [
  {
    slug: "about",
    title: ["About us", "关于我们", "關於我們"],
    content: [
      p(
        "Northwind Supply makes clothes and accessories to be worn for years, not seasons.",
        "We work with a small number of mills and workshops we know by name, and we publish where every product is made.",
      ),
      p(
        "北风商店制作可以穿很多年、而不只是一季的服装和配饰。",
        "我们只与少数熟识的面料厂和工坊合作，并公开每件商品的产地。",
      ),
      p(
        "北風商店製作可以穿很多年、而不只是一季的服飾和配飾。",
        "我們只與少數熟識的布廠和工坊合作，並公開每件商品的產地。",
      ),
    ],
  },
  {
    slug: "contact",
    title: ["Contact", "联系我们", "聯絡我們"],
    content: [
      p(
        "Write to hello@northwind.example or use the feedback form; we answer within one working day.",
        "Customer service hours: Monday to Friday, 9:00–18:00 (UTC).",
      ),
      p(
        "请发送邮件至 hello@northwind.example 或使用意见反馈表单，我们会在一个工作日内回复。",
        "客服时间：周一至周五 9:00–18:00（UTC）。",
      ),
      p(
        "請發送電郵至 hello@northwind.example 或使用意見回饋表格，我們會在一個工作天內回覆。",
        "客戶服務時間：星期一至五 9:00–18:00（UTC）。",
      ),
    ],
  },
  {
    slug: "privacy-policy",
    title: ["Privacy policy", "隐私政策", "私隱政策"],
    content: [
      p(
        "We collect only what we need to run your account and deliver your orders: your name, contact details, addresses and order history.",
        "We never sell personal data. You can download or delete your data at any time from your account.",
      ),
      p(
        "我们只收集运营账户和配送订单所必需的信息：姓名、联系方式、地址和订单记录。",
        "我们绝不出售个人数据。您可以随时在账户中下载或删除您的数据。",
      ),
      p(
        "我們只收集營運帳戶和送遞訂單所必需的資料：姓名、聯絡方式、地址和訂單紀錄。",
        "我們絕不出售個人資料。您可以隨時在帳戶中下載或刪除您的資料。",
      ),
    ],
  },
  {
    slug: "terms-of-service",
    title: ["Terms of service", "服务条款", "服務條款"],
    content: [
      p(
        "By placing an order you agree to these terms. Prices include VAT where applicable and are confirmed at checkout.",
        "A contract is formed when we confirm dispatch of your order.",
      ),
      p("下单即表示您同意本条款。价格在适用情况下已含增值税，并以结算时为准。", "当我们确认订单发货时，合同即告成立。"),
      p("落單即表示您同意本條款。價格在適用情況下已含增值稅，並以結帳時為準。", "當我們確認訂單發貨時，合約即告成立。"),
    ],
  },
  {
    slug: "shipping",
    title: ["Shipping", "配送说明", "送貨說明"],
    content: [
      p(
        "Standard delivery takes 3–5 working days and is free on orders over $99.",
        "Express delivery arrives in 1–2 working days. Every parcel is tracked.",
      ),
      p("标准配送需 3–5 个工作日，订单满 $99 免运费。", "特快配送 1–2 个工作日送达，所有包裹均可追踪。"),
      p("標準送貨需 3–5 個工作天，訂單滿 $99 免運費。", "特快送貨 1–2 個工作天送達，所有包裹均可追蹤。"),
    ],
  },
  {
    slug: "returns",
    title: ["Returns", "退换货政策", "退換貨政策"],
    content: [
      p(
        "Changed your mind? Return unworn items within 30 days for a full refund.",
        "Start a return from your order in the user centre; we email a prepaid label.",
      ),
      p(
        "改变主意了？未穿着的商品可在 30 天内退货并全额退款。",
        "在用户中心的订单中发起退货，我们会通过邮件发送预付运单。",
      ),
      p(
        "改變主意了？未穿著的貨品可在 30 天內退貨並全數退款。",
        "在用戶中心的訂單中申請退貨，我們會以電郵發送預付運單。",
      ),
    ],
  },
  ACCESSIBILITY_PAGE,
];

export const ARTICLE_CATEGORIES: { slug: string; name: Words }[] = [
  { slug: "style-notes", name: ["Style notes", "穿搭笔记", "穿搭筆記"] },
  { slug: "care-guides", name: ["Care guides", "护理指南", "護理指南"] },
  { slug: "behind-the-scenes", name: ["Behind the scenes", "幕后故事", "幕後故事"] },
];

/** Title patterns per article category; {noun} and {material} are filled from the vocabulary. */
export const ARTICLE_TITLES: { category: string; title: Words }[] = [
  { category: "style-notes", title: ["Five ways to wear a {noun}", "{noun}的五种穿法", "{noun}的五種穿法"] },
  { category: "care-guides", title: ["How to care for {material}", "如何护理{material}", "如何護理{material}"] },
  {
    category: "behind-the-scenes",
    title: ["Inside the workshop: making the {noun}", "走进工坊：{noun}的诞生", "走進工坊：{noun}的誕生"],
  },
  {
    category: "style-notes",
    title: ["Building a capsule wardrobe around the {noun}", "以{noun}打造胶囊衣橱", "以{noun}打造膠囊衣櫥"],
  },
];

export const ARTICLE_SENTENCES: Words[] = [
  [
    "Good clothes start with good fabric, and {material} is one of our favourites.",
    "好衣服始于好面料，{material}是我们的最爱之一。",
    "好衣服始於好面料，{material}是我們的最愛之一。",
  ],
  [
    "Wash cool, dry flat and the {noun} will keep its shape for years.",
    "低温洗涤、平铺晾干，{noun}可以多年保持版型。",
    "低溫洗滌、平放晾乾，{noun}可以多年保持版型。",
  ],
  [
    "We tested every sample for a month before it went into production.",
    "每一件样品在投产前都经过了一个月的试穿。",
    "每一件樣品在投產前都經過了一個月的試穿。",
  ],
  [
    "Pair it with something simple and let the colour do the work.",
    "搭配简洁的单品，让色彩成为焦点。",
    "配搭簡潔的單品，讓色彩成為焦點。",
  ],
  [
    "Small details — a bar-tacked seam, a stronger button — make the difference.",
    "细节决定品质——加固的缝线、更结实的纽扣。",
    "細節決定品質——加固的車線、更結實的鈕扣。",
  ],
  [
    "Layer it in spring, wear it alone in summer, and keep it close in autumn.",
    "春天叠穿，夏天单穿，秋天也离不开它。",
    "春天疊穿，夏天單穿，秋天也離不開它。",
  ],
  [
    "Our makers are paid fairly and work in audited, safe conditions.",
    "我们的制作者获得公平报酬，并在经过审核的安全环境中工作。",
    "我們的製作者獲得公平報酬，並在經過審核的安全環境中工作。",
  ],
  [
    "Repair before you replace: we sell spare buttons and patches for every piece.",
    "先修补再替换：我们为每件商品提供备用纽扣和补丁。",
    "先修補再替換：我們為每件貨品提供後備鈕扣和補丁。",
  ],
];
