/** Every /api/web call this service answers, grouped by area, in the order docs/api-calls.md lists them. */
import type { Call } from "./kernel/http/call";
import { siteConfigCall } from "./site";
import { visitorTrackCall } from "./site";
import { productDetailCall, productListCall } from "./catalogue";
import { categoryListCall } from "./catalogue";
import { collectionListCall, tagListCall } from "./catalogue";
import { promotionDetailCall, promotionListCall } from "./marketing";
import { couponDetailCall, couponListCall } from "./marketing";
import { couponClaimCall } from "./marketing";
import { articleDetailCall, articleListCall } from "./content";
import { pageDetailCall, pageListCall } from "./content";
import { searchCall, suggestCall } from "./search";
import { reviewListCall } from "./reviews";
import { reviewAddCall } from "./reviews";
import { commentListCall } from "./comments";
import { commentAddCall } from "./comments";
import { inquiryFormCall } from "./inquiries";
import { inquiryFeedbackCall, inquirySubmitCall } from "./inquiries";
import { adminInquiryListCall } from "./inquiries";
import { adminAuditListCall } from "./admin";
import { newsletterConfirmCall, newsletterSubscribeCall, newsletterUnsubscribeCall } from "./newsletter";
import { importCall } from "./admin";
import { outboxCall } from "./admin";
import { uploadImageCall } from "./media";
import { cartAddCall, cartCountCall, cartListCall, cartRemoveCall, cartUpdateCall } from "./cart";
import { checkoutCreateCall } from "./checkout";
import { checkoutInfoCall } from "./checkout";
import { checkoutSubmitCall } from "./checkout";
import {
  orderCancelCall,
  orderConfirmReceiptCall,
  orderDetailCall,
  orderListCall,
  orderLookupCall,
  orderUnpaidCountCall,
} from "./orders";
import {
  adminOrderApproveCancelCall,
  adminOrderMarkPaidCall,
  adminOrderRecordRefundCall,
  adminOrderShipCall,
} from "./orders";
import { orderPayCall } from "./orders";
import { adminPaymentEventsCall } from "./payments";
import { orderBuyAgainCall } from "./orders";
import { orderRefundCall } from "./orders";
import { returnApplyCall, returnQuoteCall } from "./returns";
import { returnCancelCall, returnDetailCall, returnListCall, returnLogisticsCall } from "./returns";
import { adminReturnAuditCall, adminReturnCompleteCall } from "./returns";
import { sendCodeCall } from "./accounts";
import { humanCheckCall } from "./accounts";
import { signupCall } from "./accounts";
import { signinCall, signoutCall } from "./accounts";
import { forgetCall, resetPasswordCall } from "./accounts";
import { resendVerifyCall, verifyEmailCall } from "./accounts";
import { qrConfirmCall, qrCreateCall, qrScanCall, qrStatusCall } from "./accounts";
import { providersCall, wechatAuthorizeCall, wechatSigninCall } from "./accounts";
import { bindCall } from "./accounts";
import { editPasswordCall, revokeSessionCall, userActivityCall, userInfoCall, userSessionsCall } from "./accounts";
import { userCenterCall } from "./accounts";
import { editEmailCall, editInfoCall, editMobileCall, editNameCall } from "./accounts";
import { userLogCall } from "./accounts";
import { editAvatarCall } from "./accounts";
import { addressDeleteCall, addressListCall, addressSaveCall, addressSetDefaultCall } from "./accounts";
import {
  favoriteAddCall,
  favoriteCancelCall,
  favoriteCountCall,
  favoriteListCall,
  favoriteWishListCall,
} from "./favorites";
import { shopperSummaryCall } from "./shopper";
import { userArticleDeleteCall, userArticleListCall, userArticleSaveCall } from "./content";

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
