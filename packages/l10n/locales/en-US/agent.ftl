### @zamburak/agent: errors (AGENT_ERROR_CODES) and what the planner loop tells the planner
### model after a round that did not complete. Feedback messages carry codes, positions, rule
### paths and the runtime's redacted explanation, never tool output.

## Errors

agent-invalid-options = The agent option { $field } is invalid.
    .help = Check the options given to createPlanner, the model adapters or the quarantined model tool against the documented types.
agent-model-http-error = The { $provider } API answered with HTTP status { $status }.
    .help = 429 and 5xx were retried with backoff; check the key, the model name, the base URL and the provider's limits.
agent-model-unreachable = The { $provider } API could not be reached.
    .help = Check the base URL and the network path to the provider.
agent-model-timeout = The request to the { $provider } API timed out.
    .help = Raise timeoutMs, or ask for a shorter answer with maxTokens.
agent-model-aborted = The request to the { $provider } API was aborted.
    .help = The call was cancelled (a tool timeout or the host's signal); nothing was read from it.
agent-model-malformed-reply = The { $provider } API sent a reply that could not be read ({ $reason }).
    .help = Check that the server speaks the API the adapter expects and supports the structured output mode in use.
agent-model-output-invalid = The { $provider } model's answer does not match its schema ({ $keyword }).
    .help = The answer was discarded; the plan received a tool failure. Simplify the schema or use a model that follows it.
agent-quarantined-not-enough-information = The quarantined { $provider } model found no answer in the data.
    .help = The plan received a tool failure; the data may not contain what the query asks for.
agent-planner-call-denied = The policy did not allow the planner call ({ $reasonCode }).
    .help = The planner sink is governed like any LLM sink: check its llm_sink rules (confidentiality, max_context_bytes, required transforms) at { $rulePath }.
agent-planner-call-failed = The planner call ended { $status } ({ $code }).
    .help = Check the planner sink's policy entry and the model adapter.
agent-policy-mismatch = The policy given for { $field } is not the one its runtime enforces.
    .help = Pass the same policy to createPlanner as to createRuntime, so that the prompt describes the labels the runtime applies.

## Feedback to the planner model

agent-feedback-compile-error = Your plan was rejected by the compiler ({ $code } at line { $line }, column { $column }): { $explanation } Write the whole plan again, using only the plan language described in the system prompt.
agent-feedback-denied = The policy denied call { $callId } ({ $tool }): { $reasonCode }, rule { $rulePath }. { $explanation } The plan stopped there. Write a whole new plan that does not need this call with these arguments, or say in the result what the user must do.
agent-feedback-failed-code = The plan failed while running: { $code }. Write the whole plan again.
agent-feedback-failed = The plan failed while running: { $code }: { $message }. Write the whole plan again.
agent-feedback-no-plan = Your reply had no plan. Reply with exactly one fenced ```js code block holding the whole plan.
agent-inputs = (Named inputs the plan can read: { $names }.)
