import { InstallGuide } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { maxInlineSize } from '../decorators';

const iosSteps = [
  'Escanea el código QR con la cámara o abre el enlace en Safari.',
  'Toca «Instalar» cuando iOS lo pregunte y espera a que termine la descarga.',
  'Abre Ajustes > General > VPN y gestión de dispositivos.',
  'Toca el perfil empresarial de la aplicación y luego «Confiar».',
  'Abre la aplicación e inicia sesión con tu cuenta.',
];

const meta = {
  title: 'Patterns/InstallGuide',
  component: InstallGuide,
  args: {
    system: 'ios',
    title: 'iPhone y iPad (iOS)',
    description: 'Escanea el código con la cámara o abre el enlace en Safari.',
    url: 'https://lobby.example/wps/download/ios?lang=es',
    steps: iosSteps,
  },
  decorators: [maxInlineSize(560)],
} satisfies Meta<typeof InstallGuide>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ios: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(5);
  },
};

export const Android: Story = {
  args: {
    system: 'android',
    title: 'Android',
    url: 'https://lobby.example/wps/download/android',
    steps: [
      'Escanea el código QR o abre el enlace en el navegador.',
      'Descarga el archivo de instalación (APK).',
      'Si Android lo pide, permite instalar aplicaciones desconocidas para tu navegador (Ajustes > Aplicaciones > Acceso especial).',
      'Abre el archivo descargado y toca «Instalar».',
    ],
  },
};

/** The platform offers no app for this system. */
export const Unavailable: Story = { args: { url: undefined } };

export const Loading: Story = { args: { loading: true } };
