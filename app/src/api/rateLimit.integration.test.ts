import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ErrorCode, sessionPaths } from '@lobby/contract';
import { errorsNamespace } from '../i18n/errors';
import { languageResources } from '../test/languages';
import { startPlatform } from '../test/platform';
import { ApiError, errorText } from './apiError';

// The platform's rate limit (server/rateLimit.ts: 429 with Retry-After and TOO_MANY_REQUESTS) reaches
// the player as the catalogue's text (SPEC.md section 8), never as a bare HTTP failure.
const harness = startPlatform({
  rateLimits: {
    login: { limit: 0, windowMs: 60_000 },
    register: { limit: 0, windowMs: 60_000 },
    sms: { limit: 0, windowMs: 60_000 },
    captcha: { limit: 2, windowMs: 60_000 },
    chatStart: { limit: 0, windowMs: 60_000 },
    chatMessage: { limit: 0, windowMs: 60_000 },
  },
});

describe('a rate-limited call', () => {
  it('fails with the translated too-many-requests text', async () => {
    const { client } = harness.api();
    // The client itself throttles getCaptcha to one a second (SPEC.md section 7): the raw call here.
    const captcha = () => client.get(sessionPaths.captcha);
    await captcha();
    await captcha();
    const error: unknown = await captcha().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'business', status: 429, errorCode: ErrorCode.TOO_MANY_REQUESTS });

    const texts = {
      es: 'Demasiadas solicitudes. Vuelve a intentarlo dentro de 5 minutos.',
      en: 'Too many requests. Please retry after 5 minutes.',
    } as const;
    for (const language of ['es', 'en'] as const) {
      const i18n = createInstance();
      await i18n.init({
        lng: language,
        ns: [errorsNamespace],
        resources: { [language]: { errors: languageResources[language].errors } },
      });
      expect(errorText(i18n.t, error as ApiError)).toBe(texts[language]);
    }
  });
});
