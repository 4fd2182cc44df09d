// The live fit page (docs/serve.md#get--the-live-fit-page). Every text from the catalogs or a request
// goes into the page as text (textContent, option labels, attribute values), never as markup;
// each drawing is an SVG shown as an image (data: URL), which runs no script.
(function () {
  'use strict';
  var keySelect = document.getElementById('key');
  var localeSelect = document.getElementById('locale');
  var draft = document.getElementById('draft');
  var status = document.getElementById('status');
  var uses = document.getElementById('uses');
  var sourceText = document.getElementById('source');
  var sourceLocale = document.getElementById('source-locale');
  var comment = document.getElementById('comment');
  var params = new URLSearchParams(window.location.search);
  var keys = {};
  var asked = 0;
  var shown = 0;
  var timer = null;
  // Each keystroke waits this long for the next before it is sent.
  var debounce = 120;

  function make(tag, className, text) {
    var node = document.createElement(tag);
    if (className) { node.className = className; }
    if (text !== undefined && text !== null) { node.textContent = String(text); }
    return node;
  }

  function clear(node) {
    while (node.firstChild) { node.removeChild(node.firstChild); }
  }

  function say(text, isError) {
    status.textContent = text;
    status.className = isError ? 'err' : 'muted';
  }

  function points(value) {
    return (Math.round(value * 10) / 10).toLocaleString('en');
  }

  function plural(count, word) {
    return count + ' ' + word + (count === 1 ? '' : 's');
  }

  // "12.5 pt left (≈ 3 characters of 19)" or "16 pt short (≈ 4 characters too many of 20)".
  function roomWords(text) {
    if (text.room === undefined || text.room === null) { return 'no line limit: it always fits'; }
    var of = typeof text.maxCharacters === 'number' ? ' of ' + text.maxCharacters : '';
    var characters = typeof text.roomCharacters === 'number' ? text.roomCharacters : null;
    if (text.room >= -0.001) {
      return points(text.room) + ' pt left' + (characters === null ? '' : ' (≈ ' + plural(characters, 'character') + of + ')');
    }
    return points(-text.room) + ' pt short' +
      (characters === null ? '' : ' (≈ ' + plural(-characters, 'character') + ' too many' + of + ')');
  }

  function fits(text) {
    return text.room === undefined || text.room === null || text.room >= -0.001;
  }

  // "100 pt × 1 line at AX5 on iPhone SE, portrait, full window (4 environments); Inter 17 pt regular".
  function boxWords(box) {
    var width = points(box.width) + ' pt' + (box.minimumScale ? ' (a ' + points(box.boxWidth) + ' pt box shrinking to ' +
      box.minimumScale + ')' : '');
    var lines = box.lines === 0 ? 'any number of lines' : plural(box.lines, 'line');
    var font = [box.font.family || 'the default font', points(box.font.size) + ' pt', box.font.weight].join(' ');
    return 'Tightest box: ' + width + ' × ' + lines + ' at ' + box.category + ' on ' + box.deviceName + ', ' +
      box.orientation + ', ' + box.window + ' window (' + plural(box.environments, 'environment') + '); ' + font;
  }

  function option(value, label) {
    var node = make('option', null, label);
    node.value = value;
    return node;
  }

  function currentKey() { return keys[keySelect.value]; }

  function showKey(fillDraft) {
    var key = currentKey();
    if (!key) { return; }
    sourceText.textContent = key.source === undefined ? '—' : key.source;
    sourceLocale.textContent = '(' + key.sourceLocale + ')';
    comment.textContent = key.comment || '—';
    if (fillDraft) {
      var translation = key.translations[localeSelect.value];
      draft.value = translation === undefined ? '' : translation;
    }
    schedule(0);
  }

  function schedule(delay) {
    window.clearTimeout(timer);
    timer = window.setTimeout(ask, delay);
  }

  function remember() {
    var query = new URLSearchParams({ key: keySelect.value, locale: localeSelect.value, draft: draft.value });
    window.history.replaceState(null, '', '?' + query.toString());
  }

  function ask() {
    if (!currentKey()) { return; }
    var mine = ++asked;
    remember();
    var body = JSON.stringify({ key: keySelect.value, locale: localeSelect.value, text: draft.value, check: false, draw: true });
    fetch('/v1/fit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: body })
      .then(function (response) {
        return response.json().then(function (answer) { return { ok: response.ok, answer: answer }; });
      })
      .then(function (reply) {
        // An answer to an older keystroke that arrives late is not shown over a newer one.
        if (mine < shown) { return; }
        shown = mine;
        if (!reply.ok) {
          clear(uses);
          say(reply.answer.error ? reply.answer.error.message : 'the server refused the request', true);
          return;
        }
        render(reply.answer);
      })
      .catch(function (error) {
        if (mine >= shown) { say('no answer from the server: ' + error, true); }
      });
  }

  function render(answer) {
    clear(uses);
    var short = 0;
    answer.room.forEach(function (use) {
      var drafts = use.texts.filter(function (text) { return text.locale === answer.locale; });
      var sources = use.texts.filter(function (text) { return text.isSource && text.locale !== answer.locale; });
      var isShort = drafts.some(function (text) { return !fits(text); });
      if (isShort) { short++; }
      var card = make('article', 'use');
      var header = make('header');
      var verdict = drafts.length === 0 ? make('span', 'verdict none', 'nothing typed')
        : make('span', 'verdict' + (isShort ? ' short' : ''), isShort ? 'too long' : 'fits');
      header.appendChild(verdict);
      header.appendChild(make('strong', null, use.element));
      header.appendChild(make('span', 'muted', '(' + use.elementFrom + ')' + (use.view ? ' drawn at ' + use.view : '') +
        (use.layoutKnown ? '' : ' · layout not known: the default element')));
      card.appendChild(header);
      card.appendChild(make('p', 'box', boxWords(use.box)));
      if (use.drawing) {
        var image = make('img');
        image.alt = 'The translation drawn in its box on ' + use.box.deviceName + ' at ' + use.box.category;
        image.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(use.drawing);
        card.appendChild(image);
      }
      var table = make('table');
      var head = make('tr');
      ['', 'variant', 'room', 'lines', 'text measured'].forEach(function (name) { head.appendChild(make('th', null, name)); });
      table.appendChild(head);
      sources.concat(drafts).forEach(function (text) {
        var row = make('tr');
        row.appendChild(make('th', null, (text.isSource && text.locale !== answer.locale ? 'source ' : 'draft ') + text.locale));
        row.appendChild(make('td', null, text.variant));
        row.appendChild(make('td', fits(text) ? 'fits' : 'short', roomWords(text)));
        row.appendChild(make('td', null, text.linesNeeded + (use.box.lines ? ' of ' + use.box.lines : '')));
        var cell = make('td', 'text', text.text);
        cell.dir = 'auto';
        cell.lang = text.locale;
        row.appendChild(cell);
        table.appendChild(row);
      });
      card.appendChild(table);
      uses.appendChild(card);
    });
    if (answer.room.length === 0) {
      say('This key has no box to fit: every rule is off for it, or it is used only where it is not drawn.', false);
    } else if (draft.value === '') {
      say('Type a translation.', false);
    } else {
      say(short === 0 ? 'Fits in every use.' : 'Too long in ' + plural(short, 'use') + ' of ' + answer.room.length + '.', short > 0);
    }
    answer.problems.forEach(function (problem) { uses.appendChild(make('p', 'err', problem.message)); });
  }

  function start(listing) {
    listing.keys.forEach(function (key) {
      keys[key.key] = key;
      keySelect.appendChild(option(key.key, key.key));
    });
    listing.locales.forEach(function (locale) { localeSelect.appendChild(option(locale, locale)); });
    if (listing.keys.length === 0) { say('The project has no keys: start typefit serve where its .typefit.yml names catalogs.', true); return; }
    var wantedKey = params.get('key');
    if (wantedKey !== null && keys[wantedKey]) { keySelect.value = wantedKey; }
    var wantedLocale = params.get('locale');
    var key = currentKey();
    if (wantedLocale !== null && listing.locales.indexOf(wantedLocale) >= 0) {
      localeSelect.value = wantedLocale;
    } else {
      var other = listing.locales.filter(function (locale) { return locale !== key.sourceLocale; })[0];
      if (other !== undefined) { localeSelect.value = other; }
    }
    var wantedDraft = params.get('draft');
    if (wantedDraft !== null) { draft.value = wantedDraft; }
    showKey(wantedDraft === null);
    keySelect.addEventListener('change', function () { showKey(true); });
    localeSelect.addEventListener('change', function () { showKey(true); });
    draft.addEventListener('input', function () { schedule(debounce); });
  }

  fetch('/v1/keys')
    .then(function (response) {
      return response.json().then(function (answer) {
        if (!response.ok) { throw new Error(answer.error ? answer.error.message : 'status ' + response.status); }
        return answer;
      });
    })
    .then(start)
    .catch(function (error) { say('The keys could not be loaded: ' + error.message, true); });
})();
