/** The catalogue domain's entry: what the other domains and the backend's entry use of it. */
export { CARD_COLUMNS, productCard, toCard, toCards, type CardRow } from "./cards";
export {
  buildCategoryTree,
  categoryListCall,
  categoryTreeStatement,
  type CategoryNode,
  type CategoryRow,
} from "./categories";
export { productDetailStatements, readProductDetail } from "./product-detail";
export { pageOf, productListInput, productListStatements, type ProductListInput } from "./product-query";
export { productDetailCall, productListCall } from "./products";
export { collectionListCall, tagListCall } from "./taxonomy";
export { facetCountStatement } from "./facet-query";
export { facetTotal, readFacets, type FacetRow } from "./facets";
export { optionLabelsStatement, readOptionLabels } from "./option-labels";
