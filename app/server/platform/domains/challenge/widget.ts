// The stand-in hosted challenge's widget (issue 16 item 3): api.js, which defines the global
// `lobbyChallenge` with Turnstile's render/reset/remove and option names, and the frame it draws, one
// checkbox in es, en or th, light or dark. The frame tells the page through postMessage, to the
// page's origin only; api.js believes only messages from its own frame's window.
import type { Lang } from '../../seed/names';
import { escapeHtml, pageDocument } from '../../shared/pages';

/** The frame's size in CSS pixels (Turnstile's normal widget). */
const frameSize = { width: 300, height: 65 } as const;

/** The `source` of every message the frame posts to the page. */
const messageSource = 'lobby-challenge';

interface FrameTexts {
  title: string;
  label: string;
  checking: string;
  verified: string;
  expired: string;
  failed: string;
  invalid: string;
}

const frameTexts: Record<Lang, FrameTexts> = {
  ES: {
    title: 'Verificación humana',
    label: 'No soy un robot',
    checking: 'Verificando…',
    verified: 'Verificado',
    expired: 'La verificación caducó: márcala de nuevo',
    failed: 'No se pudo verificar: inténtalo de nuevo',
    invalid: 'Esta verificación no está bien configurada (clave del sitio desconocida)',
  },
  EN: {
    title: 'Human verification',
    label: 'I am not a robot',
    checking: 'Verifying…',
    verified: 'Verified',
    expired: 'The verification expired: tick it again',
    failed: 'Could not verify: please try again',
    invalid: 'This verification is not set up right (unknown site key)',
  },
  TH: {
    title: 'การยืนยันว่าเป็นมนุษย์',
    label: 'ฉันไม่ใช่โปรแกรมอัตโนมัติ',
    checking: 'กำลังยืนยัน…',
    verified: 'ยืนยันแล้ว',
    expired: 'การยืนยันหมดอายุ: โปรดทำเครื่องหมายอีกครั้ง',
    failed: 'ยืนยันไม่สำเร็จ: โปรดลองอีกครั้ง',
    invalid: 'การยืนยันนี้ตั้งค่าไม่ถูกต้อง (ไม่รู้จักคีย์ของเว็บไซต์)',
  },
};

/**
 * api.js. The frame's address is beside the script's own (document.currentScript), so the stand-in
 * works under whatever origin serves it. The iframe's title is in the widget's language.
 */
export function apiScript(api: string): string {
  const titles = Object.fromEntries(
    Object.entries(frameTexts).map(([lang, texts]) => [lang.toLowerCase(), texts.title]),
  );
  return `(function () {
  'use strict';
  if (window[${JSON.stringify(api)}]) return;
  var script = document.currentScript;
  var frameUrl = new URL('frame', script && script.src ? script.src : location.origin + '/wps/challenge/api.js');
  var titles = ${JSON.stringify(titles)};
  var widgets = {};
  var count = 0;
  function langOf(language) {
    var text = language && language !== 'auto' ? language : document.documentElement.lang || navigator.language || '';
    var code = String(text).slice(0, 2).toLowerCase();
    return code === '' ? 'es' : titles[code] ? code : 'en';
  }
  function themeOf(theme) {
    if (theme === 'light' || theme === 'dark') return theme;
    return window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  function idOf(widgetId) {
    return widgetId === undefined ? Object.keys(widgets)[0] : widgetId;
  }
  function render(container, options) {
    var element = typeof container === 'string' ? document.querySelector(container) : container;
    if (!element) throw new Error('${api}.render: no container');
    options = options || {};
    var id = 'lobby-challenge-' + ++count;
    var lang = langOf(options.language);
    var url = new URL(frameUrl.href);
    url.searchParams.set('sitekey', String(options.sitekey || ''));
    url.searchParams.set('theme', themeOf(options.theme));
    url.searchParams.set('lang', lang);
    url.searchParams.set('origin', location.origin);
    url.searchParams.set('id', id);
    var iframe = document.createElement('iframe');
    iframe.src = url.href;
    iframe.title = titles[lang];
    iframe.width = '${frameSize.width}';
    iframe.height = '${frameSize.height}';
    iframe.style.border = '0';
    iframe.style.display = 'block';
    element.appendChild(iframe);
    widgets[id] = { iframe: iframe, url: url.href, options: options };
    return id;
  }
  function reset(widgetId) {
    var widget = widgets[idOf(widgetId)];
    if (widget) widget.iframe.src = widget.url;
  }
  function remove(widgetId) {
    var id = idOf(widgetId);
    var widget = widgets[id];
    if (!widget) return;
    widget.iframe.remove();
    delete widgets[id];
  }
  function call(callback, argument) {
    if (typeof callback === 'function') callback(argument);
  }
  window.addEventListener('message', function (event) {
    var data = event.data;
    if (event.origin !== frameUrl.origin || !data || data.source !== '${messageSource}') return;
    var widget = widgets[data.id];
    if (!widget || event.source !== widget.iframe.contentWindow) return;
    if (typeof data.token === 'string') call(widget.options.callback, data.token);
    else if (data.expired === true) call(widget.options['expired-callback']);
    else if (data.error) call(widget.options['error-callback'], data.error);
  });
  window[${JSON.stringify(api)}] = { render: render, reset: reset, remove: remove };
})();
`;
}

/** The frame's look: its own, small, in both themes (text 4.5:1 and more, the checkbox's ring 3:1). */
const frameCss = `html,body{margin:0;height:100%;overflow:hidden}
body{font:15px/1.3 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Thai",sans-serif}
.box{box-sizing:border-box;width:${frameSize.width}px;height:${frameSize.height}px;display:flex;align-items:center;gap:12px;padding:0 14px;border:1px solid;border-radius:4px}
.light .box{background:#fafafa;color:#1b1b1b;border-color:#767676}
.dark .box{background:#1e1e1e;color:#f2f2f2;border-color:#9a9a9a}
input{inline-size:24px;block-size:24px;margin:0;flex:none}
.light input{accent-color:#1e6b34}
.dark input{accent-color:#6fd08c}
input:focus-visible{outline:2px solid;outline-offset:2px}
.texts{display:flex;flex-direction:column;min-width:0}
label{cursor:pointer}
.state{font-size:13px}
.state:empty{display:none}
.light [data-state=verified] .state{color:#1e6b34}
.dark [data-state=verified] .state{color:#6fd08c}
.light .error,.light [data-state=failed] .state{color:#b3261e}
.dark .error,.dark [data-state=failed] .state{color:#ffa8a0}
.error{margin:0;font-size:13px}`;

/**
 * The frame's script: the tick asks the stand-in for a token, shows it verified and posts it to the
 * page; 5 minutes later it posts that it expired and unticks. A frame that cannot work (an unknown
 * site key) posts an error at once.
 */
const frameScript = `(function () {
  var body = document.body;
  var data = body.dataset;
  var box = document.getElementById('check');
  var state = document.getElementById('state');
  var root = document.getElementById('box');
  function post(message) {
    message.source = '${messageSource}';
    message.id = data.id;
    if (data.origin) parent.postMessage(message, data.origin);
  }
  if (!box) return post({ error: 'invalid-sitekey' });
  function show(text, kind) {
    state.textContent = text;
    root.setAttribute('data-state', kind);
  }
  function again(text, kind) {
    box.checked = false;
    box.disabled = false;
    show(text, kind);
  }
  box.addEventListener('change', function () {
    if (!box.checked) return;
    box.disabled = true;
    show(data.checking, 'checking');
    fetch(data.answer, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ sitekey: data.sitekey }).toString(),
      credentials: 'omit',
    })
      .then(function (response) {
        if (!response.ok) throw new Error('refused');
        return response.json();
      })
      .then(function (answer) {
        if (typeof answer.token !== 'string') throw new Error('no token');
        show(data.verified, 'verified');
        post({ token: answer.token });
        setTimeout(function () {
          again(data.expired, 'expired');
          post({ expired: true });
        }, answer.expiresInMs);
      })
      .catch(function () {
        again(data.failed, 'failed');
        post({ error: 'failed' });
      });
  });
})();`;

export interface FrameRequest {
  lang: Lang;
  theme: 'light' | 'dark';
  siteKey: string;
  /** The page's origin, to post to; '' when the request named none that is valid. */
  origin: string;
  id: string;
  /** The stand-in's answer call (POST, form: sitekey). */
  answerPath: string;
  /** The site key is the stand-in's. */
  known: boolean;
}

/** The frame page; its inline style and script carry `nonce`. */
export function framePage(request: FrameRequest, nonce: string): string {
  const texts = frameTexts[request.lang];
  const data: Record<string, string> = {
    id: request.id,
    origin: request.origin,
    sitekey: request.siteKey,
    answer: request.answerPath,
    checking: texts.checking,
    verified: texts.verified,
    expired: texts.expired,
    failed: texts.failed,
  };
  const content = request.known
    ? `<input type="checkbox" id="check"><span class="texts"><label for="check">${escapeHtml(texts.label)}</label><span class="state" id="state" role="status"></span></span>`
    : `<p class="error" role="alert">${escapeHtml(texts.invalid)}</p>`;
  return pageDocument({
    lang: request.lang.toLowerCase(),
    dir: 'ltr',
    title: texts.title,
    inline: { nonce, css: frameCss, script: frameScript },
    bodyClass: request.theme,
    data,
    body: `<main class="box" id="box">${content}</main>`,
  });
}
