import { describe, expect, it } from 'vitest';
import { preferredLanguage } from './language';

describe('preferredLanguage', () => {
  it('when the browser prefers Indonesian, Indonesian is chosen', () => {
    expect(preferredLanguage(['id-ID', 'en-US'])).toBe('id');
  });

  it('when the browser prefers English before Indonesian, English is chosen', () => {
    expect(preferredLanguage(['en-GB', 'id'])).toBe('en');
  });

  it('when the browser prefers neither, English is chosen', () => {
    expect(preferredLanguage(['fr-FR', 'de'])).toBe('en');
  });
});
