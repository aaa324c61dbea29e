// Response schemas of the price list (api/COMPANY-PAGES.md), shared by the public and the admin routes:
// the contract's (the back office parses with the same), one definition.
export { addonSchema, creditPackageSchema, planSchema, priceListSchema } from '@raketa/shared/contracts';
