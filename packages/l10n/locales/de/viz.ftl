### @zamburak/viz: Fehler (VIZ_ERROR_CODES) und Befunde von `zamburak-viz check`
### (VIZ_REASON_CODES, jeweils mit dem Argument `file`).

## Fehler

viz-usage = Die Befehlszeile ist ungültig.
    .help = `zamburak-viz --help` zeigt die Befehle und Optionen.
viz-policy-load-failed = Eine { -policy-file } konnte nicht geladen werden.
    .help = Prüfen Sie sie mit `zamburak-policy validate` und beheben Sie die gemeldeten Fehler.
viz-output-name-collision = Zwei Diagramme würden in dieselbe Datei { $file } geschrieben.
    .help = Geben Sie den Richtlinien unterschiedliche Dateinamen, oder rendern Sie sie in verschiedene Verzeichnisse.
viz-invalid-format = Das Format { $format } für { $option } wird nicht unterstützt.
    .help = Verwenden Sie svg, png oder mmd.
viz-browser-not-found = Es wurde kein Chromium-Browser zum Zeichnen der Diagramme gefunden.
    .help = Installieren Sie Debians chromium (`apt-get install chromium`) oder nennen Sie das Programm mit --chromium oder der Umgebungsvariablen { $variable }.
viz-browser-launch-failed = Der Browser unter { $executablePath } konnte nicht gestartet werden.
    .help = Installieren Sie Chromium (Debian-Paket `chromium`) oder geben Sie dem Renderer eine andere Chromium-Programmdatei an.
viz-render-failed = Das Diagramm { $diagram } konnte nicht gerendert werden.
    .help = Prüfen Sie die erzeugte .mmd-Datei im Mermaid Live Editor; melden Sie die Richtlinie, wenn das Diagramm falsch erzeugt wird.
viz-renderer-closed = Der Renderer wurde geschlossen, bevor das Diagramm { $diagram } fertig war.
    .help = Lassen Sie den Renderer offen, bis alle Render-Aufrufe abgeschlossen sind.
viz-io-failed = Die Dateioperation { $op } auf { $path } ist fehlgeschlagen.
    .help = Prüfen Sie, ob das Verzeichnis existiert und beschreibbar ist.

## Befunde der Prüfung

viz-generated-file-missing = Das erzeugte Diagramm { $file } fehlt.
    .help = Führen Sie `zamburak-viz render` aus und committen Sie das Ergebnis.
viz-generated-file-stale = Das erzeugte Diagramm { $file } ist gegenüber seiner Richtlinie veraltet.
    .help = Führen Sie `zamburak-viz render` aus und committen Sie das Ergebnis.
viz-generated-file-orphaned = Die erzeugte Datei { $file } gehört zu keiner Richtlinie.
    .help = Löschen Sie sie, oder stellen Sie die Richtlinie wieder her, aus der sie erzeugt wurde.
viz-rendered-file-missing = Das gerenderte Bild { $file } fehlt.
    .help = Führen Sie `zamburak-viz render --format svg` (oder png) aus und committen Sie das Ergebnis.
viz-rendered-file-stale = Das gerenderte Bild { $file } passt nicht zu seinem Diagramm.
    .help = Rendern Sie die Diagramme erneut und committen Sie das Ergebnis.
