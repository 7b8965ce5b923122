import { describe, expect, it } from 'vitest';
import { VIZ_ERROR_CODES, VIZ_REASON_CODES, VizError, vizMessageId } from '../src/index.js';

describe('VizError', () => {
  it('derives the Fluent message id from the code', () => {
    const error = new VizError('BROWSER_LAUNCH_FAILED', 'no browser', { executablePath: '/x' });
    expect(error.messageId).toBe('viz-browser-launch-failed');
    expect(error.code).toBe('BROWSER_LAUNCH_FAILED');
    expect(error.data).toEqual({ executablePath: '/x' });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('VizError');
  });

  it('lists codes in UPPER_SNAKE_CASE with distinct message ids', () => {
    const all = [...VIZ_ERROR_CODES, ...VIZ_REASON_CODES];
    for (const code of all) {
      expect(code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/u);
    }
    expect(new Set(all.map(vizMessageId)).size).toBe(all.length);
    expect(vizMessageId('GENERATED_FILE_STALE')).toBe('viz-generated-file-stale');
  });
});
