import { Button, Modal, Spinner, Stack, Text, TextField } from '@lobby/design-system';
import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';

const meta = {
  title: 'Components/Modal',
  component: Modal,
  args: {
    title: 'Aviso',
    description: 'El mantenimiento programado comienza a las 02:00.',
    defaultOpen: true,
    onOpenChange: fn(),
    trigger: <Button>Abrir aviso</Button>,
    footer: (
      <>
        <Button variant="secondary">Más tarde</Button>
        <Button>Entendido</Button>
      </>
    ),
  },
  parameters: {
    layout: 'fullscreen',
    // Screenshot the whole viewport: the scrim, the centred dialog and its shadow.
    loki: { chromeSelector: '[data-modal-overlay]' },
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story that ends closed is shot as the page with its trigger (the overlay is gone). */
const endsClosed = { loki: { chromeSelector: '#storybook-root > *' } };
/** A story whose picture is where the focus went is shot with it (stories/.storybook/loki-ready.ts). */
const focusShown = { loki: { keepFocus: true } };

const dialog = () => screen.findByRole('dialog');

function dragHandle(element: HTMLElement): HTMLElement {
  const handle = element.querySelector<HTMLElement>('[data-drag-handle]');
  if (!handle) throw new Error('the modal has no drag handle');
  return handle;
}

export const Open: Story = {};

export const WithoutFooter: Story = {
  args: { footer: undefined, description: undefined, children: <Text>Sin acciones.</Text> },
};

/** Long content scrolls inside the body; the header and footer stay put. */
export const LongContent: Story = {
  args: {
    title: 'Términos y condiciones del programa de afiliados y de los contratos de dividendos',
    children: (
      <Stack gap="sm">
        {Array.from({ length: 30 }, (_, index) => (
          <Text
            key={index}
          >{`${index + 1}. La plataforma se reserva el derecho de interpretación final y de modificación.`}</Text>
        ))}
      </Stack>
    ),
  },
};

/** Dragging the header moves the dialog by the pointer's distance. */
export const Draggable: Story = {
  play: async () => {
    const element = await dialog();
    const handle = dragHandle(element);
    const before = element.getBoundingClientRect();
    const grip = handle.getBoundingClientRect();
    const start = { clientX: grip.left + 24, clientY: grip.top + grip.height / 2 };
    await fireEvent.pointerDown(handle, { ...start, button: 0, pointerId: 1 });
    await fireEvent.pointerMove(window, { clientX: start.clientX + 80, clientY: start.clientY + 60, pointerId: 1 });
    await fireEvent.pointerUp(window, { pointerId: 1 });
    await waitFor(async () => {
      const after = element.getBoundingClientRect();
      await expect(Math.round(after.left - before.left)).toBe(80);
      await expect(Math.round(after.top - before.top)).toBe(60);
    });
  },
};

/** The dialog cannot be dragged off screen. */
export const DragStaysOnScreen: Story = {
  play: async () => {
    const element = await dialog();
    const handle = dragHandle(element);
    const grip = handle.getBoundingClientRect();
    await fireEvent.pointerDown(handle, { clientX: grip.left + 24, clientY: grip.top + 10, button: 0 });
    await fireEvent.pointerMove(window, { clientX: -5000, clientY: -5000 });
    await fireEvent.pointerUp(window);
    await waitFor(async () => {
      const rect = element.getBoundingClientRect();
      await expect(Math.round(rect.left)).toBe(0);
      await expect(Math.round(rect.top)).toBe(0);
    });
  },
};

/** While open, the page behind does not scroll. */
export const LocksPageScroll: Story = {
  parameters: endsClosed,
  args: { defaultOpen: false },
  render: (args) => (
    <div style={{ blockSize: '300vh', padding: 16 }}>
      <Modal {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const page = document.scrollingElement ?? document.documentElement;
    await expect(page.scrollHeight).toBeGreaterThan(window.innerHeight);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Abrir aviso' }));
    await dialog();
    await waitFor(() => expect(getComputedStyle(document.body).overflow).toBe('hidden'));
    // A real wheel over the dialog leaves the page where it was: e2e/popup-focus.spec.ts (a
    // synthetic WheelEvent here depends on which stories ran before in the same document).
    await expect(window.scrollY).toBe(0);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(getComputedStyle(document.body).overflow).not.toBe('hidden'));
  },
};

/** A click on the scrim outside the dialog keeps it open (SPEC.md section 2). */
export const OutsideClickKeepsOpen: Story = {
  play: async ({ args }) => {
    const element = await dialog();
    const overlay = element.closest<HTMLElement>('[data-modal-overlay]');
    if (!overlay) throw new Error('no overlay');
    // Radix listens for outside pointer-downs only after the open has settled.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await fireEvent.pointerDown(overlay, { clientX: 4, clientY: 4, button: 0 });
    await fireEvent.pointerUp(overlay, { clientX: 4, clientY: 4, button: 0 });
    await fireEvent.click(overlay, { clientX: 4, clientY: 4 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(screen.getByRole('dialog')).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Escape closes it and focus returns to what opened it. */
export const EscapeCloses: Story = {
  parameters: endsClosed,
  args: { defaultOpen: false },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Abrir aviso' });
    await userEvent.click(trigger);
    await dialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

/** Tab cycles inside the dialog; the close button closes it. */
export const KeyboardFocusTrap: Story = {
  parameters: endsClosed,
  play: async ({ args }) => {
    const element = await dialog();
    for (let step = 0; step < 6; step += 1) {
      await userEvent.tab();
      await expect(element.contains(document.activeElement)).toBe(true);
    }
    await userEvent.click(within(element).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** A popup without a form: the focus starts on its first control, the close button. */
export const FocusStartsOnFirstControl: Story = {
  parameters: focusShown,
  play: async () => {
    const element = await dialog();
    await waitFor(() => expect(within(element).getByRole('button', { name: 'Cerrar' })).toHaveFocus());
  },
};

const loginFields = (
  <form aria-label="Iniciar sesión" noValidate>
    <Stack gap="md">
      <TextField label="Usuario" name="username" autoComplete="username" />
      <TextField label="Contraseña" name="password" type="password" autoComplete="current-password" />
      <Button type="submit">Iniciar sesión</Button>
    </Stack>
  </form>
);

/** A popup with a form: the focus starts in the form's first field, where the work is. */
export const FocusStartsInFirstField: Story = {
  parameters: focusShown,
  args: { title: 'Iniciar sesión', description: undefined, footer: undefined, children: loginFields },
  play: async () => {
    const element = await dialog();
    await waitFor(() => expect(within(element).getByRole('textbox', { name: 'Usuario' })).toHaveFocus());
    // Focused without a scroll: the page behind stays where it was.
    await expect(window.scrollY).toBe(0);
  },
};

function LoadingForm() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      setLoaded(true);
    }, 150);
    return () => {
      clearTimeout(timer);
    };
  }, []);
  return loaded ? loginFields : <Spinner label="Cargando…" />;
}

/** The form arrives after the popup opened (its settings were loading): it takes the focus then. */
export const FocusFollowsALateForm: Story = {
  parameters: focusShown,
  args: { title: 'Iniciar sesión', description: undefined, footer: undefined, children: <LoadingForm /> },
  play: async () => {
    const element = await dialog();
    await waitFor(() => expect(within(element).getByRole('button', { name: 'Cerrar' })).toHaveFocus());
    await waitFor(() => expect(within(element).getByRole('textbox', { name: 'Usuario' })).toHaveFocus());
  },
};

/** Escape still closes a popup with a form, and the focus goes back to what opened it. */
export const FormPopupEscapeReturnsFocus: Story = {
  parameters: endsClosed,
  args: {
    defaultOpen: false,
    title: 'Iniciar sesión',
    description: undefined,
    footer: undefined,
    children: loginFields,
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Abrir aviso' });
    await userEvent.click(trigger);
    const element = await dialog();
    await waitFor(() => expect(within(element).getByRole('textbox', { name: 'Usuario' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};
