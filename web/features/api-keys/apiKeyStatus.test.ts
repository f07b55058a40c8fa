import { describe, expect, it } from 'vitest';
import { apiKeyStatus } from './apiKeyStatus';

const NOW = new Date('2026-03-10T08:00:00Z');

describe('the status of an API key', () => {
  it('when it is neither revoked nor past its expiry, it is live', () => {
    expect(apiKeyStatus({ revokedAt: null, expiresAt: '2026-06-08T08:00:00Z' }, NOW)).toBe('LIVE');
  });

  it('when its expiry has passed, it is expired', () => {
    expect(apiKeyStatus({ revokedAt: null, expiresAt: '2026-03-10T07:59:59Z' }, NOW)).toBe(
      'EXPIRED',
    );
  });

  it('when it expires at this very moment, it no longer works and is expired', () => {
    expect(apiKeyStatus({ revokedAt: null, expiresAt: '2026-03-10T08:00:00Z' }, NOW)).toBe(
      'EXPIRED',
    );
  });

  it('when it was revoked, it is revoked even after its expiry', () => {
    expect(
      apiKeyStatus({ revokedAt: '2026-01-02T03:04:05Z', expiresAt: '2026-02-01T00:00:00Z' }, NOW),
    ).toBe('REVOKED');
  });
});
