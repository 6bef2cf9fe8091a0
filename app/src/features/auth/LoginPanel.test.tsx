// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../api/wire/errors';
import type { LoginValue } from '../../api/wire/session';
import { createAppI18n } from '../../i18n';
import { apiWrapper, createTestApi, plainCipher } from '../../test/api';
import { at, ok, refused, startMockPlatform } from '../../test/msw';
import { LoginPanel } from './LoginPanel';

const server = startMockPlatform();

const loginValue: LoginValue = {
  token: 'tok-1',
  id: 3,
  userName: 'ana',
  nickname: 'Ana',
  customerType: 0,
  firstTimeLogin: false,
  passwordExpired: false,
  defaultPassword: false,
  expiresIn: 7200,
};

function renderPanel() {
  const api = createTestApi({ cipher: plainCipher });
  const Wrapper = apiWrapper(api, () => 'es');
  const onDone = vi.fn();
  render(
    <I18nextProvider i18n={createAppI18n()}>
      <Wrapper>
        <LoginPanel onDone={onDone} onRegister={vi.fn()} />
      </Wrapper>
    </I18nextProvider>,
  );
  return { api, onDone };
}

async function submit(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /Usuario/ }), username);
  await user.type(screen.getByLabelText(/^Contraseña/), password);
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  return user;
}

// jsdom has no ResizeObserver; Radix measures the checkbox with it.
vi.stubGlobal(
  'ResizeObserver',
  class {
    observe = vi.fn();
    unobserve = vi.fn();
    disconnect = vi.fn();
  },
);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

afterEach(cleanup);

describe('LoginPanel', () => {
  it('logs in, keeps the token in the session and never the password', async () => {
    server.use(http.post(at('/wps/session/login'), () => ok(loginValue)));
    const { api, onDone } = renderPanel();
    await submit('ana', 'Secret123');
    await waitFor(() => {
      expect(onDone).toHaveBeenCalled();
    });
    expect(api.session.getToken()).toBe('tok-1');
    const stored = [sessionStorage, localStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => storage.getItem(key)),
    );
    expect([...stored, document.cookie].join('\n')).not.toContain('Secret123');
  });

  it('shows the catalogue text of a refusal, and the captcha once the platform asks for it', async () => {
    let captchas = 0;
    server.use(
      http.post(at('/wps/session/login'), () =>
        refused(ErrorCode.LOGIN_FAILED, 'Wrong username or password', { captcha: true }),
      ),
      http.get(at('/wps/captcha'), () => {
        captchas += 1;
        return ok({ captchaId: 'c1', image: 'data:image/svg+xml;base64,PHN2Zy8+' });
      }),
    );
    const { onDone } = renderPanel();
    await submit('ana', 'Wrong123');
    expect(await screen.findByText('Usuario o contraseña incorrectos.')).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: /Captcha/ })).toBeTruthy();
    expect(captchas).toBe(1);
    expect(onDone).not.toHaveBeenCalled();
  });
});
