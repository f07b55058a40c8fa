import { describe, expect, it } from 'vitest';
import { fromGlobalId, idOfType, toGlobalId } from './global-id.js';

describe('global ids', () => {
  it('round-trips a type and a service id through an opaque string', () => {
    const id = toGlobalId('Counterparty', '3f0c6f8e-6a53-4d5e-9d43-2b1f7c1f2a10');
    expect(id).not.toContain('Counterparty');
    expect(fromGlobalId(id)).toEqual({
      type: 'Counterparty',
      id: '3f0c6f8e-6a53-4d5e-9d43-2b1f7c1f2a10',
    });
  });

  it.each([
    '',
    'garbage',
    Buffer.from('Counterparty:1 or 1=1').toString('base64url'),
    Buffer.from('counterparty:3f0c6f8e-6a53-4d5e-9d43-2b1f7c1f2a10').toString('base64url'),
    Buffer.from(':3f0c6f8e-6a53-4d5e-9d43-2b1f7c1f2a10').toString('base64url'),
    Buffer.from('Counter party:3f0c6f8e-6a53-4d5e-9d43-2b1f7c1f2a10').toString('base64url'),
  ])('reads %j as no id at all', (text) => expect(fromGlobalId(text)).toBeNull());

  it('reads a well-formed id of a type nobody mints as that type, which no reader of another type takes', () => {
    const invoice = Buffer.from('Invoice:3f0c6f8e-6a53-4d5e-9d43-2b1f7c1f2a10').toString(
      'base64url',
    );
    expect(fromGlobalId(invoice)?.type).toBe('Invoice');
    expect(idOfType(invoice, 'Counterparty')).toBeNull();
  });
});
