/** Screens the storefront draws itself (cart, checkout, auth, user center, inquiries): no data, empty body. */
import { staticPlan, type PagePlan } from "../payload";

export const appPlan = (page: string): PagePlan =>
  staticPlan({
    data: { type: "app", page },
    templateType: "app",
    meta: { title: "", description: "", robots: "noindex" },
  });
