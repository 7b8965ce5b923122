### zamburak (core): runtime errors (RUNTIME_ERROR_CODES) and the reason codes the runtime
### adds to decisions (RUNTIME_REASON_CODES). Decision messages take `tool` (the runtime
### also passes reasonCode and rulePath).

## Errors

runtime-invalid-options = The runtime option { $field } is invalid.
    .help = Check the options given to createRuntime against the documented types.
runtime-observe-mode-not-acknowledged = Observe mode does not block anything, and it was not acknowledged.
    .help = Observe mode only records what would be denied; acknowledge it explicitly in the options if that is what you want.
runtime-tool-not-registered = The plan called a tool that is not registered.
    .help = Register the tool with the runtime, or change the plan to use only registered tools.
# TOOL_PIN_MISMATCH is both an error code and a decision reason: one message serves both.
runtime-tool-pin-mismatch = A tool's definition no longer matches its pinned hash, so it is not called.
    .help = Review the tool's changed definition and pin the new hash if it is trusted.
runtime-tool-failed = A tool adapter failed.
    .help = The plan received the failure as a labelled error; check the tool's own logs.
# TOOL_TIMEOUT is both an error code (in the plan) and a reason (in the audit log).
runtime-tool-timeout = A tool call took longer than its timeout and was abandoned.
    .help = The plan received the timeout as a labelled error; raise the tool's timeoutMs or the runtime's toolTimeoutMs if the tool is slow by design.
runtime-duplicate-tool = The tool { $tool } is registered twice.
    .help = Register each tool once.
runtime-execution-not-suspended = The execution is { $status }, not suspended, so it cannot be resumed.
    .help = Resume only executions whose status is suspended.
runtime-execution-finished = The execution has already finished ({ $status }).
    .help = Start a new execution.
runtime-approval-invalid = The approval is invalid ({ $reason }).
    .help = Approve the exact pending call with the approval the runtime issued for it, before it expires.
runtime-snapshot-invalid = The execution snapshot is invalid ({ $reason }).
    .help = Resume only from snapshots this runtime wrote, with the same policy and tools.
runtime-plan-rejected = The plan was rejected before it ran.
    .help = Fix the plan so that it compiles and uses only the allowed language subset.
runtime-ledger-failed = { $ledger ->
        [revocation] The revocation index
        [usage] The usage ledger
        [approval-memory] The approval memory
       *[approval] The approval ledger
    } cannot be used ({ $reason }).
    .help = Give the runtime a ledger file of this kind that it can open and write.

## Decision reasons

runtime-tool-unpinned = The call to { $tool } was denied because the tool is not pinned.
    .help = Pin the tool's definition hash in the tool catalogue.
runtime-arg-undeclared = The call to { $tool } was denied: it passes an argument the tool does not declare.
    .help = Pass only the parameters the tool declares; no policy rule can look at any other argument.
runtime-arg-missing = The call to { $tool } was denied: a required parameter is missing.
    .help = Pass every parameter the tool declares as required.
runtime-arg-type-mismatch = The call to { $tool } was denied: an argument is not of its declared type.
    .help = Pass each argument as the JSON type the tool declares for it.
runtime-arg-schema-mismatch = The call to { $tool } was denied: an argument does not match the tool's JSON Schema.
    .help = Pass each argument in the shape the tool's JSON Schema describes, nested fields included.
runtime-trust-class-forbids-side-effect = The call to { $tool } was denied: its trust class may not have side effects.
    .help = Give { $tool } a trust class that allows side effects, or use a read-only tool.
runtime-trust-class-budget-exceeded = The call to { $tool } was denied: its trust class has used up its call budget.
    .help = Make fewer calls to tools of this trust class, or raise its budget.
runtime-approval-replayed = The approval for { $tool } was already used.
    .help = Approvals are single-use; ask the user again.
runtime-approval-mismatch = The approval does not match this call to { $tool }.
    .help = An approval covers exactly one call with its arguments; ask the user to approve this call.
runtime-approval-expired = The approval for { $tool } has expired.
    .help = Ask the user to approve the call again.
runtime-approval-rejected = The user rejected the call to { $tool }.
    .help = The call was not made; continue without it or ask the user what to do.
runtime-approval-ledger-failed = The approval for { $tool } could not be recorded as used, so it was not accepted.
    .help = Check that the approval ledger is reachable and writable, then present the approval again.
runtime-usage-charge-failed = The call to { $tool } was denied: its use could not be charged to the token's budget (spent meanwhile, or the usage ledger failed).
    .help = Check the token's remaining uses and that the usage ledger is reachable and writable; the call did not run.
runtime-draft-mismatch = The draft for { $tool } does not match the call.
    .help = Send exactly the draft the user saw, or prepare a new draft.
runtime-transport-guard-refused = The transport guard refused the call to { $tool }.
    .help = The destination is not allowed by the host's transport rules.
runtime-observed-would-deny = Observe mode: the call to { $tool } would have been denied, and was allowed.
    .help = Review this decision before turning enforcement on.
runtime-plan-failed = The plan failed before it called { $tool }.
    .help = Look at the plan's error; the plan stopped and made no further calls.
runtime-vm-limit = The plan hit a sandbox limit near the call to { $tool }.
    .help = Make the plan do less work, or raise the sandbox limits.
runtime-decision-unknown = The call to { $tool } was denied: the policy answered with no known decision.
    .help = This is a defect in the runtime; the call failed closed. Please report it with the audit record.
