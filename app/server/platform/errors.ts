// The platform's business error, below every other module (http.ts answers it as an envelope).
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A business error: thrown anywhere in a handler, answered as an envelope by `onError`. */
export class PlatformError extends Error {
  constructor(
    readonly errorCode: string,
    message: string,
    readonly status: ContentfulStatusCode = 200,
    readonly value?: unknown,
  ) {
    super(message);
    this.name = 'PlatformError';
  }
}
