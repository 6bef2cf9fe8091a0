/**
 * The error catalogue of SPEC.md section 8 (namespace "errors"), plus the few platform answers the
 * player must understand (insufficient balance, name taken). The API client names these keys in
 * `ApiError.messageKey`; every shipped language is complete. Its strings, one module per language
 * (strings/errors/), travel with each language's other first-screen strings (languages/).
 */
import type { ErrorStrings } from './strings/errors/en';

export type { ErrorStrings };
export type ErrorKey = keyof ErrorStrings;

export const errorsNamespace = 'errors';
