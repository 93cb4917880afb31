import { useTranslation } from "~/lib/i18n/react";

const LOW_STOCK = 5;

export function StockState({ stock }: { stock: number }) {
  const { t } = useTranslation();
  if (stock <= 0) return <p className="badge badge-ghost">{t("catalogue.soldOut")}</p>;
  if (stock <= LOW_STOCK)
    return <p className="badge text-warning-content badge-warning">{t("catalogue.lowStock", { count: stock })}</p>;
  return <p className="badge badge-success">{t("catalogue.inStock")}</p>;
}
