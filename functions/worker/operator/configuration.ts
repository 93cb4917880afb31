/**
 * The secrets the Worker cannot run without. There is no built-in fallback for either: a
 * missing SESSION_SECRET would make sign-in codes and signed proofs forgeable with a known key,
 * and a missing ADMIN_TOKEN would leave the operator calls unusable. In production a secret
 * must also be long and not the value `.dev.vars.example` ships, so a copied development file
 * cannot open a real shop.
 */
import { developmentFeatures } from "../../contract/environment";

export type SecretName = "SESSION_SECRET" | "ADMIN_TOKEN";
export type ConfigurationProblem = { secret: SecretName; reason: "missing" | "weak" };

const REQUIRED: SecretName[] = ["SESSION_SECRET", "ADMIN_TOKEN"];
/** `openssl rand -hex 32` gives 64 characters; 32 is the floor. */
export const MIN_SECRET_LENGTH = 32;
/** The values `.dev.vars.example` ships for local development. */
const DEVELOPMENT_VALUES = new Set(["dev-admin-token", "dev-session-secret-change-me"]);

type SecretsEnv = { ENVIRONMENT?: string; SESSION_SECRET?: string; ADMIN_TOKEN?: string };

export function configurationProblem(env: SecretsEnv): ConfigurationProblem | null {
  const production = !developmentFeatures(env);
  for (const secret of REQUIRED) {
    const value = (env[secret] ?? "").trim();
    if (!value) return { secret, reason: "missing" };
    if (production && (value.length < MIN_SECRET_LENGTH || DEVELOPMENT_VALUES.has(value)))
      return { secret, reason: "weak" };
  }
  return null;
}
