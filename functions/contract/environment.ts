/**
 * Which mode the Worker runs in, decided in one place. Production is the default: only the
 * exact values "development" and "test" turn on development features (the /dev outbox page,
 * the test card gateway, the local message outbox as a transport, cost headers). A typo, an
 * empty value or no value at all is production, so a deploy fails closed.
 */
export type Mode = "development" | "test" | "production";

type ModeEnv = { ENVIRONMENT?: string } | undefined;

export function environmentMode(env: ModeEnv): Mode {
  const value = env?.ENVIRONMENT;
  return value === "development" || value === "test" ? value : "production";
}

/** True only in development and test: the switch for every development-only feature. */
export function developmentFeatures(env: ModeEnv): boolean {
  return environmentMode(env) !== "production";
}
