import { describe, expect, it } from 'vitest';
import { resultToJson } from '../src/index.js';

describe('MCP results as JSON values', () => {
  it('structured content wins; one text is a string; anything else is a content list', () => {
    expect(
      resultToJson({ content: [{ type: 'text', text: '{}' }], structuredContent: { a: 1 } }),
    ).toEqual({ a: 1 });
    expect(resultToJson({ content: [{ type: 'text', text: 'hi' }] })).toBe('hi');
    expect(
      resultToJson({
        content: [
          { type: 'text', text: 'see' },
          { type: 'image', mimeType: 'image/png', data: 'AAAA', annotations: { priority: 1 } },
          { type: 'resource', resource: { uri: 'file:///a', mimeType: 'text/plain', text: 'x' } },
          { type: 'resource_link', uri: 'file:///b', name: 'b' },
          { type: 'audio', mimeType: 'audio/wav', data: 'BBBB' },
          { type: 'weird', payload: 1 },
        ],
      }),
    ).toEqual({
      content: [
        { type: 'text', text: 'see' },
        { type: 'image', mimeType: 'image/png', data: 'AAAA' },
        { type: 'resource', uri: 'file:///a', mimeType: 'text/plain', text: 'x' },
        { type: 'resource_link', uri: 'file:///b', name: 'b' },
        { type: 'audio', mimeType: 'audio/wav', data: 'BBBB' },
        { type: 'weird' },
      ],
    });
    expect(resultToJson({ content: [] })).toEqual({ content: [] });
  });
});
