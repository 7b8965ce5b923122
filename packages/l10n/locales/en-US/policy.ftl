### @zamburak/policy: errors (POLICY_ERROR_CODES), decision reasons and policy lint
### warnings (POLICY_REASON_CODES).
### Validation messages take `path` (e.g. `tools[send_email].arg_rules[body]`); the
### diagnostic also carries sourceName, line and column for the caller to print.
### Decision messages take the engine's remediation.args (the runtime adds reasonCode and rulePath).

## Errors

policy-parse-error = The { -policy-file } is not valid YAML or JSON (at { $path }).
    .help = Check indentation, quoting and brackets near the reported line and column.
policy-duplicate-key = A key appears twice in the same mapping (at { $path }).
    .help = Each key may appear once; merge the two entries.
policy-unsupported-schema-version = The { -policy-file } has a missing or unsupported schema_version (at { $path }).
    .help = Start the file with `schema_version: 1`; version 0 files are migrated, unknown versions fail closed.
policy-unknown-field = Unknown field at { $path }.
    .help = Unknown fields are rejected so that a typo never silently drops a rule; check the spelling against docs/policy.md.
policy-missing-field = A required field is missing at { $path }.
    .help = Add the field (see docs/policy.md for the schema).
policy-invalid-value = The value at { $path } is not allowed.
    .help = See docs/policy.md for the allowed values and formats.
policy-duplicate-tool = The tool at { $path } is defined twice.
    .help = Merge the two entries; a tool has exactly one policy.
policy-invalid-definition = The policy definition is invalid.
    .help = Validate the file with `zamburak-policy validate` and fix every error it reports.
policy-file-unreadable = The { -policy-file } could not be read.
    .help = Check the path and the file's permissions.
policy-usage-error = The command line is not valid.
    .help = Run `zamburak-policy --help` to see the commands and options.
policy-invalid-input = The input given to the policy engine is malformed.
    .help = Give check() a summary for every argument, the execution context summary and the authority input, as docs/architecture.md describes.
policy-input-too-large = The { -policy-file } is larger than the loader reads (1 MiB).
    .help = Split the policy or remove what is not needed; policies are limited to 1 MiB of UTF-8.
policy-not-text = The { -policy-file } is not UTF-8 text (binary data, a control character or invalid UTF-8).
    .help = Give a YAML or JSON policy file saved as UTF-8.
policy-limit-exceeded = The { -policy-file } exceeds a loader limit (nesting depth or number of problems) (at { $path }).
    .help = Policies may nest at most 64 levels, and at most 100 problems are reported at once; simplify the policy or fix the problems shown.
policy-audit-reader-unavailable = `zamburak-policy trial` reads audit logs with @zamburak/audit, which is not installed.
    .help = Install @zamburak/audit next to @zamburak/policy (npm install @zamburak/audit), or call the trial from a host that passes the reader.

## Decision reasons
## Arguments (from the engine's remediation.args): tool always; arg, labels, count,
## limit, size, originCount, principalArg, capability, reasons, required, kind where
## the reason has them.

policy-unknown-tool = The tool { $tool } is not in the policy, so the call is denied.
    .help = Add a policy entry for { $tool } if the agent should be able to use it.
policy-context-unavailable = The call to { $tool } was denied because no execution context summary was given.
    .help = The host must pass the execution context summary to every check; a missing context fails closed.
policy-context-truncated = The call to { $tool } was denied because the execution context's dependencies are unknown (budget exceeded).
    .help = The plan combined more data than the label budgets track; simplify the plan or raise the budgets.
policy-summary-truncated = The argument { $arg } of { $tool } depends on { $originCount } origins, more than the label budgets track, so the call is denied.
    .help = Build { $arg } from less data, or raise the policy's label budgets.
policy-arg-summary-missing = The call to { $tool } was denied because an argument has no label summary.
    .help = The host must pass a summary for every argument; missing labels fail closed.
policy-effect-budget-exceeded = The call to { $tool } was denied: the plan has already made { $count } calls with effects, and the limit is { $limit }.
    .help = Split the task into smaller runs, or raise budgets.max_effects in the policy.
policy-call-budget-exceeded = The call to { $tool } was denied: it was already called { $count } times, and its limit is { $limit }.
    .help = Make fewer calls to { $tool } in one run, or raise its max_calls.
policy-confidentiality-forbidden = The argument { $arg } of { $tool } carries { $labels }, which this tool may not receive.
    .help = Do not pass { $count ->
        [one] data labelled { $labels }
       *[other] data with these labels
    } to { $tool }; use a tool whose policy allows it, or have the data declassified by its owner.
policy-confidentiality-not-allowed = The argument { $arg } of { $tool } carries { $labels }, which is not in the tool's allowed list.
    .help = Remove that data from { $arg }, or add { $count ->
        [one] the label
       *[other] the labels
    } to allows_confidentiality if { $tool } may receive it.
policy-payload-too-large = The argument { $arg } of { $tool } is { $size ->
        [hidden] larger than its limit of { $limit } bytes (its size is not shown: the argument is confidential).
       *[other] { $size } bytes, more than its limit of { $limit } bytes.
    }
    .help = Send less data in { $arg }, or raise its max_payload_bytes.
policy-llm-context-too-large = The prompt for { $tool } is { $size ->
        [hidden] larger than the model's limit of { $limit } bytes (its size is not shown: the prompt is confidential).
       *[other] { $size } bytes, more than the model's limit of { $limit } bytes.
    }
    .help = Shorten the prompt, or raise llm_sink.max_context_bytes in the policy.
policy-principals-unavailable = The recipients in { $principalArg } of the call to { $tool } could not be determined, so the readers of { $arg } cannot be checked.
    .help = Pass the recipients in { $principalArg } as plain strings.
policy-reader-not-permitted = { $count ->
        [one] One recipient
       *[other] { $count } recipients
    } in { $principalArg } may not read the data in { $arg } of { $tool }.
    .help = Send the data only to people who may read it, or remove it from { $arg }.
policy-authority-unavailable = The call to { $tool } was denied because no authority information was given.
    .help = The host must validate tokens at the boundary and pass the result to the engine.
policy-authority-invalid = The token that grants { $capability } for { $tool } is not valid ({ $reasons }).
    .help = Obtain a new token for { $capability }; see the reasons for why the old one is not valid.
policy-authority-missing = The call to { $tool } needs the capability { $capability }, which no valid token grants.
    .help = Ask for a token that grants { $capability }.
policy-integrity-required = The argument { $arg } of { $tool } comes from untrusted data, but the policy requires { $required } data.
    .help = Take { $arg } from a trusted source, such as the user's own request, or have a registered verifier confirm it.
policy-verification-failed = The verifier for { $kind } rejected the argument { $arg } of { $tool }.
    .help = The value does not have the property the policy requires; check where it came from.
policy-verifier-result-absent = The argument { $arg } of { $tool } needs a { $kind } verification, and no verifier result was given.
    .help = Register a verifier for { $kind }; missing verifier results fail closed.
policy-pc-integrity-denied = The call to { $tool } was denied because the decision to make it depended on untrusted data ({ $count ->
        [one] one source
       *[other] { $count } sources
    }).
    .help = Make the control flow before this call depend only on trusted data, or ask the user to confirm.
policy-pc-confidentiality-denied = The call to { $tool } was denied because whether it happens would reveal data labelled { $labels }.
    .help = Do not decide on this call based on confidential data.
policy-confirmation-required = The call to { $tool } needs the user's confirmation because it involves { $labels } data.
    .help = Show the call to the user and resume with their approval or rejection.
policy-draft-required = The call to { $tool } may only be prepared as a draft because it involves { $labels } data.
    .help = Show the draft to the user; they can send it themselves.
policy-default-deny = The policy denies { $tool } by default and no rule allows this call.
    .help = If the call should be allowed, add a rule for { $tool } to the policy.
policy-default-confirmation = The policy requires confirmation for { $tool } by default.
    .help = Show the call to the user and resume with their decision.
policy-default-draft = The policy only allows drafts for { $tool } by default.
    .help = Show the draft to the user; they can send it themselves.
policy-malformed-input = The call to { $tool } was denied because its decision input (arguments, context or authority) is malformed.
    .help = The host must pass well-formed argument summaries, the execution context summary and the authority input; malformed input fails closed.

## Policy lint warnings

policy-duplicate-arg-rule = An argument is ruled twice (at { $path }).
    .help = Both rules apply and the stricter wins; merge them into one entry.
policy-contradictory-rule = Two rules contradict each other (at { $path }).
    .help = Decide which requirement holds and remove the other; forbidding wins over allowing.
policy-rules-shadowed-by-deny = The tool defaults to Deny, so these rules can never allow anything (at { $path }).
    .help = Set a default_decision that the rules can refine, or remove the rules.
policy-redundant-confirmation-rule = These confirmation rules never change the outcome (at { $path }).
    .help = Remove them, or make the default Allow so that they select when to ask.
policy-tool-always-denied = This tool can never be called (at { $path }).
    .help = Say so with default_decision: Deny, or raise the limit.
policy-unguarded-write = A tool with side effects is allowed with no rule at all (at { $path }).
    .help = Add arg_rules, context_rules or required_authority, or require confirmation.
policy-llm-sink-class-mismatch = The llm_sink block and the side_effect_class disagree (at { $path }).
    .help = A tool is an LlmSink exactly when it has an llm_sink block.
policy-self-readers-rule = An argument must be readable by its own values (at { $path }).
    .help = readers_must_include names the argument that holds the recipients (e.g. `to`).
policy-unchecked-control-context = A tool with side effects has no rule that reads the control context, so strict mode does not check it (at { $path }).
    .help = Add context_rules (deny_if_pc_confidentiality_contains, deny_if_pc_integrity_contains) or a label rule on an argument.
