import { expect } from 'vitest';
import type { System } from '../../system.js';
import { authHeaders, type Tokens } from './factories.js';

/** A CSV as a test holds it: text written in the test, or a fixture's bytes. */
export type CsvContent = string | Buffer;

/** The request that uploads a CSV under its file name, with the caller's credentials. */
const csvUpload = (fileName: string, content: CsvContent, credentials: Record<string, string>) => ({
  method: 'POST',
  headers: {
    'content-type': 'text/csv',
    'x-file-name': encodeURIComponent(fileName),
    ...credentials,
  },
  body: typeof content === 'string' ? content : new Uint8Array(content),
});

/** The id of an upload the test expects taken (201); any other answer fails the test, showing it. */
export async function takenUploadId(upload: Promise<Response>): Promise<string> {
  const answer = await upload;
  const body = (await answer.json()) as { id: string };
  expect(answer.status, JSON.stringify(body)).toBe(201);
  return body.id;
}

/** Uploads a CSV for an import of `purpose` through the BFF, as a member's browser does: with its session cookie. */
export const uploadCsvThroughBff = (
  system: Pick<System, 'url'>,
  browser: { cookieHeader: string },
  purpose: string,
  fileName: string,
  content: CsvContent,
) =>
  fetch(
    `${system.url}/api/uploads?purpose=${purpose}`,
    csvUpload(fileName, content, { cookie: browser.cookieHeader }),
  );

/** Uploads a CSV for an import of `purpose` straight to the treasury service, with a member's tokens. */
export const uploadCsvToTreasury = (
  system: Pick<System, 'treasuryUrl'>,
  tokens: Tokens,
  purpose: string,
  fileName: string,
  content: CsvContent,
) =>
  fetch(
    `${system.treasuryUrl}/uploads?purpose=${purpose}`,
    csvUpload(fileName, content, authHeaders(tokens)),
  );
