// @vitest-environment jsdom
// Issue 16 item 3: human verification where the platform requires it (the register settings'
// humanCheck; SPEC.md section 4): before a username login, before an SMS code's send (login, register,
// forgot password), on register. The answer goes with the call; a refusal shows under the captcha and
// keeps what was typed; each attempt brings a new image.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

/**
 * The register popup with a username, its password twice and a mobile number typed in; what the
 * code's send and the registration sent, as they come.
 */
async function startRegister() {
  const sent: { sms: Record<string, unknown>; registered: Record<string, unknown> } = { sms: {}, registered: {} };
  server.use(
    http.post(at('/wps/verification/sms/register'), async ({ request }) => {
      sent.sms = (await request.json()) as Record<string, unknown>;
      return ok({ expiredMinutes: 5 });
    }),
    http.put(at('/wps/member/register'), async ({ request }) => {
      sent.registered = await sealedBody(request);
      return ok({ ...loginValue, welcome: { kind: 'ZALO', maxAmount: 1000 } });
    }),
  );
  renderPopup('register');
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: /^Usuario/ }), 'nuevo01');
  await user.type(screen.getByLabelText(/^Contraseña\s*\*?$/), 'Secret123');
  await user.type(screen.getByLabelText(/^Confirmar contraseña/), 'Secret123');
  await user.type(screen.getByRole('textbox', { name: /^Número de móvil/ }), '5512345678');
  return { user, sent };
}

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
    const { user, sent } = await startRegister();
    expect(screen.getAllByRole('textbox', { name: /^Captcha/ })).toHaveLength(1);
    const captcha = await sendWithAnswer(user, drawn, 1, '1111');
    await waitFor(() => {
      expect(sent.sms).toMatchObject({ mobileNo: '5512345678', captcha: '1111', captchaId: 'c1' });
    });
    await waitFor(() => {
      expect(drawn.count).toBe(2);
    });
    await user.type(screen.getByLabelText(/^Código de verificación/), '123456');
    await user.type(captcha, '2222');
    await user.click(screen.getByRole('checkbox', { name: /Tengo 18 años o más/ }));
    await user.click(screen.getByRole('button', { name: 'Registrarse' }));
    expect(await screen.findByText('popup registerWelcome')).toBeTruthy();
    expect(sent.registered).toMatchObject({ username: 'nuevo01', captcha: '2222', captchaId: 'c2' });
  });
});

// An operator's hosted challenge in the image's place (humanCheck.provider 'hosted'): the site loads
// the provider's script once, draws its widget in the form, sends its token as challengeToken, and
// draws it anew after every call that used a token.
let tests = 0;
/** A script path of each test's own: the site loads a provider's script once per page. */
let hosted = { script: '', api: 'testChallenge', siteKey: 'site-key-1' };

/**
 * The provider's global as its script would define it (Turnstile's shape): each widget is an
 * "I am human" button answering token-1, token-2, ...; what the site asked of it is recorded.
 */
function providerApi() {
  const calls = { rendered: [] as Record<string, unknown>[], reset: [] as unknown[], removed: [] as unknown[] };
  let tokens = 0;
  const api = {
    render(container: HTMLElement, options: Record<string, unknown>) {
      calls.rendered.push(options);
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'I am human';
      button.addEventListener('click', () => (options.callback as (token: string) => void)(`token-${++tokens}`));
      container.append(button);
      return `w${String(calls.rendered.length)}`;
    },
    reset: (id: unknown) => calls.reset.push(id),
    remove: (id: unknown) => calls.removed.push(id),
  };
  return { api, calls };
}

/** The platform's register settings with a hosted challenge (its token's rule too), this test's script. */
function requireHostedAt(...points: HumanCheckPoint[]) {
  const settings = registerSettings(
    resolveConfig({ modules: whitelabelModuleIds, humanCheck: points, humanCheckProvider: 'hosted' }),
  );
  server.use(
    http.get(at('/wps/system/setting/register'), () =>
      ok({ ...settings, humanCheck: { provider: 'hosted', required: points, hosted } }),
    ),
  );
}

/** The script element the site added, and its global defined as its load would. */
async function loadScript(api: ReturnType<typeof providerApi>['api']) {
  const script = await waitFor(() => {
    const element = document.head.querySelector<HTMLScriptElement>(`script[src="${hosted.script}"]`);
    expect(element).not.toBeNull();
    return element as HTMLScriptElement;
  });
  Object.assign(window, { [hosted.api]: api });
  act(() => {
    script.dispatchEvent(new Event('load'));
  });
  return script;
}

const wrongAnswer = () => refused(ErrorCode.CAPTCHA_WRONG, 'La verificación ha fallado.', { captcha: true });

beforeEach(() => {
  hosted = { ...hosted, script: `/challenge/api-${String(++tests)}.js` };
});
afterEach(() => {
  Reflect.deleteProperty(window, hosted.api);
});

describe("an operator's hosted challenge in its place", () => {
  it('before a username login: its script once, its token sent, drawn anew after a refusal', async () => {
    requireHostedAt('login');
    const { api, calls } = providerApi();
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.post(at('/wps/session/login'), async ({ request }) => {
        sent.push(await sealedBody(request));
        return sent.length === 1 ? wrongAnswer() : ok(loginValue);
      }),
    );
    renderPopup('login');
    const user = userEvent.setup();
    const box = await screen.findByRole('group', { name: /^Verificación/ });
    await loadScript(api);
    await screen.findByRole('button', { name: 'I am human' });
    expect(calls.rendered[0]).toMatchObject({ sitekey: 'site-key-1', theme: 'dark', language: 'es' });

    await user.type(screen.getByRole('textbox', { name: /Usuario/ }), 'ana');
    await user.type(screen.getByLabelText(/^Contraseña/), 'Secret123');
    // Not solved: the form says so, focuses the challenge and sends nothing.
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => {
      expect(document.activeElement).toBe(box);
    });
    expect(descriptionOf(box)).toBe('Completa la verificación.');
    expect(sent).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'I am human' }));
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => {
      expect(descriptionOf(box)).toBe('La verificación del captcha ha fallado.');
    });
    expect(sent[0]).toMatchObject({ type: 'username', username: 'ana', challengeToken: 'token-1' });
    expect(sent[0]).not.toHaveProperty('captcha');
    expect(sent[0]).not.toHaveProperty('captchaId');
    // The token is used up: the widget drawn anew; what was typed stays.
    expect(calls.reset).toEqual(['w1']);
    expect(screen.getByLabelText(/^Contraseña/)).toHaveProperty('value', 'Secret123');

    await user.click(screen.getByRole('button', { name: 'I am human' }));
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('popup closed')).toBeTruthy();
    expect(sent[1]).toMatchObject({ challengeToken: 'token-2' });
    expect(document.head.querySelectorAll(`script[src="${hosted.script}"]`)).toHaveLength(1);
  });

  it('before an SMS code is sent on register, then on the registration itself', async () => {
    requireHostedAt('sms', 'register');
    const { api, calls } = providerApi();
    const { user, sent } = await startRegister();
    expect(screen.getAllByRole('group', { name: /^Verificación/ })).toHaveLength(1);
    await loadScript(api);
    await user.click(await screen.findByRole('button', { name: 'I am human' }));
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    await waitFor(() => {
      expect(sent.sms).toMatchObject({ mobileNo: '5512345678', challengeToken: 'token-1' });
    });
    await waitFor(() => {
      expect(calls.reset).toHaveLength(1);
    });

    await user.type(screen.getByLabelText(/^Código de verificación/), '123456');
    await user.click(screen.getByRole('button', { name: 'I am human' }));
    await user.click(screen.getByRole('checkbox', { name: /Tengo 18 años o más/ }));
    await user.click(screen.getByRole('button', { name: 'Registrarse' }));
    expect(await screen.findByText('popup registerWelcome')).toBeTruthy();
    expect(sent.registered).toMatchObject({ username: 'nuevo01', challengeToken: 'token-2' });
    expect(sent.registered).not.toHaveProperty('captcha');
  });

  it('says so when the provider script does not load, and loads it again on retry', async () => {
    requireHostedAt('login');
    const { api } = providerApi();
    renderPopup('login');
    await screen.findByRole('group', { name: /^Verificación/ });
    const first = await waitFor(() => {
      const element = document.head.querySelector<HTMLScriptElement>(`script[src="${hosted.script}"]`);
      expect(element).not.toBeNull();
      return element as HTMLScriptElement;
    });
    act(() => {
      first.dispatchEvent(new Event('error'));
    });
    expect((await screen.findByRole('alert')).textContent).toContain('La verificación no se pudo cargar.');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await loadScript(api);
    expect(await screen.findByRole('button', { name: 'I am human' })).toBeTruthy();
  });
});
