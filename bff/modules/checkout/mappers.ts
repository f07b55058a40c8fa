/** The types this module's schema objects resolve from (GraphQL codegen mappers, assembled by codegen.ts): `Type: 'module path relative to this folder#ExportName'`. */
export const mappers = {
  Checkout: '../../../contracts/invoicing/checkout.js#CheckoutResponse',
  CheckoutMilestone: '../../../contracts/invoicing/checkout.js#CheckoutMilestone',
  CheckoutChannelRefusal: '../../../contracts/invoicing/checkout.js#CheckoutChannelRefusal',
  CheckoutCharge: '../../../contracts/invoicing/checkout.js#CheckoutChargeResponse',
};
