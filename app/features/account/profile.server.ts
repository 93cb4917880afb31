/**
 * The personal-info screen's loader and action (routes/user.info.tsx): name and nickname, bio
 * and birthday, and the avatar (a multipart upload handed to user/editAvatar). Three forms of one
 * action, told apart by `intent`; all of them work without JavaScript.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod/v4";
import { loadAccountPage } from "./account-data.server";
import { infoSchemaFor } from "./account-forms";
import { userActionFailure, userActionInvalid, userActionSuccess } from "./user-action.server";

export const loadProfile = (args: LoaderFunctionArgs) =>
  loadAccountPage(args, (upstream) => upstream.call("user/info"));

export async function profileAction({ request, context }: ActionFunctionArgs) {
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
