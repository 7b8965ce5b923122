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

## The decision explorer (zamburak-audit serve): the page's own text

viz-serve-title = Zamburak-Entscheidungsexplorer
viz-serve-language = Sprache
viz-serve-executions = Ausführungen
viz-serve-filters = Filter
viz-serve-from = Von
viz-serve-to = Bis
viz-serve-status = Status
viz-serve-any = alle
viz-serve-tool = Werkzeug
viz-serve-reason-code = Grundcode
viz-serve-policy-hash = Policy-Hash
viz-serve-apply = Anwenden
viz-serve-clear = Zurücksetzen
viz-serve-execution = Ausführung
viz-serve-started = Begonnen
viz-serve-last-record = Letzter Eintrag
viz-serve-decisions = Entscheidungen
viz-serve-denied = Abgelehnt
viz-serve-older = Ältere Ausführungen
viz-serve-newest = Neueste Ausführungen
viz-serve-no-executions = Keine Ausführung passt zu diesen Filtern.
viz-serve-timeline = Zeitleiste
viz-serve-seq = Eintrag
viz-serve-time = Zeit
viz-serve-event = Ereignis
viz-serve-call = Aufruf
viz-serve-decision = Entscheidung
viz-serve-rule-path = Regelpfad
viz-serve-remediation = Abhilfe
viz-serve-witness = Zeuge
viz-serve-witness-note = Was das Protokoll zu dieser Entscheidung festhält: die Label-Zusammenfassung jedes Arguments, den Ausführungskontext und die Aufrufe, von denen der Kontrollfluss abhing. Werte werden nie gespeichert; Principals sind tokenisiert.
viz-serve-policy-diagram = Policy-Diagramm des Werkzeugs
viz-serve-policy-none = Es wurde keine Policy angegeben; starten Sie den Explorer mit --policy DATEI, um das Diagramm des Werkzeugs zu sehen.
viz-serve-policy-unknown = Keine der angegebenen Policys hat den Policy-Hash, den diese Entscheidung festhält.
viz-serve-policy-no-tool = Die Policy hat keine Regeln für dieses Werkzeug.
viz-serve-arguments = Argumente und Kontext
viz-serve-context = Kontext
viz-serve-redacted = geschwärzt
viz-serve-chain-checking = Die Kette wird geprüft…
viz-serve-chain-ok = Kette geprüft
viz-serve-chain-failed = Kette gebrochen bei Eintrag
viz-serve-live = Live
viz-serve-new-records = Kopf bei Eintrag
viz-serve-back = Ausführungen
viz-serve-missing-index = Diesem Protokoll fehlt der Index des Explorers, daher durchsuchen Ausführungsseiten die ganze Tabelle:
viz-serve-not-found = Nicht gefunden
