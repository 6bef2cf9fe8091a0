import type { ArticleCard, RewardItem } from '@lobby/design-system';

// Story data: deterministic (no randomness, no clock) and offline (inline SVG data: URIs), so that
// screenshots are pixel-exact.

const svgUri = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/** A wide picture with a title, like the platform's promotion banners and article covers. */
export function poster(title: string, hue: number, size = { width: 720, height: 300 }): string {
  const { width, height } = size;
  return svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 70% 25%)"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/><circle cx="${width * 0.85}" cy="${height * 0.3}" r="${height * 0.45}" fill="rgba(255,255,255,0.15)"/><text x="${width / 2}" y="${height / 2 + 16}" font-family="sans-serif" font-size="44" font-weight="800" fill="white" text-anchor="middle">${title}</text></svg>`,
  );
}

export const banner = poster('Slots Weekend Spins', 200);

export const rewards: RewardItem[] = [
  { id: '1', title: 'Regalo de cumpleaños', amount: 58, state: 'ISSUED', issued: '22/11/2026', expires: '29/11/2026' },
  { id: '2', title: 'Recarga diaria 10%', amount: 20, state: 'ISSUED', issued: '21/11/2026', expires: '28/11/2026' },
  {
    id: '3',
    title: 'Bono de ascenso VIP',
    amount: 188,
    state: 'CLAIMED',
    issued: '11/11/2026',
    claimed: '12/11/2026',
  },
  { id: '4', title: 'Reembolso de fidelidad', amount: 25, state: 'PROCESSING', issued: '22/11/2026' },
  {
    id: '5',
    title: 'Premio de la ruleta de la suerte',
    amount: 9.9,
    state: 'EXPIRED',
    issued: '08/11/2026',
    expires: '15/11/2026',
  },
];

const articleTitles = [
  'Nuevos métodos de pago para depósitos más rápidos',
  'Treinta tragamonedas nuevas llegan este mes',
  'Las mesas de casino en vivo abren a toda hora',
  'Temporada de fútbol: cuotas mejoradas todo el fin de semana',
  'Mantenimiento programado el domingo por la mañana',
  'La tienda de puntos se renueva con regalos nuevos',
];

export function makeArticles(count: number): ArticleCard[] {
  return Array.from({ length: count }, (_, index) => ({
    id: String(index + 1),
    title: articleTitles[index % articleTitles.length] ?? 'Noticia',
    summary: 'Las fechas, quién puede participar y qué significa para tu cuenta.',
    imageSrc: poster('Noticias', 30 + index * 40, { width: 640, height: 320 }),
    author: 'Redacción',
    date: `${String(22 - index).padStart(2, '0')}/11/2026`,
    dateTime: `2026-11-${String(22 - index).padStart(2, '0')}T08:00:00Z`,
    href: `/news?id=${index + 1}`,
  }));
}

export const articleHtml = `<p><strong>Nuevos métodos de pago.</strong> Esto es lo que cambia y desde cuándo.</p>
<h2>Lo que debes saber</h2>
<ul><li>Se aplica a todos los miembros registrados mayores de 18 años.</li><li>No tienes que instalar ni cambiar nada.</li></ul>
<p>Juega por diversión y con responsabilidad.</p><script>alert('nunca')</script>`;
