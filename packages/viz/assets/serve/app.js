// The decision explorer's page (zamburak-audit serve). Plain ES module, no framework.
// Every value from the log reaches the DOM through textContent or a form control's value,
// never through innerHTML; the only markup inserted is the SVG Mermaid renders (strict
// security level, labels escaped by the server) parsed as an SVG document.

const LANG_KEY = 'zamburak-serve-lang';
let lang = localStorage.getItem(LANG_KEY) === 'de' ? 'de' : 'en-US';
let S = {};
let mermaidModule;
let renderCount = 0;
let viewVersion = 0;

/** Element with text children; attributes set as properties or safe attributes only. */
function el(tag, attrs, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs ?? {})) {
    if (v === undefined || v === null) continue;
    if (k === 'class') e.className = v;
    else if (k === 'href') e.setAttribute('href', v);
    else if (k.startsWith('data-') || k === 'id' || k === 'for' || k === 'name' || k === 'type') {
      e.setAttribute(k, String(v));
    } else e[k] = v;
  }
  for (const c of children) {
    if (c === undefined || c === null || c === false) continue;
    e.append(
      typeof c === 'string' || typeof c === 'number' ? document.createTextNode(String(c)) : c,
    );
  }
  return e;
}

async function api(path, params = {}) {
  const url = new URL(path, location.origin);
  for (const [k, v] of Object.entries(params)) {
    if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  }
  url.searchParams.set('lang', lang);
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`${res.status}`);
  return res.json();
}

async function mermaid() {
  if (mermaidModule === undefined) {
    mermaidModule = (await import('/vendor/mermaid/mermaid.esm.min.mjs')).default;
    mermaidModule.initialize({
      startOnLoad: false,
      securityLevel: 'strict',
      theme: 'default',
      flowchart: { htmlLabels: false },
    });
  }
  return mermaidModule;
}

/** Renders Mermaid text into `target` as an SVG element. */
async function drawDiagram(target, text) {
  try {
    const m = await mermaid();
    renderCount += 1;
    const { svg } = await m.render(`zd${renderCount}`, text);
    // Parsed inert (DOMParser runs no script), then trimmed to the SVG element; scripts
    // and event-handler attributes are dropped as well (the CSP would block them anyway).
    const doc = new DOMParser().parseFromString(svg, 'text/html');
    const root = doc.body.querySelector('svg');
    if (root === null) throw new Error('not an SVG');
    for (const s of root.querySelectorAll('script')) s.remove();
    for (const n of root.querySelectorAll('*')) {
      for (const a of [...n.attributes]) {
        if (/^on/i.test(a.name) || /^\s*javascript:/i.test(a.value)) n.removeAttribute(a.name);
      }
    }
    target.replaceChildren(document.importNode(root, true));
    target.dataset.rendered = 'true';
  } catch (e) {
    target.replaceChildren(el('p', { class: 'muted' }, String(e.message ?? e)));
    target.dataset.rendered = 'error';
  }
}

function short(hash) {
  return typeof hash === 'string' ? hash.slice(0, 19) : '';
}

function statusBadge(status) {
  return el('span', { class: `status status-${String(status).replace(/[^A-Za-z]/g, '')}` }, status);
}

function link(href, text) {
  return el('a', { href }, text);
}

function parseHash() {
  const h = location.hash.replace(/^#/, '') || '/';
  const [path, query = ''] = h.split('?');
  return { path, params: new URLSearchParams(query) };
}

// ---------------------------------------------------------------------------------------
// Views

const FILTERS = [
  ['from', 'from', 'datetime-local'],
  ['to', 'to', 'datetime-local'],
  ['tool', 'tool', 'text'],
  ['reason', 'reason-code', 'text'],
  ['policy', 'policy-hash', 'text'],
];

function isoFromLocal(v) {
  if (!v) return '';
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString();
}

async function viewList(params, version) {
  const form = el('form', { id: 'filters' });
  for (const [key, label, type] of FILTERS) {
    const input = el('input', { name: key, type, id: `f-${key}` });
    const v = params.get(key) ?? '';
    input.value = type === 'datetime-local' && v ? v.slice(0, 16) : v;
    form.append(el('label', { for: `f-${key}` }, S[label], input));
  }
  const status = el('select', { name: 'status', id: 'f-status' });
  for (const s of ['', 'completed', 'denied', 'failed', 'running']) {
    status.append(el('option', { value: s }, s === '' ? S.any : s));
  }
  status.value = params.get('status') ?? '';
  form.append(el('label', { for: 'f-status' }, S.status, status));
  form.append(el('button', { type: 'submit', id: 'apply' }, S.apply));
  const clear = el('button', { type: 'button', id: 'clear' }, S.clear);
  clear.addEventListener('click', () => {
    location.hash = '#/';
  });
  form.append(clear);
  form.addEventListener('submit', (ev) => {
    ev.preventDefault();
    const q = new URLSearchParams();
    for (const [key, , type] of FILTERS) {
      const raw = form.elements[key].value.trim();
      const v = type === 'datetime-local' ? isoFromLocal(raw) : raw;
      if (v) q.set(key, v);
    }
    if (status.value) q.set('status', status.value);
    location.hash = `#/?${q}`;
  });

  const query = Object.fromEntries(params.entries());
  const page = await api('/api/executions', query);
  if (version !== viewVersion) return;
  const table = el(
    'table',
    { id: 'executions' },
    el(
      'thead',
      {},
      el(
        'tr',
        {},
        ...[
          'execution',
          'started',
          'last-record',
          'status',
          'decisions',
          'denied',
          'policy-hash',
        ].map((k) => el('th', {}, S[k])),
      ),
    ),
  );
  const body = el('tbody');
  for (const x of page.items) {
    body.append(
      el(
        'tr',
        { class: x.denied > 0 ? 'denied' : '', 'data-execution': x.executionId },
        el(
          'td',
          { class: 'mono' },
          link(`#/execution/${encodeURIComponent(x.executionId)}`, x.executionId),
        ),
        el('td', { class: 'nowrap' }, x.firstTs),
        el('td', { class: 'nowrap' }, `${x.lastTs} (#${x.lastSeq})`),
        el('td', {}, statusBadge(x.status)),
        el('td', {}, x.decisions),
        el('td', {}, x.denied),
        el('td', { class: 'mono' }, short(x.policyHash)),
      ),
    );
  }
  table.append(body);
  const pager = el('div', { class: 'pager' });
  if (params.get('before')) {
    const q = new URLSearchParams(params);
    q.delete('before');
    pager.append(link(`#/?${q}`, S.newest));
  }
  if (page.next !== undefined) {
    const q = new URLSearchParams(params);
    q.set('before', String(page.next));
    pager.append(el('a', { href: `#/?${q}`, id: 'older' }, S.older));
  }
  main().replaceChildren(
    el('h1', {}, S.executions),
    form,
    page.items.length === 0 ? el('p', { id: 'empty' }, S['no-executions']) : table,
    pager,
  );
}

async function viewExecution(id, version) {
  const data = await api('/api/execution', { id });
  if (version !== viewVersion) return;
  const table = el(
    'table',
    { id: 'timeline' },
    el(
      'thead',
      {},
      el(
        'tr',
        {},
        ...['seq', 'time', 'event', 'call', 'tool', 'decision', 'reason-code', 'rule-path'].map(
          (k) => el('th', {}, S[k]),
        ),
      ),
    ),
  );
  const body = el('tbody');
  for (const r of data.records) {
    const isDecision = r.argRefs !== undefined || r.reasonCode !== undefined;
    body.append(
      el(
        'tr',
        {
          class: r.event === 'effect_denied' ? 'denied' : '',
          'data-seq': r.seq,
          'data-event': r.event,
        },
        el('td', {}, isDecision ? link(`#/record/${r.seq}`, String(r.seq)) : String(r.seq)),
        el('td', { class: 'nowrap' }, r.ts),
        el(
          'td',
          {},
          r.event,
          r.redacted ? el('span', { class: 'muted' }, ` (${S.redacted})`) : null,
        ),
        el('td', {}, r.callId ?? ''),
        el('td', { class: 'mono tool' }, r.tool ?? ''),
        el('td', {}, r.decision ? statusBadge(r.decision) : ''),
        el('td', { class: 'mono' }, r.reasonCode ?? ''),
        el('td', { class: 'mono' }, r.rulePath ?? ''),
      ),
    );
  }
  table.append(body);
  main().replaceChildren(
    el('p', {}, link('#/', `← ${S.back}`)),
    el(
      'h1',
      {},
      `${S.timeline}: `,
      el('span', { class: 'mono', id: 'execution-id' }, data.executionId),
    ),
    data.records.length === 0 ? el('p', {}, S['not-found']) : table,
  );
}

function summaryRows(summary) {
  if (typeof summary !== 'object' || summary === null) return [];
  return Object.entries(summary).map(([k, v]) => [
    k,
    typeof v === 'string' ? v : JSON.stringify(v),
  ]);
}

async function viewRecord(seq, version) {
  const d = await api('/api/record', { seq });
  if (version !== viewVersion) return;
  const r = d.record;
  const facts = el('dl', { id: 'decision-facts' });
  const fact = (label, value, id) => {
    facts.append(el('dt', {}, label), el('dd', { id, class: 'mono' }, value ?? '—'));
  };
  fact(S.seq, String(r.seq), 'seq');
  fact(S.time, r.ts, 'ts');
  fact(S.event, r.event, 'event');
  fact(S.execution, r.executionId, 'record-execution');
  fact(S.call, r.callId === undefined ? undefined : String(r.callId), 'call-id');
  fact(S.tool, r.tool, 'tool');
  fact(S.decision, r.decision, 'decision');
  fact(S['reason-code'], r.reasonCode, 'reason-code');
  fact(S['rule-path'], r.rulePath, 'rule-path');
  fact(S['policy-hash'], r.policyHash, 'policy-hash');
  if (r.redacted) fact(S.redacted, 'true', 'redacted');

  const remediation = el('div', { id: 'remediation' });
  if (d.remediation) {
    if (d.remediation.message)
      remediation.append(el('p', { id: 'remediation-message' }, d.remediation.message));
    if (d.remediation.help)
      remediation.append(el('p', { id: 'remediation-help' }, d.remediation.help));
  } else remediation.append(el('p', { class: 'muted' }, '—'));

  const args = el('table', { id: 'arguments' });
  const byRef = new Map(d.summaries.map((s) => [s.ref, s]));
  for (const [name, ref] of Object.entries(r.argRefs ?? {})) {
    const s = byRef.get(ref);
    args.append(
      el(
        'tr',
        {},
        el('th', { class: 'mono' }, name),
        el(
          'td',
          { class: 'mono' },
          ...summaryRows(s?.summary).map(([k, v]) => el('div', {}, `${k}: ${v}`)),
        ),
      ),
    );
  }
  if (r.contextRef) {
    const s = byRef.get(r.contextRef);
    args.append(
      el(
        'tr',
        {},
        el('th', {}, S.context),
        el(
          'td',
          { class: 'mono' },
          ...summaryRows(s?.summary).map(([k, v]) => el('div', {}, `${k}: ${v}`)),
        ),
      ),
    );
  }

  const witness = el('div', { id: 'witness', class: 'diagram' });
  const policy = el('div', { id: 'policy', class: 'diagram' });
  const back = r.executionId
    ? link(`#/execution/${encodeURIComponent(r.executionId)}`, `← ${S.timeline}`)
    : link('#/', `← ${S.back}`);
  main().replaceChildren(
    el('p', {}, back),
    el('h1', {}, `${S.decision} #${r.seq}: `, el('span', { class: 'mono' }, r.tool ?? r.event)),
    facts,
    el('h2', {}, S.remediation),
    remediation,
    el('h2', {}, S.witness),
    el('p', { class: 'muted' }, S['witness-note']),
    witness,
    el('h2', {}, S.arguments),
    args,
    el('h2', {}, S['policy-diagram']),
    policy,
  );
  const jobs = [drawDiagram(witness, d.witness)];
  if (d.policy.status === 'ok') jobs.push(drawDiagram(policy, d.policy.mermaid));
  else {
    const key = { none: 'policy-none', unknown: 'policy-unknown', 'no-tool': 'policy-no-tool' }[
      d.policy.status
    ];
    policy.replaceChildren(
      el('p', { class: 'muted', id: 'policy-status' }, S[key] ?? d.policy.status),
    );
  }
  await Promise.all(jobs);
}

function main() {
  return document.getElementById('main');
}

async function render() {
  viewVersion += 1;
  const version = viewVersion;
  const { path, params } = parseHash();
  try {
    if (path.startsWith('/execution/')) {
      await viewExecution(decodeURIComponent(path.slice('/execution/'.length)), version);
    } else if (path.startsWith('/record/')) {
      await viewRecord(path.slice('/record/'.length), version);
    } else {
      await viewList(params, version);
    }
    document.body.dataset.view = path.split('/')[1] || 'list';
    document.body.dataset.ready = String(version);
  } catch (e) {
    main().replaceChildren(
      el('p', { id: 'error' }, `${S['not-found'] ?? 'error'} (${String(e.message ?? e)})`),
    );
  }
}

// ---------------------------------------------------------------------------------------
// Chain status, language, live updates

async function refreshChain() {
  const chain = document.getElementById('chain');
  chain.dataset.state = 'checking';
  chain.textContent = S['chain-checking'];
  try {
    const v = await api('/api/verify');
    if (v.ok) {
      chain.dataset.state = 'ok';
      chain.dataset.seq = '';
      chain.textContent = `${S['chain-ok']} (${v.records}, #${v.head.seq})`;
    } else {
      chain.dataset.state = 'failed';
      chain.dataset.seq = String(v.seq);
      chain.dataset.reason = v.reason;
      chain.textContent = `${S['chain-failed']} ${v.seq} (${v.reason})`;
      chain.title = v.text ?? v.reason;
    }
  } catch (e) {
    chain.dataset.state = 'failed';
    chain.textContent = String(e.message ?? e);
  }
}

function applyStrings() {
  document.documentElement.lang = lang;
  document.title = S.title;
  document.getElementById('title').textContent = S.title;
  document.getElementById('lang-text').textContent = S.language;
  document.getElementById('lang').value = lang;
}

async function loadStrings() {
  S = await api('/api/strings');
  applyStrings();
}

async function start() {
  // The token was in the URL; the server set a cookie, so drop it from the address bar.
  if (location.search.includes('token=')) history.replaceState(null, '', `/${location.hash}`);
  await loadStrings();
  const info = await api('/api/info');
  document.getElementById('db').textContent = info.db;
  if (info.missingIndexes.length > 0) {
    const notice = document.getElementById('notice');
    notice.textContent = `${S['missing-index']} ${info.missingIndexes.join(', ')}`;
    notice.hidden = false;
  }
  document.getElementById('lang').addEventListener('change', async (ev) => {
    lang = ev.target.value === 'de' ? 'de' : 'en-US';
    localStorage.setItem(LANG_KEY, lang);
    await loadStrings();
    await Promise.all([render(), refreshChain()]);
  });
  window.addEventListener('hashchange', () => render());
  await Promise.all([render(), refreshChain()]);
  let head = info.head?.seq ?? 0;
  const events = new EventSource('/api/events');
  events.addEventListener('head', (ev) => {
    const seq = JSON.parse(ev.data).seq;
    if (seq === head) return;
    const live = document.getElementById('live');
    live.hidden = false;
    live.textContent = `${S.live}: ${S['new-records']} ${seq}`;
    live.dataset.head = String(seq);
    head = seq;
    const { path, params } = parseHash();
    // The newest page and an open timeline follow the log; deeper pages stay put.
    if ((path === '/' && !params.get('before')) || path.startsWith('/execution/')) render();
    refreshChain();
  });
}

start();
