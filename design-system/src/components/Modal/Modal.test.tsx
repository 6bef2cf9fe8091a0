import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
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
