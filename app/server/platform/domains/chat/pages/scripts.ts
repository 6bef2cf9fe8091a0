// The scripts of the player's page and of the staff console, served as files (the pages' policy runs
// no inline script). Every platform string reaches the page through textContent, never as HTML.
// Plain JavaScript for any current browser; no backslash, backtick or dollar-brace in it, so that the
// template literals below hold it as it is.

/**
 * What both pages share: the words (the body's data-texts), the length rule (the platform's: 1 to
 * `data-max` characters, code points, after trimming), the times in the reader's clock and language,
 * the messages in id order, the message box (Enter sends, Shift+Enter is a new line), and a poll every
 * 2 seconds that pauses while the tab is hidden.
 */
const common = `
  var body = document.body;
  var texts = JSON.parse(body.getAttribute('data-texts') || '{}');
  var max = Number(body.getAttribute('data-max')) || 1000;
  var lang = document.documentElement.lang || 'es';
  var pollMs = 2000;
  var timeOnly = new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit' });
  var dateAndTime = new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

  function fill(text, values) {
    return String(text).replace(/[{]([a-z]+)[}]/g, function (all, name) {
      return Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : all;
    });
  }

  function timeText(iso) {
    var date = new Date(iso);
    if (isNaN(date.getTime())) return '';
    return date.toDateString() === new Date().toDateString() ? timeOnly.format(date) : dateAndTime.format(date);
  }

  function localizeTimes(root) {
    root.querySelectorAll('time[datetime]').forEach(function (element) {
      element.textContent = timeText(element.getAttribute('datetime'));
    });
  }

  function problemOf(text) {
    var trimmed = text.trim();
    if (!trimmed) return texts.required;
    var count = Array.from(trimmed).length;
    return count > max ? fill(texts.tooLong, { count: count, max: max }) : '';
  }

  function messageElement(message, mine, names) {
    var item = document.createElement('div');
    var author = message.author === 'staff' ? 'staff' : 'player';
    item.className = 'msg ' + (author === mine ? 'mine' : 'theirs');
    item.setAttribute('data-id', String(message.id));
    var meta = document.createElement('p');
    meta.className = 'meta';
    var who = document.createElement('span');
    who.className = 'who';
    who.textContent = names[author];
    var time = document.createElement('time');
    time.setAttribute('datetime', String(message.sentAt));
    time.textContent = timeText(message.sentAt);
    meta.append(who, ' ', time);
    var text = document.createElement('p');
    text.className = 'text';
    text.textContent = String(message.body);
    item.append(meta, text);
    return item;
  }

  function nearBottom(log) {
    return log.scrollHeight - log.scrollTop - log.clientHeight < 48;
  }

  /** Puts a message in id order; false when it is there already (a poll and a send may both bring it). */
  function insertMessage(log, element) {
    var id = Number(element.getAttribute('data-id'));
    if (log.querySelector('[data-id="' + id + '"]')) return false;
    var before = null;
    for (var child = log.lastElementChild; child; child = child.previousElementSibling) {
      if (Number(child.getAttribute('data-id')) > id) before = child;
      else break;
    }
    log.insertBefore(element, before);
    return true;
  }

  /** Calls the platform; the envelope's value, or an Error carrying the HTTP status. */
  function call(url, options) {
    return fetch(url, Object.assign({ cache: 'no-store', credentials: 'same-origin' }, options)).then(function (response) {
      return response.json().then(
        function (envelope) {
          if (!response.ok || !envelope || !envelope.success) {
            var error = new Error((envelope && envelope.message) || 'HTTP ' + response.status);
            error.status = response.status;
            error.retryAfter = Number(response.headers.get('Retry-After')) || 0;
            throw error;
          }
          return envelope.value;
        },
        function () {
          var error = new Error('HTTP ' + response.status);
          error.status = response.status;
          throw error;
        },
      );
    });
  }

  /**
   * The message box: checks the text, sends it with send(text), a promise of the message,, and keeps
   * the text when the send fails. The button is never disabled (it would lose the focus): a second
   * submit while one is under way does nothing.
   */
  /** Sends a message's text through \`request\` (the page's own call), resolving to the message stored. */
  function postMessage(request, url, text) {
    return request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ body: text }),
    }).then(function (value) {
      return value.message;
    });
  }

  function composer(form, onSent, send) {
    var textarea = form.querySelector('textarea');
    var button = form.querySelector('button[type="submit"]');
    var status = form.querySelector('.status');
    var busy = false;
    function show(message) {
      status.textContent = message;
      if (message) textarea.setAttribute('aria-invalid', 'true');
      else textarea.removeAttribute('aria-invalid');
    }
    textarea.addEventListener('keydown', function (event) {
      if (event.key !== 'Enter' || event.shiftKey || event.isComposing || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      form.requestSubmit();
    });
    textarea.addEventListener('input', function () {
      if (status.textContent) show(problemOf(textarea.value));
    });
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      if (busy || textarea.disabled) return;
      var text = textarea.value;
      var problem = problemOf(text);
      if (problem) {
        show(problem);
        textarea.focus();
        return;
      }
      busy = true;
      button.setAttribute('aria-disabled', 'true');
      button.textContent = texts.sending;
      send(text).then(
        function (message) {
          if (textarea.value === text) textarea.value = '';
          show('');
          onSent(message);
        },
        function (error) {
          // Over the platform's rate limit (the chatMessage group of server/rateLimit.ts): how long to wait.
          show(
            error.status === 429 && texts.tooFast
              ? fill(texts.tooFast, { seconds: error.retryAfter || 60 })
              : texts.failed,
          );
        },
      ).finally(function () {
        busy = false;
        button.removeAttribute('aria-disabled');
        button.textContent = texts.send;
      });
    });
    return { textarea: textarea, show: show };
  }

  /** Runs task (a promise) now and every 2 s after it settles, paused while the tab is hidden. */
  function poller(task) {
    var timer = 0;
    var running = false;
    var stopped = false;
    function schedule() {
      clearTimeout(timer);
      timer = 0;
      if (!stopped && !document.hidden) timer = setTimeout(run, pollMs);
    }
    function run() {
      clearTimeout(timer);
      timer = 0;
      if (running || stopped) return;
      running = true;
      Promise.resolve()
        .then(task)
        .catch(function () {})
        .finally(function () {
          running = false;
          schedule();
        });
    }
    document.addEventListener('visibilitychange', function () {
      if (document.hidden) {
        clearTimeout(timer);
        timer = 0;
      } else run();
    });
    return {
      now: run,
      stop: function () {
        stopped = true;
        clearTimeout(timer);
      },
    };
  }
`;

/** The player's page (player.ts): the conversation of the body's data-key. */
const player = `
  var key = body.getAttribute('data-key') || '';
  var log = document.getElementById('log');
  var empty = document.getElementById('empty');
  var connection = document.getElementById('connection');
  var form = document.getElementById('composer');
  var names = { player: texts.you, staff: texts.staff };
  var address = '/wps/chat/messages?c=' + encodeURIComponent(key);
  var lastId = Number(log.getAttribute('data-last')) || 0;

  function add(message, own) {
    var follow = own || nearBottom(log);
    var added = insertMessage(log, messageElement(message, 'player', names));
    empty.hidden = log.children.length > 0;
    if (added && follow) log.scrollTop = log.scrollHeight;
  }

  function setConnection(text) {
    connection.textContent = text;
    connection.hidden = !text;
  }

  localizeTimes(log);
  empty.hidden = log.children.length > 0;
  log.scrollTop = log.scrollHeight;

  var polling = poller(function () {
    return call(address + '&after=' + lastId).then(
      function (value) {
        setConnection('');
        value.messages.forEach(function (message) {
          lastId = Math.max(lastId, message.id);
          add(message, false);
        });
      },
      function (error) {
        if (error.status === 404) {
          polling.stop();
          setConnection(texts.endedTitle);
          box.textarea.disabled = true;
        } else setConnection(texts.offline);
      },
    );
  });

  var box = composer(
    form,
    function (message) {
      add(message, true);
      polling.now();
    },
    function (text) {
      return postMessage(call, address, text);
    },
  );

  polling.now();
`;

/** The staff console (staff.ts): its key is the page address's, sent as X-Staff-Key. */
const staff = `
  var key = new URLSearchParams(location.search).get('key') || '';
  var headers = { 'X-Staff-Key': key };
  var list = document.getElementById('list');
  var none = document.getElementById('none');
  var title = document.getElementById('thread-title');
  var about = document.getElementById('thread-about');
  var log = document.getElementById('log');
  var form = document.getElementById('composer');
  var connection = document.getElementById('connection');
  var items = new Map();
  var selected = null;
  var lastId = 0;

  function staffCall(url, options) {
    options = options || {};
    options.headers = Object.assign({}, headers, options.headers || {});
    return call(url, options);
  }

  function setConnection(text) {
    connection.textContent = text;
    connection.hidden = !text;
  }

  function span(className) {
    var element = document.createElement('span');
    element.className = className;
    return element;
  }

  function itemOf(conversation) {
    var entry = items.get(conversation.id);
    if (!entry) {
      var li = document.createElement('li');
      var button = document.createElement('button');
      button.type = 'button';
      button.className = 'item';
      var top = span('top');
      var name = span('name');
      var badge = span('badge');
      top.append(name, ' ', badge);
      var model = span('model');
      var last = span('last');
      button.append(top, ' ', model, ' ', last);
      button.addEventListener('click', function () {
        select(conversation.id);
      });
      li.append(button);
      entry = { li: li, button: button, name: name, badge: badge, model: model, last: last, conversation: conversation };
      items.set(conversation.id, entry);
    }
    entry.conversation = conversation;
    entry.name.textContent = conversation.name;
    entry.model.textContent = conversation.modelName;
    entry.last.textContent = conversation.lastMessage.body;
    entry.badge.textContent = conversation.unanswered > 0 ? fill(texts.unanswered, { count: conversation.unanswered }) : texts.answered;
    entry.badge.classList.toggle('due', conversation.unanswered > 0);
    if (selected === conversation.id) entry.button.setAttribute('aria-current', 'true');
    else entry.button.removeAttribute('aria-current');
    return entry;
  }

  function showList(conversations) {
    var seen = new Set();
    var entries = conversations.map(function (conversation) {
      seen.add(conversation.id);
      return itemOf(conversation);
    });
    items.forEach(function (entry, id) {
      if (!seen.has(id)) {
        entry.li.remove();
        items.delete(id);
      }
    });
    var inOrder = entries.every(function (entry, index) {
      return list.children[index] === entry.li;
    });
    if (!inOrder) {
      // Moving an element drops its focus: it is put back.
      var focused = document.activeElement;
      entries.forEach(function (entry) {
        list.append(entry.li);
      });
      if (focused && focused !== document.activeElement && document.contains(focused)) focused.focus();
    }
    none.hidden = conversations.length > 0;
  }

  function names() {
    var entry = items.get(selected);
    return { player: entry ? entry.conversation.name : texts.player, staff: texts.staff };
  }

  function add(message, own) {
    var follow = own || nearBottom(log);
    var added = insertMessage(log, messageElement(message, 'staff', names()));
    if (added && follow) log.scrollTop = log.scrollHeight;
  }

  function select(id) {
    if (selected === id) return;
    selected = id;
    lastId = 0;
    log.textContent = '';
    var entry = items.get(id);
    title.textContent = entry.conversation.name;
    about.textContent = entry.conversation.modelName;
    form.hidden = false;
    box.show('');
    items.forEach(function (other, otherId) {
      if (otherId === id) other.button.setAttribute('aria-current', 'true');
      else other.button.removeAttribute('aria-current');
    });
    polling.now();
  }

  function refreshThread() {
    if (selected === null) return null;
    var id = selected;
    return staffCall('/wps/staff/chat/messages?id=' + id + '&after=' + lastId).then(function (value) {
      if (selected !== id) return;
      value.messages.forEach(function (message) {
        lastId = Math.max(lastId, message.id);
        add(message, false);
      });
    });
  }

  var polling = poller(function () {
    return Promise.all([
      staffCall('/wps/staff/chat/conversations?lang=' + encodeURIComponent(lang)).then(function (value) {
        showList(value.conversations);
      }),
      refreshThread(),
    ]).then(
      function () {
        setConnection('');
      },
      function () {
        setConnection(texts.offline);
      },
    );
  });

  var box = composer(
    form,
    function (message) {
      add(message, true);
      polling.now();
    },
    function (text) {
      return postMessage(staffCall, '/wps/staff/chat/messages?id=' + selected, text);
    },
  );

  polling.now();
`;

const wrap = (code: string): string => `'use strict';\n(function () {${common}${code}})();\n`;

export const playerScript = wrap(player);
export const staffScript = wrap(staff);
