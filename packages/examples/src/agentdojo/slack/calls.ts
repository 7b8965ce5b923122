import type { JsonObject } from 'zamburak';
import type { FunctionCall } from '../types.js';

/** A ground-truth call (`FunctionCall(function=..., args=...)`). */
export const call = (fn: string, args: JsonObject = {}): FunctionCall => ({ function: fn, args });
