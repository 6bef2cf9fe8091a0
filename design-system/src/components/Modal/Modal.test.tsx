import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { useEffect, useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDesignSystemI18n } from '../../i18n';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { Button } from '../Button';
import { Modal, type ModalProps } from './Modal';

function renderModal(props: Partial<ModalProps> = {}, language = 'en') {
  const onOpenChange = vi.fn();
  render(
    <I18nextProvider i18n={createDesignSystemI18n(language)}>
      <ThemeProvider mode="light">
        <Modal title="Notice" trigger={<Button>Open</Button>} onOpenChange={onOpenChange} {...props}>
          <p>Body</p>
        </Modal>
      </ThemeProvider>
    </I18nextProvider>,
  );
  return { onOpenChange };
}

describe('Modal', () => {
  it('opens from its trigger as a named dialog', async () => {
    renderModal();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Notice' })).toHaveTextContent('Body');
  });

  it('is themed inside its portal', () => {
    renderModal({ defaultOpen: true });
    const dialog = screen.getByRole('dialog');
    expect(dialog.closest('[data-theme="light"]')).not.toBeNull();
  });

  it('uses the description as the accessible description', () => {
    renderModal({ defaultOpen: true, description: 'Read me' });
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription('Read me');
  });

  it('closes on its translated close button', async () => {
    const { onOpenChange } = renderModal({ defaultOpen: true }, 'es');
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape', async () => {
    const { onOpenChange } = renderModal({ defaultOpen: true });
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('stays open on a pointer-down outside the dialog', async () => {
    const { onOpenChange } = renderModal({ defaultOpen: true });
    const overlay = screen.getByRole('dialog').closest('[data-modal-overlay]');
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.pointerDown(overlay as Element);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('moves by the pointer distance when its header is dragged', () => {
    renderModal({ defaultOpen: true });
    const dialog = screen.getByRole('dialog');
    const handle = dialog.querySelector('[data-drag-handle]') as HTMLElement;
    // jsdom lays nothing out: give the dialog a box inside a 1024x768 viewport.
    dialog.getBoundingClientRect = () => DOMRect.fromRect({ x: 272, y: 200, width: 480, height: 300 });
    fireEvent.pointerDown(handle, { clientX: 300, clientY: 210, button: 0 });
    fireEvent.pointerMove(window, { clientX: 350, clientY: 250 });
    fireEvent.pointerUp(window);
    expect(dialog.style.translate).toBe('50px 40px');
  });

  it('does not start a drag from the close button', () => {
    renderModal({ defaultOpen: true });
    const dialog = screen.getByRole('dialog');
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Close' }), { clientX: 0, clientY: 0, button: 0 });
    fireEvent.pointerMove(window, { clientX: 100, clientY: 100 });
    expect(dialog.style.translate).toBe('0px 0px');
  });
});

function renderOpen(children: ReactNode, props: Partial<ModalProps> = {}) {
  render(
    <I18nextProvider i18n={createDesignSystemI18n('en')}>
      <ThemeProvider mode="light">
        <Modal title="Form" defaultOpen {...props}>
          {children}
        </Modal>
      </ThemeProvider>
    </I18nextProvider>,
  );
}

/** A form that arrives a moment after the modal opened, as a panel that was loading. */
function LateForm() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 20);
    return () => clearTimeout(timer);
  }, []);
  if (!loaded) return <p>Loading</p>;
  return (
    <form aria-label="Login">
      <input aria-label="Username" />
    </form>
  );
}

/** A form hidden at first (as React's Suspense hides a panel while a part of it loads), then shown. */
function HiddenForm() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), 20);
    return () => clearTimeout(timer);
  }, []);
  return (
    <form aria-label="Login" hidden={!shown}>
      <input aria-label="Username" />
    </form>
  );
}

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('Modal: where the focus starts', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('focuses its first control, the close button, when it holds no form', () => {
    renderOpen(
      <p>
        Read this, then <button type="button">Accept</button>
      </p>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('focuses the first field of a form, past its hidden, disabled and read-only inputs and the controls before it', () => {
    renderOpen(
      <>
        <button type="button">Tab one</button>
        <form aria-label="Login">
          <input type="hidden" name="token" value="x" />
          <button type="button">Help</button>
          <input aria-label="Code" disabled />
          <input aria-label="Quantity" readOnly value="1" />
          <input aria-label="Username" />
          <input aria-label="Password" type="password" />
        </form>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveFocus();
  });

  it("focuses a radio group's checked radio, its tab stop", () => {
    renderOpen(
      <form aria-label="Avatar">
        <input type="radio" name="avatar" aria-label="Avatar 1" />
        <input type="radio" name="avatar" aria-label="Avatar 2" defaultChecked />
      </form>,
    );
    expect(screen.getByRole('radio', { name: 'Avatar 2' })).toHaveFocus();
  });

  it('focuses the first field of a form that arrives after it opened', async () => {
    renderOpen(<LateForm />);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await wait(60);
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveFocus();
  });

  it('focuses the first field of a form that was hidden when it opened, once it is shown', async () => {
    renderOpen(<HiddenForm />);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await wait(60);
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveFocus();
  });

  it('leaves the focus where the player put it before a late form arrived', async () => {
    renderOpen(<LateForm />);
    await userEvent.keyboard('{Tab}');
    const focused = document.activeElement;
    await wait(60);
    expect(screen.getByRole('textbox', { name: 'Username' })).not.toHaveFocus();
    expect(document.activeElement).toBe(focused);
  });

  it('does not raise a touch keyboard: on a touch screen a text field waits for a tap', () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({ matches: query === '(pointer: coarse)', media: query })),
    );
    renderOpen(
      <form aria-label="Login">
        <input aria-label="Username" />
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('with focusAfterPaint, moves the focus in after its first frame, to the same control or field', async () => {
    renderOpen(<p>Read this</p>, { focusAfterPaint: true });
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).not.toHaveFocus();
    await wait(60);
    expect(close).toHaveFocus();
    cleanup();

    renderOpen(
      <form aria-label="Login">
        <input aria-label="Username" />
      </form>,
      { focusAfterPaint: true },
    );
    expect(screen.getByRole('textbox', { name: 'Username' })).not.toHaveFocus();
    await wait(60);
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveFocus();
  });

  it('with focusAfterPaint, leaves the focus where the player put it inside the dialog meanwhile', async () => {
    renderOpen(
      <form aria-label="Login">
        <input aria-label="Username" />
        <input aria-label="Password" type="password" />
      </form>,
      { focusAfterPaint: true },
    );
    act(() => screen.getByLabelText('Password').focus());
    await wait(60);
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('keeps Escape and the focus return to what opened it', async () => {
    render(
      <I18nextProvider i18n={createDesignSystemI18n('en')}>
        <ThemeProvider mode="light">
          <Modal title="Form" trigger={<Button>Open</Button>}>
            <form aria-label="Login">
              <input aria-label="Username" />
            </form>
          </Modal>
        </ThemeProvider>
      </I18nextProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });
});
