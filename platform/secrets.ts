import { createHash, timingSafeEqual } from 'node:crypto';

/** Equal strings, compared in constant time: both sides are hashed first, so their lengths leak nothing either. */
export function sameSecret(presented: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(presented), digest(expected));
}
