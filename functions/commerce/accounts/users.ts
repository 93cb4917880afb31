/** The customer as every account call answers it (docs/api-calls.md `user/info`). */
import { z } from "@hono/zod-openapi";

export const userShape = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  countryCode: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  bio: z.string(),
  birthday: z.string().nullable(),
  emailVerified: z.boolean(),
  credits: z.number().int(),
  spendingAmount: z.number().int(),
  paymentAmount: z.number().int(),
  unpaidOrderCount: z.number().int(),
  orderQuantity: z.number().int(),
  lastLoginAt: z.string().nullable(),
});

export type User = z.infer<typeof userShape>;

export type UserRow = {
  id: number;
  email: string | null;
  mobile: string | null;
  country_code: string | null;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  nickname: string;
  avatar: string | null;
  bio: string;
  birthday: string | null;
  email_verified_at: string | null;
  credits: number;
  last_login_at: string | null;
  spending_amount: number;
  payment_amount: number;
  unpaid_order_count: number;
  order_quantity: number;
};

/** Columns of `users u` plus the order figures, for `SELECT ${USER_SQL} FROM users u WHERE …`. */
export const USER_SQL = `u.id, u.email, u.mobile, u.country_code, u.password_hash, u.first_name, u.last_name, u.nickname,
  u.avatar, u.bio, u.birthday, u.email_verified_at, u.credits, u.last_login_at,
  (SELECT coalesce(sum(total), 0) FROM orders o WHERE o.user_id = u.id AND o.status != 'cancelled') AS spending_amount,
  (SELECT coalesce(sum(payment_amount), 0) FROM orders o WHERE o.user_id = u.id AND o.pay_status = 'paid') AS payment_amount,
  (SELECT count(*) FROM orders o WHERE o.user_id = u.id AND o.pay_status = 'unpaid' AND o.status != 'cancelled') AS unpaid_order_count,
  (SELECT count(*) FROM orders o WHERE o.user_id = u.id) AS order_quantity`;

export function toUser(row: UserRow): User {
  const fullName = [row.first_name, row.last_name].filter(Boolean).join(" ");
  return {
    id: row.id,
    email: row.email,
    mobile: row.mobile,
    countryCode: row.country_code,
    firstName: row.first_name,
    lastName: row.last_name,
    fullName,
    nickname: row.nickname,
    avatar: row.avatar,
    bio: row.bio,
    birthday: row.birthday,
    emailVerified: !!row.email_verified_at,
    credits: row.credits,
    spendingAmount: row.spending_amount,
    paymentAmount: row.payment_amount,
    unpaidOrderCount: row.unpaid_order_count,
    orderQuantity: row.order_quantity,
    lastLoginAt: row.last_login_at,
  };
}

/** What signing in answers: the token (which the storefront moves into its cookie) and the user. */
export const signedInShape = z.object({ token: z.string(), user: userShape });
