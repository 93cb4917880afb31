/** Every /api/web call this service answers, grouped by area, in the order docs/api-calls.md lists them. */
import type { Call } from "./kernel/http/call";
import { siteConfigCall } from "./site/config";
import { visitorTrackCall } from "./site/visitor-track";
import { productDetailCall, productListCall } from "./catalogue/products";
import { categoryListCall } from "./catalogue/categories";
import { collectionListCall, tagListCall } from "./catalogue/taxonomy";
import { promotionDetailCall, promotionListCall } from "./marketing/promotions";
import { couponDetailCall, couponListCall } from "./marketing/coupons";
import { couponClaimCall } from "./marketing/coupon-claim";
import { articleDetailCall, articleListCall } from "./content/articles";
import { pageDetailCall, pageListCall } from "./content/pages";
import { searchCall, suggestCall } from "./search/search";
import { reviewListCall } from "./reviews/list";
import { reviewAddCall } from "./reviews/add";
import { commentListCall } from "./comments/list";
import { commentAddCall } from "./comments/add";
import { inquiryFormCall } from "./inquiries/form";
import { inquiryFeedbackCall, inquirySubmitCall } from "./inquiries/submit";
import { adminInquiryListCall } from "./inquiries/admin";
import { adminAuditListCall } from "./admin/audit";
import { newsletterConfirmCall, newsletterSubscribeCall, newsletterUnsubscribeCall } from "./newsletter/subscription";
import { importCall } from "./admin/import";
import { outboxCall } from "./admin/outbox";
import { uploadImageCall } from "./media/upload-call";
import { cartAddCall, cartCountCall, cartListCall, cartRemoveCall, cartUpdateCall } from "./cart/calls";
import { checkoutCreateCall } from "./checkout/create";
import { checkoutInfoCall } from "./checkout/info";
import { checkoutSubmitCall } from "./checkout/submit";
import {
  orderCancelCall,
  orderConfirmReceiptCall,
  orderDetailCall,
  orderListCall,
  orderLookupCall,
  orderUnpaidCountCall,
} from "./orders/calls";
import {
  adminOrderApproveCancelCall,
  adminOrderMarkPaidCall,
  adminOrderRecordRefundCall,
  adminOrderShipCall,
} from "./orders/admin";
import { orderPayCall } from "./orders/pay";
import { adminPaymentEventsCall } from "./payments/events";
import { orderBuyAgainCall } from "./orders/buy-again";
import { orderRefundCall } from "./orders/refund";
import { returnApplyCall, returnQuoteCall } from "./returns/apply";
import { returnCancelCall, returnDetailCall, returnListCall, returnLogisticsCall } from "./returns/calls";
import { adminReturnAuditCall, adminReturnCompleteCall } from "./returns/admin";
import { sendCodeCall } from "./accounts/send-code";
import { humanCheckCall } from "./accounts/human-check/call";
import { signupCall } from "./accounts/signup";
import { signinCall, signoutCall } from "./accounts/signin";
import { forgetCall, resetPasswordCall } from "./accounts/password-reset";
import { resendVerifyCall, verifyEmailCall } from "./accounts/email-verification";
import { qrConfirmCall, qrCreateCall, qrScanCall, qrStatusCall } from "./accounts/qr";
import { providersCall, wechatAuthorizeCall, wechatSigninCall } from "./accounts/wechat-signin";
import { bindCall } from "./accounts/bind";
import {
  editPasswordCall,
  revokeSessionCall,
  userActivityCall,
  userInfoCall,
  userSessionsCall,
} from "./accounts/user-center";
import { userCenterCall } from "./accounts/center-screen";
import { editEmailCall, editInfoCall, editMobileCall, editNameCall } from "./accounts/profile";
import { userLogCall } from "./accounts/activity-log";
import { editAvatarCall } from "./accounts/avatar";
import { addressDeleteCall, addressListCall, addressSaveCall, addressSetDefaultCall } from "./accounts/addresses";
import {
  favoriteAddCall,
  favoriteCancelCall,
  favoriteCountCall,
  favoriteListCall,
  favoriteWishListCall,
} from "./favorites/favorites";
import { shopperSummaryCall } from "./shopper/summary";
import { userArticleDeleteCall, userArticleListCall, userArticleSaveCall } from "./content/user-articles";

export const calls: Call[] = [
  siteConfigCall,
  uploadImageCall,
  visitorTrackCall,
  humanCheckCall,
  sendCodeCall,
  signupCall,
  signinCall,
  signoutCall,
  forgetCall,
  resetPasswordCall,
  verifyEmailCall,
  resendVerifyCall,
  qrCreateCall,
  qrStatusCall,
  qrScanCall,
  qrConfirmCall,
  providersCall,
  wechatAuthorizeCall,
  wechatSigninCall,
  bindCall,
  userInfoCall,
  userCenterCall,
  editPasswordCall,
  userSessionsCall,
  revokeSessionCall,
  userActivityCall,
  editNameCall,
  editInfoCall,
  editEmailCall,
  editMobileCall,
  editAvatarCall,
  userLogCall,
  addressListCall,
  addressSaveCall,
  addressDeleteCall,
  addressSetDefaultCall,
  favoriteAddCall,
  favoriteCancelCall,
  favoriteListCall,
  favoriteCountCall,
  favoriteWishListCall,
  userArticleListCall,
  userArticleSaveCall,
  userArticleDeleteCall,
  productListCall,
  productDetailCall,
  categoryListCall,
  tagListCall,
  collectionListCall,
  promotionListCall,
  promotionDetailCall,
  couponListCall,
  couponDetailCall,
  couponClaimCall,
  articleListCall,
  articleDetailCall,
  pageDetailCall,
  pageListCall,
  searchCall,
  suggestCall,
  reviewListCall,
  reviewAddCall,
  commentListCall,
  commentAddCall,
  cartListCall,
  cartAddCall,
  cartUpdateCall,
  cartRemoveCall,
  cartCountCall,
  shopperSummaryCall,
  checkoutCreateCall,
  checkoutInfoCall,
  checkoutSubmitCall,
  orderListCall,
  orderDetailCall,
  orderCancelCall,
  orderConfirmReceiptCall,
  orderPayCall,
  orderUnpaidCountCall,
  orderLookupCall,
  orderBuyAgainCall,
  orderRefundCall,
  returnQuoteCall,
  returnApplyCall,
  returnListCall,
  returnDetailCall,
  returnCancelCall,
  returnLogisticsCall,
  inquiryFormCall,
  inquirySubmitCall,
  inquiryFeedbackCall,
  newsletterSubscribeCall,
  newsletterConfirmCall,
  newsletterUnsubscribeCall,
  adminOrderShipCall,
  adminOrderMarkPaidCall,
  adminOrderApproveCancelCall,
  adminOrderRecordRefundCall,
  adminPaymentEventsCall,
  adminReturnAuditCall,
  adminReturnCompleteCall,
  importCall,
  outboxCall,
  adminInquiryListCall,
  adminAuditListCall,
];
