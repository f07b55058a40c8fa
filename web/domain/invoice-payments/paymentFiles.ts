import { checkDocumentFile, sendDocument } from '../files/documentFiles';
import { UploadError } from '../import/uploadFile';

/** The most proofs one payment keeps (contracts/invoicing/invoice-payments.ts MAX_PAYMENT_PROOFS). */
export const MAX_PAYMENT_PROOFS = 10;

const TOO_LARGE = 'U-INV-PAY-26';

/**
 * What the browser can tell before sending a payment's proof or a
 * withholding's slip: a PDF, JPG or PNG by its name, not empty, at most
 * 10 MB. Returns the message id of the refusal, or null when it may go.
 */
export function checkPaymentFile(file: { name: string; size: number }): string | null {
  return checkDocumentFile(file, {
    wrongType: 'error.U-INV-PAY-25',
    tooLarge: `error.${TOO_LARGE}`,
    empty: 'documentFile.empty',
  });
}

/** A proof added to a payment (`POST /api/invoice-payment-proofs`), the payment by its global id. */
export function uploadPaymentProof(file: File, paymentId: string): Promise<{ id: string }> {
  const query = new URLSearchParams({ payment: paymentId });
  return sendDocument(`/api/invoice-payment-proofs?${query.toString()}`, {}, file, {
    tooLargeCode: TOO_LARGE,
  });
}

/** A withholding's slip file (`POST /api/invoice-withholding-slips`), replacing the one it had. */
export function uploadWithholdingSlip(file: File, withholdingId: string): Promise<{ id: string }> {
  const query = new URLSearchParams({ withholding: withholdingId });
  return sendDocument(`/api/invoice-withholding-slips?${query.toString()}`, {}, file, {
    tooLargeCode: TOO_LARGE,
  });
}

/**
 * Sends the files one after another as the payment's proofs; answers those
 * that did not go, each with the refusal's code and message.
 */
export async function uploadPaymentProofs(
  files: readonly File[],
  paymentId: string,
): Promise<{ file: File; code: string | null; message: string }[]> {
  const refused: { file: File; code: string | null; message: string }[] = [];
  for (const file of files) {
    try {
      await uploadPaymentProof(file, paymentId);
    } catch (error) {
      refused.push({
        file,
        code: error instanceof UploadError ? error.code : null,
        message: error instanceof Error ? error.message : '',
      });
    }
  }
  return refused;
}
