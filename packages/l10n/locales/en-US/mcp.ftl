### @zamburak/mcp: errors of the MCP bridge (MCP_ERROR_CODES). Data carries the server's
### configured name, tool names and short reasons, never text a server sent.

mcp-invalid-options = The MCP server option { $field } is invalid.
    .help = Check the options given to connectMcpServer against the documented types.
mcp-connect-failed = The MCP server { $server } could not be connected.
    .help = Check the command or URL of the server, and that it speaks the Model Context Protocol.
mcp-list-failed = The MCP server { $server } did not list its tools.
    .help = Its tools stay refused until a listing succeeds; check the server and call refresh().
mcp-tool-not-approved = The tool { $tool } of { $server } changed and is not approved.
    .help = Review the tool's new description and schemas, call approve() for it, and create a new runtime.
mcp-tool-error = The tool { $tool } of { $server } reported an error.
    .help = The plan received the failure as a labelled error; the server's own text is not shown.
mcp-call-failed = The call to the tool { $tool } of { $server } failed ({ $reason }).
    .help = Check that the server is running and answers within the tool's timeout.
mcp-server-closed = The MCP server { $server } is closed.
    .help = Connect the server again before running plans that call its tools.
