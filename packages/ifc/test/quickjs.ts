/**
 * Test helper: evaluate label-algebra source and an expression in a fresh QuickJS context.
 */
import type { QuickJSWASMModule } from 'quickjs-emscripten';

/** Evaluates `source` then `expr` in a fresh QuickJS context; returns the JSON result. */
export function inQuickJs(qjs: QuickJSWASMModule, source: string, expr: string): unknown {
  const ctx = qjs.newContext();
  try {
    const r = ctx.evalCode(`${source}\nJSON.stringify(${expr})`);
    if (r.error) {
      const err = ctx.dump(r.error);
      r.error.dispose();
      throw new Error(`QuickJS: ${JSON.stringify(err)}`);
    }
    const text = ctx.getString(r.value);
    r.value.dispose();
    return JSON.parse(text);
  } finally {
    ctx.dispose();
  }
}
