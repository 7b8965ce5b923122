import { parsePolicy } from '@zamburak/policy';
import { builtinCoverage, NODE_COVERAGE } from '@zamburak/vm';
import { describe, expect, it } from 'vitest';
import {
  extractPlan,
  parametersSchema,
  planLanguageReference,
  plannerSystemPrompt,
} from '../src/index.js';
import { inboxTools, WORLD_POLICY } from './support/world.js';

const policy = parsePolicy(WORLD_POLICY, { format: 'yaml' }).definition;

describe('the plan-language reference', () => {
  it('names every node type and builtin of the coverage matrix, with the codes of the rejected ones', () => {
    const ref = planLanguageReference();
    for (const [name, e] of Object.entries(NODE_COVERAGE)) {
      expect(ref).toContain(`\`${name}\``);
      if (e.status === 'rejected') expect(ref).toContain(`\`${e.code}\``);
    }
    for (const [name, e] of Object.entries(builtinCoverage())) {
      const short = name.includes('.prototype.') ? name.split('.prototype.')[1]! : name;
      expect(ref).toContain(short);
      if (e.status === 'rejected') expect(ref).toContain(`\`${e.code}\``);
    }
  });
});

describe('the system prompt', () => {
  const tools = inboxTools([]);
  const prompt = plannerSystemPrompt({ tools, policy, instructions: 'Be brief.' });

  it('describes each tool with its schema and how the policy labels its output', () => {
    expect(prompt).toContain('### read_inbox');
    expect(prompt).toContain(
      'Output label: Untrusted; confidential: private_email; field `[*].sender`: Trusted.',
    );
    expect(prompt).toContain('Argument `to` requires integrity Trusted.');
    expect(prompt).toContain(JSON.stringify(parametersSchema(tools[1]!.parameters)));
    expect(prompt).toContain('## Plan language');
    expect(prompt.endsWith('Be brief.\n')).toBe(true);
  });

  it('is deterministic and independent of the order of the tools', () => {
    expect(
      plannerSystemPrompt({ tools: [...tools].reverse(), policy, instructions: 'Be brief.' }),
    ).toBe(prompt);
  });

  it('says when the policy does not name a tool', () => {
    const p = plannerSystemPrompt({
      tools: [{ ...tools[0]!, name: 'unknown_tool' }],
      policy,
    });
    expect(p).toContain('Not named by the policy: every call gets the default decision (Deny).');
  });
});

describe('parametersSchema', () => {
  it('turns the flat shorthand into an object schema and keeps a JSON Schema as given', () => {
    expect(
      parametersSchema({ to: { type: 'string' }, cc: { type: 'array', optional: true } }),
    ).toEqual({
      type: 'object',
      properties: { to: { type: 'string' }, cc: { type: 'array' } },
      required: ['to'],
      additionalProperties: false,
    });
    const schema = {
      type: 'object',
      properties: { a: { type: 'object', properties: { b: { type: 'number' } } } },
    };
    expect(parametersSchema(schema)).toBe(schema);
  });
});

describe('extractPlan', () => {
  it('takes the first JavaScript block, else the first untagged one, never prose', () => {
    expect(extractPlan('Plan:\n```js\nconst a = 1;\na\n```\nDone.')).toBe('const a = 1;\na');
    expect(extractPlan('```json\n{}\n```\n```javascript\nf({})\n```')).toBe('f({})');
    expect(extractPlan('```\nf({})\n```')).toBe('f({})');
    expect(extractPlan('~~~js\nf({})\n~~~')).toBe('f({})');
    expect(extractPlan('read_inbox({})')).toBeUndefined();
    expect(extractPlan('```python\nprint(1)\n```')).toBeUndefined();
  });
});
