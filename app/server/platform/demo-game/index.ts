// The local demo game page that game launch URLs point at (SPEC.md section 7: launchGame answers
// value.content.game_url). It works under a strict CSP: no inline script or style, only files from
// here. The page reports that it is open (heartbeat) and closed, which frees the player to launch
// another real-money game (PLATFORM.md: a second game while one is open is refused).
import { ErrorCode } from '@lobby/contract';
import type { PlatformApp } from '../domain';
import { PlatformError } from '../http';
import { escapeHtml, servePage } from '../shared/pages';
import { demoCss, demoScript } from './assets';

interface DemoGameInfo {
  gameName: string;
  vendorName: string;
  icon: string;
}

export interface DemoGameHooks {
  /** The game to show, by node id; undefined when unknown. */
  game(nodeId: number): DemoGameInfo | undefined;
  /** Marks a real-money session as seen; false when unknown or closed. */
  see(sessionId: string): boolean;
  close(sessionId: string): boolean;
}

const texts = {
  EN: {
    real: 'Real money',
    free: 'Free play',
    spin: 'Spin',
    close: 'Close game',
    note: 'Demo game: no money is won or lost here.',
  },
  ES: {
    real: 'Dinero real',
    free: 'Juego gratis',
    spin: 'Girar',
    close: 'Cerrar juego',
    note: 'Juego de demostración: aquí no se gana ni se pierde dinero.',
  },
  TH: { real: 'เงินจริง', free: 'เล่นฟรี', spin: 'หมุน', close: 'ปิดเกม', note: 'เกมสาธิต: ไม่มีการได้หรือเสียเงินจริงที่นี่' },
} as const;

function page(info: DemoGameInfo, options: { real: boolean; session: string; lang: keyof typeof texts }): string {
  const text = texts[options.lang];
  return `<!doctype html>
<html lang="${options.lang.toLowerCase()}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(info.gameName)}</title>
<link rel="stylesheet" href="/wps/demo-game/demo.css">
<script src="/wps/demo-game/demo.js" defer></script>
</head>
<body data-session="${escapeHtml(options.session)}">
<main class="game">
<header><img src="${escapeHtml(info.icon)}" alt="" width="64" height="64"><div><h1>${escapeHtml(info.gameName)}</h1>
<p>${escapeHtml(info.vendorName)} · <strong>${options.real ? text.real : text.free}</strong></p></div></header>
<div class="reels" aria-live="polite"><span>7</span><span>7</span><span>7</span></div>
<div class="actions"><button type="button" id="spin">${text.spin}</button><button type="button" id="close">${text.close}</button></div>
<p class="note">${text.note}</p>
</main>
</body>
</html>`;
}

/** The game's page and files (shared/pages.ts): framed by the site; its script and style cached an hour. */
const send = (body: string, type: 'text/html' | 'text/javascript' | 'text/css'): Response =>
  servePage(body, type, { frameAncestors: "'self'", fileCache: 'public, max-age=3600' });

const langOf = (value: string | undefined): keyof typeof texts => {
  const code = (value ?? '').slice(0, 2).toUpperCase();
  return code === 'EN' || code === 'TH' ? code : 'ES';
};

export function demoGameRoutes(router: PlatformApp, hooks: DemoGameHooks): void {
  router.get('/wps/demo-game', (c) => {
    const nodeId = Number(c.req.query('nodeId'));
    const info = Number.isSafeInteger(nodeId) ? hooks.game(nodeId) : undefined;
    if (!info) throw new PlatformError(ErrorCode.NOT_FOUND, 'No such game', 404);
    const session = c.req.query('session') ?? '';
    return send(page(info, { real: session !== '', session, lang: langOf(c.req.query('lang')) }), 'text/html');
  });
  router.get('/wps/demo-game/demo.js', () => send(demoScript, 'text/javascript'));
  router.get('/wps/demo-game/demo.css', () => send(demoCss, 'text/css'));
  // The session id in the URL is the page's capability: sendBeacon cannot carry the token.
  router.post('/wps/demo-game/heartbeat', (c) =>
    c.json({ success: true, value: { open: hooks.see(c.req.query('session') ?? '') } }),
  );
  router.post('/wps/demo-game/close', (c) =>
    c.json({ success: true, value: { closed: hooks.close(c.req.query('session') ?? '') } }),
  );
}
