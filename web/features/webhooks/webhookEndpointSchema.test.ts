import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/messageFiles';
import { webhookEndpointSchema, type WebhookEndpointValues } from './webhookEndpointSchema';

const intl = createIntl({ locale: 'en', messages: en });
const schema = webhookEndpointSchema(intl);

const valid: WebhookEndpointValues = {
  name: 'ERP pembayaran',
  description: '',
  url: 'https://erp.example.co.id/kas/webhooks',
  eventTypes: ['PAYMENT_UPDATED'],
  roleId: 'Um9sZTox',
};

/** The first message the rules give for the values, or null when they pass. */
async function refusal(values: Partial<WebhookEndpointValues>): Promise<string | null> {
  try {
    await schema.validate({ ...valid, ...values });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('the webhook endpoint form’s rules', () => {
  it('take a name, an absolute address, at least one event and a role', async () => {
    expect(await refusal({})).toBeNull();
  });

  it('refuse a missing name, a name over 80 characters, an address that is no URL and no event, with the service’s words', async () => {
    expect(await refusal({ name: '  ' })).toBe('This field is required');
    expect(await refusal({ name: 'a'.repeat(81) })).toBe(
      'Give the endpoint a name of at most 80 characters.',
    );
    expect(await refusal({ url: 'erp.example.co.id' })).toBe(
      "Enter the endpoint's full address, such as https://erp.example.co.id/kas/webhooks (at most 2000 characters).",
    );
    expect(await refusal({ url: 'ftp://erp.example.co.id' })).toMatch(/^Enter the endpoint's full/);
    expect(await refusal({ eventTypes: [] })).toBe('Choose at least one event.');
    expect(await refusal({ roleId: '' })).toBe('This field is required');
  });
});
