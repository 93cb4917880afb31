/**
 * Sign-in's loader and action (routes/auth.signin.tsx): by password, by a code sent to the
 * account, or by scanning a QR code with a signed-in phone. A signed-in shopper is sent on.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod/v4";
import { loadPage } from "~/lib/page.server";
import { failureReply } from "~/lib/action-failure.server";
import { afterSignIn, redirectSignedIn, signedInRedirect } from "~/lib/session.server";
import { SECRET_FIELDS } from "~/features/account/user-action.server";
import { accountLabel, accountPayload, signinSchemaFor } from "./auth-forms";
import { humanCheckInput } from "./human-check-form";
import { loadHumanCheck } from "./human-check.server";
import { loadQrSignin } from "./qr-signin.server";
import { SIGNIN_TABS, type SigninTab } from "./SigninTabs";
import { signinProviders } from "./wechat-signin.server";

function readTab(url: URL): SigninTab {
  const tab = url.searchParams.get("tab");
  return SIGNIN_TABS.find((known) => known === tab) ?? "password";
}

export async function loadSignin(args: LoaderFunctionArgs) {
  await redirectSignedIn(args);
  const url = new URL(args.request.url);
  const tab = readTab(url);
  const [page, qr, providers, check] = await Promise.all([
    loadPage(args),
    tab === "qr" ? loadQrSignin(args) : null,
    signinProviders(args),
    tab === "code" ? loadHumanCheck(args) : null,
  ]);
  const wechatFailed = url.searchParams.get("error") === "wechat";
  return data(
    {
      ...page.data,
      tab,
      qr,
      check,
      wechat: providers.wechat,
      wechatFailed,
      next: afterSignIn(args.request, url.searchParams.get("redirect")),
    },
    page.init ?? undefined,
  );
}

export async function signinAction(args: ActionFunctionArgs) {
  const { request, context } = args;
  const formData = await request.formData();
  const intent = formData.get("intent");
  const submission = parseWithZod(formData, { schema: signinSchemaFor(intent) });
  if (submission.status !== "success") return data({ result: submission.reply(), notice: null }, { status: 422 });
  const upstream = context.upstream;
  const value = submission.value as {
    account: string;
    countryCode?: string;
    password?: string;
    code?: string;
    redirect?: string;
  };
  try {
    if (intent === "send-code") {
      await upstream.call("auth/sendCode", {
        ...accountPayload(value),
        scene: "signin",
        humanCheck: humanCheckInput(formData),
      });
      return { result: submission.reply(), notice: accountLabel(value) };
    }
    const proof = intent === "password" ? { password: value.password } : { code: value.code };
    const { token } = await upstream.call("auth/signin", { ...accountPayload(value), ...proof });
    return signedInRedirect(args, token, value.redirect);
  } catch (error) {
    return data(
      {
        result: failureReply(error, args, {
          submission,
          fields: ["account", "countryCode", "password", "code", "humanCheck"],
          hideFields: SECRET_FIELDS,
        }).result,
        notice: null,
      },
      { status: 400 },
    );
  }
}
