// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ErrorCode, whitelabelModuleIds } from '@lobby/contract';
import { resolveConfig } from '../../../server/platform/config';
import { registerSettings } from '../../../server/platform/domains/system/register-rules';
import { at, locationNow, loginValue, ok, refused, sealedBody, storedText } from '../../test/platform';
import { renderPopup, startAuthMock, useSettingsHandlers } from './fixtures';

// Typing into whole forms takes seconds when the suite runs in parallel.
vi.setConfig({ testTimeout: 20_000 });

const server = startAuthMock();

const openForgot = () => renderPopup('forgot', { path: '/login' });

/** The mobile tab's reset: the code sent, typed, and the new password Fresh1234. */
async function resetByPhone(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('tab', { name: 'Número de móvil' }));
  await user.type(screen.getByRole('textbox', { name: /^Número de móvil/ }), '812345678');
  await user.click(screen.getByRole('button', { name: 'Enviar código' }));
  await screen.findByRole('button', { name: 'Reenviar en 300 s' });
  await user.type(screen.getByLabelText(/^Código de verificación/), '123456');
  await user.type(screen.getByLabelText(/^Nueva contraseña/), 'Fresh1234');
  await user.click(screen.getByRole('button', { name: 'Restablecer la contraseña' }));
}

describe('forgot password popup', () => {
  it('by e-mail: a form-encoded call, a confirmation, and the popup closes', async () => {
    let contentType = '';
    let form = '';
    server.use(
      http.post(at('/wps/member/password/email'), async ({ request }) => {
        contentType = request.headers.get('content-type') ?? '';
        form = await request.text();
        return ok(null);
      }),
    );
    openForgot();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Usuario/ }), 'demo_member');
    await user.type(screen.getByRole('textbox', { name: /^Correo electrónico/ }), 'demo_member@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('popup closed')).toBeTruthy();
    expect(await screen.findByText('Revisa tu correo')).toBeTruthy();
    expect(contentType).toContain('application/x-www-form-urlencoded');
    expect(new URLSearchParams(form).get('username')).toBe('demo_member');
    expect(new URLSearchParams(form).get('email')).toBe('demo_member@example.com');
  });

  it('by e-mail: an unknown pair is said in the catalogue words, and the values stay', async () => {
    server.use(http.post(at('/wps/member/password/email'), () => refused(ErrorCode.USERNAME_OR_EMAIL_NOT_FOUND)));
    openForgot();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Usuario/ }), 'nadie');
    await user.type(screen.getByRole('textbox', { name: /^Correo electrónico/ }), 'nadie@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('El usuario o el correo electrónico no existe.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Usuario/ })).toHaveProperty('value', 'nadie');
  });

  it('by phone: resets with the SMS code, then the login popup logs in with the new password and goes home', async () => {
    let reset: Record<string, unknown> = {};
    let login: Record<string, unknown> = {};
    server.use(
      http.post(at('/wps/verification/sms/register'), () => ok({ expiredMinutes: 5 })),
      http.post(at('/wps/member/password/verification'), async ({ request }) => {
        reset = await sealedBody(request);
        return ok({ userName: 'demo_member' });
      }),
      http.post(at('/wps/session/login'), async ({ request }) => {
        login = await sealedBody(request);
        return ok({ ...loginValue, userName: 'demo_member' });
      }),
    );
    const { api } = openForgot();
    await resetByPhone(userEvent.setup());
    expect(await screen.findByText('popup closed')).toBeTruthy();
    expect(reset).toEqual({
      mobileNum: '812345678',
      countryDialingCode: '52',
      verificationCode: '123456',
      newPassword: 'Fresh1234',
    });
    expect(login).toEqual({ type: 'username', username: 'demo_member', password: 'Fresh1234' });
    expect(api.session.getToken()).toBe('tok-1');
    expect(storedText()).not.toContain('Fresh1234');
    await waitFor(() => {
      expect(locationNow()).toBe('/');
    });
  });

  it('by phone on a new device: the login popup takes over and asks for the verification, then goes home', async () => {
    const logins: Record<string, unknown>[] = [];
    server.use(
      http.post(at('/wps/verification/sms/register'), () => ok({ expiredMinutes: 5 })),
      http.post(at('/wps/member/password/verification'), () => ok({ userName: 'demo_member' })),
      http.post(at('/wps/session/login'), async ({ request }) => {
        logins.push(await sealedBody(request));
        return refused(ErrorCode.LOGIN_VERIFY_REQUIRED, 'This device is new', {
          challengeId: 'ch-9',
          reason: 'newDevice',
          methods: ['bankName'],
          expiresIn: 300,
        });
      }),
      http.post(at('/wps/session/login/verify'), () => ok(loginValue)),
    );
    const { api } = openForgot();
    const user = userEvent.setup();
    await resetByPhone(user);
    expect(await screen.findByRole('dialog', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(await screen.findByText('Contraseña restablecida')).toBeTruthy();
    expect(await screen.findByText('No reconocemos este dispositivo: verifica tu identidad.')).toBeTruthy();
    expect(logins).toEqual([{ type: 'username', username: 'demo_member', password: 'Fresh1234' }]);
    await user.type(screen.getByLabelText(/Nombre del titular/), 'Demo Member');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('popup closed')).toBeTruthy();
    expect(api.session.getToken()).toBe('tok-1');
    expect(storedText()).not.toContain('Fresh1234');
    await waitFor(() => {
      expect(locationNow()).toBe('/');
    });
  });

  it('by phone where every username login asks for the captcha: the login form, its username filled in', async () => {
    let logins = 0;
    server.use(
      http.get(at('/wps/system/setting/register'), () =>
        ok(registerSettings(resolveConfig({ modules: whitelabelModuleIds, humanCheck: ['login'] }))),
      ),
      http.get(at('/wps/captcha'), () => ok({ captchaId: 'c1', image: 'data:image/svg+xml;base64,PHN2Zy8+' })),
      http.post(at('/wps/verification/sms/register'), () => ok({ expiredMinutes: 5 })),
      http.post(at('/wps/member/password/verification'), () => ok({ userName: 'demo_member' })),
      http.post(at('/wps/session/login'), () => {
        logins += 1;
        return ok(loginValue);
      }),
    );
    openForgot();
    await resetByPhone(userEvent.setup());
    expect(await screen.findByRole('dialog', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: /^Usuario/ })).toHaveProperty('value', 'demo_member');
    expect(await screen.findByRole('textbox', { name: /^Captcha/ })).toBeTruthy();
    expect(screen.getByLabelText(/^Contraseña/)).toHaveProperty('value', '');
    expect(logins).toBe(0);
  });

  it('has no mobile tab when phone verification is off', async () => {
    useSettingsHandlers(server, ['FREEPLAY3']);
    openForgot();
    expect(await screen.findByRole('textbox', { name: /^Usuario/ })).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });
});
