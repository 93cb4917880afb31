/**
 * The theme of docs/spec.md §3 as both sides know it: its shape and the shop's defaults as
 * shipped. The backend answers these values where an operator set none (site/config, every route
 * request); the storefront falls back to them only when no answer came. One definition, so the
 * two can no longer drift (they had: heroColor and descColor differed). Plain data only.
 */

/** Container max-width per screen, in px (sm 640 … 3xl 1660). */
export const CONTAINER_SCREENS = { sm: 640, md: 768, lg: 1024, xl: 1280, "2xl": 1536, "3xl": 1660 } as const;
/** Container padding per screen ("default" below the first). */
export const CONTAINER_PADDINGS = { default: ".7rem", sm: "1rem", md: "1.2rem", lg: "2rem" } as const;

export type ContainerWidths = Record<string, number>;
export type ContainerPaddings = Record<string, string>;

export type ThemeColors = {
  backgroundColor: string;
  titleColor: string;
  heroColor: string;
  primaryColor: string;
  infoColor: string;
  successColor: string;
  warningColor: string;
  errorColor: string;
  textColor: string;
  descColor: string;
  salesPriceColor: string;
  linePriceColor: string;
  placeholderColor: string;
  borderColor: string;
};

export type Theme = ThemeColors & {
  blockSpace: string;
  borderRadius: string;
  titleFontFamily: string;
  bodyFontFamily: string;
  titleFontWeight: string | number;
  bodyFontWeight: string | number;
  titleFontSize: string;
  bodyFontSize: string;
  containerWidths: ContainerWidths;
  containerPaddings: ContainerPaddings;
  hideHead: boolean;
  hideFoot: boolean;
  product: { showSlideImage: boolean; showFavorite: boolean; showCart: boolean };
};

/**
 * daisyUI's light theme with the seed's five named colours; the price, description and
 * placeholder colours keep WCAG AA contrast (4.5:1) on white.
 */
export const DEFAULT_THEME: Theme = {
  backgroundColor: "#ffffff",
  titleColor: "#1f2937",
  heroColor: "#1f2937",
  primaryColor: "#4a00ff",
  infoColor: "#00b5ff",
  successColor: "#00a96e",
  warningColor: "#ffbe00",
  errorColor: "#ff5861",
  textColor: "#1f2937",
  descColor: "#6b7280",
  salesPriceColor: "#c8102e",
  linePriceColor: "#6b7280",
  placeholderColor: "#6b7280",
  borderColor: "#e5e7eb",
  blockSpace: "2rem",
  borderRadius: "0.5rem",
  titleFontFamily: "ui-sans-serif, system-ui, sans-serif",
  bodyFontFamily: "ui-sans-serif, system-ui, sans-serif",
  titleFontWeight: 700,
  bodyFontWeight: 400,
  titleFontSize: "1.5rem",
  bodyFontSize: "1rem",
  containerWidths: { ...CONTAINER_SCREENS },
  containerPaddings: { ...CONTAINER_PADDINGS },
  hideHead: false,
  hideFoot: false,
  product: { showSlideImage: true, showFavorite: true, showCart: true },
};
