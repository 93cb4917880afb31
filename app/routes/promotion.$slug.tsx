import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { loadPromotion } from "~/features/catalogue/promotion/promotion.server";
import { listingMeta } from "~/features/catalogue/facets/facet-meta";
import { pageHeaders } from "~/lib/page-headers";
import { PromotionScreen } from "~/features/catalogue/promotion/PromotionScreen";

export const loader = (args: LoaderFunctionArgs) => loadPromotion(args);
export const meta = listingMeta;
export const headers = pageHeaders;

export default PromotionScreen;
