import type { InboxMessage, OpenedMessage } from '@lobby/design-system';

/** Twelve messages, newest first: settlements of SPEC.md section 4 and notices, the newest four unread. */
export const messages: InboxMessage[] = [
  {
    id: '12',
    title: 'Depósito acreditado',
    kindLabel: '$1.250,00',
    time: '24/11/2026, 10:15',
    read: false,
    tone: 'success',
  },
  { id: '11', title: 'Retiro rechazado', kindLabel: '$300,00', time: '24/11/2026, 08:02', read: false, tone: 'danger' },
  {
    id: '10',
    title: 'Mantenimiento programado',
    kindLabel: 'Sistema',
    time: '23/11/2026, 22:40',
    read: false,
    tone: 'info',
  },
  {
    id: '9',
    title: 'Nueva promoción de fin de semana',
    kindLabel: 'Promoción',
    time: '23/11/2026, 18:00',
    read: false,
  },
  { id: '8', title: 'Retiro aprobado', kindLabel: '$845,50', time: '23/11/2026, 12:31', read: true, tone: 'success' },
  { id: '7', title: 'Depósito fallido', kindLabel: '$99,90', time: '22/11/2026, 09:12', read: true, tone: 'danger' },
  {
    id: '6',
    title: 'Depósito acreditado',
    kindLabel: '$50,00',
    time: '21/11/2026, 21:47',
    read: true,
    tone: 'success',
  },
  {
    id: '5',
    title: 'Mantenimiento programado',
    kindLabel: 'Sistema',
    time: '20/11/2026, 07:00',
    read: true,
    tone: 'info',
  },
  { id: '4', title: 'Retiro aprobado', kindLabel: '$2.000,00', time: '19/11/2026, 16:20', read: true, tone: 'success' },
  {
    id: '3',
    title: 'Depósito acreditado',
    kindLabel: '$120,00',
    time: '18/11/2026, 11:11',
    read: true,
    tone: 'success',
  },
];

const depositContent = '<p>Tu depósito de <strong>$1.250,00</strong> se ha acreditado en tu billetera principal.</p>';

export const opened: OpenedMessage = { ...(messages[0] as InboxMessage), read: true, content: depositContent };

export const longTitle =
  'Aviso importante sobre el mantenimiento programado de los proveedores de casino en vivo, tragamonedas y deportes durante el fin de semana largo';

export const htmlContent = `<h4>Mantenimiento del domingo</h4><p>Algunos juegos no estarán disponibles de <strong>02:00 a 04:00</strong> (UTC).</p><ul><li>Casino en vivo</li><li>Tragamonedas</li></ul><p>Más información en el <a href="https://example.com/ayuda">centro de ayuda</a>.</p>`;
