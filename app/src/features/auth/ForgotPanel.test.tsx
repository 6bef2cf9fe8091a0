// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@lobby/contract';
import { at, locationNow, loginValue, ok, refused, sealedBody, storedText } from '../../test/platform';
import { renderPopup, startAuthMock, useSettingsHandlers } from './fixtures';

// Typing into whole forms takes seconds when the suite runs in parallel.
vi.setConfig({ testTimeout: 20_000 });

const server = startAuthMock();

const openForgot = () => renderPopup('forgot', { path: '/login' });

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

  it('by phone: resets with the SMS code, then logs in with the new password and goes home', async () => {
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
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Número de móvil' }));
    await user.type(screen.getByRole('textbox', { name: /^Número de móvil/ }), '812345678');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    await screen.findByRole('button', { name: 'Reenviar en 300 s' });
    await user.type(screen.getByLabelText(/^Código de verificación/), '123456');
    await user.type(screen.getByLabelText(/^Nueva contraseña/), 'Fresh1234');
    await user.click(screen.getByRole('button', { name: 'Restablecer la contraseña' }));
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

  it('has no mobile tab when phone verification is off', async () => {
    useSettingsHandlers(server, ['FREEPLAY3']);
    openForgot();
    expect(await screen.findByRole('textbox', { name: /^Usuario/ })).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });
});
