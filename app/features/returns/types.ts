/** The shapes of the after-sales answers the screens read (docs/api-calls.md `return/detail`). */
export type ReturnItem = {
  orderItemId: number;
  title: string;
  sku?: string;
  options?: Record<string, string>;
  price: number;
  quantity: number;
  refundAmount: number;
  image?: string | null;
};

export type ReturnOrder = {
  returnNo: string;
  orderNo: string;
  items: ReturnItem[];
  refundAmount: number;
  currency: string;
  applyType: 1 | 2 | 3;
  applyDesc: string;
  images: string[];
  status: string;
  auditStatus: string;
  refuseDesc: string | null;
  logisticsCompany: string | null;
  logisticsNo: string | null;
  deliveryTime: string | null;
  merchantAddress: { consignee: string; phone: string; address: string } | null;
  exchangeExpressName?: string | null;
  exchangeExpressNo?: string | null;
  createdAt: string;
  auditedAt?: string | null;
  cancelledAt?: string | null;
  completedAt?: string | null;
  refundedAt?: string | null;
  actions: string[];
  /** The currency and rate its order was placed in: refunds are shown like the order (`<Money order>`). */
  shown?: { currency: string; rate: number } | null;
  /** Asked of the payment provider, not yet confirmed; `refundManual`: the shop pays it out itself. */
  refundPending?: boolean;
  refundManual?: boolean;
};

export type ReturnPage = { list: ReturnOrder[]; total: number; page: number; pageSize: number };

/** The order lines as the apply form needs them. */
export type ApplyLine = {
  id: number | string;
  title: string;
  options?: Record<string, string>;
  price: number;
  quantity: number;
  returnedQuantity?: number;
};
