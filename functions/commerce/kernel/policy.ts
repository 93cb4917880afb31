/**
 * Every number behind accounts in one place: code, session and ticket lifetimes, and the rate
 * limits. docs/api.md ("Accounts") explains the choices.
 */
const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;
const DAY_S = 24 * HOUR_S;

export const ACCOUNT_POLICY = {
  /** One-time codes: 6 digits, valid 10 minutes, at most 5 wrong tries, then a new code is needed. */
  codeDigits: 6,
  codeTtlS: 10 * MINUTE_S,
  codeAttempts: 5,
  /** Email verification links stay valid for a day. */
  verifyLinkTtlS: DAY_S,
  /** A session ends after 14 days without use, and 30 days after sign-in whatever happens. */
  sessionIdleS: 14 * DAY_S,
  sessionAbsoluteS: 30 * DAY_S,
  /** last_seen_at is written at most this often, so reads stay reads. */
  sessionTouchS: 5 * MINUTE_S,
  /** QR sign-in tickets live 2 minutes; the desktop polls every 2 seconds. */
  qrTicketTtlS: 2 * MINUTE_S,
} as const;

export type RateLimit = { limit: number; windowS: number };

/** sendCodePerAccount counts per account and scene, so signing up and then signing in by code works. */
export const RATE_LIMITS = {
  sendCodePerAccount: { limit: 1, windowS: MINUTE_S },
  sendCodePerIp: { limit: 20, windowS: HOUR_S },
  signinPerIp: { limit: 30, windowS: 15 * MINUTE_S },
  signupPerIp: { limit: 10, windowS: HOUR_S },
  resetPerIp: { limit: 10, windowS: HOUR_S },
  resendVerifyPerUser: { limit: 1, windowS: MINUTE_S },
  qrCreatePerIp: { limit: 30, windowS: HOUR_S },
  wechatPerIp: { limit: 30, windowS: 15 * MINUTE_S },
  bindPerUser: { limit: 10, windowS: HOUR_S },
  /** Guests' order/lookup (order number + email): enough for a shopper's typos, too few to guess with. */
  orderLookupPerIp: { limit: 20, windowS: 15 * MINUTE_S },
  /**
   * Wrong (or missing) operator tokens per address: after 10 in a window the address is refused
   * every operator call with 429, the right token included, until the window ends (ADR 106).
   */
  adminFailPerIp: { limit: 10, windowS: 15 * MINUTE_S },
} satisfies Record<string, RateLimit>;

/**
 * Growing lockout after wrong passwords or codes for one account: the 5th failure in a row
 * locks it for 1 minute, each further one doubles that, up to 1 hour. Success clears it.
 */
export const SIGNIN_LOCKOUT = { freeFailures: 4, firstLockS: MINUTE_S, maxLockS: HOUR_S, memoryS: DAY_S } as const;
