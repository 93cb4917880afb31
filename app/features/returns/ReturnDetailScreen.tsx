/**
 * One after-sales application (routes/user.return.$slug.tsx): its progress, items, refund, type and
 * description, the audit result, the merchant's return address once approved, the logistics (a
 * form while the goods are to be sent), and cancelling while it waits.
 */
import { Link, type useActionData, type useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { formErrorsOf } from "~/lib/forms/form-errors";
import { useLinks } from "~/lib/use-links";
import { useShop } from "~/lib/use-shop";
import { AppScreen } from "~/components/page/AppScreen";
import { FormMessage } from "~/components/ui/FormMessage";
import { Money, useMoneyText } from "~/components/ui/Money";
import { formatDateTime } from "~/features/account/user-center";
import type { loadReturnDetail, returnDetailAction } from "./return-detail.server";
import { ReturnActions } from "./ReturnActions";
import { ReturnStatus } from "./ReturnStatus";
import { ReturnTimeline } from "./ReturnTimeline";

type ReturnDetailScreenProps = {
  loaded: ReturnType<typeof useLoaderData<typeof loadReturnDetail>>;
  answer: ReturnType<typeof useActionData<typeof returnDetailAction>>;
};

export function ReturnDetailScreen({ loaded, answer: result }: ReturnDetailScreenProps) {
  const { screen: item } = loaded;
  const { t } = useTranslation();
  const { lang } = useShop();
  const links = useLinks();
  const text = useMoneyText();
  const money = (minor: number) => text(minor, { order: item });
  const when = (iso: string) => formatDateTime(iso, lang);
  return (
    <AppScreen titleKey="returns.returnNo" titleValues={{ returnNo: item.returnNo }}>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <ReturnStatus status={item.status} auditStatus={item.auditStatus} />
        <Link to={links.user(`order/${encodeURIComponent(item.orderNo)}`)} className="link text-sm">
          {t("returns.forOrder", { orderNo: item.orderNo })}
        </Link>
        <span className="shop-desc text-sm">{t("returns.appliedOn", { date: when(item.createdAt) })}</span>
      </div>
      <FormMessage errors={formErrorsOf(result)} notice={result?.notice ? t(result.notice) : null} className="mt-4" />
      {item.auditStatus === "refused" ? (
        <p role="note" className="mt-4 alert alert-error">
          {t("returns.refuseDesc")}: {item.refuseDesc}
        </p>
      ) : null}
      {item.merchantAddress ? (
        <section aria-labelledby="merchant-address" className="mt-4 max-w-xl rounded-box bg-base-200 p-4">
          <h2 id="merchant-address" className="font-semibold">
            {t("returns.merchantAddress")}
          </h2>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt>{t("returns.consignee")}</dt>
            <dd>{item.merchantAddress.consignee}</dd>
            <dt>{t("returns.contactNumber")}</dt>
            <dd>{item.merchantAddress.phone}</dd>
            <dt>{t("returns.detailedAddress")}</dt>
            <dd>{item.merchantAddress.address}</dd>
          </dl>
        </section>
      ) : null}
      <ReturnActions actions={item.actions} confirming={!!result?.confirming} logisticsResult={result?.result} />
      <dl className="mt-6 grid max-w-xl grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt>{t("returns.applyTypeLabel")}</dt>
        <dd>{t(`returns.applyType.${item.applyType}`)}</dd>
        <dt className="font-semibold">{t("returns.refundAmount")}</dt>
        <dd className="font-semibold">
          <Money amount={item.refundAmount} order={item} />
        </dd>
        <dt>{t("returns.applyDesc")}</dt>
        <dd className="whitespace-pre-line">{item.applyDesc}</dd>
        <dt>{t("returns.auditResult")}</dt>
        <dd>{t(`returns.auditStatus.${item.auditStatus}`)}</dd>
        {item.logisticsNo ? (
          <>
            <dt>{t("returns.logisticsCompany")}</dt>
            <dd>{item.logisticsCompany}</dd>
            <dt>{t("returns.logisticsNo")}</dt>
            <dd>{item.logisticsNo}</dd>
          </>
        ) : null}
        {item.deliveryTime ? (
          <>
            <dt>{t("returns.deliveryTime")}</dt>
            <dd>{when(item.deliveryTime)}</dd>
          </>
        ) : null}
      </dl>
      <h2 className="mt-6 font-semibold">{t("returns.items")}</h2>
      <ul className="divide-y divide-base-300">
        {item.items.map((line) => (
          <li key={line.orderItemId} className="flex justify-between gap-4 py-3">
            <span>
              {line.title} × {line.quantity}
              {line.options ? (
                <span className="shop-desc block text-sm">{Object.values(line.options).join(" / ")}</span>
              ) : null}
            </span>
            <Money amount={line.refundAmount} order={item} />
          </li>
        ))}
      </ul>
      {item.images.length ? (
        <>
          <h2 className="mt-6 font-semibold">{t("returns.images")}</h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {item.images.map((src, index) => (
              <li key={src}>
                <a href={src}>
                  <img
                    src={src}
                    alt={t("returns.imageAlt", { number: String(index + 1) })}
                    loading="lazy"
                    className="h-20 w-20 rounded-box object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <ReturnTimeline item={item} money={money} lang={lang} />
    </AppScreen>
  );
}
