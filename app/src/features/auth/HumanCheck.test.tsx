// @vitest-environment jsdom
// Issue 16 item 3: human verification where the platform requires it (the register settings'
// humanCheck; SPEC.md section 4): before a username login, before an SMS code's send (login, register,
// forgot password), on register. The answer goes with the call; a refusal shows under the captcha and
// keeps what was typed; each attempt brings a new image.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ErrorCode, type HumanCheckPoint, whitelabelModuleIds } from '@lobby/contract';
import { resolveConfig } from '../../../server/platform/config';
import { registerSettings } from '../../../server/platform/domains/system/register-rules';
import { at, loginValue, ok, refused, sealedBody } from '../../test/platform';
import { renderPopup, startAuthMock } from './fixtures';

vi.setConfig({ testTimeout: 20_000 });

const server = startAuthMock();

/** Images c1, c2, ... as the platform draws them; the number drawn so far. */
function requireAt(...points: HumanCheckPoint[]) {
  const settings = registerSettings(resolveConfig({ modules: whitelabelModuleIds, humanCheck: points }));
  const drawn = { count: 0 };
  server.use(
    http.get(at('/wps/system/setting/register'), () => ok(settings)),
    http.get(at('/wps/captcha'), () => {
      drawn.count += 1;
      return ok({ captchaId: `c${String(drawn.count)}`, image: 'data:image/svg+xml;base64,PHN2Zy8+' });
    }),
  );
  return drawn;
}

/** Once image number `image` is drawn, types `answer` into the captcha and presses the code's send. */
async function sendWithAnswer(
  user: ReturnType<typeof userEvent.setup>,
  drawn: { count: number },
  image: number,
  answer: string,
) {
  const captcha = await captchaField();
  await waitFor(() => {
    expect(drawn.count).toBe(image);
  });
  await user.type(captcha, answer);
  await user.click(screen.getByRole('button', { name: 'Enviar código' }));
  return captcha;
}

const wrongCaptcha = () => refused(ErrorCode.CAPTCHA_WRONG, 'The captcha is wrong, try the new one', { captcha: true });
const captchaField = () => screen.findByRole('textbox', { name: /^Captcha/ });
/** The texts a field is described by (its hint and its error). */
const descriptionOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('human verification before a username login', () => {
  it('asks from the start, sends the answer, shows a refusal under the captcha, then passes with a new image', async () => {
    const drawn = requireAt('login');
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.post(at('/wps/session/login'), async ({ request }) => {
        sent.push(await sealedBody(request));
        return sent.length === 1 ? wrongCaptcha() : ok(loginValue);
      }),
    );
    renderPopup('login');
    const user = userEvent.setup();
    const captcha = await captchaField();
    expect(captcha.getAttribute('aria-required')).toBe('true');
    await waitFor(() => {
      expect(drawn.count).toBe(1);
    });
    await user.type(screen.getByRole('textbox', { name: /Usuario/ }), 'ana');
    await user.type(screen.getByLabelText(/^Contraseña/), 'Secret123');
    // Without an answer the form says so and sends nothing.
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => {
      expect(captcha.getAttribute('aria-invalid')).toBe('true');
    });
    expect(sent).toHaveLength(0);

    await user.type(captcha, '0000');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => {
      expect(descriptionOf(captcha)).toContain('La verificación del captcha ha fallado.');
    });
    expect(sent[0]).toMatchObject({ type: 'username', username: 'ana', captcha: '0000', captchaId: 'c1' });
    expect(screen.getByRole('textbox', { name: /Usuario/ })).toHaveProperty('value', 'ana');
    expect(screen.getByLabelText(/^Contraseña/)).toHaveProperty('value', 'Secret123');
    expect(captcha).toHaveProperty('value', '');
    await waitFor(() => {
      expect(drawn.count).toBe(2);
    });

    await user.type(captcha, '4321');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('popup closed')).toBeTruthy();
    expect(sent[1]).toMatchObject({ captcha: '4321', captchaId: 'c2' });
  });

  it('is not asked where the platform does not require it', async () => {
    const drawn = requireAt('register');
    renderPopup('login');
    await screen.findByRole('textbox', { name: /Usuario/ });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('textbox', { name: /^Captcha/ })).toBeNull();
    expect(drawn.count).toBe(0);
  });
});

describe('human verification before an SMS code is sent', () => {
  it('on the login by SMS: the answer goes with the send, a refusal shows under the captcha, a new image each time', async () => {
    const drawn = requireAt('sms');
    const sends: Record<string, unknown>[] = [];
    server.use(
      http.post(at('/wps/verification/sms/noLogin'), async ({ request }) => {
        sends.push((await request.json()) as Record<string, unknown>);
        return sends.length === 1 ? wrongCaptcha() : ok({ expiredMinutes: 5 });
      }),
    );
    renderPopup('login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Número de móvil' }));
    // The username tab asks nothing: only the send does.
    await user.type(screen.getByRole('textbox', { name: /^Número de móvil/ }), '5512345678');
    const captcha = await sendWithAnswer(user, drawn, 1, '1111');
    await waitFor(() => {
      expect(descriptionOf(captcha)).toContain('La verificación del captcha ha fallado.');
    });
    expect(sends[0]).toMatchObject({ mobileNum: '5512345678', captcha: '1111', captchaId: 'c1' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Número de móvil/ })).toHaveProperty('value', '5512345678');
    await waitFor(() => {
      expect(drawn.count).toBe(2);
    });

    // SPEC.md section 7: one send a second; a player takes longer than that to read the new image.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await user.type(captcha, '2222');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByRole('button', { name: /Reenviar en/ })).toBeTruthy();
    expect(sends[1]).toMatchObject({ captcha: '2222', captchaId: 'c2' });
    await waitFor(() => {
      expect(drawn.count).toBe(3);
    });
  });

  it('on the forgot password by phone', async () => {
    const drawn = requireAt('sms');
    let sent: Record<string, unknown> = {};
    server.use(
      http.post(at('/wps/verification/sms/register'), async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return ok({ expiredMinutes: 5 });
      }),
    );
    renderPopup('forgot');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Número de móvil' }));
    await user.type(screen.getByRole('textbox', { name: /^Número de móvil/ }), '5512345678');
    await user.type(await captchaField(), '3333');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    await waitFor(() => {
      expect(sent).toMatchObject({ mobileNo: '5512345678', purpose: 'reset', captcha: '3333', captchaId: 'c1' });
    });
    await waitFor(() => {
      expect(drawn.count).toBe(2);
    });
  });
});

describe('human verification on register', () => {
  it('one captcha above the code: the send uses one image, the registration the next', async () => {
    const drawn = requireAt('sms', 'register');
    let sms: Record<string, unknown> = {};
    let registered: Record<string, unknown> = {};
    server.use(
      http.post(at('/wps/verification/sms/register'), async ({ request }) => {
        sms = (await request.json()) as Record<string, unknown>;
        return ok({ expiredMinutes: 5 });
      }),
      http.put(at('/wps/member/register'), async ({ request }) => {
        registered = await sealedBody(request);
        return ok({ ...loginValue, welcome: { kind: 'ZALO', maxAmount: 1000 } });
      }),
    );
    renderPopup('register');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Usuario/ }), 'nuevo01');
    await user.type(screen.getByLabelText(/^Contraseña\s*\*?$/), 'Secret123');
    await user.type(screen.getByLabelText(/^Confirmar contraseña/), 'Secret123');
    await user.type(screen.getByRole('textbox', { name: /^Número de móvil/ }), '5512345678');
    expect(screen.getAllByRole('textbox', { name: /^Captcha/ })).toHaveLength(1);
    const captcha = await sendWithAnswer(user, drawn, 1, '1111');
    await waitFor(() => {
      expect(sms).toMatchObject({ mobileNo: '5512345678', captcha: '1111', captchaId: 'c1' });
    });
    await waitFor(() => {
      expect(drawn.count).toBe(2);
    });
    await user.type(screen.getByLabelText(/^Código de verificación/), '123456');
    await user.type(captcha, '2222');
    await user.click(screen.getByRole('checkbox', { name: /Tengo 18 años o más/ }));
    await user.click(screen.getByRole('button', { name: 'Registrarse' }));
    expect(await screen.findByText('popup registerWelcome')).toBeTruthy();
    expect(registered).toMatchObject({ username: 'nuevo01', captcha: '2222', captchaId: 'c2' });
  });
});
