/**
 * What the after-sales calls (returns, exchanges, order refunds) say, in the three interface
 * languages; messages.ts merges it.
 */
export const returnMessagesEn = {
  returnNotEligible: "This order cannot apply for after-sales service.",
  returnAlreadyOpen: "An after-sales application for this order is already in progress.",
  returnTooMany: "You can return at most {0} of this item.",
  returnItemUnknown: "This item is not part of the order.",
  returnItemTwice: "Each item can be listed once.",
  returnActionRefused: "This after-sales application can no longer be changed that way.",
  refuseDescRequired: "Please give the reason for refusing.",
  exchangeShipmentRequired: "An exchange needs the shipment of the new goods.",
  imageNotUploaded: "Please upload the image first.",
};

type ReturnMessages = Record<keyof typeof returnMessagesEn, string>;

export const returnMessagesZh: ReturnMessages = {
  returnNotEligible: "该订单无法申请售后服务。",
  returnAlreadyOpen: "该订单已有一个正在处理的售后申请。",
  returnTooMany: "该商品最多可退 {0} 件。",
  returnItemUnknown: "该商品不属于此订单。",
  returnItemTwice: "每件商品只能列出一次。",
  returnActionRefused: "该售后申请当前无法执行此操作。",
  refuseDescRequired: "请填写拒绝原因。",
  exchangeShipmentRequired: "换货需要填写新商品的发货信息。",
  imageNotUploaded: "请先上传图片。",
};

export const returnMessagesZhHK: ReturnMessages = {
  returnNotEligible: "此訂單無法申請售後服務。",
  returnAlreadyOpen: "此訂單已有一個正在處理的售後申請。",
  returnTooMany: "此商品最多可退 {0} 件。",
  returnItemUnknown: "此商品不屬於此訂單。",
  returnItemTwice: "每件商品只能列出一次。",
  returnActionRefused: "此售後申請目前無法執行此操作。",
  refuseDescRequired: "請填寫拒絕原因。",
  exchangeShipmentRequired: "換貨需要填寫新商品的發貨資料。",
  imageNotUploaded: "請先上載圖片。",
};
