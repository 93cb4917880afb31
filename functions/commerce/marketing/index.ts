/** The marketing domain's entry: what the other domains and the backend's entry use of it. */
export { couponClaimCall } from "./coupon-claim";
export { couponDetailCall, couponListCall, couponStatement, readCoupons } from "./coupons";
export {
  promotionDetailCall,
  promotionDetailStatements,
  promotionListCall,
  promotionListStatements,
  readPromotionDetail,
  readPromotionList,
} from "./promotions";
