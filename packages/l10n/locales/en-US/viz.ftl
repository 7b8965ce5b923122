### @zamburak/viz: errors (VIZ_ERROR_CODES) and `zamburak-viz check` findings
### (VIZ_REASON_CODES, each with the argument `file`).

## Errors

viz-usage = The command line is not valid.
    .help = Run `zamburak-viz --help` to see the commands and options.
viz-policy-load-failed = A { -policy-file } could not be loaded.
    .help = Run `zamburak-policy validate` on it and fix the errors it reports.
viz-output-name-collision = Two diagrams would be written to the same file { $file }.
    .help = Give the policies distinct file names, or render them into different directories.
viz-invalid-format = The format { $format } given to { $option } is not supported.
    .help = Use svg, png or mmd.
viz-browser-not-found = No Chromium browser was found to render the diagrams.
    .help = Install Debian's chromium (`apt-get install chromium`), or name the binary with --chromium or the environment variable { $variable }.
viz-browser-launch-failed = The browser at { $executablePath } could not be started.
    .help = Install Chromium (Debian package `chromium`) or point the renderer at another Chromium executable.
viz-render-failed = The diagram { $diagram } could not be rendered.
    .help = Check the generated .mmd with the Mermaid live editor; report the policy if the diagram is generated wrongly.
viz-renderer-closed = The renderer was closed before the diagram { $diagram } was finished.
    .help = Keep the renderer open until every render call has finished.
viz-io-failed = The file operation { $op } on { $path } failed.
    .help = Check that the directory exists and is writable.

## Check findings

viz-generated-file-missing = The generated diagram { $file } is missing.
    .help = Run `zamburak-viz render` and commit the output.
viz-generated-file-stale = The generated diagram { $file } is out of date with its policy.
    .help = Run `zamburak-viz render` and commit the output.
viz-generated-file-orphaned = The generated file { $file } belongs to no policy.
    .help = Delete it, or restore the policy it was generated from.
viz-rendered-file-missing = The rendered image { $file } is missing.
    .help = Run `zamburak-viz render --format svg` (or png) and commit the output.
viz-rendered-file-stale = The rendered image { $file } does not match its diagram.
    .help = Render the diagrams again and commit the output.

## The decision explorer (zamburak-audit serve): the page's own text

viz-serve-title = Zamburak decision explorer
viz-serve-language = Language
viz-serve-executions = Executions
viz-serve-filters = Filters
viz-serve-from = From
viz-serve-to = To
viz-serve-status = Status
viz-serve-any = any
viz-serve-tool = Tool
viz-serve-reason-code = Reason code
viz-serve-policy-hash = Policy hash
viz-serve-apply = Apply
viz-serve-clear = Clear
viz-serve-execution = Execution
viz-serve-started = Started
viz-serve-last-record = Last record
viz-serve-decisions = Decisions
viz-serve-denied = Denied
viz-serve-older = Older executions
viz-serve-newest = Newest executions
viz-serve-no-executions = No execution matches these filters.
viz-serve-timeline = Timeline
viz-serve-seq = Record
viz-serve-time = Time
viz-serve-event = Event
viz-serve-call = Call
viz-serve-decision = Decision
viz-serve-rule-path = Rule path
viz-serve-remediation = Remediation
viz-serve-witness = Witness
viz-serve-witness-note = What the log keeps about this decision: each argument's label summary, the execution context and the calls the control flow depended on. Values are never stored; principals are tokenised.
viz-serve-policy-diagram = Policy diagram of the tool
viz-serve-policy-none = No policy was given; start the explorer with --policy FILE to see the tool's diagram.
viz-serve-policy-unknown = None of the given policies has the policy hash this decision recorded.
viz-serve-policy-no-tool = The policy has no rules for this tool.
viz-serve-arguments = Arguments and context
viz-serve-context = Context
viz-serve-redacted = redacted
viz-serve-chain-checking = Verifying the chain…
viz-serve-chain-ok = Chain verified
viz-serve-chain-failed = Chain broken at record
viz-serve-live = Live
viz-serve-new-records = head at record
viz-serve-back = Executions
viz-serve-missing-index = This log lacks the explorer's index, so execution pages scan the records table:
viz-serve-not-found = Not found
