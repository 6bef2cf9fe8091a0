/**
 * The server's log (pino): JSON lines in production, for the operator's log collector; readable lines
 * everywhere else. Both are written synchronously (pino-pretty as a stream, not a worker transport),
 * so that the last lines before an exit are never lost and a test reads what was written at once.
 * Warnings and below go to stdout, errors to stderr.
 *
 * Every line written while a request is answered carries its id (`reqId`): the request scope is an
 * AsyncLocalStorage that the line's mixin reads, so the platform's, the proxy's and the renderer's
 * lines carry it too without being handed a logger of their own.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, type DestinationStream, type Level, type Logger } from 'pino';
import { PinoPretty } from 'pino-pretty';

export type { Logger };

/**
 * Never written, wherever they appear in a line's fields (up to two levels down): credentials,
 * session tokens, the one-time codes of SPEC.md section 5 (SMS, captcha) and the headers that carry
 * them. Query strings and bodies are never logged at all (requests.ts), since they hold the same.
 */
const secretFields = [
  'password',
  'oldPassword',
  'newPassword',
  'withdrawPassword',
  'token',
  'idToken',
  'accessToken',
  'refreshToken',
  'code',
  'smsCode',
  'captcha',
  'captchaCode',
  'authorization',
  'cookie',
  'set-cookie',
];

const fieldPath = (name: string): string => (/^[A-Za-z_$][\w$]*$/.test(name) ? `.${name}` : `["${name}"]`);
const redactedPaths = secretFields.flatMap((name) => {
  const field = fieldPath(name);
  return [field.replace(/^\./, ''), `*${field}`, `*.*${field}`];
});

const requestScope = new AsyncLocalStorage<{ reqId: string }>();

/** Runs `answer` as the request `reqId`: every line logged inside it carries the id. */
export function inRequest<T>(reqId: string, answer: () => T): T {
  return requestScope.run({ reqId }, answer);
}

export interface LoggerOptions {
  /** 'json' in production, 'pretty' (readable) otherwise. */
  format: 'json' | 'pretty';
  /** LOG_LEVEL (default info). */
  level?: Level | 'silent';
  /** Where the lines go (tests capture them); default stdout, errors to stderr. */
  stream?: DestinationStream;
}

export function createLogger({ format, level = 'info', stream }: LoggerOptions): Logger {
  return pino(
    {
      level,
      redact: { paths: redactedPaths, censor: '[redacted]' },
      mixin: () => requestScope.getStore() ?? {},
      timestamp: pino.stdTimeFunctions.isoTime,
      // Readable lines are for one person at one machine: the process and host say nothing there.
      ...(format === 'pretty' ? { base: undefined } : {}),
    },
    stream ?? standardStreams(format),
  );
}

function standardStreams(format: 'json' | 'pretty'): DestinationStream {
  const to = (fd: 1 | 2): DestinationStream =>
    format === 'json'
      ? pino.destination({ dest: fd, sync: true })
      : PinoPretty({
          destination: fd,
          sync: true,
          translateTime: 'HH:MM:ss.l',
          ignore: 'pid,hostname',
          singleLine: true,
        });
  // dedupe: a line goes to the one stream of the highest level it reaches (errors: stderr only).
  return pino.multistream(
    [
      { level: 'trace', stream: to(1) },
      { level: 'error', stream: to(2) },
    ],
    { dedupe: true },
  );
}

const levels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * LOG_FORMAT when set (json or pretty); otherwise JSON lines for a production server whose output
 * goes to a collector (a container, a service manager: not a terminal), and readable lines for a
 * person at a terminal, `npm start` included, and for `npm run dev`.
 */
export function logFormat(
  env: Record<string, string | undefined>,
  terminal: boolean = process.stdout.isTTY,
): 'json' | 'pretty' {
  const wanted = env.LOG_FORMAT?.trim().toLowerCase();
  if (wanted === 'json' || wanted === 'pretty') return wanted;
  return env.NODE_ENV === 'production' && !terminal ? 'json' : 'pretty';
}

let processLog: Logger | undefined;

/**
 * The process's log, made on first use: start.ts sets NODE_ENV after its imports have run, so a
 * logger made at import time would not know that it runs in production.
 */
export function serverLog(): Logger {
  if (processLog) return processLog;
  const wanted = process.env.LOG_LEVEL?.trim().toLowerCase() ?? '';
  const level = wanted === '' ? 'info' : levels.find((name) => name === wanted);
  processLog = createLogger({ format: logFormat(process.env), level });
  if (!level) {
    processLog.fatal(`LOG_LEVEL must be one of ${levels.join(', ')}, not "${wanted}"`);
    process.exit(1);
  }
  return processLog;
}
