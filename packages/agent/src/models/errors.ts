/**
 * SDK failures as coded `AgentError`s. Only the provider, the HTTP status and the error
 * class cross: a provider's error body can echo the prompt, so its text never does.
 */
import { AgentError } from '../errors.js';

interface SdkErrorClasses {
  readonly APIUserAbortError: abstract new (...args: never[]) => Error;
  readonly APIConnectionTimeoutError: abstract new (...args: never[]) => Error;
  readonly APIConnectionError: abstract new (...args: never[]) => Error;
  readonly APIError: abstract new (...args: never[]) => Error;
}

export function modelError(provider: string, e: unknown, sdk: SdkErrorClasses): AgentError {
  if (e instanceof AgentError) return e;
  if (e instanceof sdk.APIUserAbortError) {
    return new AgentError('MODEL_ABORTED', `${provider}: the request was aborted`, { provider });
  }
  if (e instanceof sdk.APIConnectionTimeoutError) {
    return new AgentError('MODEL_TIMEOUT', `${provider}: the request timed out`, { provider });
  }
  if (e instanceof sdk.APIConnectionError) {
    return new AgentError('MODEL_UNREACHABLE', `${provider}: the API could not be reached`, {
      provider,
    });
  }
  if (e instanceof sdk.APIError) {
    const status = (e as { status?: unknown }).status;
    return new AgentError(
      'MODEL_HTTP_ERROR',
      `${provider}: the API answered HTTP ${String(status)}`,
      typeof status === 'number' ? { provider, status } : { provider },
    );
  }
  return malformed(provider, 'the reply could not be read');
}

export const malformed = (provider: string, why: string): AgentError =>
  new AgentError('MODEL_MALFORMED_REPLY', `${provider}: ${why}`, { provider, reason: why });

/** Parses JSON a model produced; a reply that is not JSON is malformed. */
export function parseJson(provider: string, text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw malformed(provider, 'the structured answer is not JSON');
  }
}
