/**
 * GENERATED from the backend's OpenAPI document (its zod schemas) by scripts/openapi-types.ts;
 * do not edit. `npm run contract` rewrites it, and scripts/contract-calls.test.ts fails while
 * it is stale. Every /api/web call by name: what may be sent (`input`) and what `data` answers
 * (`output`). The storefront's upstream client (app/lib/upstream.server.ts) types its calls
 * with it, so a wrong call name or input fails `tsc` (ADR 150). Types only: no backend code.
 */
export type Calls = {
  /** Delete one of the customer's addresses */
  "address/delete": {
    input: {
      id: number;
    };
    output: unknown;
  };
  /** The customer's addresses, the default first */
  "address/list": {
    input: Record<string, unknown>;
    output: Array<{
      id: number;
      country: string;
      province: string;
      city: string;
      area: string | null;
      postalCode: string;
      firstName: string;
      lastName: string;
      address: string;
      apartment: string | null;
      countryCode: string;
      phone: string;
      isDefault: boolean;
    }>;
  };
  /** Add an address, or change one of the customer's (with id) */
  "address/save": {
    input: {
      country: string;
      province: string;
      city: string;
      area?: string;
      postalCode: string;
      firstName: string;
      lastName: string;
      address: string;
      apartment?: string;
      countryCode: string;
      phone: string;
      id?: number;
      isDefault?: boolean;
    };
    output: {
      id: number;
      country: string;
      province: string;
      city: string;
      area: string | null;
      postalCode: string;
      firstName: string;
      lastName: string;
      address: string;
      apartment: string | null;
      countryCode: string;
      phone: string;
      isDefault: boolean;
    };
  };
  /** Make one of the customer's addresses the default */
  "address/setDefault": {
    input: {
      id: number;
    };
    output: unknown;
  };
  /** The operators' audit log, newest first: token fingerprint, call, ids, address, outcome */
  "admin/audit/list": {
    input: {
      call?: string;
      page?: number;
      pageSize?: number;
    };
    output: {
      list: Array<{
        id: number;
        token: string;
        call: string;
        keys: Record<string, string | number | boolean>;
        ip: string;
        outcome: "ok" | "throttled";
        createdAt: string;
      }>;
      total: number;
      page: number;
      pageSize: number;
    };
  };
  /** Upsert products, categories, tags, collections, articles, pages, promotions, coupons, templates and settings (idempotent) */
  "admin/import": {
    input: {
      categories?: Array<{
        slug: string;
        name: string | {
          en?: string;
          zh?: string;
          "zh-TW"?: string;
          "zh-HK"?: string;
          de?: string;
          es?: string;
          fr?: string;
          id?: string;
          it?: string;
          ja?: string;
          ko?: string;
          pt?: string;
          th?: string;
          fil?: string;
          vi?: string;
        };
        type?: string;
        parent?: string | null;
        position?: number;
        description?: string | {
          en?: string;
          zh?: string;
          "zh-TW"?: string;
          "zh-HK"?: string;
          de?: string;
          es?: string;
          fr?: string;
          id?: string;
          it?: string;
          ja?: string;
          ko?: string;
          pt?: string;
          th?: string;
          fil?: string;
          vi?: string;
        };
        image?: string | null;
        i18n?: Record<string, Record<string, string>>;
      }>;
      tags?: Array<{
        slug: string;
        name: string | {
          en?: string;
          zh?: string;
          "zh-TW"?: string;
          "zh-HK"?: string;
          de?: string;
          es?: string;
          fr?: string;
          id?: string;
          it?: string;
          ja?: string;
          ko?: string;
          pt?: string;
          th?: string;
          fil?: string;
          vi?: string;
        };
        i18n?: Record<string, Record<string, string>>;
      }>;
      products?: Array<{
        slug: string;
        title: string | {
          en?: string;
          zh?: string;
          "zh-TW"?: string;
          "zh-HK"?: string;
          de?: string;
          es?: string;
          fr?: string;
          id?: string;
          it?: string;
          ja?: string;
          ko?: string;
          pt?: string;
          th?: string;
          fil?: string;
          vi?: string;
        };
        summary?: string | {
          en?: string;
          zh?: string;
          "zh-TW"?: string;
          "zh-HK"?: string;
          de?: string;
          es?: string;
          fr?: string;
          id?: string;
          it?: string;
          ja?: string;
          ko?: string;
          pt?: string;
          th?: string;
          fil?: string;
          vi?: string;
        };
        description?: string | {
          en?: string;
          zh?: string;
          "zh-TW"?: string;
          "zh-HK"?: string;
          de?: string;
          es?: string;
          fr?: string;
          id?: string;
          it?: string;
          ja?: string;
          ko?: string;
          pt?: string;
          th?: string;
          fil?: string;
          vi?: string;
        };
        category?: string | null;
        categories?: Array<string>;
        tags?: Array<string>;
        currency?: string;
        images?: Array<string>;
        options?: Array<{
          name: string | {
            en?: string;
            zh?: string;
            "zh-TW"?: string;
            "zh-HK"?: string;
            de?: string;
            es?: string;
            fr?: string;
            id?: string;
            it?: string;
            ja?: string;
            ko?: string;
            pt?: string;
            th?: string;
            fil?: string;
            vi?: string;
          };
          values: Array<string | {
            en?: string;
            zh?: string;
            "zh-TW"?: string;
            "zh-HK"?: string;
            de?: string;
            es?: string;
            fr?: string;
            id?: string;
            it?: string;
            ja?: string;
            ko?: string;
            pt?: string;
            th?: string;
            fil?: string;
            vi?: string;
          }>;
        }>;
        skus: Array<{
          sku: string;
          options?: Record<string, string>;
          price: number;
          linePrice?: number | null;
          stock: number;
          image?: string | null;
        }>;
        sales?: number;
        status?: "published" | "draft";
        i18n?: Record<string, Record<string, string>>;
      }>;
      collections?: Array<{
        slug: string;
        name: string | {
          en?: string;
          zh?: string;
          "zh-TW"?: string;
          "zh-HK"?: string;
          de?: string;
          es?: string;
          fr?: string;
          id?: string;
          it?: string;
          ja?: string;
          ko?: string;
          pt?: string;
          th?: string;
          fil?: string;
          vi?: string;
        };
        description?: string | {
          en?: string;
          zh?: string;
          "zh-TW"?: string;
          "zh-HK"?: string;
          de?: string;
          es?: string;
          fr?: string;
          id?: string;
          it?: string;
          ja?: string;
          ko?: string;
          pt?: string;
          th?: string;
          fil?: string;
          vi?: string;
        };
        image?: string | null;
        position?: number;
        products?: Array<string>;
        i18n?: Record<string, Record<string, string>>;
      }>;
      articles?: Array<{
        slug: string;
        title: string | {
          en?: string;
          zh?: string;
          "zh-TW"?: string;
          "zh-HK"?: string;
          de?: string;
          es?: string;
          fr?: string;
          id?: string;
          it?: string;
          ja?: string;
          ko?: string;
          pt?: string;
          th?: string;
          fil?: string;
          vi?: string;
        };
        excerpt?: string | {
          en?: string;
          zh?: string;
          "zh-TW"?: string;
          "zh-HK"?: string;
          de?: string;
          es?: string;
          fr?: string;
          id?: string;
          it?: string;
          ja?: string;
          ko?: string;
          pt?: string;
          th?: string;
          fil?: string;
          vi?: string;
        };
        content: string | {
          en?: string;
          zh?: string;
          "zh-TW"?: string;
          "zh-HK"?: string;
          de?: string;
          es?: string;
          fr?: string;
          id?: string;
          it?: string;
          ja?: string;
          ko?: string;
          pt?: string;
          th?: string;
          fil?: string;
          vi?: string;
        };
        thumbnail?: string | null;
        author?: string;
        category?: string | null;
        publishedAt?: string;
        i18n?: Record<string, Record<string, string>>;
      }>;
      pages?: Array<{
        slug: string;
        title: string | {
          en?: string;
          zh?: string;
          "zh-TW"?: string;
          "zh-HK"?: string;
          de?: string;
          es?: string;
          fr?: string;
          id?: string;
          it?: string;
          ja?: string;
          ko?: string;
          pt?: string;
          th?: string;
          fil?: string;
          vi?: string;
        };
        content: string | {
          en?: string;
          zh?: string;
          "zh-TW"?: string;
          "zh-HK"?: string;
          de?: string;
          es?: string;
          fr?: string;
          id?: string;
          it?: string;
          ja?: string;
          ko?: string;
          pt?: string;
          th?: string;
          fil?: string;
          vi?: string;
        };
        inFooter?: boolean;
        position?: number;
        i18n?: Record<string, Record<string, string>>;
      }>;
      promotions?: Array<{
        slug: string;
        title: string | {
          en?: string;
          zh?: string;
          "zh-TW"?: string;
          "zh-HK"?: string;
          de?: string;
          es?: string;
          fr?: string;
          id?: string;
          it?: string;
          ja?: string;
          ko?: string;
          pt?: string;
          th?: string;
          fil?: string;
          vi?: string;
        };
        description?: string | {
          en?: string;
          zh?: string;
          "zh-TW"?: string;
          "zh-HK"?: string;
          de?: string;
          es?: string;
          fr?: string;
          id?: string;
          it?: string;
          ja?: string;
          ko?: string;
          pt?: string;
          th?: string;
          fil?: string;
          vi?: string;
        };
        banner?: string | null;
        discountPercent?: number;
        startsAt: string;
        endsAt: string;
        products?: Array<string>;
        i18n?: Record<string, Record<string, string>>;
      }>;
      coupons?: Array<{
        slug: string;
        code: string;
        title: string | {
          en?: string;
          zh?: string;
          "zh-TW"?: string;
          "zh-HK"?: string;
          de?: string;
          es?: string;
          fr?: string;
          id?: string;
          it?: string;
          ja?: string;
          ko?: string;
          pt?: string;
          th?: string;
          fil?: string;
          vi?: string;
        };
        description?: string | {
          en?: string;
          zh?: string;
          "zh-TW"?: string;
          "zh-HK"?: string;
          de?: string;
          es?: string;
          fr?: string;
          id?: string;
          it?: string;
          ja?: string;
          ko?: string;
          pt?: string;
          th?: string;
          fil?: string;
          vi?: string;
        };
        discountType: "percent" | "amount";
        discountValue: number;
        minSpend?: number;
        currency?: string;
        startsAt: string;
        endsAt: string;
        quantity?: number | null;
        i18n?: Record<string, Record<string, string>>;
      }>;
      templates?: Array<{
        pageType: string;
        region: "head" | "body" | "foot";
        html: string;
      }>;
      settings?: {
        site?: Record<string, unknown>;
        theme?: Record<string, unknown>;
        optionLabels?: Record<string, Record<string, string>>;
      };
    };
    output: {
      categories: number;
      tags: number;
      products: number;
      skus: number;
      collections: number;
      articles: number;
      pages: number;
      promotions: number;
      coupons: number;
      templates: number;
      settings: number;
      refused: Array<{
        field: string;
        slug: string;
        message: string;
      }>;
    };
  };
  /** Inquiries and feedback, newest first; `formSlug` picks one form (or feedback) */
  "admin/inquiry/list": {
    input: {
      formSlug?: string;
      page?: number;
      pageSize?: number;
    };
    output: {
      list: Array<{
        id: number;
        formSlug: string;
        userId: number | null;
        name: string;
        email: string;
        phone: string | null;
        contact: string | null;
        content: string;
        images: Array<string>;
        language: string;
        createdAt: string;
      }>;
      total: number;
      page: number;
      pageSize: number;
    };
  };
  /** Store a catalogue picture (PNG, JPEG, WebP or AVIF, at most 20 MiB) under its content hash and return its URL (idempotent) */
  "admin/media/put": {
    input: FormData;
    output: {
      url: string;
      size: number;
      type: string;
      stored: boolean;
    };
  };
  /** Approve a paid order's cancellation or refund: it is cancelled, what was paid is refunded through the payment provider (pending until it confirms; offline methods: paid out by the shop), its stock and coupon go back */
  "admin/order/approveCancel": {
    input: {
      orderNo: string;
    };
    output: {
      orderNo: string;
      items: Array<{
        id: number;
        productId: number;
        sku: string;
        title: string;
        image: string | null;
        options: Record<string, string>;
        price: number;
        quantity: number;
        returnedQuantity: number;
      }>;
      price: number;
      shippingFee: number;
      couponDiscount: number;
      couponCode: string | null;
      total: number;
      paymentAmount: number;
      currency: string;
      status: "in_progress" | "completed" | "cancelled" | "pending_cancellation";
      payStatus: "unpaid" | "paid";
      paymentMethodId: string;
      shippingMethodId: string;
      address: Record<string, string | null>;
      shipments: Array<{
        expressName: string;
        expressNo: string;
        createdAt: string;
      }>;
      remark: string;
      email: string;
      createdAt: string;
      paidAt: string | null;
      payBy: string | null;
      expired: boolean;
      completedAt: string | null;
      openReturnNo: string | null;
      refundReason: string | null;
      refundedAmount: number;
      refundPending: number;
      refundManual: boolean;
      paymentFailure: string | null;
      actions: Array<"pay" | "cancel" | "refund" | "confirmReceipt" | "afterSale" | "buyAgain">;
      shown: {
        currency: string;
        rate: number;
      } | null;
    };
  };
  /** Settle an unpaid order (bank transfer received, cash collected) */
  "admin/order/markPaid": {
    input: {
      orderNo: string;
    };
    output: {
      orderNo: string;
      items: Array<{
        id: number;
        productId: number;
        sku: string;
        title: string;
        image: string | null;
        options: Record<string, string>;
        price: number;
        quantity: number;
        returnedQuantity: number;
      }>;
      price: number;
      shippingFee: number;
      couponDiscount: number;
      couponCode: string | null;
      total: number;
      paymentAmount: number;
      currency: string;
      status: "in_progress" | "completed" | "cancelled" | "pending_cancellation";
      payStatus: "unpaid" | "paid";
      paymentMethodId: string;
      shippingMethodId: string;
      address: Record<string, string | null>;
      shipments: Array<{
        expressName: string;
        expressNo: string;
        createdAt: string;
      }>;
      remark: string;
      email: string;
      createdAt: string;
      paidAt: string | null;
      payBy: string | null;
      expired: boolean;
      completedAt: string | null;
      openReturnNo: string | null;
      refundReason: string | null;
      refundedAmount: number;
      refundPending: number;
      refundManual: boolean;
      paymentFailure: string | null;
      actions: Array<"pay" | "cancel" | "refund" | "confirmReceipt" | "afterSale" | "buyAgain">;
      shown: {
        currency: string;
        rate: number;
      } | null;
    };
  };
  /** Record that the shop paid an order's pending refund out itself (bank transfer, cash on delivery): it is then refunded */
  "admin/order/recordRefund": {
    input: {
      orderNo: string;
    };
    output: {
      orderNo: string;
      items: Array<{
        id: number;
        productId: number;
        sku: string;
        title: string;
        image: string | null;
        options: Record<string, string>;
        price: number;
        quantity: number;
        returnedQuantity: number;
      }>;
      price: number;
      shippingFee: number;
      couponDiscount: number;
      couponCode: string | null;
      total: number;
      paymentAmount: number;
      currency: string;
      status: "in_progress" | "completed" | "cancelled" | "pending_cancellation";
      payStatus: "unpaid" | "paid";
      paymentMethodId: string;
      shippingMethodId: string;
      address: Record<string, string | null>;
      shipments: Array<{
        expressName: string;
        expressNo: string;
        createdAt: string;
      }>;
      remark: string;
      email: string;
      createdAt: string;
      paidAt: string | null;
      payBy: string | null;
      expired: boolean;
      completedAt: string | null;
      openReturnNo: string | null;
      refundReason: string | null;
      refundedAmount: number;
      refundPending: number;
      refundManual: boolean;
      paymentFailure: string | null;
      actions: Array<"pay" | "cancel" | "refund" | "confirmReceipt" | "afterSale" | "buyAgain">;
      shown: {
        currency: string;
        rate: number;
      } | null;
    };
  };
  /** Record a shipment of a paid (or cash-on-delivery) order in progress */
  "admin/order/ship": {
    input: {
      orderNo: string;
      expressName: string;
      expressNo: string;
    };
    output: {
      orderNo: string;
      items: Array<{
        id: number;
        productId: number;
        sku: string;
        title: string;
        image: string | null;
        options: Record<string, string>;
        price: number;
        quantity: number;
        returnedQuantity: number;
      }>;
      price: number;
      shippingFee: number;
      couponDiscount: number;
      couponCode: string | null;
      total: number;
      paymentAmount: number;
      currency: string;
      status: "in_progress" | "completed" | "cancelled" | "pending_cancellation";
      payStatus: "unpaid" | "paid";
      paymentMethodId: string;
      shippingMethodId: string;
      address: Record<string, string | null>;
      shipments: Array<{
        expressName: string;
        expressNo: string;
        createdAt: string;
      }>;
      remark: string;
      email: string;
      createdAt: string;
      paidAt: string | null;
      payBy: string | null;
      expired: boolean;
      completedAt: string | null;
      openReturnNo: string | null;
      refundReason: string | null;
      refundedAmount: number;
      refundPending: number;
      refundManual: boolean;
      paymentFailure: string | null;
      actions: Array<"pay" | "cancel" | "refund" | "confirmReceipt" | "afterSale" | "buyAgain">;
      shown: {
        currency: string;
        rate: number;
      } | null;
    };
  };
  /** The latest 20 messages written to the development outbox, optionally to one address or number (off in production) */
  "admin/outbox": {
    input: {
      to?: string;
    };
    output: Array<{
      id: number;
      channel: "mail" | "sms";
      to: string;
      subject: string;
      text: string;
      code: string | null;
      createdAt: string;
    }>;
  };
  /** The latest verified payment gateway events and their outcome, newest first (optionally of one order) */
  "admin/payment/events": {
    input: {
      orderNo?: string;
      limit?: number;
    };
    output: {
      list: Array<{
        eventId: string;
        provider: string;
        type: string;
        orderNo: string | null;
        amount: number | null;
        currency: string | null;
        outcome: string;
        detail: string;
        createdAt: string;
      }>;
    };
  };
  /** Approve a pending application (returns and exchanges get the return address) or refuse it with a reason (it ends) */
  "admin/return/audit": {
    input: {
      returnNo: string;
      approve: boolean;
      refuseDesc?: string;
      merchantAddress?: {
        consignee: string;
        phone: string;
        address: string;
      };
    };
    output: {
      returnNo: string;
      orderNo: string;
      items: Array<{
        orderItemId: number;
        productId: number;
        sku: string;
        title: string;
        image: string | null;
        options: Record<string, string>;
        price: number;
        quantity: number;
        refundAmount: number;
      }>;
      refundAmount: number;
      currency: string;
      applyType: 1 | 2 | 3;
      applyDesc: string;
      images: Array<string>;
      status: "pending_approval" | "cancelled" | "completed" | "ended";
      auditStatus: "pending" | "approved" | "refused";
      refuseDesc: string | null;
      logisticsCompany: string | null;
      logisticsNo: string | null;
      deliveryTime: string | null;
      merchantAddress: {
        consignee: string;
        phone: string;
        address: string;
      } | null;
      exchangeExpressName: string | null;
      exchangeExpressNo: string | null;
      createdAt: string;
      auditedAt: string | null;
      cancelledAt: string | null;
      completedAt: string | null;
      refundedAt: string | null;
      refundPending: boolean;
      refundManual: boolean;
      actions: Array<"cancel" | "logistics">;
      shown: {
        currency: string;
        rate: number;
      } | null;
    };
  };
  /** Complete an approved application once its goods are on their way back (refund only: at once); an exchange names the new goods' shipment */
  "admin/return/complete": {
    input: {
      returnNo: string;
      expressName?: string;
      expressNo?: string;
    };
    output: {
      returnNo: string;
      orderNo: string;
      items: Array<{
        orderItemId: number;
        productId: number;
        sku: string;
        title: string;
        image: string | null;
        options: Record<string, string>;
        price: number;
        quantity: number;
        refundAmount: number;
      }>;
      refundAmount: number;
      currency: string;
      applyType: 1 | 2 | 3;
      applyDesc: string;
      images: Array<string>;
      status: "pending_approval" | "cancelled" | "completed" | "ended";
      auditStatus: "pending" | "approved" | "refused";
      refuseDesc: string | null;
      logisticsCompany: string | null;
      logisticsNo: string | null;
      deliveryTime: string | null;
      merchantAddress: {
        consignee: string;
        phone: string;
        address: string;
      } | null;
      exchangeExpressName: string | null;
      exchangeExpressNo: string | null;
      createdAt: string;
      auditedAt: string | null;
      cancelledAt: string | null;
      completedAt: string | null;
      refundedAt: string | null;
      refundPending: boolean;
      refundManual: boolean;
      actions: Array<"cancel" | "logistics">;
      shown: {
        currency: string;
        rate: number;
      } | null;
    };
  };
  /** One article with its HTML content */
  "article/detail": {
    input: {
      slug: string;
    };
    output: {
      id: number;
      slug: string;
      title: string;
      thumbnail: string | null;
      excerpt: string;
      author: string;
      publishedAt: string | null;
      content: string;
      category: {
        slug: string;
        name: string;
      } | null;
    };
  };
  /** Published articles, newest first, optionally of one article category */
  "article/list": {
    input: {
      category?: string;
      page?: number;
      pageSize?: number;
    };
    output: {
      list: Array<{
        id: number;
        slug: string;
        title: string;
        thumbnail: string | null;
        excerpt: string;
        author: string;
        publishedAt: string | null;
      }>;
      total: number;
      page: number;
      pageSize: number;
    };
  };
  /** Add an email or mobile number to the signed-in account with the code sent to it */
  "auth/bind": {
    input: {
      account: string;
      code: string;
      countryCode?: string;
    };
    output: {
      id: number;
      email: string | null;
      mobile: string | null;
      countryCode: string | null;
      firstName: string;
      lastName: string;
      fullName: string;
      nickname: string;
      avatar: string | null;
      bio: string;
      birthday: string | null;
      emailVerified: boolean;
      credits: number;
      spendingAmount: number;
      paymentAmount: number;
      unpaidOrderCount: number;
      orderQuantity: number;
      lastLoginAt: string | null;
    };
  };
  /** Send a password-reset code; the same answer whether or not the account exists */
  "auth/forget": {
    input: {
      account: string;
      countryCode?: string;
      humanCheck?: {
        challenge?: string;
        slide?: number;
        token?: string;
      };
    };
    output: unknown;
  };
  /** A human check to pass with auth/sendCode, auth/forget and auth/signup: a slide challenge, or Turnstile's site key */
  "auth/humanCheck": {
    input: Record<string, unknown>;
    output: {
      kind: "slide";
      challenge: string;
      minFillMs: number;
      expiresIn: number;
    } | {
      kind: "turnstile";
      siteKey: string;
    };
  };
  /** Which outside sign-in providers this shop offers */
  "auth/providers": {
    input: Record<string, unknown>;
    output: {
      wechat: boolean;
    };
  };
  /** Approve (or, with approve false, decline) a QR sign-in from the signed-in phone */
  "auth/qr/confirm": {
    input: {
      ticket: string;
      approve?: boolean;
    };
    output: unknown;
  };
  /** Start a QR sign-in: a short-lived ticket and the URL the phone opens */
  "auth/qr/create": {
    input: Record<string, unknown>;
    output: {
      ticket: string;
      url: string;
      expiresAt: string;
    };
  };
  /** The phone opened the ticket: who is asking to sign in (signed in) */
  "auth/qr/scan": {
    input: {
      ticket: string;
    };
    output: {
      status: string;
      device: string;
      ip: string;
      place: string;
      createdAt: string;
      expiresAt: string;
    };
  };
  /** Where a QR sign-in stands; once confirmed, answers the new session's token (once) */
  "auth/qr/status": {
    input: {
      ticket: string;
      visitorId?: string;
    };
    output: {
      status: "pending" | "scanned" | "confirmed" | "declined" | "expired";
      token?: string;
      expiresAt?: string;
    };
  };
  /** Mail the signed-in customer a new verification link (at most one a minute) */
  "auth/resendVerify": {
    input: Record<string, unknown>;
    output: unknown;
  };
  /** Set a new password with the reset code; every session of the account ends */
  "auth/resetPassword": {
    input: {
      account: string;
      code: string;
      password: string;
      countryCode?: string;
    };
    output: unknown;
  };
  /** Send a 6-digit code to an email or mobile number (at most one a minute per account) */
  "auth/sendCode": {
    input: {
      account: string;
      scene: "signup" | "signin" | "forget" | "bind";
      countryCode?: string;
      humanCheck?: {
        challenge?: string;
        slide?: number;
        token?: string;
      };
    };
    output: {
      expiresIn: number;
    };
  };
  /** Sign in with a password or a code; answers a new session token */
  "auth/signin": {
    input: {
      account: string;
      password?: string;
      code?: string;
      countryCode?: string;
    };
    output: {
      token: string;
      user: {
        id: number;
        email: string | null;
        mobile: string | null;
        countryCode: string | null;
        firstName: string;
        lastName: string;
        fullName: string;
        nickname: string;
        avatar: string | null;
        bio: string;
        birthday: string | null;
        emailVerified: boolean;
        credits: number;
        spendingAmount: number;
        paymentAmount: number;
        unpaidOrderCount: number;
        orderQuantity: number;
        lastLoginAt: string | null;
      };
    };
  };
  /** End the current session */
  "auth/signout": {
    input: Record<string, unknown>;
    output: unknown;
  };
  /** Create an account with the code sent to it; answers a session token */
  "auth/signup": {
    input: {
      account: string;
      password: string;
      code: string;
      agree: boolean;
      countryCode?: string;
      firstName?: string;
      lastName?: string;
      humanCheck?: {
        challenge?: string;
        slide?: number;
        token?: string;
      };
    };
    output: {
      token: string;
      user: {
        id: number;
        email: string | null;
        mobile: string | null;
        countryCode: string | null;
        firstName: string;
        lastName: string;
        fullName: string;
        nickname: string;
        avatar: string | null;
        bio: string;
        birthday: string | null;
        emailVerified: boolean;
        credits: number;
        spendingAmount: number;
        paymentAmount: number;
        unpaidOrderCount: number;
        orderQuantity: number;
        lastLoginAt: string | null;
      };
    };
  };
  /** Confirm an email address with the token of the mailed link */
  "auth/verifyEmail": {
    input: {
      token: string;
    };
    output: {
      user: {
        id: number;
        email: string | null;
        mobile: string | null;
        countryCode: string | null;
        firstName: string;
        lastName: string;
        fullName: string;
        nickname: string;
        avatar: string | null;
        bio: string;
        birthday: string | null;
        emailVerified: boolean;
        credits: number;
        spendingAmount: number;
        paymentAmount: number;
        unpaidOrderCount: number;
        orderQuantity: number;
        lastLoginAt: string | null;
      };
    };
  };
  /** The WeChat QR login page's address for a state the caller bound to the browser */
  "auth/wechat/authorize": {
    input: {
      redirectUri: string;
      state: string;
    };
    output: {
      url: string;
    };
  };
  /** Trade WeChat's code for a session: the linked account, or a new one (created: true) */
  "auth/wechat/signin": {
    input: {
      code: string;
    };
    output: {
      token: string;
      user: {
        id: number;
        email: string | null;
        mobile: string | null;
        countryCode: string | null;
        firstName: string;
        lastName: string;
        fullName: string;
        nickname: string;
        avatar: string | null;
        bio: string;
        birthday: string | null;
        emailVerified: boolean;
        credits: number;
        spendingAmount: number;
        paymentAmount: number;
        unpaidOrderCount: number;
        orderQuantity: number;
        lastLoginAt: string | null;
      };
      created: boolean;
    };
  };
  /** Add a quantity of a SKU, bounded by its stock */
  "cart/add": {
    input: {
      sku: string;
      quantity?: number;
    };
    output: {
      cartId: string | null;
      items: Array<{
        sku: string;
        productId: number;
        slug: string;
        title: string;
        image: string | null;
        options: Record<string, string>;
        price: number;
        linePrice: number | null;
        quantity: number;
        stock: number;
        currency: string;
        available: boolean;
        id: number;
        selected: boolean;
      }>;
      count: number;
      subtotal: number;
      currency: string;
    };
  };
  /** Units in the cart, for the header badge */
  "cart/count": {
    input: Record<string, unknown>;
    output: {
      count: number;
    };
  };
  /** The shopper's cart; a visitor without one is issued a cartId (also in the x-cart header) */
  "cart/list": {
    input: Record<string, unknown>;
    output: {
      cartId: string | null;
      items: Array<{
        sku: string;
        productId: number;
        slug: string;
        title: string;
        image: string | null;
        options: Record<string, string>;
        price: number;
        linePrice: number | null;
        quantity: number;
        stock: number;
        currency: string;
        available: boolean;
        id: number;
        selected: boolean;
      }>;
      count: number;
      subtotal: number;
      currency: string;
    };
  };
  /** Remove lines from the cart */
  "cart/remove": {
    input: {
      ids: Array<number>;
    };
    output: {
      cartId: string | null;
      items: Array<{
        sku: string;
        productId: number;
        slug: string;
        title: string;
        image: string | null;
        options: Record<string, string>;
        price: number;
        linePrice: number | null;
        quantity: number;
        stock: number;
        currency: string;
        available: boolean;
        id: number;
        selected: boolean;
      }>;
      count: number;
      subtotal: number;
      currency: string;
    };
  };
  /** Change a line's quantity (bounded by stock) or whether it is selected for checkout */
  "cart/update": {
    input: {
      id: number;
      quantity?: number;
      selected?: boolean;
    };
    output: {
      cartId: string | null;
      items: Array<{
        sku: string;
        productId: number;
        slug: string;
        title: string;
        image: string | null;
        options: Record<string, string>;
        price: number;
        linePrice: number | null;
        quantity: number;
        stock: number;
        currency: string;
        available: boolean;
        id: number;
        selected: boolean;
      }>;
      count: number;
      subtotal: number;
      currency: string;
    };
  };
  /** The category tree, every type, in the shopper's language */
  "category/list": {
    input: {
      type?: string;
    };
    output: Array<{
      id: number;
      slug: string;
      name: string;
      type: string;
      image: string | null;
      href: string;
      children: Array<{
        id: number;
        slug: string;
        name: string;
        type: string;
        image: string | null;
        href: string;
        children: Array<unknown>;
      }>;
    }>;
  };
  /** Start a checkout from the selected cart lines, or from `items` for buy now */
  "checkout/create": {
    input: {
      items?: Array<{
        sku: string;
        quantity: number;
      }>;
    };
    output: {
      slug: string;
    };
  };
  /** The checkout with addresses, shipping and payment methods and totals, recomputed on the server */
  "checkout/info": {
    input: {
      slug: string;
      addressId?: number;
      country?: string;
      shippingMethodId?: string;
      couponCode?: string;
    };
    output: {
      slug: string;
      items: Array<{
        sku: string;
        productId: number;
        slug: string;
        title: string;
        image: string | null;
        options: Record<string, string>;
        price: number;
        linePrice: number | null;
        quantity: number;
        stock: number;
        currency: string;
        available: boolean;
      }>;
      addresses: Array<{
        id: number;
        country: string;
        province: string;
        city: string;
        area: string | null;
        postalCode: string;
        firstName: string;
        lastName: string;
        address: string;
        apartment: string | null;
        countryCode: string;
        phone: string;
        isDefault: boolean;
      }>;
      addressId: number | null;
      email: string | null;
      shippingMethods: Array<{
        id: string;
        name: string;
        description: string;
        fee: number;
        currency: string;
      }>;
      shippingMethodId: string | null;
      paymentMethods: Array<{
        id: string;
        name: string;
        description: string;
      }>;
      couponCode: string | null;
      subtotal: number;
      shippingFee: number;
      couponDiscount: number;
      total: number;
      currency: string;
      notices: {
        shipping: string | null;
        payment: string | null;
      };
    };
  };
  /** Place the order: one atomic batch; the same idempotencyKey twice gives the same order */
  "checkout/submit": {
    input: {
      slug: string;
      addressId?: number;
      address?: {
        country: string;
        province: string;
        city: string;
        area?: string;
        postalCode: string;
        firstName: string;
        lastName: string;
        address: string;
        apartment?: string;
        countryCode: string;
        phone: string;
      };
      shippingMethodId: string;
      paymentMethodId: string;
      couponCode?: string;
      remark?: string;
      idempotencyKey: string;
      email?: string;
      currency?: string;
      shownTotal?: number | null;
      saveAddress?: boolean;
    };
    output: {
      orderNo: string;
    };
  };
  /** Every collection with its product count */
  "collection/list": {
    input: Record<string, unknown>;
    output: Array<{
      id: number;
      slug: string;
      name: string;
      products: number;
      href: string;
      description: string;
      image: string | null;
    }>;
  };
  /** Comment on an article, or reply to a top-level comment (signed in) */
  "comment/add": {
    input: {
      articleId: number;
      content: string;
      parentId?: number;
    };
    output: {
      id: number;
      parentId: number | null;
      author: string;
      content: string;
      createdAt: string;
      replies: Array<{
        id: number;
        parentId: number | null;
        author: string;
        content: string;
        createdAt: string;
      }>;
    };
  };
  /** Published comments on an article as threads, oldest first: top-level comments with their replies */
  "comment/list": {
    input: {
      articleId: number;
      page?: number;
      pageSize?: number;
    };
    output: {
      list: Array<{
        id: number;
        parentId: number | null;
        author: string;
        content: string;
        createdAt: string;
        replies: Array<{
          id: number;
          parentId: number | null;
          author: string;
          content: string;
          createdAt: string;
        }>;
      }>;
      total: number;
      page: number;
      pageSize: number;
    };
  };
  /** Claim a coupon into the signed-in customer's account (once per customer, while it runs and lasts) */
  "coupon/claim": {
    input: {
      slug: string;
    };
    output: unknown;
  };
  /** One coupon */
  "coupon/detail": {
    input: {
      slug: string;
    };
    output: {
      id: number;
      slug: string;
      code: string;
      title: string;
      description: string;
      discount: {
        type: "percent" | "amount";
        value: number;
      };
      minSpend: number;
      currency: string;
      startsAt: string;
      endsAt: string;
      remaining: number | null;
      claimed: boolean;
    };
  };
  /** Coupons that have not ended, soonest ending first */
  "coupon/list": {
    input: Record<string, unknown>;
    output: Array<{
      id: number;
      slug: string;
      code: string;
      title: string;
      description: string;
      discount: {
        type: "percent" | "amount";
        value: number;
      };
      minSpend: number;
      currency: string;
      startsAt: string;
      endsAt: string;
      remaining: number | null;
      claimed: boolean;
    }>;
  };
  /** Add an article, product or page to the customer's favourites */
  "favorite/add": {
    input: {
      type: "article" | "product" | "page";
      id: number;
    };
    output: unknown;
  };
  /** Remove an item from the customer's favourites */
  "favorite/cancel": {
    input: {
      type: "article" | "product" | "page";
      id: number;
    };
    output: unknown;
  };
  /** How many items each favourite list holds */
  "favorite/count": {
    input: Record<string, unknown>;
    output: {
      article: number;
      product: number;
      page: number;
    };
  };
  /** One of the customer's three favourite lists, newest first: product cards, article cards or pages. Also `counts`, as favorite/count answers it */
  "favorite/list": {
    input: {
      type: "article" | "product" | "page";
      page?: number;
      pageSize?: number;
    };
    output: {
      list: Array<{
        id: number;
        slug: string;
        title: string;
        image: string | null;
        price: number;
        linePrice: number | null;
        currency: string;
        inStock: boolean;
        rating: number;
        variant?: {
          sku: string;
          image: string;
        };
      } | {
        id: number;
        slug: string;
        title: string;
        thumbnail: string | null;
        excerpt: string;
        author: string;
        publishedAt: string | null;
      } | {
        id: number;
        slug: string;
        title: string;
      }>;
      total: number;
      page: number;
      pageSize: number;
      counts: {
        article: number;
        product: number;
        page: number;
      };
    };
  };
  /** The ids in each favourite list, so screens can show which items are favourites */
  "favorite/wishList": {
    input: Record<string, unknown>;
    output: {
      article: Array<number>;
      product: Array<number>;
      page: Array<number>;
    };
  };
  /** Send feedback to the shop (rate limited per IP together with inquiries) */
  "inquiry/feedback": {
    input: {
      content: string;
      contact?: string;
      images?: Array<string>;
    };
    output: unknown;
  };
  /** An inquiry form's title and fields, in the shopper's language */
  "inquiry/form": {
    input: {
      slug: string;
    };
    output: {
      slug: string;
      title: string;
      fields: Array<{
        name: "name" | "email" | "phone" | "content" | "images";
        label: string;
        type: "text" | "email" | "tel" | "textarea" | "images";
        required: boolean;
        maxLength: number;
      }>;
    };
  };
  /** Send an inquiry through the form `slug` (rate limited per IP) */
  "inquiry/submit": {
    input: {
      slug: string;
      name: string;
      email: string;
      phone?: string;
      content: string;
      images?: Array<string>;
    };
    output: unknown;
  };
  /** Confirm a subscription with the mailed token (confirming again changes nothing) */
  "newsletter/confirm": {
    input: {
      token: string;
    };
    output: unknown;
  };
  /** Ask for the newsletter: mails a confirmation link (same answer for every address) */
  "newsletter/subscribe": {
    input: {
      email: string;
    };
    output: unknown;
  };
  /** Stop the newsletter with the mailed token (unsubscribing again changes nothing) */
  "newsletter/unsubscribe": {
    input: {
      token: string;
    };
    output: unknown;
  };
  /** Put a completed or cancelled order's items back into the cart (bounded by stock); says which could not be added */
  "order/buyAgain": {
    input: {
      orderNo: string;
    };
    output: {
      cart: {
        cartId: string | null;
        items: Array<{
          sku: string;
          productId: number;
          slug: string;
          title: string;
          image: string | null;
          options: Record<string, string>;
          price: number;
          linePrice: number | null;
          quantity: number;
          stock: number;
          currency: string;
          available: boolean;
          id: number;
          selected: boolean;
        }>;
        count: number;
        subtotal: number;
        currency: string;
      };
      added: Array<{
        sku: string;
        title: string;
        wanted: number;
        added: number;
      }>;
      skipped: Array<{
        sku: string;
        title: string;
        wanted: number;
        added: number;
        reason: "unavailable" | "outOfStock" | "stockLimit" | "cartFull";
        message: string;
      }>;
    };
  };
  /** Cancel an order not yet shipped: unpaid ones at once (stock and coupon go back), paid ones go to pending_cancellation */
  "order/cancel": {
    input: {
      orderNo: string;
    };
    output: {
      orderNo: string;
      items: Array<{
        id: number;
        productId: number;
        sku: string;
        title: string;
        image: string | null;
        options: Record<string, string>;
        price: number;
        quantity: number;
        returnedQuantity: number;
      }>;
      price: number;
      shippingFee: number;
      couponDiscount: number;
      couponCode: string | null;
      total: number;
      paymentAmount: number;
      currency: string;
      status: "in_progress" | "completed" | "cancelled" | "pending_cancellation";
      payStatus: "unpaid" | "paid";
      paymentMethodId: string;
      shippingMethodId: string;
      address: Record<string, string | null>;
      shipments: Array<{
        expressName: string;
        expressNo: string;
        createdAt: string;
      }>;
      remark: string;
      email: string;
      createdAt: string;
      paidAt: string | null;
      payBy: string | null;
      expired: boolean;
      completedAt: string | null;
      openReturnNo: string | null;
      refundReason: string | null;
      refundedAmount: number;
      refundPending: number;
      refundManual: boolean;
      paymentFailure: string | null;
      actions: Array<"pay" | "cancel" | "refund" | "confirmReceipt" | "afterSale" | "buyAgain">;
      shown: {
        currency: string;
        rate: number;
      } | null;
    };
  };
  /** Confirm a shipped order arrived; it is then completed */
  "order/confirmReceipt": {
    input: {
      orderNo: string;
    };
    output: {
      orderNo: string;
      items: Array<{
        id: number;
        productId: number;
        sku: string;
        title: string;
        image: string | null;
        options: Record<string, string>;
        price: number;
        quantity: number;
        returnedQuantity: number;
      }>;
      price: number;
      shippingFee: number;
      couponDiscount: number;
      couponCode: string | null;
      total: number;
      paymentAmount: number;
      currency: string;
      status: "in_progress" | "completed" | "cancelled" | "pending_cancellation";
      payStatus: "unpaid" | "paid";
      paymentMethodId: string;
      shippingMethodId: string;
      address: Record<string, string | null>;
      shipments: Array<{
        expressName: string;
        expressNo: string;
        createdAt: string;
      }>;
      remark: string;
      email: string;
      createdAt: string;
      paidAt: string | null;
      payBy: string | null;
      expired: boolean;
      completedAt: string | null;
      openReturnNo: string | null;
      refundReason: string | null;
      refundedAmount: number;
      refundPending: number;
      refundManual: boolean;
      paymentFailure: string | null;
      actions: Array<"pay" | "cancel" | "refund" | "confirmReceipt" | "afterSale" | "buyAgain">;
      shown: {
        currency: string;
        rate: number;
      } | null;
    };
  };
  /** One order with items, amounts, address, shipments and the actions allowed */
  "order/detail": {
    input: {
      orderNo: string;
    };
    output: {
      orderNo: string;
      items: Array<{
        id: number;
        productId: number;
        sku: string;
        title: string;
        image: string | null;
        options: Record<string, string>;
        price: number;
        quantity: number;
        returnedQuantity: number;
      }>;
      price: number;
      shippingFee: number;
      couponDiscount: number;
      couponCode: string | null;
      total: number;
      paymentAmount: number;
      currency: string;
      status: "in_progress" | "completed" | "cancelled" | "pending_cancellation";
      payStatus: "unpaid" | "paid";
      paymentMethodId: string;
      shippingMethodId: string;
      address: Record<string, string | null>;
      shipments: Array<{
        expressName: string;
        expressNo: string;
        createdAt: string;
      }>;
      remark: string;
      email: string;
      createdAt: string;
      paidAt: string | null;
      payBy: string | null;
      expired: boolean;
      completedAt: string | null;
      openReturnNo: string | null;
      refundReason: string | null;
      refundedAmount: number;
      refundPending: number;
      refundManual: boolean;
      paymentFailure: string | null;
      actions: Array<"pay" | "cancel" | "refund" | "confirmReceipt" | "afterSale" | "buyAgain">;
      shown: {
        currency: string;
        rate: number;
      } | null;
    };
  };
  /** The customer's orders, newest first; `status` picks a tab (unpaid is its own tab). Also `unpaidCount`, as order/unpaidCount answers it */
  "order/list": {
    input: {
      status?: "in_progress" | "completed" | "cancelled" | "pending_cancellation" | "unpaid";
      page?: number;
      pageSize?: number;
    };
    output: {
      list: Array<{
        orderNo: string;
        items: Array<{
          id: number;
          productId: number;
          sku: string;
          title: string;
          image: string | null;
          options: Record<string, string>;
          price: number;
          quantity: number;
          returnedQuantity: number;
        }>;
        price: number;
        shippingFee: number;
        couponDiscount: number;
        couponCode: string | null;
        total: number;
        paymentAmount: number;
        currency: string;
        status: "in_progress" | "completed" | "cancelled" | "pending_cancellation";
        payStatus: "unpaid" | "paid";
        paymentMethodId: string;
        shippingMethodId: string;
        address: Record<string, string | null>;
        shipments: Array<{
          expressName: string;
          expressNo: string;
          createdAt: string;
        }>;
        remark: string;
        email: string;
        createdAt: string;
        paidAt: string | null;
        payBy: string | null;
        expired: boolean;
        completedAt: string | null;
        openReturnNo: string | null;
        refundReason: string | null;
        refundedAmount: number;
        refundPending: number;
        refundManual: boolean;
        paymentFailure: string | null;
        actions: Array<"pay" | "cancel" | "refund" | "confirmReceipt" | "afterSale" | "buyAgain">;
        shown: {
          currency: string;
          rate: number;
        } | null;
      }>;
      total: number;
      page: number;
      pageSize: number;
      unpaidCount: number;
    };
  };
  /** A visitor's order by its number and the email it was placed with */
  "order/lookup": {
    input: {
      orderNo: string;
      email: string;
    };
    output: {
      orderNo: string;
      items: Array<{
        id: number;
        productId: number;
        sku: string;
        title: string;
        image: string | null;
        options: Record<string, string>;
        price: number;
        quantity: number;
        returnedQuantity: number;
      }>;
      price: number;
      shippingFee: number;
      couponDiscount: number;
      couponCode: string | null;
      total: number;
      paymentAmount: number;
      currency: string;
      status: "in_progress" | "completed" | "cancelled" | "pending_cancellation";
      payStatus: "unpaid" | "paid";
      paymentMethodId: string;
      shippingMethodId: string;
      address: Record<string, string | null>;
      shipments: Array<{
        expressName: string;
        expressNo: string;
        createdAt: string;
      }>;
      remark: string;
      email: string;
      createdAt: string;
      paidAt: string | null;
      payBy: string | null;
      expired: boolean;
      completedAt: string | null;
      openReturnNo: string | null;
      refundReason: string | null;
      refundedAmount: number;
      refundPending: number;
      refundManual: boolean;
      paymentFailure: string | null;
      actions: Array<"pay" | "cancel" | "refund" | "confirmReceipt" | "afterSale" | "buyAgain">;
      shown: {
        currency: string;
        rate: number;
      } | null;
    };
  };
  /** Pay an unpaid order; the test card gateway needs `cardNumber` (see docs/api.md) */
  "order/pay": {
    input: {
      orderNo: string;
      paymentMethodId: string;
      cardNumber?: string;
      email?: string;
      returnPath?: string;
    };
    output: {
      status: "unpaid" | "paid";
      redirectUrl?: string;
      instructions?: string;
    };
  };
  /** Ask for a refund of a paid order not yet shipped; it waits as pending_cancellation for the operator */
  "order/refund": {
    input: {
      orderNo: string;
      reason: string;
    };
    output: {
      orderNo: string;
      items: Array<{
        id: number;
        productId: number;
        sku: string;
        title: string;
        image: string | null;
        options: Record<string, string>;
        price: number;
        quantity: number;
        returnedQuantity: number;
      }>;
      price: number;
      shippingFee: number;
      couponDiscount: number;
      couponCode: string | null;
      total: number;
      paymentAmount: number;
      currency: string;
      status: "in_progress" | "completed" | "cancelled" | "pending_cancellation";
      payStatus: "unpaid" | "paid";
      paymentMethodId: string;
      shippingMethodId: string;
      address: Record<string, string | null>;
      shipments: Array<{
        expressName: string;
        expressNo: string;
        createdAt: string;
      }>;
      remark: string;
      email: string;
      createdAt: string;
      paidAt: string | null;
      payBy: string | null;
      expired: boolean;
      completedAt: string | null;
      openReturnNo: string | null;
      refundReason: string | null;
      refundedAmount: number;
      refundPending: number;
      refundManual: boolean;
      paymentFailure: string | null;
      actions: Array<"pay" | "cancel" | "refund" | "confirmReceipt" | "afterSale" | "buyAgain">;
      shown: {
        currency: string;
        rate: number;
      } | null;
    };
  };
  /** How many of the customer's orders wait for payment ("You have {0} unpaid orders") */
  "order/unpaidCount": {
    input: Record<string, unknown>;
    output: {
      count: number;
    };
  };
  /** One page with its HTML content */
  "page/detail": {
    input: {
      slug: string;
    };
    output: {
      id: number;
      slug: string;
      title: string;
      content: string;
      updatedAt: string;
    };
  };
  /** Every page (without content), in the shop's order */
  "page/list": {
    input: Record<string, unknown>;
    output: Array<{
      id: number;
      slug: string;
      title: string;
      inFooter: boolean;
      updatedAt: string;
    }>;
  };
  /** One product with its options, SKUs, description and related products; `sku` selects a variant */
  "product/detail": {
    input: {
      slug: string;
      sku?: string;
    };
    output: {
      id: number;
      slug: string;
      title: string;
      summary: string;
      images: Array<string>;
      price: number;
      linePrice: number | null;
      currency: string;
      stock: number;
      sales: number;
      options: Array<{
        name: string;
        values: Array<string>;
      }>;
      skus: Array<{
        sku: string;
        options: Record<string, string>;
        price: number;
        linePrice: number | null;
        stock: number;
        image: string | null;
      }>;
      selectedSku: ({
        sku: string;
        options: Record<string, string>;
        price: number;
        linePrice: number | null;
        stock: number;
        image: string | null;
      }) | null;
      description: string;
      rating: number;
      reviewCount: number;
      category: {
        slug: string;
        name: string;
        href: string;
      } | null;
      related: Array<{
        id: number;
        slug: string;
        title: string;
        image: string | null;
        price: number;
        linePrice: number | null;
        currency: string;
        inStock: boolean;
        rating: number;
        variant?: {
          sku: string;
          image: string;
        };
      }>;
    };
  };
  /** Product cards by category (with its subcategories), tag, collection, promotion or words; filtered, sorted and paged; with `facets`, the facet counts */
  "product/list": {
    input: {
      category?: string;
      tag?: string;
      collection?: string;
      promotion?: string;
      q?: string;
      sort?: "newest" | "price_asc" | "price_desc" | "sales" | "rating";
      filters?: {
        priceMin?: number;
        priceMax?: number;
        inStock?: boolean;
        options?: Record<string, Array<string>>;
        brands?: Array<string>;
        ratingMin?: 1 | 2 | 3 | 4;
      };
      facets?: {
        priceRanges?: Array<{
          min?: number;
          max?: number;
        }>;
      };
      page?: number;
      pageSize?: number;
    };
    output: {
      list: Array<{
        id: number;
        slug: string;
        title: string;
        image: string | null;
        price: number;
        linePrice: number | null;
        currency: string;
        inStock: boolean;
        rating: number;
        variant?: {
          sku: string;
          image: string;
        };
      }>;
      total: number;
      page: number;
      pageSize: number;
      facets?: {
        options: Array<{
          name: string;
          label: string;
          values: Array<{
            value: string;
            label: string;
            count: number;
          }>;
        }>;
        brands: Array<{
          slug: string;
          name: string;
          count: number;
        }>;
        priceRanges: Array<{
          min?: number;
          max?: number;
          count: number;
        }>;
        ratings: Array<{
          min: 1 | 2 | 3 | 4;
          count: number;
        }>;
        inStock: number;
      };
    };
  };
  /** One promotion with a page of its products */
  "promotion/detail": {
    input: {
      slug: string;
      page?: number;
      pageSize?: number;
    };
    output: {
      id: number;
      slug: string;
      title: string;
      description: string;
      banner: string | null;
      discountPercent: number;
      startsAt: string;
      endsAt: string;
      products: Array<{
        id: number;
        slug: string;
        title: string;
        image: string | null;
        price: number;
        linePrice: number | null;
        currency: string;
        inStock: boolean;
        rating: number;
        variant?: {
          sku: string;
          image: string;
        };
      }>;
      productPage: {
        list: Array<{
          id: number;
          slug: string;
          title: string;
          image: string | null;
          price: number;
          linePrice: number | null;
          currency: string;
          inStock: boolean;
          rating: number;
          variant?: {
            sku: string;
            image: string;
          };
        }>;
        total: number;
        page: number;
        pageSize: number;
      };
    };
  };
  /** Running and upcoming promotions, each with its first products */
  "promotion/list": {
    input: Record<string, unknown>;
    output: Array<{
      id: number;
      slug: string;
      title: string;
      description: string;
      banner: string | null;
      discountPercent: number;
      startsAt: string;
      endsAt: string;
      products: Array<{
        id: number;
        slug: string;
        title: string;
        image: string | null;
        price: number;
        linePrice: number | null;
        currency: string;
        inStock: boolean;
        rating: number;
        variant?: {
          sku: string;
          image: string;
        };
      }>;
    }>;
  };
  /** Apply for after-sales service (1 return and refund, 2 exchange, 3 refund only) on lines of an eligible order */
  "return/apply": {
    input: {
      orderNo: string;
      items: Array<{
        orderItemId: number;
        quantity: number;
      }>;
      applyType: 1 | 2 | 3;
      applyDesc: string;
      images?: Array<string>;
    };
    output: {
      returnNo: string;
      return: {
        returnNo: string;
        orderNo: string;
        items: Array<{
          orderItemId: number;
          productId: number;
          sku: string;
          title: string;
          image: string | null;
          options: Record<string, string>;
          price: number;
          quantity: number;
          refundAmount: number;
        }>;
        refundAmount: number;
        currency: string;
        applyType: 1 | 2 | 3;
        applyDesc: string;
        images: Array<string>;
        status: "pending_approval" | "cancelled" | "completed" | "ended";
        auditStatus: "pending" | "approved" | "refused";
        refuseDesc: string | null;
        logisticsCompany: string | null;
        logisticsNo: string | null;
        deliveryTime: string | null;
        merchantAddress: {
          consignee: string;
          phone: string;
          address: string;
        } | null;
        exchangeExpressName: string | null;
        exchangeExpressNo: string | null;
        createdAt: string;
        auditedAt: string | null;
        cancelledAt: string | null;
        completedAt: string | null;
        refundedAt: string | null;
        refundPending: boolean;
        refundManual: boolean;
        actions: Array<"cancel" | "logistics">;
        shown: {
          currency: string;
          rate: number;
        } | null;
      };
    };
  };
  /** Withdraw an application while it waits (before the goods are sent back) */
  "return/cancel": {
    input: {
      returnNo: string;
    };
    output: {
      returnNo: string;
      orderNo: string;
      items: Array<{
        orderItemId: number;
        productId: number;
        sku: string;
        title: string;
        image: string | null;
        options: Record<string, string>;
        price: number;
        quantity: number;
        refundAmount: number;
      }>;
      refundAmount: number;
      currency: string;
      applyType: 1 | 2 | 3;
      applyDesc: string;
      images: Array<string>;
      status: "pending_approval" | "cancelled" | "completed" | "ended";
      auditStatus: "pending" | "approved" | "refused";
      refuseDesc: string | null;
      logisticsCompany: string | null;
      logisticsNo: string | null;
      deliveryTime: string | null;
      merchantAddress: {
        consignee: string;
        phone: string;
        address: string;
      } | null;
      exchangeExpressName: string | null;
      exchangeExpressNo: string | null;
      createdAt: string;
      auditedAt: string | null;
      cancelledAt: string | null;
      completedAt: string | null;
      refundedAt: string | null;
      refundPending: boolean;
      refundManual: boolean;
      actions: Array<"cancel" | "logistics">;
      shown: {
        currency: string;
        rate: number;
      } | null;
    };
  };
  /** One after-sales application with its items, refund, audit, logistics, merchant address and actions */
  "return/detail": {
    input: {
      returnNo: string;
    };
    output: {
      returnNo: string;
      orderNo: string;
      items: Array<{
        orderItemId: number;
        productId: number;
        sku: string;
        title: string;
        image: string | null;
        options: Record<string, string>;
        price: number;
        quantity: number;
        refundAmount: number;
      }>;
      refundAmount: number;
      currency: string;
      applyType: 1 | 2 | 3;
      applyDesc: string;
      images: Array<string>;
      status: "pending_approval" | "cancelled" | "completed" | "ended";
      auditStatus: "pending" | "approved" | "refused";
      refuseDesc: string | null;
      logisticsCompany: string | null;
      logisticsNo: string | null;
      deliveryTime: string | null;
      merchantAddress: {
        consignee: string;
        phone: string;
        address: string;
      } | null;
      exchangeExpressName: string | null;
      exchangeExpressNo: string | null;
      createdAt: string;
      auditedAt: string | null;
      cancelledAt: string | null;
      completedAt: string | null;
      refundedAt: string | null;
      refundPending: boolean;
      refundManual: boolean;
      actions: Array<"cancel" | "logistics">;
      shown: {
        currency: string;
        rate: number;
      } | null;
    };
  };
  /** The customer's after-sales applications, newest first, optionally of one status */
  "return/list": {
    input: {
      status?: "pending_approval" | "cancelled" | "completed" | "ended";
      page?: number;
      pageSize?: number;
    };
    output: {
      list: Array<{
        returnNo: string;
        orderNo: string;
        items: Array<{
          orderItemId: number;
          productId: number;
          sku: string;
          title: string;
          image: string | null;
          options: Record<string, string>;
          price: number;
          quantity: number;
          refundAmount: number;
        }>;
        refundAmount: number;
        currency: string;
        applyType: 1 | 2 | 3;
        applyDesc: string;
        images: Array<string>;
        status: "pending_approval" | "cancelled" | "completed" | "ended";
        auditStatus: "pending" | "approved" | "refused";
        refuseDesc: string | null;
        logisticsCompany: string | null;
        logisticsNo: string | null;
        deliveryTime: string | null;
        merchantAddress: {
          consignee: string;
          phone: string;
          address: string;
        } | null;
        exchangeExpressName: string | null;
        exchangeExpressNo: string | null;
        createdAt: string;
        auditedAt: string | null;
        cancelledAt: string | null;
        completedAt: string | null;
        refundedAt: string | null;
        refundPending: boolean;
        refundManual: boolean;
        actions: Array<"cancel" | "logistics">;
        shown: {
          currency: string;
          rate: number;
        } | null;
      }>;
      total: number;
      page: number;
      pageSize: number;
    };
  };
  /** Tell how the goods of an approved return or exchange were sent back (once) */
  "return/logistics": {
    input: {
      returnNo: string;
      logisticsCompany: string;
      logisticsNo: string;
    };
    output: {
      returnNo: string;
      orderNo: string;
      items: Array<{
        orderItemId: number;
        productId: number;
        sku: string;
        title: string;
        image: string | null;
        options: Record<string, string>;
        price: number;
        quantity: number;
        refundAmount: number;
      }>;
      refundAmount: number;
      currency: string;
      applyType: 1 | 2 | 3;
      applyDesc: string;
      images: Array<string>;
      status: "pending_approval" | "cancelled" | "completed" | "ended";
      auditStatus: "pending" | "approved" | "refused";
      refuseDesc: string | null;
      logisticsCompany: string | null;
      logisticsNo: string | null;
      deliveryTime: string | null;
      merchantAddress: {
        consignee: string;
        phone: string;
        address: string;
      } | null;
      exchangeExpressName: string | null;
      exchangeExpressNo: string | null;
      createdAt: string;
      auditedAt: string | null;
      cancelledAt: string | null;
      completedAt: string | null;
      refundedAt: string | null;
      refundPending: boolean;
      refundManual: boolean;
      actions: Array<"cancel" | "logistics">;
      shown: {
        currency: string;
        rate: number;
      } | null;
    };
  };
  /** What an after-sales application would refund, line by line, before it is submitted */
  "return/quote": {
    input: {
      orderNo: string;
      items: Array<{
        orderItemId: number;
        quantity: number;
      }>;
      applyType?: 1 | 2 | 3;
    };
    output: {
      items: Array<{
        orderItemId: number;
        quantity: number;
        refundAmount: number;
      }>;
      refundAmount: number;
      currency: string;
    };
  };
  /** Review a product from a completed order (one review per order item) */
  "review/add": {
    input: {
      productId: number;
      orderItemId?: number;
      rating: number;
      content: string;
      images?: Array<string>;
    };
    output: {
      id: number;
      rating: number;
      content: string;
      images: Array<string>;
      author: string;
      createdAt: string;
    };
  };
  /** Published reviews of a product, newest first, with the rating summary */
  "review/list": {
    input: {
      productId: number;
      page?: number;
      pageSize?: number;
    };
    output: {
      list: Array<{
        id: number;
        rating: number;
        content: string;
        images: Array<string>;
        author: string;
        createdAt: string;
      }>;
      total: number;
      page: number;
      pageSize: number;
      summary: {
        average: number;
        count: number;
        distribution: Array<number>;
      };
    };
  };
  /** Full-text search over products, articles and pages, ranked, with <mark> highlights */
  "search": {
    input: {
      q: string;
      type?: "product" | "article" | "page";
      page?: number;
      pageSize?: number;
    };
    output: {
      list: Array<{
        type: "product" | "article" | "page";
        id: number;
        slug: string;
        title: string;
        highlight: string;
        image?: string | null;
        price?: number;
        currency?: string;
      }>;
      total: number;
      page: number;
      pageSize: number;
    };
  };
  /** Up to 8 distinct titles whose words start with the typed words (from two letters or one ideograph) */
  "search/suggest": {
    input: {
      q: string;
      type?: "product" | "article" | "page";
    };
    output: Array<{
      text: string;
      type: "product" | "article" | "page";
      slug: string;
    }>;
  };
  /** The personal parts of a cached page: the signed-in customer's name fields (null for visitors), the cart's unit count and the favourites' ids, in one round trip */
  "shopper/parts": {
    input: Record<string, unknown>;
    output: {
      user: ({
        id: number;
        email: string | null;
        mobile: string | null;
        countryCode: string | null;
        fullName: string;
        nickname: string;
      }) | null;
      cartCount: number;
      favorites: {
        article: Array<number>;
        product: Array<number>;
        page: Array<number>;
      };
    };
  };
  /** The signed-in customer's name fields (null for visitors) and the cart's unit count, in one round trip */
  "shopper/summary": {
    input: Record<string, unknown>;
    output: {
      user: ({
        id: number;
        email: string | null;
        mobile: string | null;
        countryCode: string | null;
        fullName: string;
        nickname: string;
      }) | null;
      cartCount: number;
    };
  };
  /** Languages, currencies, URL rules, theme, payment and shipping methods */
  "site/config": {
    input: Record<string, unknown>;
    output: {
      name: string;
      logo?: string;
      languages: Array<{
        code: string;
        name: string;
      }>;
      defaultLanguage: string;
      currencies: Array<{
        code: string;
        symbol: string;
        rate: number;
        decimals: number;
      }>;
      defaultCurrency: string;
      urlRules: Record<string, string>;
      categoryTypes: Record<string, string>;
      theme: Record<string, unknown>;
      paymentMethods: Array<{
        id: string;
        name: string;
        description: string;
      }>;
      shippingMethods: Array<{
        id: string;
        name: string;
        description: string;
        fee: number;
        currency: string;
      }>;
    };
  };
  /** Every tag with its product count */
  "tag/list": {
    input: Record<string, unknown>;
    output: Array<{
      id: number;
      slug: string;
      name: string;
      products: number;
      href: string;
    }>;
  };
  /** Store one picture (PNG, JPEG, GIF, WebP or AVIF, at most 5 MiB) and return its URL */
  "upload/image": {
    input: FormData;
    output: {
      url: string;
    };
  };
  /** Security events: sign-ins, sign-outs, password and email changes */
  "user/activity": {
    input: {
      page?: number;
      pageSize?: number;
    };
    output: {
      list: Array<{
        id: number;
        action: string;
        detail: Record<string, unknown>;
        ip: string;
        device: string;
        createdAt: string;
      }>;
      total: number;
      page: number;
      pageSize: number;
    };
  };
  /** Delete one of the customer's own articles */
  "user/article/delete": {
    input: {
      id: number;
    };
    output: unknown;
  };
  /** The customer's own articles, newest first */
  "user/article/list": {
    input: {
      page?: number;
      pageSize?: number;
    };
    output: {
      list: Array<{
        id: number;
        slug: string;
        title: string;
        content: string;
        excerpt: string;
        thumbnail: string | null;
        author: string;
        status: string;
        publishedAt: string | null;
        updatedAt: string;
      }>;
      total: number;
      page: number;
      pageSize: number;
    };
  };
  /** Write a new article or change one of the customer's own (with id); published at once */
  "user/article/save": {
    input: {
      id?: number;
      title: string;
      content: string;
      thumbnail?: string | "";
      slug?: string | "";
    };
    output: {
      id: number;
      slug: string;
      title: string;
      content: string;
      excerpt: string;
      thumbnail: string | null;
      author: string;
      status: string;
      publishedAt: string | null;
      updatedAt: string;
    };
  };
  /** The signed-in customer and their latest orders (newest first), in one round trip */
  "user/center": {
    input: {
      recentOrders?: number;
    };
    output: {
      user: {
        id: number;
        email: string | null;
        mobile: string | null;
        countryCode: string | null;
        firstName: string;
        lastName: string;
        fullName: string;
        nickname: string;
        avatar: string | null;
        bio: string;
        birthday: string | null;
        emailVerified: boolean;
        credits: number;
        spendingAmount: number;
        paymentAmount: number;
        unpaidOrderCount: number;
        orderQuantity: number;
        lastLoginAt: string | null;
      };
      recentOrders: Array<{
        orderNo: string;
        items: Array<{
          id: number;
          productId: number;
          sku: string;
          title: string;
          image: string | null;
          options: Record<string, string>;
          price: number;
          quantity: number;
          returnedQuantity: number;
        }>;
        price: number;
        shippingFee: number;
        couponDiscount: number;
        couponCode: string | null;
        total: number;
        paymentAmount: number;
        currency: string;
        status: "in_progress" | "completed" | "cancelled" | "pending_cancellation";
        payStatus: "unpaid" | "paid";
        paymentMethodId: string;
        shippingMethodId: string;
        address: Record<string, string | null>;
        shipments: Array<{
          expressName: string;
          expressNo: string;
          createdAt: string;
        }>;
        remark: string;
        email: string;
        createdAt: string;
        paidAt: string | null;
        payBy: string | null;
        expired: boolean;
        completedAt: string | null;
        openReturnNo: string | null;
        refundReason: string | null;
        refundedAmount: number;
        refundPending: number;
        refundManual: boolean;
        paymentFailure: string | null;
        actions: Array<"pay" | "cancel" | "refund" | "confirmReceipt" | "afterSale" | "buyAgain">;
        shown: {
          currency: string;
          rate: number;
        } | null;
      }>;
    };
  };
  /** Set the customer's avatar from one uploaded picture (multipart `file`) */
  "user/editAvatar": {
    input: FormData;
    output: {
      id: number;
      email: string | null;
      mobile: string | null;
      countryCode: string | null;
      firstName: string;
      lastName: string;
      fullName: string;
      nickname: string;
      avatar: string | null;
      bio: string;
      birthday: string | null;
      emailVerified: boolean;
      credits: number;
      spendingAmount: number;
      paymentAmount: number;
      unpaidOrderCount: number;
      orderQuantity: number;
      lastLoginAt: string | null;
    };
  };
  /** Move the account to a new email address: current password and the `bind` code sent to it */
  "user/editEmail": {
    input: {
      email: string;
      code: string;
      password: string;
    };
    output: {
      id: number;
      email: string | null;
      mobile: string | null;
      countryCode: string | null;
      firstName: string;
      lastName: string;
      fullName: string;
      nickname: string;
      avatar: string | null;
      bio: string;
      birthday: string | null;
      emailVerified: boolean;
      credits: number;
      spendingAmount: number;
      paymentAmount: number;
      unpaidOrderCount: number;
      orderQuantity: number;
      lastLoginAt: string | null;
    };
  };
  /** Change bio, birthday (YYYY-MM-DD, empty clears it) and nickname; absent fields stay */
  "user/editInfo": {
    input: {
      bio?: string;
      birthday?: string;
      nickname?: string;
    };
    output: {
      id: number;
      email: string | null;
      mobile: string | null;
      countryCode: string | null;
      firstName: string;
      lastName: string;
      fullName: string;
      nickname: string;
      avatar: string | null;
      bio: string;
      birthday: string | null;
      emailVerified: boolean;
      credits: number;
      spendingAmount: number;
      paymentAmount: number;
      unpaidOrderCount: number;
      orderQuantity: number;
      lastLoginAt: string | null;
    };
  };
  /** Move the account to a new mobile number: current password and the `bind` code sent to it */
  "user/editMobile": {
    input: {
      countryCode: string;
      mobile: string;
      code: string;
      password: string;
    };
    output: {
      id: number;
      email: string | null;
      mobile: string | null;
      countryCode: string | null;
      firstName: string;
      lastName: string;
      fullName: string;
      nickname: string;
      avatar: string | null;
      bio: string;
      birthday: string | null;
      emailVerified: boolean;
      credits: number;
      spendingAmount: number;
      paymentAmount: number;
      unpaidOrderCount: number;
      orderQuantity: number;
      lastLoginAt: string | null;
    };
  };
  /** Change first name, last name and (optionally) nickname */
  "user/editName": {
    input: {
      firstName: string;
      lastName: string;
      nickname?: string;
    };
    output: {
      id: number;
      email: string | null;
      mobile: string | null;
      countryCode: string | null;
      firstName: string;
      lastName: string;
      fullName: string;
      nickname: string;
      avatar: string | null;
      bio: string;
      birthday: string | null;
      emailVerified: boolean;
      credits: number;
      spendingAmount: number;
      paymentAmount: number;
      unpaidOrderCount: number;
      orderQuantity: number;
      lastLoginAt: string | null;
    };
  };
  /** Change the password; every other session of the customer ends */
  "user/editPassword": {
    input: {
      oldPassword: string;
      password: string;
    };
    output: unknown;
  };
  /** The signed-in customer */
  "user/info": {
    input: Record<string, unknown>;
    output: {
      id: number;
      email: string | null;
      mobile: string | null;
      countryCode: string | null;
      firstName: string;
      lastName: string;
      fullName: string;
      nickname: string;
      avatar: string | null;
      bio: string;
      birthday: string | null;
      emailVerified: boolean;
      credits: number;
      spendingAmount: number;
      paymentAmount: number;
      unpaidOrderCount: number;
      orderQuantity: number;
      lastLoginAt: string | null;
    };
  };
  /** The activity log: orders, returns, reviews, favourites, profile changes; newest first */
  "user/log": {
    input: {
      page?: number;
      pageSize?: number;
    };
    output: {
      list: Array<{
        id: string;
        action: string;
        detail: Record<string, unknown>;
        createdAt: string;
      }>;
      total: number;
      page: number;
      pageSize: number;
    };
  };
  /** The customer's live sessions, newest first */
  "user/sessions": {
    input: Record<string, unknown>;
    output: Array<{
      id: string;
      ip: string;
      device: string;
      method: string;
      createdAt: string;
      lastSeenAt: string;
      current: boolean;
    }>;
  };
  /** End one of the customer's sessions (another device, or this one) */
  "user/sessions/revoke": {
    input: {
      id: string;
    };
    output: unknown;
  };
  /** Where a visitor is (page, referer, time zone); aggregated per visitor, day and path */
  "visitor/track": {
    input: {
      url: string;
      referer?: string;
      timezone?: string;
      visitorId: string;
    };
    output: unknown;
  };
};

export type CallName = keyof Calls;
export type CallInput<Name extends CallName> = Calls[Name]["input"];
export type CallOutput<Name extends CallName> = Calls[Name]["output"];
