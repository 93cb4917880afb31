/**
 * The demo shop's accessibility statement (page/accessibility) in en, zh and zh-HK: the
 * standard aimed at, what was tested and how, what is known not to work yet, and how to report
 * a barrier. It says what the storefront's own tests check (tests/e2e/accessibility.test.ts),
 * so an operator who keeps those tests green can keep the statement true.
 */
import type { Words } from "./vocabulary";

const html = (...parts: string[]) => parts.join("");
const h2 = (text: string) => `<h2>${text}</h2>`;
const p = (text: string) => `<p>${text}</p>`;
const ul = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join("")}</ul>`;

export const ACCESSIBILITY_PAGE: { slug: string; title: Words; content: Words } = {
  slug: "accessibility",
  title: ["Accessibility statement", "无障碍声明", "無障礙聲明"],
  content: [
    html(
      p(
        "We want everyone to be able to shop here. Our goal is conformance with the Web Content Accessibility Guidelines (WCAG) 2.2, level AA, in every one of the shop's 15 languages.",
      ),
      h2("What we tested, and how"),
      ul(
        "Every page type — home, categories, tags, collections, products, search, articles, pages, promotions, coupons, cart, checkout, sign-in and sign-up, the account area and the error pages — is checked automatically with the axe-core engine against WCAG 2.2 A and AA rules, both with JavaScript switched on and switched off.",
        "Signing up, adding a product to the cart and checking out are tested with the keyboard alone.",
        "After moving to another page, focus goes to the new page's main heading and the change is announced to screen readers; a “Skip to content” link is the first thing on every page.",
        "Form errors are shown next to their fields, tied to them for screen readers and announced as they appear.",
        "Dialogs (the cart drawer, quick view and confirmations) keep focus inside while open and return it when closed.",
        "Text colours of the shop's theme are checked for a contrast of at least 4.5:1; animations are reduced when your device asks for reduced motion.",
      ),
      h2("Known limitations"),
      p(
        "Product photos and texts written by the shop team are reviewed by hand, so a description may occasionally lack detail. Please tell us when it does.",
      ),
      h2("Report a barrier"),
      p(
        "If anything is hard or impossible to use, write to accessibility@northwind.example or use the feedback form, and say which page and what happened. We answer within two working days and can take your order by email or phone in the meantime.",
      ),
    ),
    html(
      p(
        "我们希望每个人都能顺利在这里购物。我们的目标是在商店支持的全部 15 种语言中符合《网页内容无障碍指南》（WCAG）2.2 AA 级标准。",
      ),
      h2("我们测试了什么，如何测试"),
      ul(
        "所有页面类型——首页、分类、标签、专题、商品、搜索、文章、页面、促销、优惠券、购物车、结算、登录与注册、用户中心以及错误页面——都使用 axe-core 引擎按照 WCAG 2.2 A 级和 AA 级规则自动检查，分别在启用和停用 JavaScript 的情况下进行。",
        "注册、加入购物车和结算流程均仅使用键盘进行测试。",
        "切换到其他页面后，焦点会移到新页面的主标题，屏幕阅读器会播报页面变化；每个页面的第一个元素都是“跳至主要内容”链接。",
        "表单错误显示在对应字段旁，与字段关联供屏幕阅读器读取，并在出现时播报。",
        "对话框（购物车抽屉、快速查看和确认框）打开时焦点保持在其中，关闭后焦点返回原处。",
        "商店主题的文字颜色经过检查，对比度至少为 4.5:1；当您的设备要求减少动态效果时，动画会相应减少。",
      ),
      h2("已知的限制"),
      p("商品图片和由商店团队撰写的文字由人工审核，个别描述可能不够详细。如遇到这种情况，请告诉我们。"),
      h2("报告无障碍问题"),
      p(
        "如有任何难以使用或无法使用之处，请发送邮件至 accessibility@northwind.example 或使用意见反馈表单，并说明是哪个页面、发生了什么。我们会在两个工作日内回复，在此期间也可以通过邮件或电话为您下单。",
      ),
    ),
    html(
      p(
        "我們希望每個人都能順利在這裏購物。我們的目標是在商店支援的全部 15 種語言中符合《網頁內容無障礙指引》（WCAG）2.2 AA 級標準。",
      ),
      h2("我們測試了甚麼，如何測試"),
      ul(
        "所有頁面類型——首頁、分類、標籤、專題、產品、搜尋、文章、頁面、推廣、優惠券、購物車、結帳、登入與註冊、用戶中心以及錯誤頁面——都使用 axe-core 引擎按照 WCAG 2.2 A 級和 AA 級規則自動檢查，分別在啟用和停用 JavaScript 的情況下進行。",
        "註冊、加入購物車和結帳流程均只使用鍵盤進行測試。",
        "轉到其他頁面後，焦點會移到新頁面的主標題，螢幕閱讀器會讀出頁面變化；每個頁面的第一個元素都是「跳至主要內容」連結。",
        "表格錯誤顯示在對應欄位旁，與欄位關聯供螢幕閱讀器讀取，並在出現時讀出。",
        "對話框（購物車抽屜、快速瀏覽和確認框）開啟時焦點保持在其中，關閉後焦點返回原處。",
        "商店主題的文字顏色經過檢查，對比度至少為 4.5:1；當您的裝置要求減少動態效果時，動畫會相應減少。",
      ),
      h2("已知的限制"),
      p("產品相片和由商店團隊撰寫的文字由人手審核，個別描述可能不夠詳細。如遇到這種情況，請告訴我們。"),
      h2("報告無障礙問題"),
      p(
        "如有任何難以使用或無法使用之處，請發送電郵至 accessibility@northwind.example 或使用意見回饋表格，並說明是哪個頁面、發生了甚麼事。我們會在兩個工作天內回覆，期間亦可透過電郵或電話為您落單。",
      ),
    ),
  ],
};
