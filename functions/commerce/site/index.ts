/** The site domain's entry: what the other domains and the backend's entry use of it. */
import { registerVisitJobs } from "./jobs";
export { readSiteConfig, siteConfigCall, siteConfigStatements, type SiteConfig } from "./config";
export { SITE_RATES_SQL, siteRates, toOrderCurrency, type SiteRates } from "./currency-rates";
export { DEFAULT_SITE } from "./defaults";
export { linksFromSettings, loadLinks } from "./links";
export { detailHref, link, resolvePath, type Links, type PageTarget } from "./paths";
export { visitorTrackCall } from "./visitor-track";

// The visit job is this domain's: registered when it is loaded (jobs/registry.ts).
registerVisitJobs();
