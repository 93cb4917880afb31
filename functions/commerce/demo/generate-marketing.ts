/** Demo promotions, coupons, and the shipping and payment methods checkout offers. */
import type * as schema from "../kernel/db/schema";
import type { Random } from "./random";
import { i18n, type DemoCatalogue } from "./generate-catalogue";

type Insert<T extends { $inferInsert: unknown }> = T["$inferInsert"];

export type DemoMarketing = {
  promotions: Insert<typeof schema.promotions>[];
  promotionProducts: Insert<typeof schema.promotionProducts>[];
  coupons: Insert<typeof schema.coupons>[];
  shippingMethods: Insert<typeof schema.shippingMethods>[];
  paymentMethods: Insert<typeof schema.paymentMethods>[];
};

/** Far enough ahead that the demo's promotions and coupons are running whenever it is used. */
const STARTS = "2026-01-01T00:00:00.000Z";
const ENDS = "2030-12-31T23:59:59.000Z";

const PROMOTIONS = [
  {
    slug: "summer-sale",
    title: ["Summer sale", "夏季大促", "夏日大減價"],
    description: ["Up to 40% off summer favourites.", "夏季热门单品低至六折。", "夏日人氣貨品低至六折。"],
    percent: 40,
  },
  {
    slug: "outerwear-week",
    title: ["Outerwear week", "外套周", "外套週"],
    description: ["30% off jackets and coats.", "夹克和大衣七折。", "夾克和大衣七折。"],
    percent: 30,
  },
  {
    slug: "new-season",
    title: ["New season arrivals", "新季上新", "新季登場"],
    description: ["Fresh colours, easy fits.", "清新色彩，轻松版型。", "清新色彩，輕鬆剪裁。"],
    percent: 10,
  },
] as const;

/** What a shopper paying offline is told next (order/pay answers it); the demo bank is made up. */
const BANK_DETAILS: [string, string, string] = [
  "Transfer the amount to Demo Shop Ltd, IBAN GB33 BUKB 2020 1555 5555 55, BIC BUKBGB22, with your order number as the reference. Your order ships once the payment arrives (within 3 days).",
  "请转账至 Demo Shop Ltd，IBAN GB33 BUKB 2020 1555 5555 55，BIC BUKBGB22，并以订单号作为付款备注。款项到账后我们即发货（请在 3 天内付款）。",
  "請轉帳至 Demo Shop Ltd，IBAN GB33 BUKB 2020 1555 5555 55，BIC BUKBGB22，並以訂單號碼作為付款備註。款項到帳後我們即發貨（請於 3 天內付款）。",
];
const ON_DELIVERY: [string, string, string] = [
  "Nothing to pay now: have the order total ready in cash and pay the courier when your parcel arrives.",
  "现在无需付款：请准备好订单金额的现金，包裹送达时交给快递员。",
  "現在無需付款：請準備好訂單金額的現金，包裹送達時交給速遞員。",
];

export function generateMarketing(random: Random, catalogue: DemoCatalogue): DemoMarketing {
  const discounted = catalogue.products.filter((product) => product.linePrice !== null);
  const promotionProducts = PROMOTIONS.flatMap((_, index) =>
    random
      .sample(discounted, Math.min(16, discounted.length))
      .map((product, position) => ({ promotionId: index + 1, productId: product.id!, position })),
  );
  // Titles name no amount: the card shows the discount and minimum in the shopper's currency.
  const coupon = (
    id: number,
    slug: string,
    code: string,
    title: [string, string, string],
    type: "percent" | "amount",
    value: number,
    minSpend: number,
    quantity: number | null,
  ) => ({
    id,
    slug,
    code,
    title: title[0],
    description: title[0],
    discountType: type,
    discountValue: value,
    minSpend,
    currency: "USD",
    startsAt: STARTS,
    endsAt: ENDS,
    quantity,
    i18n: i18n({ title, description: title }),
  });
  return {
    promotions: PROMOTIONS.map((promotion, index) => ({
      id: index + 1,
      slug: promotion.slug,
      title: promotion.title[0],
      description: promotion.description[0],
      banner: `/api/web/media/demo/promotion/${promotion.slug}.svg`,
      discountPercent: promotion.percent,
      startsAt: STARTS,
      endsAt: ENDS,
      position: index,
      i18n: i18n({ title: promotion.title, description: promotion.description }),
    })),
    promotionProducts,
    coupons: [
      coupon(
        1,
        "welcome-10",
        "WELCOME10",
        ["10% off your first order", "首单九折", "首張訂單九折"],
        "percent",
        10,
        0,
        null,
      ),
      coupon(
        2,
        "save-15-over-100",
        "SAVE15",
        ["Big basket saving", "满额立减", "滿額即減"],
        "amount",
        1500,
        10000,
        500,
      ),
      coupon(
        3,
        "free-gift-wrap",
        "GIFTWRAP",
        ["Gift order saving", "礼品订单立减", "禮品訂單即減"],
        "amount",
        500,
        3000,
        null,
      ),
      coupon(4, "vip-20", "VIP20", ["20% off for members", "会员八折", "會員八折"], "percent", 20, 5000, 100),
      coupon(5, "weekend-25", "WEEKEND25", ["Weekend saving", "周末满减", "週末滿減"], "amount", 2500, 20000, 200),
      coupon(6, "outerwear-12", "COAT12", ["12% off outerwear", "外套八八折", "外套八八折"], "percent", 12, 8000, null),
    ],
    shippingMethods: [
      {
        id: "standard",
        name: "Standard delivery",
        description: "3–5 working days, free over $99",
        fee: 599,
        freeOver: 9900,
        position: 0,
        i18n: i18n({
          name: ["Standard delivery", "标准配送", "標準送貨"],
          description: [
            "3–5 working days, free over $99",
            "3–5 个工作日，满 $99 免运费",
            "3–5 個工作天，滿 $99 免運費",
          ],
        }),
      },
      {
        id: "express",
        name: "Express delivery",
        description: "1–2 working days",
        fee: 1499,
        position: 1,
        i18n: i18n({
          name: ["Express delivery", "特快配送", "特快送貨"],
          description: ["1–2 working days", "1–2 个工作日", "1–2 個工作天"],
        }),
      },
      {
        id: "pickup",
        name: "Collect in store",
        description: "Ready in 2 hours",
        fee: 0,
        position: 2,
        i18n: i18n({
          name: ["Collect in store", "门店自提", "門市自取"],
          description: ["Ready in 2 hours", "2 小时内可取", "2 小時內可取"],
        }),
      },
    ],
    paymentMethods: [
      {
        id: "card",
        name: "Card",
        description: "Visa, Mastercard, American Express",
        position: 0,
        payWithinMinutes: 30,
        i18n: i18n({
          name: ["Card", "银行卡", "信用卡"],
          description: ["Visa, Mastercard, American Express", "Visa、万事达卡、美国运通", "Visa、萬事達卡、美國運通"],
        }),
      },
      {
        id: "bank-transfer",
        name: "Bank transfer",
        description: "Pay within 3 days",
        position: 1,
        payWithinMinutes: 3 * 24 * 60,
        instructions: BANK_DETAILS[0],
        i18n: i18n({
          name: ["Bank transfer", "银行转账", "銀行轉帳"],
          description: ["Pay within 3 days", "3 天内付款", "3 天內付款"],
          instructions: BANK_DETAILS,
        }),
      },
      {
        id: "cash-on-delivery",
        name: "Cash on delivery",
        description: "Pay the courier",
        position: 2,
        instructions: ON_DELIVERY[0],
        i18n: i18n({
          name: ["Cash on delivery", "货到付款", "貨到付款"],
          description: ["Pay the courier", "向快递员付款", "向速遞員付款"],
          instructions: ON_DELIVERY,
        }),
      },
    ],
  };
}
