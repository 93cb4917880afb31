/**
 * The backend's field messages of a refused checkout/submit (code 40, `data.fields`), placed next
 * to the form's own fields. The backend's specific messages ("Shipping method is not available.",
 * coupon verdicts) are already in the shopper's language and are kept; its generic ones name the
 * field by its key ("addressId is not valid"), which a shopper cannot read, so those become the
 * field's own locale text. A key the form has no field for is said at the top of the form.
 */
type Target = { field: string; text: string };

const ADDRESS_FIELDS: Record<string, string> = {
  country: "checkout.countryRequired",
  province: "checkout.provinceRequired",
  city: "checkout.cityRequired",
  area: "errors.inputLimit",
  postalCode: "checkout.postalRequired",
  firstName: "validation.firstNameRequired",
  lastName: "validation.lastNameRequired",
  address: "checkout.addressRequired",
  apartment: "errors.inputLimit",
  countryCode: "validation.countryCodeRequired",
  phone: "checkout.phoneFormat",
};

const FIELDS: Record<string, Target> = {
  addressId: { field: "addressChoice", text: "checkout.addressChoose" },
  address: { field: "addressChoice", text: "checkout.addressChoose" },
  shippingMethodId: { field: "shippingMethodId", text: "errors.noShipping" },
  paymentMethodId: { field: "paymentMethodId", text: "errors.noPayment" },
  couponCode: { field: "couponCode", text: "checkout.couponRejected" },
  email: { field: "email", text: "validation.emailFormat" },
  remark: { field: "remark", text: "errors.inputLimit" },
  ...Object.fromEntries(
    Object.entries(ADDRESS_FIELDS).map(([name, text]) => [`address.${name}`, { field: name, text }]),
  ),
};

/** A message that spells the key (or its last segment, "postalCode") is the generic one. */
const namesKey = (message: string, key: string) =>
  message.includes(key) || message.includes(key.split(".").pop() ?? key);

export function checkoutFieldErrors(fields: Record<string, string>): {
  fieldErrors: Record<string, string[]>;
  formErrors: string[];
} {
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const [key, message] of Object.entries(fields)) {
    const target = FIELDS[key];
    if (!target) {
      formErrors.push(namesKey(message, key) ? "checkout.refused" : message);
      continue;
    }
    fieldErrors[target.field] ??= [namesKey(message, key) || !message ? target.text : message];
  }
  // Something is always said at the top too, so the shopper looks down the form.
  if (!formErrors.length && Object.keys(fieldErrors).length) formErrors.push("checkout.checkFields");
  return { fieldErrors, formErrors };
}
