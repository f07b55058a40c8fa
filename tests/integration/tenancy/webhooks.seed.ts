import { expect } from 'vitest';
import { defineSeed, serviceId } from './seeds.js';

/** A webhook endpoint in their role, and the test webhook sent to it (to a port nothing listens on: it stays pending). */
export default defineSeed({
  needs: ['Role'],
  async make({ browser }, made) {
    const endpoint = await browser.data<{
      webhookEndpointCreate: { webhookEndpoint: { id: string } };
    }>(
      'mutation ($input: WebhookEndpointCreateInput!) { webhookEndpointCreate(input: $input) { webhookEndpoint { id } } }',
      {
        input: {
          name: 'Penerima rahasia',
          url: 'http://127.0.0.1:9/kas',
          eventTypes: ['PAYMENT_UPDATED'],
          roleId: made.Role,
        },
      },
    );
    const id = endpoint.webhookEndpointCreate.webhookEndpoint.id;
    const delivery = await browser.data<{
      webhookEndpointTest: { webhookDelivery: { id: string } };
    }>(
      'mutation ($input: WebhookEndpointInput!) { webhookEndpointTest(input: $input) { webhookDelivery { id } } }',
      { input: { webhookEndpointId: id } },
    );
    return {
      WebhookEndpoint: id,
      WebhookDelivery: delivery.webhookEndpointTest.webhookDelivery.id,
    };
  },
  async unchanged(system, made) {
    expect(
      await system.account.db
        .selectFrom('webhook_endpoints')
        .select(['id', 'name', 'url', 'enabled', 'secret_rotated_at'])
        .execute(),
    ).toEqual([
      {
        id: serviceId(made.WebhookEndpoint!),
        name: 'Penerima rahasia',
        url: 'http://127.0.0.1:9/kas',
        enabled: true,
        secret_rotated_at: null,
      },
    ]);
    const deliveries = await system.account.db
      .selectFrom('webhook_deliveries')
      .select(['id', 'status', 'schedule_step'])
      .execute();
    expect(deliveries.map((delivery) => delivery.id)).toEqual([serviceId(made.WebhookDelivery!)]);
    // Attempted and waiting for its next attempt, never replayed (a replay would start its schedule again).
    expect(deliveries[0]!.status).toBe('PENDING');
  },
});
