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
