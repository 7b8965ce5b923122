/**
 * Small, deterministic Mermaid flowchart writer. Every piece of policy text that
 * reaches a label goes through `escapeLabel`, which keeps a conservative set of
 * characters verbatim and writes everything else as a Mermaid entity code
 * (`#34;`), so no policy string can close a label, start a comment, open an edge or
 * inject markup.
 */

const SAFE_LABEL_CHAR = /^[A-Za-z0-9 _.,:/()=+*?-]$/u;

/** Escapes one line of label text for a quoted Mermaid label (`["..."]`). */
export function escapeLabel(text: string): string {
  let out = '';
  for (const ch of text) {
    if (SAFE_LABEL_CHAR.test(ch)) {
      out += ch;
    } else {
      out += `#${ch.codePointAt(0) ?? 0};`;
    }
  }
  return out;
}

/** Joins label lines with Mermaid's line break (the only markup we emit). */
export function labelLines(lines: readonly string[]): string {
  return lines.map(escapeLabel).join('<br/>');
}

/** Reduces any text to a node-id fragment: `[A-Za-z0-9_]`, never empty. */
export function idFragment(text: string): string {
  const slug = text
    .replace(/[^A-Za-z0-9]+/gu, '_')
    .replace(/^_+|_+$/gu, '')
    .slice(0, 40);
  return slug === '' ? 'x' : slug;
}

/** Text safe for a `%%` comment line (no line breaks, printable ASCII only). */
export function commentText(text: string): string {
  return text.replace(/[^\x20-\x7e]/gu, '?');
}

export type NodeShape = 'rect' | 'round' | 'decision' | 'stadium' | 'subroutine' | 'circle';

const SHAPES: Readonly<Record<NodeShape, readonly [string, string]>> = {
  rect: ['[', ']'],
  round: ['(', ')'],
  decision: ['{', '}'],
  stadium: ['([', '])'],
  subroutine: ['[[', ']]'],
  circle: ['((', '))'],
};

export interface FlowchartNode {
  readonly id: string;
  readonly shape: NodeShape;
  readonly lines: readonly string[];
  readonly className?: string;
}

export interface FlowchartEdge {
  readonly from: string;
  readonly to: string;
  readonly label?: string;
}

export interface FlowchartSubgraph {
  readonly id: string;
  readonly title: string;
  readonly nodes: readonly FlowchartNode[];
}

export interface Flowchart {
  /** `%%` comment lines written before `flowchart TD`. */
  readonly header: readonly string[];
  readonly nodes: readonly FlowchartNode[];
  readonly subgraphs?: readonly FlowchartSubgraph[];
  readonly edges: readonly FlowchartEdge[];
  readonly classDefs?: Readonly<Record<string, string>>;
}

function nodeLine(node: FlowchartNode, indent: string): string {
  const [open, close] = SHAPES[node.shape];
  const cls = node.className === undefined ? '' : `:::${node.className}`;
  return `${indent}${node.id}${open}"${labelLines(node.lines)}"${close}${cls}`;
}

/** Serialises a flowchart; output is a pure function of the input (LF, trailing LF). */
export function writeFlowchart(chart: Flowchart): string {
  const out: string[] = [];
  for (const line of chart.header) {
    out.push(`%% ${commentText(line)}`);
  }
  out.push('flowchart TD');
  for (const node of chart.nodes) {
    out.push(nodeLine(node, '  '));
  }
  for (const sub of chart.subgraphs ?? []) {
    out.push(`  subgraph ${sub.id}["${labelLines([sub.title])}"]`);
    for (const node of sub.nodes) {
      out.push(nodeLine(node, '    '));
    }
    out.push('  end');
  }
  for (const edge of chart.edges) {
    const label = edge.label === undefined ? '' : `|"${labelLines([edge.label])}"|`;
    out.push(`  ${edge.from} -->${label} ${edge.to}`);
  }
  for (const [name, style] of Object.entries(chart.classDefs ?? {})) {
    out.push(`  classDef ${name} ${style}`);
  }
  return `${out.join('\n')}\n`;
}
