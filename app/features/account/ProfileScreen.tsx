/** The personal-info screen (routes/user.info.tsx): the avatar, the name and the bio/birthday forms. */
import { useNavigation, type useActionData, type useLoaderData } from "@remix-run/react";
import { getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/i18n/react";
import { AppScreen } from "~/components/page/AppScreen";
import { FieldError } from "~/components/ui/FieldError";
import { TextField } from "~/features/auth/TextField";
import { infoSchemaFor } from "./account-forms";
import { IMAGE_TYPES } from "../../../functions/contract/uploads";
import { replyFor } from "./user-action";
import type { loadProfile, profileAction } from "./profile.server";
import { AccountFormSection } from "./AccountFormSection";
import { Avatar } from "./Avatar";
import { UserNav } from "./UserNav";

type ProfileScreenProps = {
  loaded: ReturnType<typeof useLoaderData<typeof loadProfile>>;
  answer: ReturnType<typeof useActionData<typeof profileAction>>;
};

export function ProfileScreen({ loaded: { screen: user }, answer: actionData }: ProfileScreenProps) {
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
        <AccountFormSection
          name="avatar"
          heading={t("account.avatar")}
          form={avatarForm}
          notice={avatarReply?.notice ? t(avatarReply.notice) : null}
          intent="avatar"
          submit={t("account.uploadAvatar")}
          busy={busy}
          upload
        >
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
        </AccountFormSection>
        <AccountFormSection
          name="name"
          heading={t("account.nameHeading")}
          form={nameForm}
          notice={nameReply?.notice ? t(nameReply.notice) : null}
          intent="name"
          submit={t("account.save")}
          busy={busy}
        >
          <div className="grid gap-x-4 sm:grid-cols-2">
            <TextField
              field={nameFields.firstName}
              labelKey="account.firstName"
              type="text"
              autoComplete="given-name"
            />
            <TextField field={nameFields.lastName} labelKey="account.lastName" type="text" autoComplete="family-name" />
          </div>
          <TextField field={nameFields.nickname} labelKey="account.nickname" type="text" autoComplete="nickname" />
        </AccountFormSection>
        <AccountFormSection
          name="info"
          heading={t("account.infoHeading")}
          form={infoForm}
          notice={infoReply?.notice ? t(infoReply.notice) : null}
          intent="info"
          submit={t("account.save")}
          busy={busy}
        >
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
        </AccountFormSection>
      </div>
    </AppScreen>
  );
}
