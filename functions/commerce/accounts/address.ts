/** The address form of docs/spec.md §3, as a checkout (and its order) stores it. */
import { z } from "@hono/zod-openapi";
import { shippingAddress } from "../../contract/checkout";

/** One definition with the storefront (functions/contract): checkout/submit and address/save take the same address. */
export const address = shippingAddress;

export type Address = z.infer<typeof address>;

export type AddressRow = {
  id: number;
  country: string;
  province: string;
  city: string;
  area: string | null;
  postal_code: string;
  first_name: string;
  last_name: string;
  address: string;
  apartment: string | null;
  country_code: string;
  phone: string;
  is_default: number;
};

export const savedAddress = z.object({
  id: z.number().int(),
  country: z.string(),
  province: z.string(),
  city: z.string(),
  area: z.string().nullable(),
  postalCode: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  address: z.string(),
  apartment: z.string().nullable(),
  countryCode: z.string(),
  phone: z.string(),
  isDefault: z.boolean(),
});

export type SavedAddress = z.infer<typeof savedAddress>;

export const toSavedAddress = (row: AddressRow): SavedAddress => ({
  id: row.id,
  country: row.country,
  province: row.province,
  city: row.city,
  area: row.area,
  postalCode: row.postal_code,
  firstName: row.first_name,
  lastName: row.last_name,
  address: row.address,
  apartment: row.apartment,
  countryCode: row.country_code,
  phone: row.phone,
  isDefault: !!row.is_default,
});

export const ADDRESS_COLUMNS =
  "id, country, province, city, area, postal_code, first_name, last_name, address, apartment, country_code, phone, is_default";
