// @vitest-environment jsdom
// Issue 16 item 4: the optional register fields the platform switches on (LOBBY_REGISTER_FIELDS), the
// prompt after registering, and the non-member refusal at login.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ErrorCode, type RegisterWelcome } from '@lobby/contract';
import { parseRegisterFields, resolveConfig } from '../../../server/platform/config';
import { registerSettings } from '../../../server/platform/domains/system/register-rules';
import { at, locationNow, loginValue, ok, refused, renderSite, sealedBody, storedText } from '../../test/platform';
import { renderPopup, startAuthMock } from './fixtures';
import { RegisterWelcomeDialog } from './RegisterWelcomeDialog';

vi.setConfig({ testTimeout: 20_000 });

const server = startAuthMock(['FREEPLAY3']);

/** The settings the embedded platform publishes with LOBBY_REGISTER_FIELDS set so. */
function withFields(fields: string) {
  const settings = registerSettings(resolveConfig({ modules: [], registerFields: parseRegisterFields(fields) }));
  server.use(
    http.get(at('/wps/system/setting/register'), () => ok(settings)),
    http.get(at('/wps/captcha'), () => ok({ captchaId: 'c1', image: 'data:image/svg+xml;base64,PHN2Zy8+' })),
  );
}

const submitButton = () => screen.getByRole('button', { name: 'Registrarse' });

async function fillBase() {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: /^Usuario/ }), 'nuevo01');
  await user.type(screen.getByLabelText(/^Contraseña\s*\*?$/), 'Secret123');
  await user.type(screen.getByLabelText(/^Confirmar contraseña/), 'Secret123');
  await user.click(screen.getByRole('checkbox', { name: /Tengo 18 años o más/ }));
  return user;
}

describe('register popup with the optional fields on', () => {
  it('shows only the switched-on fields, marks the required ones, and checks them before sending', async () => {
    let calls = 0;
    server.use(
      http.put(at('/wps/member/register'), () => {
        calls += 1;
        return ok(loginValue);
      }),
    );
    withFields('qqNum,line:required,wechat,paymentPassword:required');
    renderPopup('register');
    const user = await fillBase();
    const line = screen.getByRole('textbox', { name: /^LINE/ });
    expect(line.getAttribute('aria-required')).toBe('true');
    expect(screen.getByRole('textbox', { name: /^Número de QQ/ }).getAttribute('aria-required')).not.toBe('true');
    expect(screen.getByRole('textbox', { name: /^WeChat/ })).toBeTruthy();
    // A password field, never a text box: what is typed is not shown (and never stored).
    expect(screen.getByLabelText(/^Contraseña de pago/).getAttribute('type')).toBe('password');
    expect(screen.queryByRole('textbox', { name: /^Correo/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^WhatsApp/ })).toBeNull();

    await user.type(screen.getByRole('textbox', { name: /^Número de QQ/ }), '12ab');
    await user.click(submitButton());
    await waitFor(() => {
      expect(line.getAttribute('aria-invalid')).toBe('true');
    });
    expect(screen.getByRole('textbox', { name: /^Número de QQ/ }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^Contraseña de pago/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: /^Número de QQ/ })).toHaveProperty('value', '12ab');
    expect(calls).toBe(0);
  });

  it('sends the fields with the captcha, keeps what was typed on a refusal, then opens the prompt', async () => {
    let sent: Record<string, unknown> = {};
    let attempt = 0;
    const welcome: RegisterWelcome = { kind: 'ZALO', maxAmount: 131_000 };
    server.use(
      http.put(at('/wps/member/register'), async ({ request }) => {
        sent = await sealedBody(request);
        attempt += 1;
        return attempt === 1
          ? refused(ErrorCode.VALIDATION, 'line does not match its rule (NO_SPACES)')
          : ok({ ...loginValue, welcome });
      }),
    );
    withFields('line:required,paymentPassword,captcha:required');
    renderPopup('register');
    const user = await fillBase();
    await user.type(screen.getByRole('textbox', { name: /^LINE/ }), 'ana_line');
    await user.type(screen.getByLabelText(/^Contraseña de pago/), '654321');
    await user.type(await screen.findByRole('textbox', { name: /Captcha/ }), '1234');
    await user.click(submitButton());
    await waitFor(() => {
      expect(screen.getByRole('textbox', { name: /^LINE/ }).getAttribute('aria-invalid')).toBe('true');
    });
    expect(sent).toMatchObject({ line: 'ana_line', paymentPassword: '654321', captcha: '1234', captchaId: 'c1' });
    expect(screen.getByRole('textbox', { name: /^LINE/ })).toHaveProperty('value', 'ana_line');
    expect(screen.getByLabelText(/^Contraseña de pago/)).toHaveProperty('value', '654321');
    expect(storedText()).not.toContain('654321');

    // The captcha is single use: a new image, the answer typed again.
    await user.type(await screen.findByRole('textbox', { name: /Captcha/ }), '5678');
    await user.click(submitButton());
    expect(await screen.findByText('popup registerWelcome')).toBeTruthy();
    expect(storedText()).not.toContain('654321');
  });
});

describe('the prompt after registering', () => {
  const show = (welcome: RegisterWelcome) => {
    const onClose = vi.fn();
    renderSite(<RegisterWelcomeDialog welcome={welcome} onClose={onClose} />, { language: 'es', path: '/register' });
    return onClose;
  };

  it('names the newbie bonus and opens it in the promotions', async () => {
    show({ kind: 'BONUS', promotionId: 7, title: 'Welcome Bonus 100%' });
    expect(await screen.findByText(/Te espera tu bono de bienvenida: Welcome Bonus 100%/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ver el bono' }));
    await waitFor(() => {
      expect(locationNow()).toBe('/promotions?id=7');
    });
  });

  it('offers the Zalo bonus up to its amount; later goes home', async () => {
    show({ kind: 'ZALO', maxAmount: 131_000 });
    expect(await screen.findByText(/recibe un bono de hasta 131\.000/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Más tarde' }));
    await waitFor(() => {
      expect(locationNow()).toBe('/');
    });
  });
});

describe('login of a non-member account', () => {
  it('shows the refusal in the catalogue words and keeps what was typed', async () => {
    server.use(
      http.post(at('/wps/session/login'), () => refused(ErrorCode.NON_MEMBER, 'Non-member accounts cannot log in')),
    );
    renderPopup('login');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Usuario/ }), 'e2e_nonmember');
    await user.type(screen.getByLabelText(/^Contraseña/), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Las cuentas que no son de miembro no pueden iniciar sesión aquí.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Usuario/ })).toHaveProperty('value', 'e2e_nonmember');
  });
});
