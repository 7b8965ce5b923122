### @zamburak/mcp: Fehler der MCP-Brücke (MCP_ERROR_CODES).

mcp-invalid-options = Die MCP-Server-Option { $field } ist ungültig.
    .help = Prüfen Sie die Optionen von connectMcpServer anhand der dokumentierten Typen.
mcp-connect-failed = Der MCP-Server { $server } konnte nicht verbunden werden.
    .help = Prüfen Sie Befehl oder URL des Servers und ob er das Model Context Protocol spricht.
mcp-list-failed = Der MCP-Server { $server } hat seine Werkzeuge nicht aufgelistet.
    .help = Seine Werkzeuge bleiben abgelehnt, bis eine Auflistung gelingt; prüfen Sie den Server und rufen Sie refresh() auf.
mcp-tool-not-approved = Das Werkzeug { $tool } von { $server } hat sich geändert und ist nicht freigegeben.
    .help = Prüfen Sie die neue Beschreibung und die Schemas des Werkzeugs, rufen Sie approve() dafür auf und erstellen Sie eine neue Laufzeit.
mcp-tool-error = Das Werkzeug { $tool } von { $server } hat einen Fehler gemeldet.
    .help = Der Plan hat den Fehler als gelabelten Fehler erhalten; der eigene Text des Servers wird nicht gezeigt.
mcp-call-failed = Der Aufruf des Werkzeugs { $tool } von { $server } ist fehlgeschlagen ({ $reason }).
    .help = Prüfen Sie, ob der Server läuft und innerhalb der Zeitgrenze des Werkzeugs antwortet.
mcp-server-closed = Der MCP-Server { $server } ist geschlossen.
    .help = Verbinden Sie den Server erneut, bevor Sie Pläne ausführen, die seine Werkzeuge aufrufen.
