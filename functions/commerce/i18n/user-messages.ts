/**
 * What the user-centre calls (profile, addresses, favourites, own articles, activity log) say,
 * in the three interface languages; messages.ts merges them.
 */
export const userMessagesEn = {
  accountTaken: "This email address or mobile number cannot be used.",
  passwordWrong: "The current password is incorrect.",
  birthdayInvalid: "Please enter a real date in the past (YYYY-MM-DD).",
  addressLimit: "You can keep at most {0} addresses. Delete one first.",
  articleSlugTaken: "This address (slug) is already in use. Please choose another.",
  articleEmpty: "The article has no content left after removing unsafe parts.",
  favoriteUnknown: "This item cannot be added to your favourites.",
  articleAuthorFallback: "A customer",
};

export const userMessagesZh: Partial<typeof userMessagesEn> = {
  accountTaken: "该邮箱或手机号无法使用。",
  passwordWrong: "当前密码不正确。",
  birthdayInvalid: "请输入过去的有效日期（YYYY-MM-DD）。",
  addressLimit: "最多只能保存 {0} 个地址，请先删除一个。",
  articleSlugTaken: "该地址（slug）已被使用，请换一个。",
  articleEmpty: "去除不安全内容后，文章没有内容了。",
  favoriteUnknown: "该项目无法加入收藏。",
  articleAuthorFallback: "顾客",
};

export const userMessagesZhHK: Partial<typeof userMessagesEn> = {
  accountTaken: "該電郵或手機號碼無法使用。",
  passwordWrong: "目前密碼不正確。",
  birthdayInvalid: "請輸入過去的有效日期（YYYY-MM-DD）。",
  addressLimit: "最多只能儲存 {0} 個地址，請先刪除一個。",
  articleSlugTaken: "此地址（slug）已被使用，請另選一個。",
  articleEmpty: "移除不安全內容後，文章沒有內容了。",
  favoriteUnknown: "此項目無法加入收藏。",
  articleAuthorFallback: "顧客",
};
