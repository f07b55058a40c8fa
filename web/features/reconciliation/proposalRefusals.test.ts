import { describe, expect, it } from 'vitest';
import { refusalsOf } from './proposalRefusals';

/** Words a refusal as the screen would, keeping the code visible to the assertions. */
const word = (code: string, message: string) => `${code}: ${message}`;

describe('refusals of a bulk decision on proposals', () => {
  it('when the second and fourth of four proposals are refused, each refusal lands on its own proposal and the others are free of one', () => {
    const { refused, failure } = refusalsOf(
      ['p-1', 'p-2', 'p-3', 'p-4'],
      [
        {
          field: 'proposalIds.1',
          code: 'U-TRSY-RC-10',
          message: 'This recommendation was already acted on.',
        },
        { field: 'proposalIds.3', code: 'U-TRSY-RC-1', message: 'Already reconciled.' },
      ],
      word,
    );
    expect([...refused]).toEqual([
      ['p-2', 'U-TRSY-RC-10: This recommendation was already acted on.'],
      ['p-4', 'U-TRSY-RC-1: Already reconciled.'],
    ]);
    expect(failure).toBeNull();
  });

  it('when the first proposal is refused (place 0), it is named, not taken for the whole request', () => {
    const { refused, failure } = refusalsOf(
      ['p-1', 'p-2'],
      [
        {
          field: 'proposalIds.0',
          code: 'U-TRSY-RC-10',
          message: 'This recommendation was already acted on.',
        },
      ],
      word,
    );
    expect([...refused.keys()]).toEqual(['p-1']);
    expect(failure).toBeNull();
  });

  it('when an error names the list, no field, or a place beyond the input, it concerns the whole request and no proposal', () => {
    const { refused, failure } = refusalsOf(
      ['p-1'],
      [
        { field: 'proposalIds', code: 'U-TRSY-RC-7', message: 'Duplicates.' },
        { field: 'proposalIds.5', code: 'U-TRSY-RC-10', message: 'Out of range.' },
        { field: null, code: 'FORBIDDEN', message: 'Not allowed.' },
      ],
      word,
    );
    expect(refused.size).toBe(0);
    expect(failure).toBe('FORBIDDEN: Not allowed.');
  });

  it('when a field only looks like a place (proposalIds.1x, items.1), it is not mapped onto a proposal', () => {
    const { refused } = refusalsOf(
      ['p-1', 'p-2'],
      [
        { field: 'proposalIds.1x', code: 'X', message: 'x' },
        { field: 'items.1', code: 'Y', message: 'y' },
      ],
      word,
    );
    expect(refused.size).toBe(0);
  });
});
