/**
 * The backend's words in the twelve languages beyond en, zh and zh-HK (which messages.ts holds
 * itself), one module per language so each stays readable and under ~100 lines.
 */
import type { Catalogue } from "../messages";
import { de } from "./de";
import { es } from "./es";
import { fil } from "./fil";
import { fr } from "./fr";
import { id } from "./id";
import { it } from "./it";
import { ja } from "./ja";
import { ko } from "./ko";
import { pt } from "./pt";
import { th } from "./th";
import { vi } from "./vi";
import { zhTW } from "./zh-TW";

export const MORE_CATALOGUES: Record<string, Catalogue> = { "zh-TW": zhTW, de, es, fr, id, it, ja, ko, pt, th, fil, vi };
