/** The shipping address the browser and form tests fill in or save (a US one: every method ships there). */
export const OAKLAND = {
  country: "US",
  province: "CA",
  city: "Oakland",
  postalCode: "94607",
  firstName: "Ada",
  lastName: "Lovelace",
  address: "1 Main St",
  countryCode: "+1",
  phone: "555 0100",
};
