/** The orders domain's entry: what the other domains and the backend's entry use of it. */
export {
  adminOrderApproveCancelCall,
  adminOrderMarkPaidCall,
  adminOrderRecordRefundCall,
  adminOrderShipCall,
} from "./admin";
export { orderBuyAgainCall } from "./buy-again";
export {
  orderCancelCall,
  orderConfirmReceiptCall,
  orderDetailCall,
  orderListCall,
  orderLookupCall,
  orderUnpaidCountCall,
} from "./calls";
export { expireUnpaidOrders } from "./expiry";
export { sendOrderMail } from "./order-mail";
export { ordersStatements, readOrders } from "./order-read";
export { order, orderNo } from "./order";
export { orderPayCall } from "./pay";
export { WEBHOOK_PATH, paymentWebhook } from "./payment-webhook";
export { orderRefundCall } from "./refund";
export {
  APPLY_TYPES,
  AUDIT_STATUSES,
  MAX_RETURN_IMAGES,
  RETURN_ACTIONS,
  RETURN_STATUSES,
  linePaidAmounts,
  orderMayApply,
  paidShare,
  refundsMoney,
  returnActions,
  type ApplyType,
  type AuditStatus,
  type ReturnStatus,
} from "./return-rules";
export { NOW, ORDER_MAY_APPLY_SQL, heldQuantitySql, heldShareSql, openReturnSql } from "./return-sql";
export { returnSalesStatements } from "./sales-count";
