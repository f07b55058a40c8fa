import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A software WebAuthn authenticator for tests without a browser: it answers
 * registration and authentication options the way a platform authenticator
 * does (ES256 key, "none" attestation, user present and verified), so the
 * server's real verifier checks real signatures. Chromium's virtual
 * authenticator covers the browser path in the end-to-end tests.
 */

type CborValue = number | string | Uint8Array | Map<CborValue, CborValue> | Record<string, never>;

function cborHead(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const head = Buffer.alloc(5);
  head[0] = (major << 5) | 26;
  head.writeUInt32BE(length, 1);
  return head;
}

/** The few CBOR types attestation objects and COSE keys need. */
function cbor(value: CborValue): Buffer {
  if (typeof value === 'number') return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (typeof value === 'string')
    return Buffer.concat([cborHead(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), value]);
  const entries = value instanceof Map ? [...value] : Object.entries(value);
  return Buffer.concat([
    cborHead(5, entries.length),
    ...entries.flatMap(([key, item]) => [cbor(key), cbor(item)]),
  ]);
}

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** Flags: user present, user verified, attested credential data included. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

type Credential = {
  id: Buffer;
  privateKey: KeyObject;
  publicKey: KeyObject;
  userHandle: string;
  rpId: string;
  counter: number;
};

export type CreationOptions = { challenge: string; rp: { id?: string }; user: { id: string } };
export type RequestOptions = {
  challenge: string;
  rpId?: string;
  allowCredentials?: { id: string }[];
};

export class SoftAuthenticator {
  readonly credentials: Credential[] = [];

  /** @param origin The web origin the "browser" reports, for example `http://localhost:4000`. */
  constructor(readonly origin = 'http://localhost:4000') {}

  private authData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([
      sha256(rpId),
      Buffer.from([flags]),
      count,
      ...(attested ? [attested] : []),
    ]);
  }

  private clientData(type: string, challenge: string): Buffer {
    return Buffer.from(
      JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }),
    );
  }

  /** Answers `navigator.credentials.create()` options with a new ES256 credential. */
  register(options: CreationOptions) {
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const coseKey = new Map<CborValue, CborValue>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]);
    const id = randomBytes(16);
    const length = Buffer.alloc(2);
    length.writeUInt16BE(id.length);
    const attested = Buffer.concat([Buffer.alloc(16), length, id, cbor(coseKey)]);
    const attestationObject = cbor(
      new Map<CborValue, CborValue>([
        ['fmt', 'none'],
        ['attStmt', {}],
        ['authData', this.authData(rpId, UP | UV | AT, 0, attested)],
      ]),
    );
    this.credentials.push({
      id,
      privateKey,
      publicKey,
      userHandle: options.user.id,
      rpId,
      counter: 0,
    });
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /**
   * Answers `navigator.credentials.get()` options with a signed assertion from
   * the given credential (default: the first allowed one, or the newest),
   * advancing its signature counter unless `counter` is forced.
   */
  authenticate(
    options: RequestOptions,
    { credential, counter }: { credential?: Credential; counter?: number } = {},
  ) {
    const allowed = options.allowCredentials?.map((item) => item.id);
    const chosen =
      credential ??
      this.credentials.find((item) => !allowed?.length || allowed.includes(b64url(item.id))) ??
      this.credentials.at(-1);
    if (!chosen) throw new Error('no credential to authenticate with');
    chosen.counter = counter ?? chosen.counter + 1;
    const authenticatorData = this.authData(options.rpId ?? chosen.rpId, UP | UV, chosen.counter);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const signature = sign(
      'sha256',
      Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
      chosen.privateKey,
    );
    return {
      id: b64url(chosen.id),
      rawId: b64url(chosen.id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
        userHandle: chosen.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
