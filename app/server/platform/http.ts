// The envelope, the input checks and the error handling shared by every route
// (platform-contract: wire conventions).
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type Envelope, ErrorCode } from '@lobby/contract';
import type { Cipher } from './cipher';
import type { SessionDevice } from './account';
import type { PlatformConfig, PlatformLog } from './config';
import type { PlatformEnv, PlatformMiddleware } from './domain';
import { PlatformError } from './errors';

export { PlatformError };

type AnyContext = Context<PlatformEnv>;

/** `{ success: true, value }`. */
export function ok(c: AnyContext, value: unknown = null): Response {
  return c.json({ success: true, value } satisfies Envelope<unknown>);
}

/** `{ success: false, errorCode, message }` (HTTP 200 unless told: a business error). */
function fail(
  c: AnyContext,
  errorCode: string,
  message: string,
  status: ContentfulStatusCode = 200,
  value?: unknown,
): Response {
  const envelope: Envelope<unknown> = { success: false, errorCode, message };
  if (value !== undefined) envelope.value = value;
  return c.json(envelope, status);
}

export function envelopeResponse(errorCode: string, message: string, status: number): Response {
  return Response.json({ success: false, errorCode, message } satisfies Envelope<unknown>, { status });
}

// ── Input checks ─────────────────────────────────────────────────────────────────────────────────
// A check returns the clean value or throws VALIDATION naming the field. Query values arrive as
// strings, so number and boolean checks accept their string forms too.

export type Check<T> = (value: unknown, field: string) => T;
type Schema = Record<string, Check<unknown>>;
export type Parsed<S extends Schema> = { [K in keyof S]: ReturnType<S[K]> };

const invalid = (field: string, why: string): PlatformError =>
  new PlatformError(ErrorCode.VALIDATION, `${field} ${why}`);

/** Length in code points, so a Thai or emoji character counts once per code point, not per UTF-16 unit. */
const codePoints = (text: string): number => text.match(/./gsu)?.length ?? 0;

const isMissing = (value: unknown): boolean => value === undefined || value === null || value === '';

interface StringOptions {
  min?: number;
  max?: number;
  pattern?: RegExp;
  /** Trim before checking (login inputs are trimmed: SPEC.md section 5). Default true. */
  trim?: boolean;
}

function str(options: StringOptions = {}): Check<string> {
  const { min = 1, max = 256, pattern, trim = true } = options;
  return (value, field) => {
    if (isMissing(value)) throw invalid(field, 'is required');
    if (typeof value !== 'string') throw invalid(field, 'must be a string');
    const text = trim ? value.trim() : value;
    const length = codePoints(text);
    if (length < min) throw invalid(field, min === 1 ? 'is required' : `must be at least ${min} characters`);
    if (length > max) throw invalid(field, `must be at most ${max} characters`);
    if (pattern && !pattern.test(text)) throw invalid(field, 'has an invalid format');
    return text;
  };
}

function int(options: { min?: number; max?: number } = {}): Check<number> {
  const { min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER } = options;
  return (value, field) => {
    if (isMissing(value)) throw invalid(field, 'is required');
    const number = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isSafeInteger(number)) throw invalid(field, 'must be an integer');
    if (number < min || number > max) throw invalid(field, `must be between ${min} and ${max}`);
    return number;
  };
}

/** A decimal amount with at most 2 decimals (money on the wire: platform-contract). */
function amount(options: { min?: number; max?: number } = {}): Check<number> {
  const { min = 0.01, max = 1e9 } = options;
  return (value, field) => {
    if (isMissing(value)) throw invalid(field, 'is required');
    const number = typeof value === 'string' && /^\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isFinite(number)) throw invalid(field, 'must be a number');
    if (Math.abs(Math.round(number * 100) - number * 100) > 1e-6) throw invalid(field, 'has more than 2 decimals');
    if (number < min || number > max) throw invalid(field, `must be between ${min} and ${max}`);
    return number;
  };
}

function bool(): Check<boolean> {
  return (value, field) => {
    if (value === true || value === 'true' || value === '1') return true;
    if (value === false || value === 'false' || value === '0') return false;
    throw invalid(field, isMissing(value) ? 'is required' : 'must be true or false');
  };
}

function oneOf<const T extends string | number>(values: readonly T[]): Check<T> {
  return (value, field) => {
    const found = values.find((item) => item === value || String(item) === value);
    if (found === undefined) {
      throw invalid(field, isMissing(value) ? 'is required' : `must be one of ${values.join(', ')}`);
    }
    return found;
  };
}

/** A list of strings: a JSON array or, in a query, a comma-separated string. */
function list(item: Check<string> = str(), options: { max?: number } = {}): Check<string[]> {
  const { max = 100 } = options;
  return (value, field) => {
    const items = typeof value === 'string' ? value.split(',') : value;
    if (!Array.isArray(items)) throw invalid(field, 'must be a list');
    if (items.length > max) throw invalid(field, `must have at most ${max} items`);
    return items.map((entry, index) => item(entry, `${field}[${index}]`));
  };
}

function optional<T>(check: Check<T>): Check<T | undefined>;
function optional<T>(check: Check<T>, fallback: T): Check<T>;
function optional<T>(check: Check<T>, fallback?: T): Check<T | undefined> {
  return (value, field) => (isMissing(value) ? fallback : check(value, field));
}

/** The checks: `v.str({ max: 32 })`, `v.int({ min: 1 })`, `v.optional(v.bool(), false)`. */
export const v = { str, int, amount, bool, oneOf, list, optional };

/** Checks an object against a schema; unknown fields are dropped. */
export function parse<S extends Schema>(schema: S, input: unknown): Parsed<S> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new PlatformError(ErrorCode.VALIDATION, 'The body must be a JSON object');
  }
  const record = input as Record<string, unknown>;
  const output: Record<string, unknown> = {};
  for (const [field, check] of Object.entries(schema)) output[field] = check(record[field], field);
  return output as Parsed<S>;
}

/** The request body (JSON, form-encoded or opened sealed JSON), checked. */
export function readBody<S extends Schema>(c: AnyContext, schema: S): Parsed<S> {
  return parse(schema, c.get('body') ?? {});
}

/** The query string, checked. */
export function readQuery<S extends Schema>(c: AnyContext, schema: S): Parsed<S> {
  return parse(schema, c.req.query());
}

/** GET/HEAD read the query, other methods the body (PLATFORM.md "Requests"). */
export function readInput<S extends Schema>(c: AnyContext, schema: S): Parsed<S> {
  return c.req.method === 'GET' || c.req.method === 'HEAD' ? readQuery(c, schema) : readBody(c, schema);
}

// ── Body, errors ─────────────────────────────────────────────────────────────────────────────────

export const maxBodyBytes = 1024 * 1024;
const methodsWithBody = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Reads every body once: JSON (400 BAD_JSON when unparseable), form-encoded fields, or a sealed body
 * (`Encryption` header) opened by the cipher, so every handler sees plain JSON in `body`.
 */
export function bodyReader(cipher: Cipher, config: PlatformConfig): PlatformMiddleware {
  return async (c, next) => {
    c.set('sealed', false);
    c.set('bodyText', '');
    if (methodsWithBody.has(c.req.method)) {
      let text = await c.req.text();
      let body: unknown = undefined;
      if (text.trim() !== '') {
        const type = c.req.header('content-type') ?? '';
        body = type.includes('application/x-www-form-urlencoded')
          ? Object.fromEntries(new URLSearchParams(text))
          : parseJson(text);
        const encryption = c.req.header('encryption');
        if (encryption !== undefined) {
          text = cipher.open(body, encryption, c.req.header('x-digest'));
          body = parseJson(text);
          c.set('sealed', true);
        }
      }
      c.set('body', body);
      c.set('bodyText', text);
    }
    if (config.acceptPlainPayloads) c.set('sealed', true);
    await next();
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new PlatformError(ErrorCode.BAD_JSON, 'The body is not valid JSON', 400);
  }
}

/** Refuses a body that was not sealed (the calls marked E in SPEC.md section 7). */
export const requireSealed: PlatformMiddleware = async (c, next) => {
  if (!c.get('sealed')) {
    throw new PlatformError(ErrorCode.ENCRYPTION_REQUIRED, 'This call needs a sealed body (GET /wps/session/key/rsa)');
  }
  await next();
};

/** Business errors become envelopes; anything else is logged and answered 500 INTERNAL. */
export function errorHandler(log: PlatformLog): ErrorHandler<PlatformEnv> {
  return (error, c) => {
    if (error instanceof PlatformError) return fail(c, error.errorCode, error.message, error.status, error.value);
    log(`platform error on ${c.req.method} ${c.req.path}: ${error.stack ?? error.message}`, 'error');
    return fail(c, ErrorCode.INTERNAL, 'Internal error', 500);
  };
}

export const notFound: NotFoundHandler<PlatformEnv> = (c) =>
  fail(c, ErrorCode.NOT_FOUND, `No such call: ${c.req.method} ${c.req.path}`, 404);

/** The caller's address, as the first middleware found it (index.ts). */
export const clientIp = (c: AnyContext): string => c.get('clientIp');

/** The device a session is opened on: the caller's address and browser (issue 17: active sessions). */
export const deviceOf = (c: AnyContext): SessionDevice => ({ ip: clientIp(c), userAgent: c.req.header('user-agent') });
