### @zamburak/vm: sandbox errors (VM_ERROR_CODES) and plan compiler errors
### (VM_COMPILE_ERROR_CODES).

## Sandbox errors

vm-invalid-options = The sandbox options are invalid.
    .help = Check the options given to createSandbox or loadSandbox (algebra source, external functions, limits, inputs).
vm-algebra-invalid = The label algebra source failed to load at the { $stage } stage.
    .help = The embedder's source must define `globalThis.__zamburakLabels` with literal, join, intern and describe.
vm-plan-load-failed = The plan or the sandbox's runtime library failed to load.
    .help = Compile the plan again; if it keeps failing, report it with the plan hash.
vm-plan-threw = The plan threw an exception it did not catch.
    .help = Catch the exception in the plan, or fix the failing step.
vm-arg-not-json = An argument of an external call is not a JSON value.
    .help = Pass only JSON values (objects, arrays, strings, finite numbers, booleans, null) to tools; no functions, undefined or cycles.
vm-result-not-json = The plan's result is not a JSON value.
    .help = Return only JSON values from the plan (no functions, undefined or cycles).
vm-resume-invalid = The sandbox refused a resume message as malformed.
    .help = Resume a suspended run with a result and its label; every slot needs a non-empty path.
vm-resume-unexpected = The sandbox received a result it did not expect.
    .help = Do not pass a result to the first step of a run; resume only after a suspension.
vm-plan-not-started = The plan was stepped before it was started.
    .help = This is a driver bug: start the run before stepping it.
vm-plan-finished = The plan was stepped after it had finished.
    .help = This is a driver bug: do not resume a run that has completed or failed.
vm-memory-limit = The plan used more than the memory limit of { $memoryBytes } bytes.
    .help = Process less data at once, or raise limits.memoryBytes.
vm-stack-overflow = The plan overflowed its stack of { $stackBytes } bytes.
    .help = Replace deep recursion with a loop, or raise limits.stackBytes.
vm-deadline-exceeded = The plan ran longer than its deadline of { $deadlineMs } ms.
    .help = Make the plan do less between external calls, or raise limits.deadlineMs.
vm-instruction-budget-exceeded = The plan executed more than its budget of { $budget } instructions.
    .help = Check the plan for an endless loop, or raise limits.instructionBudget.
vm-message-too-large = A value crossing the sandbox boundary is larger than the limit of { $limit } bytes.
    .help = Pass smaller values to tools and results, or raise limits.maxMessageBytes.
vm-protocol-violation = The sandbox runtime sent an event that does not follow the protocol.
    .help = The run was stopped to stay safe; report it with the plan hash.
vm-invalid-resume = The result given to resume is invalid ({ $reason }).
    .help = Resume with {"{"} value, label {"}"} or {"{"} error, label {"}"}, where value is JSON and label is a label descriptor.
vm-run-state = The run is not in a state that allows this operation.
    .help = Resume only a suspended run, and dump or inspect only a run that has not been discarded.
vm-runtime-corrupted = The QuickJS runtime failed and was discarded.
    .help = Start the plan again in a new sandbox.
vm-sandbox-unusable = The sandbox is unusable after a fatal failure.
    .help = Create a new sandbox.
vm-snapshot-corrupt = The snapshot is not a { -zamburak } VM snapshot, or it was altered ({ $reason }).
    .help = Load only snapshots that dump() produced, unmodified.
vm-snapshot-version = The snapshot format version { $version } is not supported (supported: { $supported }).
    .help = Load the snapshot with the { -zamburak } version that wrote it.
vm-snapshot-mismatch = The snapshot was taken with another { $field }.
    .help = Load a snapshot with the same plan, compiler version, label algebra and options it was taken with.
vm-snapshot-divergence = Replaying the snapshot did not reproduce the recorded call { $call } ({ $reason }).
    .help = The plan or its inputs are not the ones the snapshot recorded; start the plan again.
