/**
 * What the review, comment, inquiry and newsletter calls say (and the mails they send), in the
 * three interface languages. messages.ts merges it.
 */
export const engageMessagesEn = {
  reviewNotBought: "Only customers who received this product can review it.",
  reviewAlreadyWritten: "You have already reviewed this product for each order.",
  reviewAnonymous: "Customer",
  commentReplyDepth: "You can reply to a comment, not to a reply.",
  commentParentUnknown: "The comment you are replying to does not exist.",
  newsletterLinkInvalid: "This link is no longer valid. Please subscribe again.",
  newsletterMailSubject: "Please confirm your newsletter subscription",
  newsletterMailText:
    "Please confirm that you want our newsletter at this address: {0}\n\nIf you did not ask for it, ignore this mail and nothing happens. To stop mails from us at any time: {1}",
  inquiryMailSubject: "New inquiry ({0}) from {1}",
  feedbackMailSubject: "New feedback",
  inquiryMailText: "Form: {0}\nName: {1}\nEmail: {2}\nPhone: {3}\nContact: {4}\nLanguage: {5}\n\n{6}\n\nPictures:\n{7}",
};

type EngageMessages = Record<keyof typeof engageMessagesEn, string>;

export const engageMessagesZh: EngageMessages = {
  reviewNotBought: "只有已收到此商品的顾客才能评价。",
  reviewAlreadyWritten: "您已为每个订单评价过此商品。",
  reviewAnonymous: "顾客",
  commentReplyDepth: "只能回复评论，不能回复回复。",
  commentParentUnknown: "您要回复的评论不存在。",
  newsletterLinkInvalid: "此链接已失效，请重新订阅。",
  newsletterMailSubject: "请确认您的资讯订阅",
  newsletterMailText: "请确认您希望以此地址接收我们的资讯：{0}\n\n如非本人操作，请忽略此邮件，我们不会再发送。随时退订：{1}",
  inquiryMailSubject: "新询价（{0}），来自 {1}",
  feedbackMailSubject: "新反馈",
  inquiryMailText: "表单：{0}\n姓名：{1}\n邮箱：{2}\n电话：{3}\n联系方式：{4}\n语言：{5}\n\n{6}\n\n图片：\n{7}",
};

export const engageMessagesZhHK: EngageMessages = {
  reviewNotBought: "只有已收到此商品的顧客才能評價。",
  reviewAlreadyWritten: "您已為每張訂單評價過此商品。",
  reviewAnonymous: "顧客",
  commentReplyDepth: "只能回覆評論，不能回覆回覆。",
  commentParentUnknown: "您要回覆的評論不存在。",
  newsletterLinkInvalid: "此連結已失效，請重新訂閱。",
  newsletterMailSubject: "請確認您的資訊訂閱",
  newsletterMailText: "請確認您希望以此地址接收我們的資訊：{0}\n\n如非本人操作，請忽略此郵件，我們不會再發送。隨時退訂：{1}",
  inquiryMailSubject: "新詢價（{0}），來自 {1}",
  feedbackMailSubject: "新意見",
  inquiryMailText: "表格：{0}\n姓名：{1}\n電郵：{2}\n電話：{3}\n聯絡方式：{4}\n語言：{5}\n\n{6}\n\n圖片：\n{7}",
};
