/** What the head's account link shows for a customer (never a secret): the storefront and the Worker alike. */
export type NameFields = {
  email: string | null;
  mobile: string | null;
  countryCode: string | null;
  fullName: string;
  nickname: string;
};

export function displayName(user: NameFields): string {
  const mobile = user.mobile ? `${user.countryCode ?? ""} ${user.mobile}`.trim() : "";
  return user.nickname || user.fullName || user.email || mobile;
}
