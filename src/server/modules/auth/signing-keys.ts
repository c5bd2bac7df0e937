// JWT signing keys of the embedded auth server, in GoTrue's format: AUTH_JWT_KEYS is a JSON
// array of private JWKs where exactly one has "sign" in key_ops (the others verify only, which
// is how rotation works), plus an optional HS256 secret (AUTH_JWT_SECRET) for legacy tokens.
// Without AUTH_JWT_KEYS an ES256 key is generated once and kept in DATA_DIR/auth/.
import { randomUUID } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
  type CryptoKey,
  type JWK,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import type { Env } from '../../env.js';
import { createVerifiedTokens } from './verified-tokens.js';

type Alg = 'ES256' | 'RS256' | 'HS256';
type Key = CryptoKey | Uint8Array;

type LoadedKey = { kid?: string; alg: Alg; verifyKey: Key; signKey?: Key; publicJwk?: JWK };

export type SigningKeys = {
  sign(claims: JWTPayload, opts?: { expiresInSeconds?: number }): Promise<string>;
  /** Verifies the signature with any configured key; `exp` is checked when present. */
  verify(token: string): Promise<JWTPayload>;
  /** Public keys only (HMAC secrets are never published). */
  jwks: { keys: JWK[] };
  signingKid: string | undefined;
};

export class KeyConfigError extends Error {}

function algOf(jwk: JWK): Alg {
  const alg = jwk.alg;
  if (alg === 'ES256' || alg === 'RS256' || alg === 'HS256') return alg as Alg;
  if (!jwk.alg) {
    if (jwk.kty === 'EC' && jwk.crv === 'P-256') return 'ES256';
    if (jwk.kty === 'RSA') return 'RS256';
    if (jwk.kty === 'oct') return 'HS256';
  }
  throw new KeyConfigError(`AUTH_JWT_KEYS: unsupported key (kty ${jwk.kty}, alg ${jwk.alg ?? 'none'}); use ES256, RS256 or HS256`);
}

function publicPart(jwk: JWK, alg: Alg): JWK | undefined {
  if (jwk.kty === 'EC') return { kty: 'EC', crv: jwk.crv, x: jwk.x, y: jwk.y, alg, kid: jwk.kid, use: 'sig', key_ops: ['verify'] };
  if (jwk.kty === 'RSA') return { kty: 'RSA', n: jwk.n, e: jwk.e, alg, kid: jwk.kid, use: 'sig', key_ops: ['verify'] };
  return undefined;
}

async function loadKey(jwk: JWK): Promise<LoadedKey> {
  const alg = algOf(jwk);
  const canSign = Array.isArray(jwk.key_ops) && jwk.key_ops.includes('sign');
  if (alg === 'HS256') {
    const secret = (await importJWK({ ...jwk, key_ops: undefined }, 'HS256')) as Key;
    return { kid: jwk.kid, alg, verifyKey: secret, signKey: canSign ? secret : undefined };
  }
  const pub = publicPart(jwk, alg)!;
  const verifyKey = (await importJWK({ ...pub, key_ops: undefined, use: undefined }, alg)) as Key;
  let signKey: Key | undefined;
  if (canSign) {
    if (!jwk.d) throw new KeyConfigError(`AUTH_JWT_KEYS: the signing key ${jwk.kid ?? ''} has no private part`);
    signKey = (await importJWK({ ...jwk, key_ops: undefined, use: undefined }, alg)) as Key;
  }
  return { kid: jwk.kid, alg, verifyKey, signKey, publicJwk: pub };
}

async function generatedKeys(dataDir: string): Promise<JWK[]> {
  const file = path.join(dataDir, 'auth', 'jwt-keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as JWK[];
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), alg: 'ES256', kid: randomUUID(), use: 'sig', key_ops: ['sign', 'verify'] };
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, `${JSON.stringify([jwk], null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return [jwk];
}

export async function loadSigningKeys(env: Pick<Env, 'AUTH_JWT_KEYS' | 'AUTH_JWT_SECRET' | 'DATA_DIR'>): Promise<SigningKeys> {
  let jwks: JWK[];
  if (env.AUTH_JWT_KEYS) {
    try {
      const parsed = JSON.parse(env.AUTH_JWT_KEYS) as unknown;
      jwks = (Array.isArray(parsed) ? parsed : (parsed as { keys?: JWK[] }).keys ?? [parsed]) as JWK[];
    } catch {
      throw new KeyConfigError('AUTH_JWT_KEYS is not valid JSON (expected an array of JWKs)');
    }
  } else {
    jwks = await generatedKeys(env.DATA_DIR);
  }
  const keys = await Promise.all(jwks.map(loadKey));
  if (env.AUTH_JWT_SECRET) {
    const secret = new TextEncoder().encode(env.AUTH_JWT_SECRET);
    keys.push({ alg: 'HS256', verifyKey: secret, signKey: keys.some((k) => k.signKey) ? undefined : secret });
  }
  const signers = keys.filter((k) => k.signKey);
  if (signers.length !== 1) {
    throw new KeyConfigError(`AUTH_JWT_KEYS must contain exactly one key whose key_ops include "sign" (found ${signers.length})`);
  }
  const signer = signers[0]!;

  const resolve: JWTVerifyGetKey = (header) => {
    const found = header.kid
      ? keys.find((k) => k.kid === header.kid && k.alg === header.alg)
      : keys.find((k) => !k.kid && k.alg === 'HS256' && header.alg === 'HS256');
    if (!found) throw new Error('unknown signing key');
    return found.verifyKey;
  };
  const algorithms = [...new Set(keys.map((k) => k.alg))];
  const verified = createVerifiedTokens();

  return {
    signingKid: signer.kid,
    jwks: { keys: keys.flatMap((k) => (k.publicJwk ? [k.publicJwk] : [])) },
    async sign(claims, opts) {
      const jwt = new SignJWT(claims).setProtectedHeader({ alg: signer.alg, typ: 'JWT', ...(signer.kid ? { kid: signer.kid } : {}) });
      if (opts?.expiresInSeconds !== undefined && claims.exp === undefined) {
        jwt.setExpirationTime(Math.floor(Date.now() / 1000) + opts.expiresInSeconds);
      }
      return jwt.sign(signer.signKey!);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) return known;
      const { payload } = await jwtVerify(token, resolve, { algorithms });
      verified.set(token, payload);
      return payload;
    },
  };
}

export type ApiKeys = { anonKey: string; serviceRoleKey: string };

/**
 * The anon and service-role keys: JWTs with those roles, without expiry (like Supabase's),
 * created at first start and kept in DATA_DIR/auth/api-keys.json. Re-created when the keys
 * that signed them are no longer configured.
 */
export async function loadApiKeys(keys: SigningKeys, dataDir: string): Promise<ApiKeys> {
  const file = path.join(dataDir, 'auth', 'api-keys.json');
  if (existsSync(file)) {
    try {
      const stored = JSON.parse(readFileSync(file, 'utf8')) as ApiKeys;
      await keys.verify(stored.anonKey);
      await keys.verify(stored.serviceRoleKey);
      return stored;
    } catch {
      // signed by a key that is gone: issue new ones below
    }
  }
  const iat = Math.floor(Date.now() / 1000);
  const apiKeys: ApiKeys = {
    anonKey: await keys.sign({ iss: 'stackwise', role: 'anon', iat }),
    serviceRoleKey: await keys.sign({ iss: 'stackwise', role: 'service_role', iat }),
  };
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, `${JSON.stringify(apiKeys, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return apiKeys;
}
