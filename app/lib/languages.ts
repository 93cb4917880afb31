/** The storefront's languages are the contract's (functions/contract/languages.ts): one list for both sides. */
export {
  DEFAULT_LANGUAGE,
  LANGUAGE_NAMES,
  LANGUAGES,
  isLanguage,
  type Language,
} from "../../functions/contract/languages";
