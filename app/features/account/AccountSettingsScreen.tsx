/** The account screen (routes/user.account.tsx): the new-email, new-mobile and new-password forms. */
import { useNavigation, type useActionData, type useLoaderData } from "@remix-run/react";
import { AppScreen } from "~/components/page/AppScreen";
import type { accountSettingsAction, loadAccountSettings } from "./account-settings.server";
import { EmailChangeForm } from "./EmailChangeForm";
import { MobileChangeForm } from "./MobileChangeForm";
import { PasswordChangeForm } from "./PasswordChangeForm";
import { UserNav } from "./UserNav";

type AccountSettingsScreenProps = {
  loaded: ReturnType<typeof useLoaderData<typeof loadAccountSettings>>;
  answer: ReturnType<typeof useActionData<typeof accountSettingsAction>>;
};

export function AccountSettingsScreen({ loaded, answer: actionData }: AccountSettingsScreenProps) {
  const { user, emailCheck, mobileCheck } = loaded.screen;
  const busy = useNavigation().state === "submitting";
  return (
    <AppScreen titleKey="pages.userAccount">
      <UserNav />
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <EmailChangeForm currentEmail={user.email} check={emailCheck} actionData={actionData} busy={busy} />
        <MobileChangeForm
          mobile={user.mobile}
          countryCode={user.countryCode}
          check={mobileCheck}
          actionData={actionData}
          busy={busy}
        />
        <PasswordChangeForm actionData={actionData} busy={busy} />
      </div>
    </AppScreen>
  );
}
