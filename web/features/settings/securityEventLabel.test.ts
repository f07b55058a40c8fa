import { describe, expect, it } from 'vitest';
import { en, id } from '../../i18n/messageFiles';
import {
  isSecurityEventType,
  SECURITY_CATEGORY_LABEL,
  SECURITY_EVENT_LABEL,
} from './securityEventLabel';

const catalogues: Record<string, Record<string, string>> = { en, id };

describe('security event labels', () => {
  it('when any event type or category is shown, both catalogues have its label', () => {
    const ids = [
      ...Object.values(SECURITY_EVENT_LABEL),
      ...Object.values(SECURITY_CATEGORY_LABEL),
    ].map((label) => label.id);
    for (const [language, catalogue] of Object.entries(catalogues)) {
      expect(ids.filter((key) => !(key in catalogue)).map((key) => `${language}:${key}`)).toEqual(
        [],
      );
    }
  });

  it('when the server sends a type this client does not know, it is not taken for a known one', () => {
    expect(isSecurityEventType('SIGNED_IN')).toBe(true);
    expect(isSecurityEventType('SIGNED_IN_WITH_CARRIER_PIGEON')).toBe(false);
    expect(isSecurityEventType('toString')).toBe(false);
  });
});
