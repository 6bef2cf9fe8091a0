// The demo game page's script and style, served as files so the page needs no inline code (strict CSP).

export const demoScript = `'use strict';
(function () {
  var session = document.body.getAttribute('data-session') || '';
  var symbols = ['7', 'A', 'K', 'Q', 'J', '\\u2605', '\\u2666'];
  var spin = document.getElementById('spin');
  var close = document.getElementById('close');
  var reels = document.querySelectorAll('.reels span');
  function ping(path) {
    if (!session) return;
    var url = '/wps/demo-game/' + path + '?session=' + encodeURIComponent(session);
    if (path === 'close' && navigator.sendBeacon) navigator.sendBeacon(url);
    else fetch(url, { method: 'POST', keepalive: true }).catch(function () {});
  }
  if (spin) spin.addEventListener('click', function () {
    reels.forEach(function (reel) {
      reel.textContent = symbols[Math.floor(Math.random() * symbols.length)];
    });
  });
  if (close) close.addEventListener('click', function () {
    ping('close');
    session = '';
    window.close();
  });
  window.addEventListener('pagehide', function () { ping('close'); });
  ping('heartbeat');
  setInterval(function () { ping('heartbeat'); }, 20000);
})();
`;

export const demoCss = `
:root { color-scheme: dark; font-family: system-ui, sans-serif; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #14161c; color: #f3f4f6; }
.game { width: min(32rem, 92vw); padding: 1.5rem; border-radius: 1rem; background: #1f232c; }
header { display: flex; gap: 1rem; align-items: center; }
header img { border-radius: 0.75rem; }
h1 { margin: 0; font-size: 1.4rem; }
header p { margin: 0.25rem 0 0; color: #c8ccd4; }
.reels { display: flex; justify-content: center; gap: 0.75rem; margin: 2rem 0; }
.reels span { width: 4.5rem; height: 4.5rem; display: grid; place-items: center; font-size: 2.5rem; border-radius: 0.75rem; background: #0d0f14; }
.actions { display: flex; gap: 0.75rem; justify-content: center; }
button { font: inherit; padding: 0.6rem 1.4rem; border-radius: 999px; border: 0; background: #f5b301; color: #14161c; font-weight: 700; cursor: pointer; }
button#close { background: #3a3f4b; color: #f3f4f6; }
button:focus-visible { outline: 3px solid #7cc4ff; outline-offset: 2px; }
.note { margin-top: 1.5rem; text-align: center; color: #c8ccd4; font-size: 0.9rem; }
`;
