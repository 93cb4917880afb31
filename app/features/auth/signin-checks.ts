/** The sign-in forms' browser-side checks, loaded on the shopper's first focus in a form (ADR 165). */
import { checkWith } from "../../lib/forms/check-with";
import { signinPasswordSchema, signinSchemaFor } from "./auth-forms";

export const password = checkWith(() => signinPasswordSchema);
/** One form, two buttons: "Send code" checks the account alone, signing in checks the code too. */
export const code = checkWith((formData) => signinSchemaFor(formData.get("intent")));
