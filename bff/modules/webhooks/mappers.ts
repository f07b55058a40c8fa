/** The types this module's schema objects resolve from (GraphQL codegen mappers, assembled by codegen.ts): `Type: 'module path relative to this folder#ExportName'`. */
export const mappers = {
  WebhookEndpoint: '../../../contracts/account/webhooks.js#WebhookEndpointResponse',
  WebhookDelivery: '../../../contracts/account/webhooks.js#WebhookDeliveryResponse',
  WebhookDeliveryAttempt: '../../../contracts/account/webhooks.js#WebhookAttemptResponse',
  WebhookDeliveryConnection: '../../../contracts/account/webhooks.js#WebhookDeliveryListResponse',
};
