import { needs, usersNeed, type ModuleRules } from '../module.js';

/** Who may call each webhooks mutation. */
export const webhooksRules = {
  // Endpoints are a person's to manage, as API keys are: an API key's endpoints would outlive its revocation.
  webhookEndpointCreate: usersNeed('webhooks:manage'),
  webhookEndpointUpdate: usersNeed('webhooks:manage'),
  webhookEndpointEnable: usersNeed('webhooks:manage'),
  webhookEndpointDisable: usersNeed('webhooks:manage'),
  webhookEndpointRotateSecret: usersNeed('webhooks:manage'),
  webhookEndpointDelete: usersNeed('webhooks:manage'),
  // Trying a receiver and sending a delivery again change no endpoint: an integration may do them.
  webhookEndpointTest: needs('webhooks:manage'),
  webhookDeliveryReplay: needs('webhooks:manage'),
  webhookEndpointReplaySince: needs('webhooks:manage'),
  webhookDeliveryRetry: needs('webhooks:manage'),
} satisfies ModuleRules;
