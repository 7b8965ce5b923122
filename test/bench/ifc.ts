/**
 * IFC benchmark: ns per memoised join, per first (unmemoised) join, per cached summary, per
 * witness, and per join inside QuickJS through labelAlgebraSource. Everything is measured
 * side by side in one run; each figure is the median (and p95) over ROUNDS rounds.
 *
 *   npm run bench:ifc
 */
import { type LabelDescriptor, LabelTable, labelAlgebraSource } from '@zamburak/ifc';
import { getQuickJS } from 'quickjs-emscripten';

const ROUNDS = 15;
const POOL = 64;
const now = (): number => Number(process.hrtime.bigint());

function stats(samples: number[]): { median: number; p95: number } {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] as number;
  return { median: at(0.5), p95: at(0.95) };
}

function measure(name: string, ops: number, run: () => number): { median: number; p95: number } {
  let sink = 0;
  for (let w = 0; w < 3; w++) sink ^= run(); // warm-up
  const per: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const t0 = now();
    sink ^= run();
    per.push((now() - t0) / ops);
  }
  const st = stats(per);
  console.log(
    `${name.padEnd(44)} median ${st.median.toFixed(1).padStart(8)} ns   p95 ${st.p95.toFixed(1).padStart(8)} ns   (sink ${sink & 1})`,
  );
  return st;
}

const desc = (i: number): LabelDescriptor => ({
  integrity: i % 3 === 0 ? ['Trusted'] : i % 3 === 1 ? ['Trusted', 'Verified(K)'] : [],
  confidentiality: i % 4 === 0 ? ['PII'] : i % 4 === 1 ? ['AUTH_SECRET'] : [],
  readers: i % 5 === 0 ? 'Public' : ['alice', i % 2 === 0 ? 'bob' : 'carol'],
  authority: i % 2 === 0 ? 'Any' : ['EmailSendCap'],
  origins: [`call:${i}`],
  truncated: false,
});

console.log(`@zamburak/ifc benchmark (node ${process.version}, ${ROUNDS} rounds)`);

// ---- memoised join in Node ----
const table = new LabelTable();
const ids = Array.from({ length: POOL }, (_, i) => table.intern(desc(i)));
const N = 2_000_000;
const left = new Int32Array(N);
const right = new Int32Array(N);
for (let i = 0; i < N; i++) {
  left[i] = ids[(i * 7) % POOL] as number;
  right[i] = ids[(i * 13 + 5) % POOL] as number;
}
for (let i = 0; i < N; i++) table.join(left[i] as number, right[i] as number); // fill the memo

const baseline = measure('loop baseline (read 2 ids, xor)', N, () => {
  let acc = 0;
  for (let i = 0; i < N; i++) acc ^= (left[i] as number) + (right[i] as number);
  return acc;
});
const rawMap = new Map<number, number>();
for (let i = 0; i < N; i++) {
  const a = left[i] as number;
  const b = right[i] as number;
  rawMap.set(Math.min(a, b) * 2 ** 21 + Math.max(a, b), a);
}
const mapOnly = measure('raw Map.get of a normalised key (reference)', N, () => {
  let acc = 0;
  for (let i = 0; i < N; i++) {
    const a = left[i] as number;
    const b = right[i] as number;
    acc ^= rawMap.get(a < b ? a * 2097152 + b : b * 2097152 + a) as number;
  }
  return acc;
});
const memoJoin = measure('LabelTable.join, memoised', N, () => {
  let acc = 0;
  for (let i = 0; i < N; i++) acc ^= table.join(left[i] as number, right[i] as number);
  return acc;
});

// the same with large ids (memo keys above 2**31 are heap numbers in V8)
const bigTable = new LabelTable();
for (let i = 0; i < 60_000; i++) {
  bigTable.intern({ ...desc(i % POOL), origins: [`input:${i}`] });
}
const bigIds = Array.from({ length: POOL }, (_, i) => bigTable.intern(desc(i)));
const bigLeft = new Int32Array(N);
const bigRight = new Int32Array(N);
for (let i = 0; i < N; i++) {
  bigLeft[i] = bigIds[(i * 7) % POOL] as number;
  bigRight[i] = bigIds[(i * 13 + 5) % POOL] as number;
}
for (let i = 0; i < N; i++) bigTable.join(bigLeft[i] as number, bigRight[i] as number);
const bigJoin = measure('LabelTable.join, memoised, ids above 60000', N, () => {
  let acc = 0;
  for (let i = 0; i < N; i++) acc ^= bigTable.join(bigLeft[i] as number, bigRight[i] as number);
  return acc;
});

// ---- first (unmemoised) join: a fresh table per round ----
const FRESH = 2_000;
const firstJoin = measure('LabelTable.join, first time (new label)', FRESH, () => {
  const t = new LabelTable();
  const base = Array.from({ length: 64 }, (_, i) => t.intern(desc(i)));
  let acc = t.literal();
  let x = 0;
  for (let i = 0; i < FRESH; i++) {
    // chain of distinct joins: each creates a new label (origins grow, capped by resets)
    acc = t.join(i % 32 === 0 ? (base[i % 64] as number) : acc, base[(i * 5 + 1) % 64] as number);
    x ^= acc;
  }
  return x;
});

// ---- summaries ----
const summaryIds = Array.from({ length: 1024 }, (_, i) =>
  table.join(ids[i % POOL] as number, ids[(i * 11 + 3) % POOL] as number),
);
for (const id of summaryIds) table.summarize(id);
const S = 1_000_000;
const summary = measure('LabelTable.summarize, cached', S, () => {
  let acc = 0;
  for (let i = 0; i < S; i++) acc += table.summarize(summaryIds[i & 1023] as number).originCount;
  return acc;
});
const spare = Array.from({ length: ROUNDS + 3 }, () => LabelTable.deserialize(table.serialize()));
const firstSummary = measure('LabelTable.summarize, first time', summaryIds.length, () => {
  const t = spare.pop() as LabelTable;
  let acc = 0;
  for (const id of summaryIds) acc += t.summarize(id).originCount;
  return acc;
});

// ---- witness (explain path) ----
const chain = (() => {
  let id = table.intern(desc(1000));
  for (let i = 1; i < 40; i++) id = table.join(id, table.intern(desc(1000 + i)));
  return id;
})();
const W = 200;
const witness = measure('LabelTable.witness, 40-join chain, depth 32', W, () => {
  let acc = 0;
  for (let i = 0; i < W; i++) acc += table.witness(chain).nodes.length;
  return acc;
});

// ---- QuickJS: the same core, shipped as source ----
const qjs = await getQuickJS();
const ctx = qjs.newContext();
const setup = ctx.evalCode(
  `${labelAlgebraSource()}
  var L = globalThis.__zamburakLabels;
  var ids = [];
  for (var i = 0; i < ${POOL}; i++) ids.push(L.intern((${desc.toString()})(i)));
  for (var i = 0; i < 4096; i++) L.join(ids[(i * 7) % ${POOL}], ids[(i * 13 + 5) % ${POOL}]);
  0`,
);
if (setup.error) throw new Error(JSON.stringify(ctx.dump(setup.error)));
setup.value.dispose();
const Q = 200_000;
const runQ = (body: string) => () => {
  const r = ctx.evalCode(
    `(function(){ var acc = 0; for (var i = 0; i < ${Q}; i++) { ${body} } return acc; })()`,
  );
  if (r.error) throw new Error(JSON.stringify(ctx.dump(r.error)));
  const v = ctx.getNumber(r.value);
  r.value.dispose();
  return v;
};
const qBase = measure(
  'QuickJS loop baseline (read 2 ids, xor)',
  Q,
  runQ(`acc ^= ids[(i * 7) % ${POOL}] + ids[(i * 13 + 5) % ${POOL}];`),
);
const qJoin = measure(
  'QuickJS __zamburakLabels.join, memoised',
  Q,
  runQ(`acc ^= L.join(ids[(i * 7) % ${POOL}], ids[(i * 13 + 5) % ${POOL}]);`),
);
ctx.dispose();

// new labels in QuickJS (intern, first joins): a fresh context whose table can grow
const ctx2 = qjs.newContext();
const boot =
  ctx2.evalCode(`${labelAlgebraSource({ budgets: { maxValues: 2 ** 21, maxParentsPerValue: 64, maxClosureSteps: 10_000, maxWitnessDepth: 32 } })}
  var L = globalThis.__zamburakLabels; 0`);
if (boot.error) throw new Error(JSON.stringify(ctx2.dump(boot.error)));
boot.value.dispose();
const QI = 1_000;
let seq = 0;
const qIntern = measure('QuickJS intern, new label', QI, () => {
  const off = ++seq * 10_000;
  const r = ctx2.evalCode(
    `(function(){ var acc = 0; for (var i = 0; i < ${QI}; i++) acc ^= L.intern({ integrity: [],
      confidentiality: ['PII'], readers: ['alice'], authority: [], origins: ['call:' + (${off} + i)] });
      return acc; })()`,
  );
  if (r.error) throw new Error(JSON.stringify(ctx2.dump(r.error)));
  r.value.dispose();
  return 0;
});
// pairs of already interned labels, joined for the first time
const prep = ctx2.evalCode(`var fresh = []; for (var i = 0; i < ${(ROUNDS + 3) * QI + 1}; i++)
  fresh.push(L.intern({ integrity: i % 2 ? ['Trusted'] : [], confidentiality: i % 3 ? ['PII'] : [],
    readers: 'Public', authority: 'Any', origins: ['input:' + i] })); var at = 0; 0`);
if (prep.error) throw new Error(JSON.stringify(ctx2.dump(prep.error)));
prep.value.dispose();
const qFirst = measure('QuickJS join, first time (new label)', QI, () => {
  const r = ctx2.evalCode(
    `(function(){ var acc = 0; for (var i = 0; i < ${QI}; i++, at++) acc ^= L.join(fresh[at], fresh[at + 1]);
      return acc; })()`,
  );
  if (r.error) throw new Error(JSON.stringify(ctx2.dump(r.error)));
  r.value.dispose();
  return 0;
});
ctx2.dispose();
// QuickJS memory per label (20k labels: 10k interned + 10k first joins, with memo entries)
const memRt = qjs.newRuntime();
const memCtx = memRt.newContext();
const memUsed = (): number => {
  const h = memRt.computeMemoryUsage();
  const d = memCtx.dump(h) as { memory_used_size: number };
  h.dispose();
  return d.memory_used_size;
};
const memBoot = memCtx.evalCode(labelAlgebraSource());
if (memBoot.error) throw new Error(JSON.stringify(memCtx.dump(memBoot.error)));
memBoot.value.dispose();
const mem0 = memUsed();
const memRun = memCtx.evalCode(`var L = globalThis.__zamburakLabels; var ids = [];
  for (var i = 0; i < 10000; i++) ids.push(L.intern({ integrity: [], confidentiality: ['PII'],
    readers: ['alice'], authority: [], origins: ['call:' + i] }));
  for (var i = 0; i < 9999; i++) L.join(ids[i], ids[i + 1]); L.size()`);
if (memRun.error) throw new Error(JSON.stringify(memCtx.dump(memRun.error)));
const memLabels = memCtx.getNumber(memRun.value) - 2;
memRun.value.dispose();
const bytesPerLabel = (memUsed() - mem0) / memLabels;
memCtx.dispose();
memRt.dispose();
console.log(
  `QuickJS heap bytes per label (${memLabels} labels)      ${bytesPerLabel.toFixed(0)} B`,
);
const source = labelAlgebraSource();
const evalSource = measure('QuickJS new context + labelAlgebraSource + dispose', 1, () => {
  const c = qjs.newContext();
  const r = c.evalCode(source);
  if (r.error) throw new Error(JSON.stringify(c.dump(r.error)));
  r.value.dispose();
  c.dispose();
  return 0;
});

console.log('');
console.log(
  `memoised join (Node), minus loop baseline: ${(memoJoin.median - baseline.median).toFixed(1)} ns`,
);
console.log(
  `memoised join / raw Map.get:               ${(memoJoin.median / mapOnly.median).toFixed(2)}x`,
);
console.log(
  `first join / memoised join:                ${(firstJoin.median / memoJoin.median).toFixed(1)}x`,
);
console.log(
  `cached summary / memoised join:            ${(summary.median / memoJoin.median).toFixed(2)}x`,
);
console.log(
  `first summary / cached summary:            ${(firstSummary.median / summary.median).toFixed(1)}x`,
);
console.log(
  `QuickJS join minus QuickJS loop baseline:  ${(qJoin.median - qBase.median).toFixed(1)} ns`,
);
console.log(
  `QuickJS join / Node join:                  ${(qJoin.median / memoJoin.median).toFixed(1)}x`,
);
console.log(
  `QuickJS first join / QuickJS memoised join: ${(qFirst.median / qJoin.median).toFixed(1)}x`,
);
console.log(
  `QuickJS new intern / QuickJS first join:   ${(qIntern.median / qFirst.median).toFixed(1)}x`,
);
console.log(
  `algebra source setup per context:          ${(evalSource.median / 1e6).toFixed(2)} ms`,
);
console.log(`witness ns per rendered witness:           ${witness.median.toFixed(0)} ns`);
console.log(
  `memoised join, large ids / small ids:      ${(bigJoin.median / memoJoin.median).toFixed(2)}x`,
);
const target = memoJoin.median < 50 && bigJoin.median < 50;
console.log(
  `memoised join under 50 ns in Node: ${target ? 'yes' : 'NO'} (${memoJoin.median.toFixed(1)} ns; large ids ${bigJoin.median.toFixed(1)} ns)`,
);
