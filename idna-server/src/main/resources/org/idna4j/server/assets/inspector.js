// IDNA4J inspector: renders /api/v1/compare and /api/v1/explain for the name in the address
// (and /api/v1/email first when the input is an email address).
// DOM nodes are built with textContent only (never innerHTML), so no name can inject markup.
'use strict';

(function () {
  const $ = (id) => document.getElementById(id);

  function el(tag, attrs, ...children) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v !== null && v !== undefined) e.setAttribute(k, v);
    }
    for (const c of children) {
      if (c === null || c === undefined) continue;
      e.append(c instanceof Node ? c : document.createTextNode(String(c)));
    }
    return e;
  }

  function problemText(p) {
    const where = p.scope === 'NAME' ? 'name' : 'label ' + p.label_index + ', offset ' + p.offset;
    return p.error + (p.uts46_code ? ' (' + p.uts46_code + ')' : '') + ' at ' + where + (p.detail ? ': ' + p.detail : '');
  }

  // explain's explanations: a list of {error, text}, one per distinct error of the record
  function explanationOf(ex, error) {
    const found = ex.explanations.find((x) => x.error === error);
    return found ? found.text : null;
  }

  async function getJson(path, params) {
    let r;
    for (let attempt = 0; ; attempt++) {
      r = await fetch(path + '?' + new URLSearchParams(params).toString(), {headers: {Accept: 'application/json'}});
      // 503 busy: the server computes few heavy requests at once and says when to retry.
      if (r.status !== 503 || attempt >= 5) break;
      const seconds = Math.min(5, Math.max(1, Number(r.headers.get('Retry-After')) || 1));
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    }
    const body = await r.json();
    if (!r.ok) throw new Error(body.message || ('HTTP ' + r.status));
    return body;
  }

  function renderVerdict(ex) {
    const v = $('verdict');
    v.textContent = ex.ascii.valid
      ? 'Valid under ' + ex.preset + '.'
      : 'Not valid under ' + ex.preset + ': ' + ex.ascii.problems.length + ' problem' + (ex.ascii.problems.length === 1 ? '' : 's') + '.';
    v.className = ex.ascii.valid ? 'verdict-ok' : 'verdict-bad';
    v.dataset.valid = String(ex.ascii.valid);
    const dl = $('roundtrip');
    dl.replaceChildren(
      el('dt', {}, 'Input'), el('dd', {id: 'rt-input', dir: 'auto'}, ex.input),
      el('dt', {}, 'ToASCII (A-labels)'), el('dd', {id: 'rt-ascii'}, ex.round_trip.ascii),
      el('dt', {}, 'ToUnicode (U-labels)'), el('dd', {id: 'rt-unicode', dir: 'auto'}, ex.unicode.output),
      el('dt', {}, 'ToUnicode(ToASCII)'), el('dd', {id: 'rt-back', dir: 'auto'}, ex.round_trip.unicode),
      el('dt', {}, 'Round trip'),
      el('dd', {id: 'rt-stable', class: ex.round_trip.stable ? 'yes' : 'no'},
        ex.round_trip.stable
          ? 'stable: the A-labels decode to the same U-labels' + (ex.ascii.valid ? '' : ' (but the name is not valid)')
          : 'not stable: ToUnicode(ToASCII) differs from ToUnicode'));
  }

  function renderProfiles(cmp) {
    const tbody = $('profiles').tBodies[0];
    tbody.replaceChildren();
    // the compare record: one compare_result per column (jdk, jdk_std3, then every preset)
    for (const r of cmp.results) {
      const problems = r.error !== null ? r.error
        : r.problems.map((p) => p.error).filter((e, i, a) => a.indexOf(e) === i).join(', ');
      tbody.append(el('tr', {'data-profile': r.column, class: r.valid ? 'valid' : 'invalid'},
        el('th', {scope: 'row'}, r.column),
        el('td', {class: r.valid ? 'yes' : 'no'}, r.valid ? '✓ valid' : '✗ invalid'),
        el('td', {class: 'mono ascii'}, r.ascii),
        el('td', {class: 'mono unicode', dir: 'auto'}, r.unicode),
        el('td', {class: 'problems'}, problems)));
    }
  }

  function renderHighlight(ex) {
    const box = $('highlight');
    box.replaceChildren();
    const bad = new Map();
    for (const p of ex.ascii.problems) {
      if (p.scope === 'LABEL') bad.set(p.offset, (bad.get(p.offset) || []).concat([p]));
    }
    let offset = 0;
    for (const ch of ex.input) {
      const probs = bad.get(offset) || [];
      const sep = '.\u3002\uFF0E\uFF61'.includes(ch);
      const title = 'offset ' + offset + ', U+' + ch.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')
        + (probs.length ? ': ' + probs.map((p) => p.error).join(', ') : '');
      box.append(el('span', {class: 'cp' + (sep ? ' sep' : '') + (probs.length ? ' bad' : ''),
        'data-offset': offset, title: title, role: 'img', 'aria-label': title},
        el('span', {class: 'glyph', 'aria-hidden': 'true'}, ch),
        el('span', {class: 'at', 'aria-hidden': 'true'}, offset)));
      offset++;
    }
    const list = $('problems');
    list.replaceChildren();
    for (const p of ex.ascii.problems) {
      const sentence = explanationOf(ex, p.error);
      list.append(el('li', {'data-error': p.error}, problemText(p), sentence ? el('br') : null,
        sentence ? el('small', {}, sentence) : null));
    }
    // the URL Standard's validation errors that do not fail the name (whatwg presets only)
    for (const p of ex.ascii.non_fatal_problems) {
      const sentence = explanationOf(ex, p.error);
      list.append(el('li', {'data-non-fatal-error': p.error, class: 'non-fatal'},
        'Not fatal (URL Standard validation error): ' + problemText(p), sentence ? el('br') : null,
        sentence ? el('small', {}, sentence) : null));
    }
    if (!ex.ascii.problems.length && !ex.ascii.non_fatal_problems.length) {
      list.append(el('li', {class: 'none'}, 'No problems.'));
    }
  }

  function cpRow(cp) {
    return el('tr', {class: cp.problems && cp.problems.length ? 'has-problem' : null,
      'data-codepoint': cp.code_point},
      el('td', {class: 'mono'}, cp.offset === null ? '' : cp.offset),
      el('td', {class: 'mono'}, cp.code_point),
      el('td', {class: 'glyph', dir: 'auto'}, cp.text),
      el('td', {}, cp.name),
      el('td', {}, cp.script),
      el('td', {class: 'mono'}, cp.bidi),
      el('td', {}, cp.uts46 + (cp.mapping !== null && cp.mapping !== undefined ? ' → ' + cp.mapping : '')),
      el('td', {}, cp.idna2008),
      el('td', {class: 'problems'}, (cp.problems || []).map((p) => p.error + (p.uts46_code ? ' (' + p.uts46_code + ')' : '')).join(', ')));
  }

  function cpTable(caption, cps) {
    return el('div', {class: 'scroll', tabindex: '0', role: 'region', 'aria-label': caption},
      el('table', {class: 'codepoints'},
        el('caption', {}, caption),
        el('thead', {}, el('tr', {},
          ...['Offset', 'Code point', 'Char', 'Name', 'Script', 'Bidi', 'UTS #46', 'IDNA2008', 'Problems']
            .map((h) => el('th', {scope: 'col'}, h)))),
        el('tbody', {}, ...cps.map(cpRow))));
  }

  function renderLabels(ex) {
    const box = $('labels');
    box.replaceChildren();
    for (const l of ex.labels) {
      box.append(el('p', {class: 'label-title'}, 'Label ' + l.index + ': ',
        el('span', {dir: 'auto'}, l.input === '' ? '(empty)' : l.input),
        l.ascii !== null ? ' → ' + l.ascii : ''));
      box.append(cpTable('Code points of label ' + l.index, l.code_points));
      if (l.decoded_code_points.length) { // [] unless an xn-- label decodes to something else
        box.append(cpTable('Decoded from ' + l.input, l.decoded_code_points));
      }
    }
    if (ex.name_problems.length) {
      box.append(el('p', {}, 'Problems of the whole name: ' + ex.name_problems.map(problemText).join('; ')));
    }
  }

  function renderConfusables(ex) {
    const list = $('confusables');
    list.replaceChildren();
    for (const p of ex.confusables) {
      const sentence = explanationOf(ex, p.error);
      list.append(el('li', {'data-error': p.error}, problemText(p) + (sentence ? ' — ' + sentence : '')));
    }
    if (!ex.confusables.length) list.append(el('li', {class: 'none'}, 'None found.'));
  }

  // ===== Display policy: GET /api/v1/display for the inspected name, rendered into
  // the #display section of index.html. Own block: the rest of the page does not depend on it.
  let displayed = null;

  async function inspectDisplay(name) {
    displayed = name;
    const policy = $('display-policy').value;
    const out = $('display-output');
    const tbody = $('display-labels').tBodies[0];
    document.body.dataset.displayRendered = '';
    try {
      const d = await getJson('/api/v1/display', {name, policy});
      if (displayed !== name || $('display-policy').value !== policy) return; // a newer request
      out.replaceChildren(
        el('span', {}, 'Shown as '),
        el('span', {id: 'display-shown', class: 'mono', dir: 'auto'}, d.output),
        el('span', {}, d.shown_as_unicode
          ? ' under ' + d.policy + ': every label as it reads.'
          : ' under ' + d.policy + ': ' + d.reasons.join(', ') + '.'));
      out.className = 'display-output ' + (d.shown_as_unicode ? 'verdict-ok' : 'verdict-bad');
      out.dataset.shownAsUnicode = String(d.shown_as_unicode);
      tbody.replaceChildren(...d.labels.map((l, i) => el('tr',
        {'data-label': i, class: l.reasons.length ? 'invalid' : 'valid'},
        el('th', {scope: 'row'}, i),
        el('td', {class: 'mono shown', dir: 'auto'}, l.output === '' ? '(empty)' : l.output),
        el('td', {class: 'mono', dir: 'auto'}, l.unicode),
        el('td', {class: 'reasons'}, l.reasons.length ? l.reasons.join(', ') : '—'))));
      document.body.dataset.displayRendered = name + ' ' + policy;
    } catch (e) {
      out.textContent = 'Display policy: ' + e.message;
      out.className = 'display-output';
      tbody.replaceChildren();
      document.body.dataset.displayRendered = name + ' ' + policy;
    }
  }

  $('display-policy').addEventListener('change', () => {
    if (displayed !== null) inspectDisplay(displayed);
  });
  // ===== end of the display policy block

  // ===== EMAIL ADDRESSES ==================================================================
  // An input with an @ and no URL scheme is an email address: /api/v1/email answers it in the
  // #email section, then its domain is inspected as the name by the rest of the page.
  function isEmailAddress(input) {
    return input.includes('@') && !/^[A-Za-z][A-Za-z0-9+.-]*:/.test(input);
  }

  /** The domain as typed: after the last @, without the > of a name-addr. */
  function emailDomain(input) {
    let d = input.slice(input.lastIndexOf('@') + 1);
    if (d.endsWith('>')) d = d.slice(0, -1);
    return d;
  }

  function renderEmail(r) {
    const v = $('email-verdict');
    v.textContent = r.valid
      ? 'A valid address' + (r.requires_smtputf8 ? ', which needs an SMTPUTF8 server.' : '.')
      : 'Not a valid address: ' + r.problems.length + ' problem' + (r.problems.length === 1 ? '' : 's') + '.';
    v.className = r.valid ? 'verdict-ok' : 'verdict-bad';
    v.dataset.valid = String(r.valid);
    const rows = [
      el('dt', {}, 'Normalized'), el('dd', {id: 'em-normalized', dir: 'auto'}, r.normalized),
      el('dt', {}, 'ASCII form'), el('dd', {id: 'em-ascii-form'}, r.ascii_form !== null ? r.ascii_form
        : (r.valid ? 'none: the local part is not ASCII (RFC 6530 §7)' : 'none: the address is not valid')),
      el('dt', {}, 'ASCII domain'), el('dd', {id: 'em-ascii-domain'}, r.ascii_domain === '' ? '—' : r.ascii_domain),
      el('dt', {}, 'SMTPUTF8 needed'), el('dd', {id: 'em-smtputf8', class: r.requires_smtputf8 ? 'no' : 'yes'},
        r.requires_smtputf8 ? 'yes: the local part is not ASCII (RFC 6531)' : 'no')];
    if (r.display_name !== null) {
      rows.push(el('dt', {}, 'Display name'), el('dd', {id: 'em-display-name', dir: 'auto'}, r.display_name));
    }
    $('email-fields').replaceChildren(...rows);
    const list = $('email-problems');
    list.replaceChildren();
    for (const p of r.problems) {
      const where = p.scope === 'LABEL' ? 'domain label ' + p.label_index + ', offset ' + p.offset : 'offset ' + p.offset;
      list.append(el('li', {'data-error': p.error}, p.error + ' at ' + where + ': ' + p.detail));
    }
    if (!r.problems.length) list.append(el('li', {class: 'none'}, 'No problems.'));
  }

  /** Answers an address in #email and returns its domain, or returns null for a name. */
  async function inspectEmail(input) {
    const section = $('email');
    if (!isEmailAddress(input)) {
      section.hidden = true;
      return null;
    }
    const r = await getJson('/api/v1/email', {address: input, display_name: 'true'});
    renderEmail(r);
    section.hidden = false;
    return {domain: emailDomain(input), valid: r.valid};
  }
  // ===== END EMAIL ADDRESSES ================================================================

  async function inspect(input, profile) {
    const status = $('status');
    status.textContent = 'Inspecting…';
    let name = input;
    try {
      const email = await inspectEmail(input); // EMAIL ADDRESSES: null unless input is an address
      if (email !== null) $('url-section').hidden = true;
      // URL host: the URL's host, or the input when it is no URL
      name = email === null ? await urlHost.inspect(input) : email.domain;
      if (name === '' && email !== null) { // EMAIL ADDRESSES: no domain to inspect
        $('results').hidden = true;
        status.textContent = 'The address has no domain.';
        document.body.dataset.rendered = input;
        return;
      }
      if (name === null) { // a URL with no host (mailto:, data:): nothing more to inspect
        $('results').hidden = true;
        status.textContent = 'The URL has no host to inspect.';
        document.body.dataset.rendered = input;
        return;
      }
      const [cmp, ex] = await Promise.all([
        getJson('/api/v1/compare', {name}),
        getJson('/api/v1/explain', {name, profile})]);
      renderVerdict(ex);
      renderProfiles(cmp);
      renderHighlight(ex);
      renderLabels(ex);
      renderConfusables(ex);
      $('results').hidden = false;
      status.textContent = (email === null ? '' : 'Address ' + (email.valid ? 'valid' : 'not valid') + '; its domain: ')
        + 'Results for ' + name + ' under ' + profile + (cmp.differ ? '; the profiles disagree (' + cmp.classes.join(', ') + ').' : '; every profile agrees.');
      document.body.dataset.rendered = input;
      inspectDisplay(name); // display policy block
    } catch (e) {
      $('results').hidden = true;
      $('email').hidden = true;
      status.textContent = 'Error: ' + e.message;
      document.body.dataset.rendered = '';
    }
  }

  // ==== URL host ==============================================================================
  // When the input is a URL (it has a scheme), GET /api/v1/url-host finds and converts its host;
  // the URL is shown with the host marked (host_start/host_end, code-point offsets), and the host,
  // as written in the URL, is what the rest of the page inspects. textContent only, as above.
  const urlHost = (function () {
    // URL Standard §4.4 scheme state: an ASCII alpha, then alphanumerics, +, - or ., then ':'
    // (after the leading C0 controls and spaces the parser strips).
    const SCHEME = /^[\u0000-\u0020]*[A-Za-z][A-Za-z0-9+.-]*:/;

    function render(r) {
      const cps = Array.from(r.input); // code points: the record's offsets count them
      const box = $('url-highlight');
      if (r.host_start === null) {
        box.replaceChildren(r.input);
      } else {
        box.replaceChildren(
          cps.slice(0, r.host_start).join(''),
          el('mark', {id: 'url-host', class: 'url-host', title: 'the host, offsets ' + r.host_start + '–' + r.host_end},
            cps.slice(r.host_start, r.host_end).join('')),
          cps.slice(r.host_end).join(''));
      }
      const v = $('url-verdict');
      v.textContent = r.valid
        ? (r.host === null ? 'Valid URL with no host.' : 'Valid URL; its host is ' + r.host_kind + '.')
        : 'Not a valid URL: ' + r.problems.length + ' problem' + (r.problems.length === 1 ? '' : 's') + '.';
      v.className = r.valid ? 'verdict-ok' : 'verdict-bad';
      v.dataset.valid = String(r.valid);
      $('url-details').replaceChildren(
        el('dt', {}, 'Host kind'), el('dd', {id: 'url-kind'}, r.host_kind === null ? '—' : r.host_kind),
        el('dt', {}, 'Host (serialized)'), el('dd', {id: 'url-serialized'}, r.host === null ? '—' : r.host),
        el('dt', {}, 'URL with its host converted'), el('dd', {id: 'url-output'}, r.output));
      const list = $('url-problems');
      list.replaceChildren();
      for (const p of r.problems.concat(r.non_fatal_problems)) {
        list.append(el('li', {'data-error': p.error}, problemText(p)));
      }
      $('url-section').hidden = false;
      return r.host_start === null ? null : cps.slice(r.host_start, r.host_end).join('');
    }

    // Returns the name to inspect: the input itself when it is no URL, the URL's host as written
    // in it, or null when the URL has no host.
    async function inspect(input) {
      $('url-section').hidden = true;
      if (!SCHEME.test(input)) return input;
      return render(await getJson('/api/v1/url-host', {url: input}));
    }

    return {inspect};
  })();
  // ==== end URL host ============================================================================

  function fromLocation() {
    const q = new URLSearchParams(window.location.search);
    const name = q.get('name');
    const profile = q.get('profile') || 'lookup';
    $('profile').value = profile;
    if (name !== null && name !== '') {
      $('name').value = name;
      inspect(name, profile);
    }
  }

  $('form').addEventListener('submit', (event) => {
    event.preventDefault();
    const name = $('name').value;
    const profile = $('profile').value;
    if (name === '') return;
    history.pushState(null, '', '/?' + new URLSearchParams({name, profile}).toString());
    inspect(name, profile);
  });
  window.addEventListener('popstate', fromLocation);
  fromLocation();
})();
