import { describe, expect, it } from 'vitest';
import { persistedOperationNames, routeTemplate } from './metrics.js';
import { PERSISTED_DOCUMENTS_FILE } from './persisted-documents.js';

describe('routeTemplate', () => {
  it('answers a path with its ids as :id, and a path without ids as it is', () => {
    expect(routeTemplate('/bills/0193a1b2-7c3d-7e4f-8a9b-0c1d2e3f4a5b/approve')).toBe(
      '/bills/:id/approve',
    );
    expect(routeTemplate('/counterparties')).toBe('/counterparties');
    expect(routeTemplate('/public/links/aB3_xYz/pdf')).toBe('/public/links/:id/pdf');
  });
});

describe('persistedOperationNames', () => {
  it('answers the names of the web app’s operations, and no fragment’s', () => {
    const names = persistedOperationNames(PERSISTED_DOCUMENTS_FILE);
    expect(names).toContain('CounterpartyListPaginationQuery');
    expect(names).toContain('CounterpartyListCreatedSubscription');
    expect(names.every((name) => !name.endsWith('_query'))).toBe(true);
  });

  it('answers none when the file cannot be read', () => {
    expect(persistedOperationNames('/nonexistent/persisted-documents.json')).toEqual([]);
  });
});
