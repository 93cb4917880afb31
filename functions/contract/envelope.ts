/**
 * Response codes of the /api/web envelope (docs/api.md "Envelope and codes"): the storefront's
 * upstream client and the Worker's proxy answer with the same ones.
 */
export const CODE = {
  success: 0,
  dialog: 10,
  permission: 30,
  fail: 40,
  fullFail: 41,
  priceChanged: 42,
  authInvalid: 50,
  authOut: 51,
  error: 500,
  timeout: 20_000,
} as const;
