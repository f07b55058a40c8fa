import { describe, expect, it } from 'vitest';
import { CUSTOMER_DOCUMENT_MAX_BYTES as SERVICE_MAX_BYTES } from '../../../contracts/invoicing/customers';
import { checkDocumentFile, checklistOf, CUSTOMER_DOCUMENT_MAX_BYTES } from './customerDocuments';

describe('the request’s documents', () => {
  it('are the service’s, by type, with its size limit', () => {
    expect(CUSTOMER_DOCUMENT_MAX_BYTES).toBe(SERVICE_MAX_BYTES);
    expect(checklistOf('INDIVIDUAL')).toEqual([
      { kind: 'INDIVIDUAL_ID', required: true },
      { kind: 'INDIVIDUAL_TAX_NUMBER', required: false },
      { kind: 'BANK_STATEMENT', required: false },
    ]);
  });

  it('a file goes when it is named as a PDF, JPG or PNG, not empty and at most 10 MB', () => {
    expect(checkDocumentFile({ name: 'KTP Andi.JPEG', size: 120_000 })).toBeNull();
    expect(checkDocumentFile({ name: 'akta.pdf', size: CUSTOMER_DOCUMENT_MAX_BYTES })).toBeNull();
    expect(checkDocumentFile({ name: 'laporan.xlsx', size: 120_000 })).toBe('error.U-INV-CU-20');
    expect(checkDocumentFile({ name: 'akta.pdf', size: CUSTOMER_DOCUMENT_MAX_BYTES + 1 })).toBe(
      'error.U-INV-CU-21',
    );
    expect(checkDocumentFile({ name: 'akta.pdf', size: 0 })).toBe(
      'customerRequest.documents.empty',
    );
  });
});
