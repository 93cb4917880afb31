/** What the account calls added for WeChat sign-in, binding and failed deliveries say; messages.ts merges it. */
export const authMessagesEn = {
  accountAlreadyBound: "Your account already has an address of this kind, or it belongs to another account.",
  messageNotSent: "We could not send the message just now. Please try again in a moment.",
  mailNotConfigured: "This shop cannot send email yet. Please contact us.",
  smsNotConfigured: "This shop cannot send text messages yet. Please contact us.",
  outboxOff: "The outbox is kept only in development. In production, messages go to the mail and SMS providers.",
  humanCheckRequired: "Please complete the verification first.",
  humanCheckFailed: "Verification failed. Please try again.",
  humanCheckUnavailable: "The verification could not be checked just now. Please try again in a moment.",
};

type AuthMessages = Record<keyof typeof authMessagesEn, string>;

export const authMessagesZh: AuthMessages = {
  accountAlreadyBound: "您的账号已绑定此类联系方式，或该联系方式已属于其他账号。",
  messageNotSent: "暂时无法发送消息，请稍后再试。",
  mailNotConfigured: "本店暂时无法发送电子邮件，请联系我们。",
  smsNotConfigured: "本店暂时无法发送短信，请联系我们。",
  outboxOff: "发件箱仅在开发环境中保留。生产环境中，消息由邮件和短信服务商发送。",
  humanCheckRequired: "请先完成验证。",
  humanCheckFailed: "验证失败，请重试。",
  humanCheckUnavailable: "暂时无法完成验证，请稍后再试。",
};

export const authMessagesZhHK: AuthMessages = {
  accountAlreadyBound: "您的帳號已綁定此類聯絡方式，或該聯絡方式已屬於其他帳號。",
  messageNotSent: "暫時無法發送訊息，請稍後再試。",
  mailNotConfigured: "本店暫時無法發送電郵，請聯絡我們。",
  smsNotConfigured: "本店暫時無法發送短訊，請聯絡我們。",
  outboxOff: "寄件匣只在開發環境中保留。正式環境中，訊息由電郵及短訊服務商發送。",
  humanCheckRequired: "請先完成驗證。",
  humanCheckFailed: "驗證失敗，請重試。",
  humanCheckUnavailable: "暫時無法完成驗證，請稍後再試。",
};
