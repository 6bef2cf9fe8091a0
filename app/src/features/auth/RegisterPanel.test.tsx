// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@lobby/contract';
import { at, locationNow, loginValue, ok, refused, sealedBody } from '../../test/platform';
import { renderPopup, startAuthMock, useSettingsHandlers } from './fixtures';

// Typing into whole forms takes seconds when the suite runs in parallel.
vi.setConfig({ testTimeout: 20_000 });

// Registration by username only, without SMS verification: the fields of the plain form.
const server = startAuthMock(['FREEPLAY3']);

const openRegister = (path = '/register') => renderPopup('register', { path });

async function fill(user: UserEvent, { username = 'nuevo01', terms = true } = {}) {
  await user.type(await screen.findByRole('textbox', { name: /^Usuario/ }), username);
  await user.type(screen.getByLabelText(/^Contraseña/), 'Secret123');
  await user.type(screen.getByLabelText(/^Confirmar contraseña/), 'Secret123');
  if (terms) await user.click(screen.getByRole('checkbox', { name: /Tengo 18 años o más/ }));
}

const submitButton = () => screen.getByRole('button', { name: 'Registrarse' });

describe('register popup', () => {
  it('refuses a value against the server rule, with its message, and keeps every value', async () => {
    let calls = 0;
    server.use(
      http.put(at('/wps/member/register'), () => {
        calls += 1;
        return ok(loginValue);
      }),
    );
    openRegister();
    const user = userEvent.setup();
    await fill(user, { username: '1abc' });
    await user.click(submitButton());
    expect(await screen.findByText('Usa de 4 a 16 letras y números, empezando por una letra.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Usuario/ })).toHaveProperty('value', '1abc');
    expect(screen.getByLabelText(/^Contraseña/)).toHaveProperty('value', 'Secret123');
    expect(calls).toBe(0);
  });

  it('shows a refusal the platform names a field for under that field', async () => {
    server.use(http.put(at('/wps/member/register'), () => refused(ErrorCode.USERNAME_TAKEN, 'This username is taken')));
    openRegister();
    const user = userEvent.setup();
    await fill(user);
    await user.click(submitButton());
    expect(await screen.findByText('Este nombre de usuario ya está en uso.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Usuario/ }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: /^Usuario/ })).toHaveProperty('value', 'nuevo01');
  });

  it('puts a VALIDATION refusal naming a field under it, with the field rule', async () => {
    server.use(
      http.put(at('/wps/member/register'), () =>
        refused(ErrorCode.VALIDATION, 'payeeName does not match its rule (LETTERS_SPACES)'),
      ),
    );
    openRegister();
    const user = userEvent.setup();
    await fill(user);
    await user.type(screen.getByRole('textbox', { name: /^Nombre real/ }), 'Ana Ruiz');
    await user.click(submitButton());
    expect(await screen.findByText('Usa de 2 a 50 caracteres: solo letras y espacios.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Nombre real/ })).toHaveProperty('value', 'Ana Ruiz');
  });

  it('asks to agree to the terms inline', async () => {
    openRegister();
    const user = userEvent.setup();
    await fill(user, { terms: false });
    await user.click(submitButton());
    expect(await screen.findByText('Acepta los términos, por favor.')).toBeTruthy();
  });

  it('sends the referralCode of the link and shows it read-only; success logs in and goes home', async () => {
    let sent: Record<string, unknown> = {};
    server.use(
      http.put(at('/wps/member/register'), async ({ request }) => {
        sent = await sealedBody(request);
        return ok({ ...loginValue, userName: 'nuevo01', firstTimeLogin: true });
      }),
    );
    const { api } = openRegister('/register?referralCode=AMIGO123');
    const shown = await screen.findByRole('textbox', { name: 'Código de referido' });
    expect(shown).toHaveProperty('value', 'AMIGO123');
    expect(shown).toHaveProperty('readOnly', true);
    const user = userEvent.setup();
    await fill(user);
    await user.click(submitButton());
    expect(await screen.findByText('popup closed')).toBeTruthy();
    expect(sent).toMatchObject({
      username: 'nuevo01',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      referralCode: 'AMIGO123',
      termsAccepted: true,
      registerMethod: 'WEB',
      login: true,
    });
    expect(api.session.getSnapshot()).toMatchObject({ isLogin: true, firstTimeLogin: true });
    await waitFor(() => {
      expect(locationNow()).toBe('/');
    });
  });

  it('checks the affiliate code first: an invalid one is a dialog, and nothing is registered', async () => {
    let registered = false;
    let checked = '';
    server.use(
      http.get(at('/wps/agent/affiliate'), ({ request }) => {
        checked = new URL(request.url).searchParams.get('code') ?? '';
        return refused(ErrorCode.AFFILIATE_INVALID, 'Invalid invitation code');
      }),
      http.put(at('/wps/member/register'), () => {
        registered = true;
        return ok(loginValue);
      }),
    );
    openRegister();
    const user = userEvent.setup();
    await fill(user);
    await user.type(screen.getByRole('textbox', { name: /^Código de afiliado/ }), 'NOPE99');
    await user.click(submitButton());
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Código de invitación no válido.')).toBeTruthy();
    expect(checked).toBe('NOPE99');
    expect(registered).toBe(false);
    await user.click(within(dialog).getByRole('button'));
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });
    expect(screen.getByRole('textbox', { name: /^Código de afiliado/ })).toHaveProperty('value', 'NOPE99');
  });

  it('switches to the login popup', async () => {
    openRegister();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ya tengo una cuenta' }));
    expect(await screen.findByRole('dialog', { name: 'Iniciar sesión' })).toBeTruthy();
  });
});

describe('register popup with SMS verification (REGMOBVERF3)', () => {
  it('sends the registration code and counts down', async () => {
    useSettingsHandlers(server, ['REGMOBVERF3']);
    let smsRequest: Record<string, unknown> = {};
    server.use(
      http.post(at('/wps/verification/sms/register'), async ({ request }) => {
        smsRequest = (await request.json()) as Record<string, unknown>;
        return ok({ expiredMinutes: 5 });
      }),
    );
    openRegister();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Número de móvil/ }), '5512345678');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    const countdown = await screen.findByRole('button', { name: 'Reenviar en 300 s' });
    expect(countdown.getAttribute('aria-disabled')).toBe('true');
    expect(smsRequest).toEqual({ mobileNo: '5512345678', countryDialingCode: '52' });
  });
});
