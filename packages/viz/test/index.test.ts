import { describe, expect, it } from 'vitest';
import * as viz from '../src/index.js';

describe('@zamburak/viz public surface', () => {
  it('names its package and exports the CLI, generator and renderer', () => {
    expect(viz.PACKAGE_NAME).toBe('@zamburak/viz');
    expect(typeof viz.runVizCli).toBe('function');
    expect(typeof viz.policyToMermaid).toBe('function');
    expect(typeof viz.launchRenderer).toBe('function');
    expect(typeof viz.checkGenerated).toBe('function');
  });
});
