/** The payments domain's entry: what the other domains and the backend's entry use of it. */
export { adminPaymentEventsCall } from "./events";
export { formatMinor, minorDigits } from "./minor-units";
export {
  PAYS_ON_DELIVERY,
  availableMethodIds,
  manualRefundMethods,
  paymentProvider,
  refundsByHand,
  type PaymentNotice,
} from "./providers";
export {
  NO_REFUND,
  RECORD_REFUND_SET,
  REFUND_ORDER_COLUMNS,
  refundThroughProvider,
  type RefundedOrderRow,
} from "./refund";
export { settleByNotice } from "./settle";
