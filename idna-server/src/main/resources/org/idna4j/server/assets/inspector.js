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

  // Characters that draw nothing or reorder their neighbours: format controls (Bidi controls,
  // joiners, U+FEFF), Default_Ignorable_Code_Point (UAX #44), other controls, and separators
  // other than the space. They are drawn as a dotted box holding their code point.
  const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/u;
  // The explicit Bidi formatting characters of UAX #9 §2 (embeddings, overrides, isolates, marks).
  const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

  function hex(cp) {
    return 'U+' + cp.toString(16).toUpperCase().padStart(4, '0');
  }

  /**
   * Text of any direction, isolated (<bdi>: HTML §4.5.24) so that it never reorders the text
   * around it, with each invisible character drawn as a dotted box holding its code point.
   * `marked` (optional): code-point offsets to wrap in <mark>.
   */
  function vis(text, attrs, marked) {
    if (text === null || text === undefined) return null;
    const out = el('bdi', Object.assign({class: 'vis'}, attrs || {}));
    let run = '';
    let offset = 0;
    const flush = () => { if (run !== '') { out.append(run); run = ''; } };
    for (const ch of String(text)) {
      const inv = INVISIBLE.test(ch);
      const mark = marked && marked.has(offset);
      if (inv || mark) {
        flush();
        const part = inv
          ? el('span', {class: 'invisible', 'data-codepoint': hex(ch.codePointAt(0)), title: hex(ch.codePointAt(0)) + ' (invisible)'},
            hex(ch.codePointAt(0)))
          : ch;
        out.append(mark ? el('mark', {class: 'confusable', 'data-offset': offset}, part) : part);
      } else {
        run += ch;
      }
      offset++;
    }
    flush();
    return out;
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
      ? 'A valid name under the ' + ex.preset + ' profile' + (ex.ascii.non_fatal_problems.length
        ? ', with ' + plural(ex.ascii.non_fatal_problems.length, 'warning') + '.' : '.')
      : 'Not a valid name under the ' + ex.preset + ' profile: ' + plural(ex.ascii.problems.length, 'problem') + '.';
    v.className = ex.ascii.valid ? 'verdict-ok' : 'verdict-bad';
    v.dataset.valid = String(ex.ascii.valid);
    const dl = $('roundtrip');
    dl.replaceChildren(
      el('dt', {}, 'Input'), el('dd', {id: 'rt-input'}, vis(ex.input)),
      el('dt', {}, 'ToASCII (A-labels)'), el('dd', {id: 'rt-ascii'}, vis(ex.round_trip.ascii)),
      el('dt', {}, 'ToUnicode (U-labels)'), el('dd', {id: 'rt-unicode'}, vis(ex.unicode.output)),
      el('dt', {}, 'ToUnicode(ToASCII)'), el('dd', {id: 'rt-back'}, vis(ex.round_trip.unicode)),
      el('dt', {}, 'Round trip'),
      el('dd', {id: 'rt-stable', class: ex.round_trip.stable ? 'yes' : 'no'},
        ex.round_trip.stable
          ? 'stable: the A-labels decode to the same U-labels' + (ex.ascii.valid ? '' : ' (but the name is not valid)')
          : 'not stable: ToUnicode(ToASCII) differs from ToUnicode'));
  }

  function plural(n, word) {
    return n + ' ' + word + (n === 1 ? '' : 's');
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
        el('td', {class: 'mono ascii'}, vis(r.ascii)),
        el('td', {class: 'mono unicode'}, vis(r.unicode)),
        el('td', {class: 'problems'}, vis(problems))));
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
        el('span', {class: 'glyph', 'aria-hidden': 'true'}, vis(ch)),
        el('span', {class: 'at', 'aria-hidden': 'true'}, offset)));
      offset++;
    }
    const list = $('problems');
    list.replaceChildren();
    for (const p of ex.ascii.problems) {
      const sentence = explanationOf(ex, p.error);
      list.append(el('li', {'data-error': p.error}, vis(problemText(p)), sentence ? el('br') : null,
        sentence ? el('small', {}, sentence) : null));
    }
    // the URL Standard's validation errors that do not fail the name (whatwg presets only)
    for (const p of ex.ascii.non_fatal_problems) {
      const sentence = explanationOf(ex, p.error);
      list.append(el('li', {'data-non-fatal-error': p.error, class: 'non-fatal', 'data-severity': 'warning'},
        el('strong', {class: 'warning-label'}, 'Warning'), ' (not fatal; a URL Standard validation error): ',
        vis(problemText(p)), sentence ? el('br') : null,
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
      el('td', {class: 'glyph'}, vis(cp.text)),
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
        l.input === '' ? '(empty)' : vis(l.input),
        l.ascii !== null ? ' → ' : '', l.ascii !== null ? vis(l.ascii) : null));
      box.append(cpTable('Code points of label ' + l.index, l.code_points));
      if (l.decoded_code_points.length) { // [] unless an xn-- label decodes to something else
        box.append(cpTable('Decoded from ' + l.input.replace(BIDI_CONTROL, ''), l.decoded_code_points));
      }
    }
    if (ex.name_problems.length) {
      box.append(el('p', {}, 'Problems of the whole name: ', vis(ex.name_problems.map(problemText).join('; '))));
    }
  }

  function renderConfusables(ex) {
    const list = $('confusables');
    list.replaceChildren();
    for (const p of ex.confusables) {
      const sentence = explanationOf(ex, p.error);
      list.append(el('li', {'data-error': p.error}, vis(problemText(p) + (sentence ? ' — ' + sentence : ''))));
    }
    if (!ex.confusables.length) list.append(el('li', {class: 'none'}, 'None found.'));
  }

  // ===== Display policy: GET /api/v1/display for the inspected name, rendered into
  // the #display section of index.html. Own block: the rest of the page does not depend on it.
  let displayed = null;
  let explained = null; // the explain record of the name on the page: scripts and code points

  // One sentence per DisplayReason (idna-display): why a browser shows a label as its A-label.
  // f: facts of the flagged labels (their scripts; the protected domain it looks like).
  const REASON_WORDS = {
    INVALID: () => 'it is not a valid internationalized name',
    DISALLOWED_CHARACTER: () => 'it has a character this browser never shows in Unicode',
    RESTRICTION_LEVEL: (f) => f.scripts.length > 1 ? 'it mixes ' + f.scripts.join(' and ')
      : 'its characters go beyond what this policy shows in Unicode',
    MIXED_NUMBERS: () => 'it mixes digits of two numbering systems',
    HIDDEN_CHARACTER: () => 'it has an invisible character or repeated combining marks',
    DEVIATION_CHARACTER: () => 'it has a zero width joiner or non-joiner, which browsers show as Punycode',
    TLD_SPECIFIC_CHARACTER: () => 'it has a letter allowed only under another top-level domain',
    UNSAFE_MIDDLE_DOT: () => 'it has a middle dot that is not the Catalan l·l',
    WHOLE_SCRIPT_CONFUSABLE: (f) => 'it is written in ' + (f.scripts.filter((x) => x !== 'Latin')[0] || 'one script')
      + ' but every letter looks like a Latin letter',
    DIGIT_LOOKALIKE: () => 'it is made of digits and characters that look like digits',
    NON_ASCII_LATIN_MIXED: () => 'it mixes accented Latin letters with another script',
    DANGEROUS_PATTERN: () => 'it has characters that look like punctuation or Latin letters next to another script',
    LOOKALIKE_DOMAIN: (f) => 'it looks like ' + (f.lookalike || 'a protected domain'),
  };
  // the reasons whose suspects are the letters of another script than Latin
  const SCRIPT_REASONS = ['RESTRICTION_LEVEL', 'WHOLE_SCRIPT_CONFUSABLE', 'NON_ASCII_LATIN_MIXED',
    'DANGEROUS_PATTERN', 'LOOKALIKE_DOMAIN', 'DIGIT_LOOKALIKE', 'MIXED_NUMBERS'];
  const POLICY_WORDS = {
    'chromium': 'in Chrome\u2019s address bar (chromium policy)',
    'firefox-high': 'in Firefox (firefox-high policy)',
    'firefox-moderate': 'under the firefox-moderate policy',
    'firefox-ascii': 'under the firefox-ascii policy (every IDN in ASCII)',
  };

  /** The code points of the display record's flagged labels that make them suspect. */
  function suspects(d, ex) {
    const found = [];
    const scripts = [];
    d.labels.forEach((l, i) => {
      const el2 = ex.labels[i];
      if (!l.reasons.length || !el2) return;
      const byScript = l.reasons.some((r) => SCRIPT_REASONS.includes(r));
      for (const cp of el2.code_points) {
        if (cp.script !== 'Common' && cp.script !== 'Inherited' && !scripts.includes(cp.script)) scripts.push(cp.script);
        const invisible = INVISIBLE.test(cp.text);
        const other = byScript && cp.script !== 'Latin' && cp.script !== 'Common' && cp.script !== 'Inherited';
        if (cp.offset !== null && (invisible || other)) found.push(cp);
      }
    });
    return {cps: found, scripts};
  }

  /** What one character looks like: UTS #39 whole-script confusable of it alone, via to-ascii. */
  async function looksLike(text) {
    try {
      const r = await getJson('/api/v1/to-ascii', {name: text, profile: 'uts46', check_confusables: 'true'});
      const p = r.problems.find((x) => x.error === 'WHOLE_SCRIPT_CONFUSABLE');
      const m = p ? /looks like "([^"]*)"/.exec(p.detail) : null;
      return m ? m[1] : null;
    } catch (e) {
      return null;
    }
  }

  /** The page's first verdict: how browsers show the name, and why, in words. */
  async function renderHeadline(name, d, ex) {
    const box = $('headline');
    const facts = suspects(d, ex);
    const marked = new Set(facts.cps.map((cp) => cp.offset));
    const parts = [el('span', {}, 'Shown as '), vis(d.output, {id: 'headline-shown', class: 'mono'})];
    if (d.shown_as_unicode) {
      parts.push(el('span', {}, ' ' + POLICY_WORDS[d.policy] + ': it reads as it is written.'));
    } else {
      const f = {scripts: facts.scripts, lookalike: d.lookalike_of};
      const words = d.reasons.map((r) => REASON_WORDS[r] ? REASON_WORDS[r](f) : r.toLowerCase().replace(/_/g, ' '));
      parts.push(el('span', {}, ' ' + POLICY_WORDS[d.policy] + ': ' + words.join('; ')));
      const distinct = [];
      for (const cp of facts.cps) {
        if (!distinct.some((x) => x.code_point === cp.code_point)) distinct.push(cp);
      }
      const shown = distinct.slice(0, 4);
      const like = await Promise.all(shown.map((cp) => INVISIBLE.test(cp.text) ? null : looksLike(cp.text)));
      if (displayed !== name || $('display-policy').value !== d.policy) return false;
      shown.forEach((cp, i) => {
        parts.push(el('span', {}, '; '), vis(cp.text, {class: 'char'}),
          el('span', {class: 'cp-name'}, ' ' + cp.code_point + ' ' + cp.name),
          ...(like[i] !== null ? [el('span', {}, ' looks like '), vis(like[i], {class: 'char'})]
            : [el('span', {}, INVISIBLE.test(cp.text) ? ' is invisible' : ' is ' + cp.script)]));
      });
      if (distinct.length > shown.length) parts.push(el('span', {}, '; and ' + plural(distinct.length - shown.length, 'more character')));
      parts.push(el('span', {}, '.'));
    }
    $('headline-verdict').replaceChildren(...parts);
    $('headline-name').replaceChildren(el('span', {}, marked.size ? 'The name, with the characters that matter marked: ' : 'The name: '),
      vis(name, {id: 'headline-marked', class: 'mono'}, marked));
    box.className = 'headline ' + (d.shown_as_unicode ? 'verdict-ok' : 'verdict-bad');
    box.dataset.shownAsUnicode = String(d.shown_as_unicode);
    return true;
  }

  async function inspectDisplay(name) {
    displayed = name;
    const policy = $('display-policy').value;
    const out = $('display-output');
    const tbody = $('display-labels').tBodies[0];
    document.body.dataset.displayRendered = '';
    try {
      const d = await getJson('/api/v1/display', {name, policy});
      if (displayed !== name || $('display-policy').value !== policy) return; // a newer request
      if (explained !== null && explained.input === name && !(await renderHeadline(name, d, explained))) return;
      out.replaceChildren(
        el('span', {}, 'Shown as '),
        vis(d.output, {id: 'display-shown', class: 'mono'}),
        el('span', {}, d.shown_as_unicode
          ? ' under ' + d.policy + ': every label as it reads.'
          : ' under ' + d.policy + ' (reasons: ' + d.reasons.join(', ') + ').'));
      out.className = 'display-output ' + (d.shown_as_unicode ? 'verdict-ok' : 'verdict-bad');
      out.dataset.shownAsUnicode = String(d.shown_as_unicode);
      tbody.replaceChildren(...d.labels.map((l, i) => el('tr',
        {'data-label': i, class: l.reasons.length ? 'invalid' : 'valid'},
        el('th', {scope: 'row'}, i),
        el('td', {class: 'mono shown'}, l.output === '' ? '(empty)' : vis(l.output)),
        el('td', {class: 'mono'}, vis(l.unicode)),
        el('td', {class: 'reasons'}, l.reasons.length ? l.reasons.join(', ') : '—'))));
      document.body.dataset.displayRendered = name + ' ' + policy;
    } catch (e) {
      out.replaceChildren('Display policy: ', vis(e.message));
      $('headline-verdict').replaceChildren('How browsers show it is unknown: ', vis(e.message));
      $('headline-name').replaceChildren();
      $('headline').className = 'headline';
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

  function renderEmail(r) {
    const v = $('email-verdict');
    v.textContent = r.valid
      ? 'A valid address' + (r.requires_smtputf8 ? ', which needs an SMTPUTF8 server.' : '.')
      : 'Not a valid address: ' + r.problems.length + ' problem' + (r.problems.length === 1 ? '' : 's') + '.';
    v.className = r.valid ? 'verdict-ok' : 'verdict-bad';
    v.dataset.valid = String(r.valid);
    const rows = [
      el('dt', {}, 'Normalized'), el('dd', {id: 'em-normalized'}, vis(r.normalized)),
      el('dt', {}, 'ASCII form'), el('dd', {id: 'em-ascii-form'}, r.ascii_form !== null ? r.ascii_form
        : (r.valid ? 'none: the local part is not ASCII (RFC 6530 §7)' : 'none: the address is not valid')),
      el('dt', {}, 'ASCII domain'), el('dd', {id: 'em-ascii-domain'}, r.ascii_domain === '' ? '—' : r.ascii_domain),
      el('dt', {}, 'SMTPUTF8 needed'), el('dd', {id: 'em-smtputf8', class: r.requires_smtputf8 ? 'no' : 'yes'},
        r.requires_smtputf8 ? 'yes: the local part is not ASCII (RFC 6531)' : 'no')];
    if (r.display_name !== null) {
      rows.push(el('dt', {}, 'Display name'), el('dd', {id: 'em-display-name'}, vis(r.display_name)));
    }
    $('email-fields').replaceChildren(...rows);
    const list = $('email-problems');
    list.replaceChildren();
    for (const p of r.problems) {
      const where = p.scope === 'LABEL' ? 'domain label ' + p.label_index + ', offset ' + p.offset : 'offset ' + p.offset;
      list.append(el('li', {'data-error': p.error}, vis(p.error + ' at ' + where + ': ' + p.detail)));
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
    // the parser's domain (ascii_domain: null when the address is not valid); never split here
    return {domain: r.ascii_domain, valid: r.valid, problems: r.problems.length};
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
      if (email !== null && (!name || name.startsWith('['))) { // no domain name to inspect
        $('results').hidden = true;
        status.replaceChildren(email.valid
          ? 'A valid address; its domain is an address literal, not a name, so there is nothing more to inspect.'
          : 'Not a valid address (' + plural(email.problems, 'problem') + ', listed above), so it has no domain to inspect.');
        document.body.dataset.rendered = input;
        return;
      }
      if (name === null) { // a URL with no host (mailto:, data:): nothing more to inspect
        $('results').hidden = true;
        status.replaceChildren('The URL has no host to inspect.');
        document.body.dataset.rendered = input;
        return;
      }
      const [cmp, ex] = await Promise.all([
        getJson('/api/v1/compare', {name}),
        getJson('/api/v1/explain', {name, profile})]);
      explained = ex;
      $('headline-verdict').replaceChildren('Finding how browsers show ', vis(name), '…');
      $('headline-name').replaceChildren();
      $('headline').className = 'headline';
      renderVerdict(ex);
      renderProfiles(cmp);
      renderHighlight(ex);
      renderLabels(ex);
      renderConfusables(ex);
      $('results').hidden = false;
      const agree = cmp.differ ? 'the profiles disagree on its conversion (' + cmp.classes.join(', ') + ').'
        : 'the profiles agree on its conversion.';
      status.replaceChildren(...(email !== null
        ? ['A valid address; below, its domain ', vis(name), '; ' + agree]
        : urlHost.isUrl(input) ? ['Below, the URL\u2019s host ', vis(name), '; ' + agree]
        : ['Inspected ', vis(name), '; ' + agree]));
      document.body.dataset.rendered = input;
      inspectDisplay(name); // display policy block
    } catch (e) {
      $('results').hidden = true;
      $('email').hidden = true;
      status.replaceChildren('Error: ', vis(e.message));
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
    const HOST_KIND = {DOMAIN: 'a domain name', IPV4: 'an IPv4 address', IPV6: 'an IPv6 address',
      OPAQUE: 'an opaque host', EMPTY: 'empty'};

    function render(r) {
      const cps = Array.from(r.input); // code points: the record's offsets count them
      const box = $('url-highlight');
      if (r.host_start === null) {
        box.replaceChildren(vis(r.input));
      } else {
        box.replaceChildren(
          vis(cps.slice(0, r.host_start).join('')),
          el('mark', {id: 'url-host', class: 'url-host', title: 'the host, offsets ' + r.host_start + '–' + r.host_end},
            vis(cps.slice(r.host_start, r.host_end).join(''))),
          vis(cps.slice(r.host_end).join('')));
      }
      const v = $('url-verdict');
      const warnings = r.non_fatal_problems.length;
      v.textContent = r.valid
        ? 'A valid URL' + (r.host === null ? ' with no host' : '; its host is ' + (HOST_KIND[r.host_kind] || r.host_kind))
          + (warnings ? ', with ' + plural(warnings, 'warning') + ' below.' : '.')
        : 'Not a valid URL: ' + plural(r.problems.length, 'problem') + '.';
      v.className = r.valid ? (warnings ? 'verdict-warn' : 'verdict-ok') : 'verdict-bad';
      v.dataset.valid = String(r.valid);
      $('url-details').replaceChildren(
        el('dt', {}, 'Host kind'), el('dd', {id: 'url-kind'}, r.host_kind === null ? '—' : r.host_kind),
        el('dt', {}, 'Host (serialized)'), el('dd', {id: 'url-serialized'}, r.host === null ? '—' : vis(r.host)),
        el('dt', {}, 'URL with its host converted'), el('dd', {id: 'url-output'}, vis(r.output)));
      const list = $('url-problems');
      list.replaceChildren();
      for (const p of r.problems) {
        list.append(el('li', {'data-error': p.error, 'data-severity': 'error'},
          el('strong', {class: 'error-label'}, 'Error'), ': ', vis(problemText(p))));
      }
      // URL Standard validation errors that do not fail the URL: warnings
      for (const p of r.non_fatal_problems) {
        list.append(el('li', {'data-error': p.error, 'data-severity': 'warning', class: 'non-fatal'},
          el('strong', {class: 'warning-label'}, 'Warning'), ' (not fatal): ', vis(problemText(p))));
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

    return {inspect, isUrl: (input) => SCHEME.test(input)};
  })();
  // ==== end URL host ============================================================================

  function fromLocation() {
    const q = new URLSearchParams(window.location.search);
    const name = q.get('name');
    const profile = q.get('profile') || 'lookup';
    $('profile').value = profile;
    if (name !== null && name !== '') {
      $('name').value = boxText(name);
      inspect(name, profile);
    }
  }

  // The input box cannot isolate what it holds: a Bidi control in it reorders the box
  // (U+202E shows "moc.lapyap" as "paypal.com"). So the box holds each such control written
  // as \u{202E}, and a submitted name has those written back as the characters.
  function boxText(name) {
    return name.replace(BIDI_CONTROL, (c) => '\\u{' + c.codePointAt(0).toString(16).toUpperCase() + '}');
  }

  function fromBox(text) {
    return text.replace(/\\u\{(061C|200[EF]|202[A-E]|206[6-9])\}/gi, (m, h) => String.fromCodePoint(parseInt(h, 16)));
  }

  $('form').addEventListener('submit', (event) => {
    event.preventDefault();
    const name = fromBox($('name').value);
    const profile = $('profile').value;
    if (name === '') return;
    history.pushState(null, '', '/?' + new URLSearchParams({name, profile}).toString());
    inspect(name, profile);
  });
  window.addEventListener('popstate', fromLocation);
  fromLocation();
})();
