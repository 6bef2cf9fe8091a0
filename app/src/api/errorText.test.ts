import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { errorsNamespace } from '../i18n/errors';
import { languageResources } from '../test/languages';
import { ApiError, errorText } from './apiError';
import { messageKeyFor } from './errorCatalogue';
import { ErrorCode } from '@lobby/contract';

async function translator(language: string) {
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    ns: [errorsNamespace],
    resources: Object.fromEntries(
      Object.entries(languageResources).map(([lng, resources]) => [lng, { errors: resources.errors }]),
    ),
    interpolation: { escapeValue: false },
  });
  return i18n.t;
}

describe('the error catalogue', () => {
  it('has a text for every code in every shipped language', () => {
    for (const { errors } of Object.values(languageResources)) {
      for (const code of Object.values(ErrorCode)) {
        expect(errors[messageKeyFor(code)]).toBeTruthy();
      }
    }
  });

  it('fills the rate-limit minutes and the IP', async () => {
    const t = await translator('es');
    const tooMany = new ApiError({
      kind: 'business',
      errorCode: ErrorCode.TOO_MANY_REQUESTS,
      messageKey: messageKeyFor(ErrorCode.TOO_MANY_REQUESTS),
    });
    expect(errorText(t, tooMany)).toBe('Demasiadas solicitudes. Vuelve a intentarlo dentro de 5 minutos.');
    const blocked = new ApiError({ kind: 'http', status: 403, messageKey: 'accessRestricted' });
    expect(errorText(t, blocked, { ip: '10.0.0.1' })).toContain('10.0.0.1');
    expect(errorText(await translator('th'), tooMany)).toContain('5');
  });
});
