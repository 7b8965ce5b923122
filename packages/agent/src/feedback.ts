/**
 * What the planner is told after a round: the compiler's error with its position, a
 * denial's code, rule path and redacted explanation, a failure's code (and its redacted
 * message only when the host asks for it), or that the reply held no plan. Localised through
 * the host's `MessageLocalizer` (message ids `agent-feedback-*`, `vm-*`).
 */
import type { PlanCompileError } from '@zamburak/vm';
import type { DecisionRecord, MessageLocalizer } from 'zamburak';

export interface PlannerFeedback {
  compileError(e: PlanCompileError): string;
  denied(d: DecisionRecord | undefined): string;
  failed(error: { readonly code: string; readonly message: string } | undefined): string;
  noPlan(): string;
}

export function plannerFeedback(
  l10n: MessageLocalizer,
  failureMessages: 'code' | 'redacted' | undefined,
): PlannerFeedback {
  return {
    compileError(e) {
      const detail = typeof e.data.detail === 'string' ? ` (${e.data.detail})` : '';
      const messageId =
        typeof e.data.messageId === 'string' ? e.data.messageId : 'vm-plan-parse-error';
      // The compiler's own message where the localizer has it (`vm-*`), else the code.
      const why = l10n.message(
        messageId,
        { line: e.line, column: e.column },
        `${e.code}${detail}.`,
      );
      return l10n.message(
        'agent-feedback-compile-error',
        { code: e.code, line: e.line, column: e.column, explanation: why },
        `Your plan was rejected by the compiler (${e.code} at line ${e.line}, column ${e.column}): ${why} Write the whole plan again, using only the plan language described in the system prompt.`,
      );
    },
    denied: (d) =>
      l10n.message(
        'agent-feedback-denied',
        {
          tool: d?.tool ?? '',
          reasonCode: d?.reasonCode ?? 'DENIED',
          rulePath: d?.rulePath ?? '',
          callId: d?.callId ?? 0,
          explanation: d?.explanation ?? '',
        },
        `The policy denied call ${d?.callId ?? '?'} (${d?.tool ?? '?'}): ${d?.reasonCode ?? 'DENIED'}, rule ${d?.rulePath ?? '(none)'}. ${d?.explanation ?? ''} The plan stopped there. Write a whole new plan that does not need this call with these arguments, or say in the result what the user must do.`,
      ),
    failed(error) {
      const code = error?.code ?? 'PLAN_FAILED';
      if (failureMessages !== 'redacted' || error === undefined) {
        return l10n.message(
          'agent-feedback-failed-code',
          { code },
          `The plan failed while running: ${code}. Write the whole plan again.`,
        );
      }
      return l10n.message(
        'agent-feedback-failed',
        { code, message: error.message },
        `The plan failed while running: ${code}: ${error.message}. Write the whole plan again.`,
      );
    },
    noPlan: () =>
      l10n.message(
        'agent-feedback-no-plan',
        undefined,
        'Your reply had no plan. Reply with exactly one fenced ```js code block holding the whole plan.',
      ),
  };
}
