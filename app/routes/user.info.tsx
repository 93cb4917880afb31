/**
 * Personal info: name and nickname, bio and birthday, and the avatar (a multipart upload the
 * action hands to user/editAvatar). Three forms of one action, told apart by `intent`; all of
 * them work without JavaScript.
 */
import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/i18n/react";
import { loadAccountPage } from "~/features/account/account-data.server";
import { infoSchemaFor } from "~/features/account/account-forms";
import { IMAGE_TYPES } from "~/features/account/image-forms";
import { replyFor } from "~/features/account/user-action";
import { userActionFailure, userActionInvalid, userActionSuccess } from "~/features/account/user-action.server";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { AppScreen } from "~/components/page/AppScreen";
import { FormMessage } from "~/components/ui/FormMessage";
import { TextField } from "~/features/auth/TextField";
import { FieldError } from "~/components/ui/FieldError";
import { Avatar } from "~/features/account/Avatar";
import { UserNav } from "~/features/account/UserNav";

export const loader = (args: LoaderFunctionArgs) => loadAccountPage(args, (upstream) => upstream.call("user/info"));
export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "pages.userInfo" };

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "name");
  const submission = parseWithZod(formData, { schema: infoSchemaFor(intent) });
  if (submission.status !== "success") return userActionInvalid(intent, submission);
  const upstream = context.upstream;
  const value = submission.value;
  try {
    if (value.intent === "avatar") {
      const form = new FormData();
      form.set("file", value.avatar, value.avatar.name || "avatar");
      await upstream.upload("user/editAvatar", form);
    } else if (value.intent === "info") {
      await upstream.call("user/editInfo", { bio: value.bio, birthday: value.birthday ?? "" });
    } else {
      await upstream.call("user/editName", {
        firstName: value.firstName,
        lastName: value.lastName,
        nickname: value.nickname,
      });
    }
  } catch (error) {
    // The backend names the file `file`; the form's input is `avatar`.
    const fields =
      value.intent === "avatar" ? ["avatar", "file"] : ["firstName", "lastName", "nickname", "bio", "birthday"];
    return userActionFailure(intent, submission, error, fields, { request, context });
  }
  return userActionSuccess(intent, submission, "account.saved", false);
}

export default function Screen() {
  const { screen: user } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const nameReply = replyFor(actionData, ["name"]);
  const infoReply = replyFor(actionData, ["info"]);
  const avatarReply = replyFor(actionData, ["avatar"]);
  const [nameForm, nameFields] = useForm({
    id: "name-form",
    lastResult: nameReply?.result,
    defaultValue: { firstName: user.firstName, lastName: user.lastName, nickname: user.nickname },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: infoSchemaFor("name") }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const [infoForm, infoFields] = useForm({
    id: "info-form",
    lastResult: infoReply?.result,
    defaultValue: { bio: user.bio, birthday: user.birthday ?? "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: infoSchemaFor("info") }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const [avatarForm, avatarFields] = useForm({
    id: "avatar-form",
    lastResult: avatarReply?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: infoSchemaFor("avatar") }),
    shouldValidate: "onSubmit",
  });
  const avatarErrors = avatarFields.avatar.errors ?? (avatarReply?.result.error?.file as string[] | undefined);
  return (
    <AppScreen titleKey="pages.userInfo">
      <UserNav />
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="avatar-heading">
          <h2 id="avatar-heading" className="font-semibold">
            {t("account.avatar")}
          </h2>
          <Form
            method="post"
            encType="multipart/form-data"
            {...getFormProps(avatarForm)}
            className="mt-2 flex flex-col gap-2"
          >
            <FormMessage
              id={avatarForm.errorId}
              errors={avatarForm.errors}
              notice={avatarReply?.notice ? t(avatarReply.notice) : null}
            />
            <div className="flex items-center gap-4">
              <Avatar src={user.avatar} name={user.nickname || user.fullName || "?"} />
              <div className="flex flex-col gap-1">
                <label htmlFor={avatarFields.avatar.id} className="text-sm font-medium">
                  {t("account.chooseAvatar")}
                </label>
                <input
                  id={avatarFields.avatar.id}
                  name={avatarFields.avatar.name}
                  type="file"
                  accept={IMAGE_TYPES.join(",")}
                  aria-describedby={`${avatarFields.avatar.id}-hint ${avatarFields.avatar.errorId}`}
                  className="file-input w-full"
                />
                <p id={`${avatarFields.avatar.id}-hint`} className="shop-desc text-xs">
                  {t("account.avatarHint")}
                </p>
                <FieldError id={avatarFields.avatar.errorId} errors={avatarErrors} />
              </div>
            </div>
            <button type="submit" name="intent" value="avatar" className="btn self-start btn-primary" disabled={busy}>
              {t("account.uploadAvatar")}
            </button>
          </Form>
        </section>
        <section aria-labelledby="name-heading">
          <h2 id="name-heading" className="font-semibold">
            {t("account.nameHeading")}
          </h2>
          <Form method="post" {...getFormProps(nameForm)} className="mt-2 flex flex-col gap-1">
            <FormMessage
              id={nameForm.errorId}
              errors={nameForm.errors}
              notice={nameReply?.notice ? t(nameReply.notice) : null}
            />
            <div className="grid gap-x-4 sm:grid-cols-2">
              <TextField
                field={nameFields.firstName}
                labelKey="account.firstName"
                type="text"
                autoComplete="given-name"
              />
              <TextField
                field={nameFields.lastName}
                labelKey="account.lastName"
                type="text"
                autoComplete="family-name"
              />
            </div>
            <TextField field={nameFields.nickname} labelKey="account.nickname" type="text" autoComplete="nickname" />
            <button type="submit" name="intent" value="name" className="btn self-start btn-primary" disabled={busy}>
              {t("account.save")}
            </button>
          </Form>
        </section>
        <section aria-labelledby="info-heading">
          <h2 id="info-heading" className="font-semibold">
            {t("account.infoHeading")}
          </h2>
          <Form method="post" {...getFormProps(infoForm)} className="mt-2 flex flex-col gap-1">
            <FormMessage
              id={infoForm.errorId}
              errors={infoForm.errors}
              notice={infoReply?.notice ? t(infoReply.notice) : null}
            />
            <label htmlFor={infoFields.bio.id} className="text-sm font-medium">
              {t("account.bio")}
            </label>
            <textarea {...getTextareaProps(infoFields.bio)} rows={3} className="textarea w-full" />
            <FieldError id={infoFields.bio.errorId} errors={infoFields.bio.errors} />
            <label htmlFor={infoFields.birthday.id} className="text-sm font-medium">
              {t("account.birthday")}
            </label>
            <input
              {...getInputProps(infoFields.birthday, { type: "date" })}
              max={new Date().toISOString().slice(0, 10)}
              className="input w-full"
            />
            <FieldError id={infoFields.birthday.errorId} errors={infoFields.birthday.errors} />
            <button type="submit" name="intent" value="info" className="btn self-start btn-primary" disabled={busy}>
              {t("account.save")}
            </button>
          </Form>
        </section>
      </div>
    </AppScreen>
  );
}
