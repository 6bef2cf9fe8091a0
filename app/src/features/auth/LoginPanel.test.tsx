// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@lobby/contract';
import { LoginPanel } from './LoginPanel';
import {
  at,
  locationNow,
  loginValue,
  ok,
  refused,
  renderSite,
  type RenderSiteOptions,
  sealedBody,
  storedText,
  systemStatus,
} from '../../test/platform';
import { renderPopup, startAuthMock, useSettingsHandlers } from './fixtures';

// Typing into whole forms takes seconds when the suite runs in parallel.
vi.setConfig({ testTimeout: 20_000 });

const server = startAuthMock();

beforeEach(() => {
  document.cookie = 'lastUsername=; Max-Age=0; Path=/';
});

const openLogin = (options?: RenderSiteOptions) => renderPopup('login', options);

async function submit(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: /Usuario/ }), username);
  await user.type(screen.getByLabelText(/^Contraseña/), password);
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  return user;
}

describe('login popup', () => {
  it('logs in by username, trims the inputs, keeps the token and never the password, and leaves /login', async () => {
    let sent: Record<string, unknown> = {};
    server.use(
      http.post(at('/wps/session/login'), async ({ request }) => {
        sent = await sealedBody(request);
        return ok(loginValue);
      }),
    );
    const { api } = openLogin({ path: '/login' });
    await submit('  ana ', 'Secret123');
    expect(await screen.findByText('popup closed')).toBeTruthy();
    expect(sent).toMatchObject({ type: 'username', username: 'ana', password: 'Secret123' });
    expect(api.session.getToken()).toBe('tok-1');
    expect(storedText()).not.toContain('Secret123');
    await waitFor(() => {
      expect(locationNow()).toBe('/');
    });
  });

  it('goes back where the route guard sent the player from', async () => {
    server.use(http.post(at('/wps/session/login'), () => ok(loginValue)));
    openLogin({ path: '/login', state: { from: '/member/withdraw' } });
    await submit('ana', 'Secret123');
    await waitFor(() => {
      expect(locationNow()).toBe('/member/withdraw');
    });
  });

  // Issue 16 item 2: the site's server sends a third-party sign-in's login back to /login (server/oidc.ts).
  it('completes a third-party login on /login from the handoff, then goes on to `next`, and drops the query', async () => {
    let sent: Record<string, unknown> = {};
    server.use(
      http.post('*/auth/handoff', () =>
        HttpResponse.json({ channel: 'google', idToken: 'header.claims.signature', intent: 'login' }),
      ),
      http.post(at('/wps/session/login/thirdParty'), async ({ request }) => {
        sent = await sealedBody(request);
        return ok(loginValue);
      }),
    );
    const { api } = openLogin({ path: '/login?thirdParty=login&next=%2Fpromotions%3Ftab%3D2' });
    await waitFor(() => {
      expect(locationNow()).toBe('/promotions?tab=2');
    });
    expect(sent).toEqual({ firebaseChannel: 'google', firebaseIdToken: 'header.claims.signature' });
    expect(api.session.getToken()).toBe('tok-1');
  });

  it('says a cancelled third-party sign-in, once: the query leaves the address, and `next` never leaves the site', async () => {
    openLogin({ path: '/login?thirdParty=error&reason=cancelled&next=%2F%2Fevil.example' });
    expect(
      await screen.findByText(
        'Cancelaste el inicio de sesión con el proveedor. Puedes intentarlo de nuevo o entrar con tu usuario.',
      ),
    ).toBeTruthy();
    await waitFor(() => {
      expect(locationNow()).toBe('/login?next=%2F%2Fevil.example');
    });
    server.use(http.post(at('/wps/session/login'), () => ok(loginValue)));
    await submit('ana', 'Secret123');
    await waitFor(() => {
      expect(locationNow()).toBe('/');
    });
  });

  it('shows the catalogue text of a wrong password and keeps what was typed', async () => {
    server.use(
      http.post(at('/wps/session/login'), () =>
        refused(ErrorCode.LOGIN_FAILED, 'Wrong username or password', { captcha: false }),
      ),
    );
    const { api } = openLogin();
    await submit('ana', 'Wrong123');
    expect(await screen.findByText('Usuario o contraseña incorrectos.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Usuario/ })).toHaveProperty('value', 'ana');
    expect(screen.getByLabelText(/^Contraseña/)).toHaveProperty('value', 'Wrong123');
    expect(screen.queryByRole('textbox', { name: /Captcha/ })).toBeNull();
    expect(api.session.getToken()).toBeNull();
  });

  it('asks for the two-step code when the platform answers LOGIN_VERIFY_REQUIRED, then completes the login', async () => {
    const answers: Record<string, unknown>[] = [];
    server.use(
      http.post(at('/wps/session/login'), () =>
        refused(ErrorCode.LOGIN_VERIFY_REQUIRED, 'Enter the code', {
          challengeId: 'ch-1',
          methods: ['totp', 'backup'],
          expiresIn: 300,
        }),
      ),
      http.post(at('/wps/session/login/verify'), async ({ request }) => {
        const body = await sealedBody(request);
        answers.push(body);
        return answers.length === 1
          ? refused(ErrorCode.VERIFY_CODE_WRONG, 'The code is wrong', { attemptsLeft: 4 })
          : ok(loginValue);
      }),
    );
    const { api } = openLogin();
    const user = await submit('ana', 'Secret123');
    const code = await screen.findByLabelText(/Código de tu app de autenticación/);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText(/El código no es correcto/)).toBeTruthy();
    expect(api.session.getToken()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Usar un código de respaldo' }));
    await user.type(screen.getByLabelText(/Código de respaldo/), 'abcd-2345');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('popup closed')).toBeTruthy();
    expect(answers).toEqual([
      { challengeId: 'ch-1', method: 'totp', code: '123456' },
      { challengeId: 'ch-1', method: 'backup', code: 'abcd2345' },
    ]);
    expect(api.session.getToken()).toBe('tok-1');
  });

  it('verifies a new device: says why, sends an SMS code with a countdown, then takes the bank account name', async () => {
    const sends: Record<string, unknown>[] = [];
    const answers: Record<string, unknown>[] = [];
    server.use(
      http.post(at('/wps/session/login'), () =>
        refused(ErrorCode.LOGIN_VERIFY_REQUIRED, 'This device is new', {
          challengeId: 'ch-3',
          reason: 'newDevice',
          methods: ['sms', 'email', 'bankName'],
          expiresIn: 300,
        }),
      ),
      http.post(at('/wps/session/login/verify/send'), async ({ request }) => {
        sends.push(await sealedBody(request));
        return ok({ expiredMinutes: 5 });
      }),
      http.post(at('/wps/session/login/verify'), async ({ request }) => {
        answers.push(await sealedBody(request));
        return answers.length === 1
          ? refused(ErrorCode.VERIFY_CODE_WRONG, 'The code is wrong', { attemptsLeft: 4 })
          : ok(loginValue);
      }),
    );
    const { api } = openLogin();
    const user = await submit('ana', 'Secret123');
    expect(await screen.findByText('No reconocemos este dispositivo: verifica tu identidad.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect((await screen.findByRole('button', { name: 'Reenviar en 300 s' })).getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(sends).toEqual([{ challengeId: 'ch-3', method: 'sms' }]);
    await user.type(screen.getByLabelText(/Código enviado por SMS/), '654321');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText(/El código no es correcto/)).toBeTruthy();
    // The e-mail has its own send button; the bank account name is typed.
    await user.click(screen.getByRole('button', { name: 'Usar un código por correo' }));
    expect(screen.getByRole('button', { name: 'Enviar código' }).getAttribute('aria-disabled')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Usar el nombre de la cuenta bancaria' }));
    expect(screen.queryByRole('button', { name: 'Enviar código' })).toBeNull();
    await user.type(screen.getByLabelText(/Nombre del titular/), ' Ana  López ');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('popup closed')).toBeTruthy();
    expect(answers).toEqual([
      { challengeId: 'ch-3', method: 'sms', code: '654321' },
      { challengeId: 'ch-3', method: 'bankName', code: 'Ana  López' },
    ]);
    expect(api.session.getToken()).toBe('tok-1');
  });

  it('goes back to the login form when the verification has expired', async () => {
    server.use(
      http.post(at('/wps/session/login'), () =>
        refused(ErrorCode.LOGIN_VERIFY_REQUIRED, 'Enter the code', { challengeId: 'ch-2', methods: ['totp'] }),
      ),
      http.post(at('/wps/session/login/verify'), () =>
        refused(ErrorCode.VERIFY_CHALLENGE_EXPIRED, 'Please log in again'),
      ),
    );
    openLogin();
    const user = await submit('ana', 'Secret123');
    expect(screen.queryByRole('button', { name: 'Usar un código de respaldo' })).toBeNull();
    await user.type(await screen.findByLabelText(/Código de tu app de autenticación/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('La verificación tardó demasiado. Vuelve a iniciar sesión.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Usuario/ })).toHaveProperty('value', 'ana');
  });

  it('names the end of a time-out or self-exclusion in the page language and date format (issue 17)', async () => {
    const endTime = '2027-05-23T08:00:00.000Z';
    server.use(
      http.post(at('/wps/session/login'), () =>
        refused(ErrorCode.ACCOUNT_SELF_EXCLUDED, 'Self-excluded', {
          kind: 'SELF_EXCLUSION',
          startTime: '2026-11-23T08:00:00.000Z',
          endTime,
        }),
      ),
    );
    const { api } = openLogin();
    await submit('ana', 'Secret123');
    const alert = await screen.findByText(/^Te has autoexcluido de este sitio hasta el 23\/05\/2027/);
    expect(alert.textContent).toMatch(/hasta el 23\/05\/2027, \d{2}:\d{2}:\d{2}\. Podrás volver a entrar/);
    expect(api.session.getToken()).toBeNull();
  });

  it('shows the captcha once a failure is flagged with it, and sends its answer next time', async () => {
    let captchas = 0;
    let sent: Record<string, unknown> = {};
    server.use(
      http.post(at('/wps/session/login'), async ({ request }) => {
        sent = await sealedBody(request);
        return refused(ErrorCode.LOGIN_FAILED, 'Wrong username or password', { captcha: true });
      }),
      http.get(at('/wps/captcha'), () => {
        captchas += 1;
        return ok({ captchaId: `c${String(captchas)}`, image: 'data:image/svg+xml;base64,PHN2Zy8+' });
      }),
    );
    openLogin();
    const user = await submit('ana', 'Wrong123');
    const captcha = await screen.findByRole('textbox', { name: /Captcha/ });
    expect(captchas).toBe(1);
    await user.type(captcha, '1234');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => {
      expect(sent).toMatchObject({ captcha: '1234', captchaId: 'c1' });
    });
  });

  it('says to retry after 5 minutes when the platform answers TOO_MANY_REQUESTS', async () => {
    server.use(http.post(at('/wps/session/login'), () => refused(ErrorCode.TOO_MANY_REQUESTS)));
    openLogin();
    await submit('ana', 'Secret123');
    expect(await screen.findByText(/Vuelve a intentarlo dentro de 5 minutos/)).toBeTruthy();
  });

  it('keeps the button busy while the call is in flight: one click, one call', async () => {
    let calls = 0;
    let answer: (() => void) | undefined;
    server.use(
      http.post(at('/wps/session/login'), async () => {
        calls += 1;
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return ok(loginValue);
      }),
    );
    openLogin();
    const user = await submit('ana', 'Secret123');
    const button = screen.getByRole('button', { name: 'Iniciar sesión' });
    await waitFor(() => {
      expect(button.getAttribute('aria-busy')).toBe('true');
    });
    await user.click(button);
    answer?.();
    expect(await screen.findByText('popup closed')).toBeTruthy();
    expect(calls).toBe(1);
  });

  it('opens the change-password popup for the default password, without asking for it again', async () => {
    let change: Record<string, unknown> = {};
    server.use(
      http.post(at('/wps/session/login'), () => ok({ ...loginValue, defaultPassword: true })),
      http.post(at('/wps/member/password'), async ({ request }) => {
        change = await sealedBody(request);
        return ok(null);
      }),
      http.get(at('/wps/member/info'), () =>
        ok({
          id: 3,
          account: 'ana',
          nickname: 'Ana',
          type: 0,
          regDate: '',
          mobile: '',
          email: '',
          clubLabel: { labelName: '' },
          iconUrl: '',
        }),
      ),
    );
    openLogin({ path: '/login' });
    const user = await submit('ana', 'Aa123456');
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar la contraseña' });
    expect(within(dialog).getByText(/contraseña predeterminada/)).toBeTruthy();
    expect(within(dialog).queryByLabelText(/^Contraseña actual/)).toBeNull();
    expect(storedText()).not.toContain('Aa123456');
    await user.type(within(dialog).getByLabelText(/^Nueva contraseña/), 'NewPass99');
    await user.type(within(dialog).getByLabelText(/^Confirmar la nueva contraseña/), 'NewPass99');
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar la contraseña' }));
    expect(await screen.findByText('popup closed')).toBeTruthy();
    expect(change).toEqual({ oldPassword: 'Aa123456', newPassword: 'NewPass99', confirmNewPassword: 'NewPass99' });
    await waitFor(() => {
      expect(locationNow()).toBe('/');
    });
  });

  it('explains an expired password, and closing it logs out', async () => {
    let loggedOut = false;
    server.use(
      http.post(at('/wps/session/login'), () => ok({ ...loginValue, passwordExpired: true })),
      http.delete(at('/wps/session/logout'), () => {
        loggedOut = true;
        return ok(null);
      }),
    );
    const { api } = openLogin();
    const user = await submit('ana', 'Demo1234');
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar la contraseña' });
    expect(within(dialog).getByText(/Tu contraseña ha caducado/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => {
      expect(loggedOut).toBe(true);
    });
    expect(api.session.getToken()).toBeNull();
  });

  it('logs in by SMS code: the send button counts down, and the code is the password', async () => {
    let smsRequest: Record<string, unknown> = {};
    let sent: Record<string, unknown> = {};
    server.use(
      http.post(at('/wps/verification/sms/noLogin'), async ({ request }) => {
        smsRequest = (await request.json()) as Record<string, unknown>;
        return ok({ expiredMinutes: 5 });
      }),
      http.post(at('/wps/session/login'), async ({ request }) => {
        sent = await sealedBody(request);
        return ok(loginValue);
      }),
    );
    openLogin();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Número de móvil' }));
    await user.type(screen.getByRole('textbox', { name: /Número de móvil/ }), '5512345678');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    // SPEC.md section 9: 60 s per minute of validity (the platform's codes live 5 minutes).
    const countdown = await screen.findByRole('button', { name: 'Reenviar en 300 s' });
    expect(countdown.getAttribute('aria-disabled')).toBe('true');
    expect(smsRequest).toEqual({ mobileNum: '5512345678', countryDialingCode: '52' });
    await user.type(screen.getByLabelText(/^Código de verificación/), '123456');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('popup closed')).toBeTruthy();
    expect(sent).toEqual({ type: 'sms', username: '5512345678', password: '123456', countryDialingCode: '52' });
  });

  it('shows each dialing code with its flag picture from an image CDN, at the path per country code', async () => {
    server.use(http.get(at('/wps/system/status'), () => ok(systemStatus({ imageCdnList: ['https://img.example/'] }))));
    openLogin();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Número de móvil' }));
    const picker = screen.getByRole('combobox', { name: 'Prefijo telefónico del país' });
    // SPEC.md section 7 "Client handling": an image host path per country code; never an emoji flag.
    await waitFor(() =>
      expect(picker.querySelector('img')?.getAttribute('src')).toBe('https://img.example/wps/assets/flag/MX.svg'),
    );
    expect(picker.querySelector('img')?.getAttribute('alt')).toBe('México');
    expect(picker.textContent).toBe('+52');
    await user.click(picker);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.querySelector('img')?.getAttribute('src'))).toEqual(
      ['MX', 'ES', 'US', 'GB', 'TH'].map((code) => `https://img.example/wps/assets/flag/${code}.svg`),
    );
  });

  it('shows a failed SMS send in a warning dialog, in the catalogue words', async () => {
    server.use(http.post(at('/wps/verification/sms/noLogin'), () => refused(ErrorCode.SMS_INVALID_PHONE)));
    openLogin();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Número de móvil' }));
    await user.type(screen.getByRole('textbox', { name: /Número de móvil/ }), '5512345678');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText('Formato de número de teléfono no válido.')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Enviar código', hidden: true }).getAttribute('aria-disabled'),
    ).toBeNull();
  });

  it('has no mobile tab when verification-code login is off', async () => {
    useSettingsHandlers(server, ['FREEPLAY3']);
    openLogin();
    expect(await screen.findByRole('textbox', { name: /Usuario/ })).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('plays for free: a free-play session, then home', async () => {
    let freePlays = 0;
    sessionStorage.setItem('cpw', '1');
    server.use(
      http.post(at('/wps/session/login/freeplay'), () => {
        freePlays += 1;
        return ok({ ...loginValue, token: 'free-1', customerType: 4 });
      }),
    );
    const { api } = openLogin({ path: '/rng' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Jugar gratis' }));
    expect(await screen.findByText('popup closed')).toBeTruthy();
    expect(freePlays).toBe(1);
    expect(api.session.getSnapshot()).toMatchObject({ token: 'free-1', isTrial: true });
    expect(sessionStorage.getItem('cpw')).toBeNull();
    await waitFor(() => {
      expect(locationNow()).toBe('/');
    });
  });

  it('switches to register and to forgot password', async () => {
    openLogin();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    expect(await screen.findByRole('dialog', { name: 'Recuperar la contraseña' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Iniciar sesión' })).toBeNull();
  });

  it('at the agent login, logs a member out again if the platform let one in', async () => {
    let sent: Record<string, unknown> = {};
    let loggedOut = false;
    server.use(
      http.post(at('/wps/session/login'), async ({ request }) => {
        sent = await sealedBody(request);
        return ok(loginValue);
      }),
      http.delete(at('/wps/session/logout'), () => {
        loggedOut = true;
        return ok(null);
      }),
    );
    const onLoggedIn = vi.fn();
    const { api } = renderSite(<LoginPanel agent onLoggedIn={onLoggedIn} />, { language: 'es', path: '/agent' });
    await submit('ana', 'Secret123');
    expect(await screen.findByText('Las cuentas que no son de agente no pueden iniciar sesión aquí.')).toBeTruthy();
    expect(sent).toMatchObject({ agentLogin: true });
    expect(loggedOut).toBe(true);
    expect(api.session.getToken()).toBeNull();
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Jugar gratis' })).toBeNull();
  });
});
