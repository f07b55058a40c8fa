import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENTS } from '../account/webhooks.js';
import { EVENT_VOCABULARY, unknownEventReason, vocabularyRows } from './events.js';

describe('the event vocabulary', () => {
  it('when an event is of a known type with one of its changes, it is in the vocabulary', () => {
    expect(unknownEventReason({ type: 'sales-invoice.changed', change: 'PAYMENT_CANCELLED' })).toBe(
      null,
    );
    expect(unknownEventReason({ type: 'counterparty.created' })).toBe(null);
  });

  it('when an event says a change its type does not have, the reason names the change and the ones allowed', () => {
    expect(unknownEventReason({ type: 'reconciliation.updated', change: 'PAID' })).toBe(
      'reconciliation.updated has no change PAID in the vocabulary (contracts/common/events.ts): one of MATCHED, REMOVED, PROPOSAL_REJECTED, PROPOSED',
    );
  });

  it('when an event is of an unknown type, or leaves out the change its type needs, or gives one its type has none of, the reason says so', () => {
    expect(unknownEventReason({ type: 'invoice.exploded', change: 'CREATED' })).toBe(
      'the event type invoice.exploded is not in the vocabulary (contracts/common/events.ts)',
    );
    expect(unknownEventReason({ type: 'import.finished' })).toBe(
      'import.finished needs a change: one of COMPLETED, BLOCKED, NEEDS_CONFIRMATION, FAILED',
    );
    expect(unknownEventReason({ type: 'import.progress', change: 'COMPLETED' })).toBe(
      'import.progress says no change, and COMPLETED was given',
    );
  });

  it('when the webhooks name a service event, it is the vocabulary’s, from its service, with only its changes', () => {
    for (const definition of Object.values(WEBHOOK_EVENTS)) {
      const vocabulary = EVENT_VOCABULARY[definition.domainType];
      expect(vocabulary.service).toBe(definition.source);
      const changes: readonly string[] = 'changes' in definition ? definition.changes : [];
      for (const change of changes) expect(Object.keys(vocabulary.changes)).toContain(change);
    }
  });

  it('when the integrators’ guide lists the webhook events, it lists every one an endpoint may subscribe to', () => {
    const guide = readFileSync(new URL('../../docs/integrators.md', import.meta.url), 'utf8');
    const listed = [...guide.matchAll(/^ {2}\| `([a-z_.]+)` \|/gm)].map((match) => match[1]);
    expect(listed).toEqual(expect.arrayContaining(Object.keys(WEBHOOK_EVENTS)));
  });

  it('when listed as rows, a type without changes is one row with the empty change', () => {
    expect(vocabularyRows('treasury').filter((row) => row.type === 'import.progress')).toEqual([
      { type: 'import.progress', change: '' },
    ]);
    expect(vocabularyRows('invoicing').filter((row) => row.type === 'sales-invoice.paid')).toEqual([
      { type: 'sales-invoice.paid', change: 'PAID' },
      { type: 'sales-invoice.paid', change: 'PARTLY_PAID' },
    ]);
  });
});
