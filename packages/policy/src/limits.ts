/**
 * Input limits of the policy loader, checked before any parsing so that no input makes
 * `parsePolicy` / `validatePolicyText` throw, run away in time or memory, or print a screenful:
 * - `MAX_POLICY_BYTES` (1 MiB of UTF-8): larger text is one `INPUT_TOO_LARGE` error;
 * - binary data, C0 control characters (other than tab, line feed, carriage return) and
 *   U+FFFD (what a lenient reader makes of invalid UTF-8) are one `NOT_TEXT` error;
 * - `MAX_NESTING` (64) levels of YAML/JSON nesting (block indentation, `- - -`, `[`, `{`):
 *   deeper is one `LIMIT_EXCEEDED` error at the line that goes too deep;
 * - at most `MAX_DIAGNOSTICS` (100) diagnostics are reported; one more `LIMIT_EXCEEDED`
 *   says how many were left out.
 * Real policies are a few kilobytes with nesting below 10.
 */

/** Largest policy text the loader reads: 1 MiB of UTF-8. */
export const MAX_POLICY_BYTES = 1024 * 1024;
/** Deepest nesting (block levels plus flow brackets) the loader reads. */
export const MAX_NESTING = 64;
/** Most diagnostics one validation reports. */
export const MAX_DIAGNOSTICS = 100;

export interface InputProblem {
  readonly code: 'INPUT_TOO_LARGE' | 'NOT_TEXT' | 'LIMIT_EXCEEDED';
  readonly message: string;
  readonly help: string;
  /** Offset in the text the problem is reported at. */
  readonly offset: number;
}

function utf8Length(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c < 0xdc00 && i + 1 < text.length) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

/** Offset of the first character that no policy text holds, or -1. */
export function firstNonText(text: string): number {
  const m = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffd]/.exec(text);
  return m === null ? -1 : m.index;
}

const OPENS_SCALAR = new Set([':', '-', '[', '{', ',', '?']);

/**
 * Offset where the nesting first exceeds `limit`, or -1. A conservative scan (it never parses):
 * block levels are the open indentation levels plus compact `- ` indicators on a line, flow
 * levels the open `[` and `{` outside quoted scalars and comments.
 */
export function nestingExceeded(text: string, limit: number = MAX_NESTING): number {
  const n = text.length;
  const indents: number[] = [];
  let flow = 0;
  let i = 0;
  while (i < n) {
    let col = 0;
    while (i < n && text[i] === ' ') {
      i++;
      col++;
    }
    const c0 = text[i];
    if (flow === 0 && c0 !== undefined && c0 !== '\n' && c0 !== '\r' && c0 !== '#') {
      while (indents.length > 0 && (indents[indents.length - 1] as number) >= col) indents.pop();
      indents.push(col);
      let extra = 0;
      while (text[i] === '-' && (text[i + 1] === ' ' || text[i + 1] === '\t')) {
        extra++;
        i += 2;
        while (text[i] === ' ' || text[i] === '\t') i++;
      }
      if (indents.length + extra > limit) return i;
    }
    let prev = ''; // last non-blank character on this line (decides whether a quote opens a scalar)
    while (i < n && text[i] !== '\n') {
      const c = text[i] as string;
      if ((c === '"' || c === "'") && (prev === '' || OPENS_SCALAR.has(prev))) {
        i++;
        while (i < n && text[i] !== c) i += c === '"' && text[i] === '\\' ? 2 : 1;
        i++;
        prev = c;
        continue;
      }
      if (c === '#' && (i === 0 || text[i - 1] === ' ' || text[i - 1] === '\t')) {
        while (i < n && text[i] !== '\n') i++;
        break;
      }
      if (c === '[' || c === '{') {
        flow++;
        if (flow + indents.length > limit) return i;
      } else if ((c === ']' || c === '}') && flow > 0) flow--;
      if (c !== ' ' && c !== '\t' && c !== '\r') prev = c;
      i++;
    }
    i++;
  }
  return -1;
}

/** The first input limit `text` breaks, or undefined. */
export function inputProblem(text: string): InputProblem | undefined {
  if (
    text.length > MAX_POLICY_BYTES ||
    (text.length * 3 > MAX_POLICY_BYTES && utf8Length(text) > MAX_POLICY_BYTES)
  ) {
    return {
      code: 'INPUT_TOO_LARGE',
      message: `the policy is larger than ${MAX_POLICY_BYTES} bytes`,
      help: `policies are limited to ${MAX_POLICY_BYTES} bytes (1 MiB) of UTF-8; split it or remove what is not needed.`,
      offset: 0,
    };
  }
  const bad = firstNonText(text);
  if (bad !== -1) {
    return {
      code: 'NOT_TEXT',
      message: 'the policy is not UTF-8 text (binary data, a control character or invalid UTF-8)',
      help: 'give a YAML or JSON policy file saved as UTF-8.',
      offset: bad,
    };
  }
  const deep = nestingExceeded(text);
  if (deep !== -1) {
    return {
      code: 'LIMIT_EXCEEDED',
      message: `the policy nests deeper than ${MAX_NESTING} levels`,
      help: `policies may nest at most ${MAX_NESTING} levels (real policies need fewer than 10).`,
      offset: deep,
    };
  }
  return undefined;
}
