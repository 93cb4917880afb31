/** The key a page's data carries its route's own texts under (ADR 280; route-texts.server.ts adds them). */
export const ROUTE_TEXTS = "routeTexts";
