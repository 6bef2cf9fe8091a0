// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whitelabelModuleIds } from '@lobby/contract';
import { paths } from '../../routes/paths';
import { demoPassword, renderSite, startPlatform, type TestPlatform } from '../../test/platform';
import AgentLoginPage from './AgentLoginPage';

// Typing into whole forms takes seconds when the suite runs in parallel.
vi.setConfig({ testTimeout: 20_000 });

const day = 24 * 60 * 60 * 1000;

/**
 * The real embedded platform answers (sealed logins, the agent check, password expiry) on a clock
 * the test moves: 100 days on, every seeded password is older than the 90-day expiry.
 */
function renderAgentLogin(harness: TestPlatform) {
  return renderSite(null, {
    path: paths.agent,
    language: 'es',
    api: harness.api({ language: 'es' }),
    routes: [
      { path: paths.agent, element: <AgentLoginPage /> },
      { path: paths.agentHome, element: <p>agent centre</p> },
    ],
  });
}

async function logIn(username: string, password = demoPassword) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /^Usuario/ }), username);
  await user.type(screen.getByLabelText(/^Contraseña/), password);
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  return user;
}

beforeEach(() => {
  sessionStorage.clear();
});
afterEach(cleanup);

describe('agent login page', () => {
  const harness = startPlatform({
    perTest: true,
    modules: whitelabelModuleIds.filter((module) => module !== 'PWDEXPFORCECHANGE3'),
  });

  it('refuses a member: "non-agents cannot log in", and no session is kept', async () => {
    const { api, router } = renderAgentLogin(harness);
    expect(screen.getByRole('heading', { level: 1, name: 'Acceso de agentes' })).toBeTruthy();
    await logIn('demo_member');
    expect(await screen.findByText('Las cuentas que no son de agente no pueden iniciar sesión aquí.')).toBeTruthy();
    expect(api.session.getToken()).toBeNull();
    expect(router.state.location.pathname).toBe(paths.agent);
    expect(screen.getByRole('textbox', { name: /^Usuario/ })).toHaveProperty('value', 'demo_member');
  });

  it('lets an agent in, to the agent centre', async () => {
    const { api, router } = renderAgentLogin(harness);
    await logIn('demo_agent');
    expect(await screen.findByText('agent centre')).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.agentHome);
    expect(api.session.getSnapshot()).toMatchObject({ isLogin: true, isAgent: true });
  });

  it('sends an agent already logged in straight to the agent centre', async () => {
    const first = renderAgentLogin(harness);
    await logIn('demo_subagent');
    await screen.findByText('agent centre');
    cleanup();
    // A new page load: the session store reads the token kept in sessionStorage.
    renderAgentLogin(harness);
    expect(await screen.findByText('agent centre')).toBeTruthy();
    expect(first.api.session.getToken()).not.toBeNull();
  });
});

describe('agent login page, with forced password changes', () => {
  const harness = startPlatform({ perTest: true });

  it('asks an agent whose password expired for a new one, then enters the centre', async () => {
    harness.clock.advance(100 * day);
    const { router } = renderAgentLogin(harness);
    const user = await logIn('demo_agent');
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar la contraseña' });
    expect(within(dialog).getByText(/Tu contraseña ha caducado/)).toBeTruthy();
    // A popup with a form opens with the focus in its first field (issue 18).
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText(/^Nueva contraseña/)));
    await user.type(within(dialog).getByLabelText(/^Nueva contraseña/), 'Agent2026x');
    await user.type(within(dialog).getByLabelText(/^Confirmar la nueva contraseña/), 'Agent2026x');
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar la contraseña' }));
    expect(await screen.findByText('agent centre')).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.agentHome);
  });
});
