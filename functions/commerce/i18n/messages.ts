/**
 * Every word the backend says itself (errors, field messages, headings in composed pages), in
 * English, Simplified Chinese and Traditional Chinese (Hong Kong). Other languages fall back to
 * English key by key. `{0}`, `{1}` are positional parameters.
 */
import { fallbackChain, type Language } from "./languages";
import { orderMessagesEn, orderMessagesZh, orderMessagesZhHK } from "./order-messages";

const en = {
  ...orderMessagesEn,
  ok: "ok",
  notFound: "The page or item you were looking for does not exist.",
  invalidInput: "Please check the highlighted fields.",
  forbidden: "Authorization error",
  serverError: "An unknown error occurred.",
  systemTemplateMissing:
    "The system default template does not exist, please restore the default template or customize the template.",
  templateMissing: "Template does not exist.",
  fieldRequired: "{0} is required",
  fieldInvalid: "{0} is not valid",
  fieldTooShort: "{0} must be at least {1} characters",
  fieldTooLong: "Input has reached its limit ({1} characters)",
  fieldTooSmall: "{0} must be at least {1}",
  fieldTooBig: "{0} must be at most {1}",
  fieldChoice: "Please select {0}",
  fieldUnknown: "{0} is not a known field",
  bodyNotJson: "The request body is not valid JSON",
  shop: "Shop",
  help: "Help",
  company: "Company",
  home: "Home",
  featuredProducts: "Featured products",
  newArrivals: "New arrivals",
  shopByCategory: "Shop by category",
  fromTheJournal: "From the journal",
  shopNow: "Shop now",
  promotions: "Promotions",
  coupons: "Coupons",
  articles: "Articles",
  searchResults: "Search results",
  productsIn: "Products in {0}",
  relatedProducts: "You may also like",
  promotionProducts: "In this promotion",
  error404Title: "Page not found",
  error404Text: "We could not find that page. It may have moved, or the link may be wrong.",
  error500Title: "Something went wrong",
  error500Text: "An unknown error occurred. Please try again in a moment.",
  error403Title: "Access denied",
  error403Text: "You do not have permission to see this page.",
  backHome: "Back to the home page",
  newsletterTitle: "Newsletter",
  allRightsReserved: "All rights reserved.",
  heroTitle1: "The new season is here",
  heroSubtitle1: "Fresh colours, easy fits — made to be lived in.",
  heroTitle2: "Up to 30% off outerwear",
  heroSubtitle2: "Jackets and coats for every kind of weather.",
  heroTitle3: "Free shipping over $99",
  heroSubtitle3: "Fast, tracked delivery on every order.",
};

export type MessageKey = keyof typeof en;
type Catalogue = Partial<Record<MessageKey, string>>;

const zh: Catalogue = {
  ...orderMessagesZh,
  ok: "成功",
  notFound: "您要找的页面或内容不存在。",
  invalidInput: "请检查标出的字段。",
  forbidden: "授权错误",
  serverError: "发生未知错误。",
  systemTemplateMissing: "系统默认模板不存在，请恢复默认模板或自定义模板。",
  templateMissing: "模板不存在。",
  fieldRequired: "{0}为必填项",
  fieldInvalid: "{0}格式不正确",
  fieldTooShort: "{0}至少需要{1}个字符",
  fieldTooLong: "输入已达上限（{1}个字符）",
  fieldTooSmall: "{0}不能小于{1}",
  fieldTooBig: "{0}不能大于{1}",
  fieldChoice: "请选择{0}",
  fieldUnknown: "{0}不是可识别的字段",
  bodyNotJson: "请求内容不是有效的 JSON",
  shop: "商店",
  help: "帮助",
  company: "公司",
  home: "首页",
  featuredProducts: "精选商品",
  newArrivals: "新品上架",
  shopByCategory: "按分类选购",
  fromTheJournal: "最新文章",
  shopNow: "立即选购",
  promotions: "促销活动",
  coupons: "优惠券",
  articles: "文章",
  searchResults: "搜索结果",
  productsIn: "{0}中的商品",
  relatedProducts: "猜你喜欢",
  promotionProducts: "活动商品",
  error404Title: "页面未找到",
  error404Text: "找不到该页面，它可能已被移动，或链接有误。",
  error500Title: "出错了",
  error500Text: "发生未知错误，请稍后再试。",
  error403Title: "拒绝访问",
  error403Text: "您没有权限查看此页面。",
  backHome: "返回首页",
  newsletterTitle: "订阅资讯",
  allRightsReserved: "版权所有。",
  heroTitle1: "新季上新",
  heroSubtitle1: "清新色彩，轻松版型，为日常而生。",
  heroTitle2: "外套低至七折",
  heroSubtitle2: "应对各种天气的夹克与大衣。",
  heroTitle3: "满 $99 包邮",
  heroSubtitle3: "每单均可快速配送并跟踪物流。",
};

const zhHK: Catalogue = {
  ...orderMessagesZhHK,
  ok: "成功",
  notFound: "您要找的頁面或內容不存在。",
  invalidInput: "請檢查標示的欄位。",
  forbidden: "授權錯誤",
  serverError: "發生未知錯誤。",
  systemTemplateMissing: "系統預設範本不存在，請還原預設範本或自訂範本。",
  templateMissing: "範本不存在。",
  fieldRequired: "{0}為必填項",
  fieldInvalid: "{0}格式不正確",
  fieldTooShort: "{0}至少需要{1}個字元",
  fieldTooLong: "輸入已達上限（{1}個字元）",
  fieldTooSmall: "{0}不能小於{1}",
  fieldTooBig: "{0}不能大於{1}",
  fieldChoice: "請選擇{0}",
  fieldUnknown: "{0}不是可識別的欄位",
  bodyNotJson: "請求內容不是有效的 JSON",
  shop: "商店",
  help: "幫助",
  company: "公司",
  home: "首頁",
  featuredProducts: "精選商品",
  newArrivals: "新品上架",
  shopByCategory: "按分類選購",
  fromTheJournal: "最新文章",
  shopNow: "立即選購",
  promotions: "推廣活動",
  coupons: "優惠券",
  articles: "文章",
  searchResults: "搜尋結果",
  productsIn: "{0}中的商品",
  relatedProducts: "你可能也喜歡",
  promotionProducts: "活動商品",
  error404Title: "找不到頁面",
  error404Text: "找不到該頁面，它可能已被移動，或連結有誤。",
  error500Title: "出錯了",
  error500Text: "發生未知錯誤，請稍後再試。",
  error403Title: "拒絕存取",
  error403Text: "您沒有權限查看此頁面。",
  backHome: "返回首頁",
  newsletterTitle: "訂閱資訊",
  allRightsReserved: "版權所有。",
  heroTitle1: "新季登場",
  heroSubtitle1: "清新色彩，輕鬆剪裁，為日常而生。",
  heroTitle2: "外套低至七折",
  heroSubtitle2: "應對各種天氣的夾克與大衣。",
  heroTitle3: "滿 $99 免運費",
  heroSubtitle3: "每張訂單均可快速送遞並追蹤物流。",
};

const catalogues: Record<string, Catalogue> = { en, zh, "zh-HK": zhHK };

export type Translate = (key: MessageKey, ...params: (string | number)[]) => string;

export function translator(language: Language): Translate {
  const chain = [...fallbackChain(language), "en"];
  return (key, ...params) => {
    let text: string = en[key];
    for (const code of chain) {
      const found = catalogues[code]?.[key];
      if (found !== undefined) {
        text = found;
        break;
      }
    }
    return text.replace(/\{(\d+)\}/g, (_, index: string) => String(params[Number(index)] ?? ""));
  };
}

export function isMessageKey(value: string): value is MessageKey {
  return value in en;
}
