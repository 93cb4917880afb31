/** The accounts domain's entry: what the other domains and the backend's entry use of it. */
export { logActivity, userLogCall } from "./activity-log";
export {
  ADDRESS_COLUMNS,
  address,
  savedAddress,
  toSavedAddress,
  type Address,
  type AddressRow,
  type SavedAddress,
} from "./address";
export {
  addToAddressBook,
  addressDeleteCall,
  addressListCall,
  addressSaveCall,
  addressSetDefaultCall,
} from "./addresses";
export { editAvatarCall } from "./avatar";
export { bindCall } from "./bind";
export { userCenterCall } from "./center-screen";
export { resendVerifyCall, verifyEmailCall } from "./email-verification";
export { humanCheckCall } from "./human-check/call";
export { shopLink } from "./links";
export { forgetCall, resetPasswordCall } from "./password-reset";
export { editEmailCall, editInfoCall, editMobileCall, editNameCall } from "./profile";
export { qrConfirmCall, qrCreateCall, qrScanCall, qrStatusCall } from "./qr";
export { sendCodeCall } from "./send-code";
export { signinCall, signoutCall } from "./signin";
export { signupCall } from "./signup";
export { editPasswordCall, revokeSessionCall, userActivityCall, userInfoCall, userSessionsCall } from "./user-center";
export { providersCall, wechatAuthorizeCall, wechatSigninCall } from "./wechat-signin";
