### @zamburak/audit: Fehler (AUDIT_ERROR_CODES) und Befunde der Prüfung
### (AUDIT_REASON_CODES, gemeldet für den ersten fehlerhaften Eintrag).

## Fehler

audit-invalid-options = Die Option { $option } des { -audit-log }s ist ungültig.
    .help = Prüfen Sie die an openAuditLog übergebenen Optionen: path, clock, durability und die Batch-Grenzen.
audit-invalid-event = Das Feld { $field } des Audit-Ereignisses hat den falschen Typ.
    .help = Zeichnen Sie Ereignisse mit den Feldern und Typen auf, die das Schema der Audit-Einträge festlegt.
audit-open-failed = Die Datenbank des { -audit-log }s konnte nicht geöffnet werden.
    .help = Prüfen Sie den Pfad, die Zugriffsrechte des Verzeichnisses und den freien Speicherplatz.
audit-not-an-audit-log = Die Datenbank ist kein { -audit-log } von { -zamburak }.
    .help = Verwenden Sie eine neue Datei oder eine Datei, die { -zamburak } angelegt hat.
audit-unsupported-format = Das { -audit-log } hat das Format { $found }, diese Version unterstützt { $supported }.
    .help = Öffnen Sie das Protokoll mit der { -zamburak }-Version, die es geschrieben hat, oder exportieren und archivieren Sie es.
audit-corrupt-head = Der letzte Eintrag des { -audit-log }s (Nummer { $seq }) passt nicht zu seinem Hash.
    .help = Das Protokoll wurde verändert oder beschädigt; führen Sie `zamburak-audit verify` aus und bewahren Sie die Datei zur Untersuchung auf. Es werden keine Einträge mehr angehängt.
audit-write-failed = Das { -audit-log } konnte die Einträge { $firstSeq } bis { $lastSeq } nicht festschreiben.
    .help = Prüfen Sie freien Speicherplatz und Zugriffsrechte; die Aktion wurde nicht ausgeführt, weil ihr Eintrag nicht dauerhaft gespeichert war.
audit-log-closed = Das { -audit-log } ist geschlossen.
    .help = Öffnen Sie ein neues Protokoll, bevor Sie Ereignisse aufzeichnen.
audit-log-locked = Ein anderer Schreiber hat das { -audit-log } geöffnet.
    .help = Verwenden Sie einen Schreiber pro Audit-Datenbank (eine Laufzeitumgebung oder einen Prozess); Leser wie zamburak-audit verify brauchen keine Sperre. Eine Sperre eines beendeten Prozesses wird übernommen.
audit-log-failed = Das { -audit-log } ist zuvor fehlgeschlagen und nimmt keine Einträge mehr an.
    .help = Beheben Sie die Ursache des früheren Fehlers und öffnen Sie das Protokoll erneut.
audit-read-failed = Die Audit-Einträge konnten nicht gelesen werden.
    .help = Prüfen Sie, ob die Datei ein lesbares { -audit-log } von { -zamburak } ist.
audit-archive-failed = Der Abschnitt des { -audit-log }s konnte nicht archiviert werden.
    .help = Prüfen Sie den freien Speicherplatz und die Zugriffsrechte des Archivverzeichnisses.
audit-unredacted-record = Ein Eintrag würde Text speichern, der nicht geschwärzt wurde.
    .help = Leiten Sie Felder von Einträgen durch die Schwärzung; ungeprüfter Text und Geheimnisse gelangen nie ins Protokoll.
audit-invalid-jsonl = Das exportierte Protokoll ist kein gültiges JSON Lines.
    .help = Prüfen Sie nur Dateien, die `zamburak-audit export` geschrieben hat, mit einem Eintrag pro Zeile.
audit-intent-log-corrupt = Die Absichtsdatei (Write-Ahead) des { -audit-log }s setzt die Kette bei Eintrag { $seq } nicht fort.
    .help = Bestätigte Einträge fehlen möglicherweise oder die Datei wurde verändert; bewahren Sie die Datenbank und ihre -intent-Datei zur Untersuchung auf. Das Protokoll wurde nicht geöffnet.
audit-log-unverified = Das { -audit-log } lässt sich nicht prüfen ({ $reason } bei Eintrag { $seq }); seine Entscheidungen werden nicht erneut geprüft.
    .help = Ermitteln Sie mit zamburak-audit verify, was sich geändert hat; eine Erprobung braucht eine intakte Kette.

## Befunde der Prüfung

audit-edited = Eintrag { $seq } wurde bearbeitet: Sein Inhalt passt nicht mehr zu seinem Hash.
    .help = Das Protokoll wurde manipuliert; bewahren Sie die Datei auf und untersuchen Sie ab diesem Eintrag.
audit-deleted = In der Kette fehlen ein oder mehrere Einträge.
    .help = Das Protokoll wurde manipuliert; vergleichen Sie mit einem Archiv oder Export, um zu sehen, was entfernt wurde.
audit-inserted = Eintrag { $seq } war nie Teil der Kette; er wurde eingefügt.
    .help = Das Protokoll wurde manipuliert; bewahren Sie die Datei auf und untersuchen Sie den eingefügten Eintrag.
audit-reordered = Eintrag { $seq } steht vor der Stelle, an die er in der Kette gehört.
    .help = Das Protokoll wurde manipuliert; bewahren Sie die Datei auf und untersuchen Sie den Vorfall.
audit-truncated-tail = Die Kette endet vor dem Kopf, den der Host aufbewahrt hat.
    .help = Einträge am Ende des Protokolls wurden entfernt; vergleichen Sie mit dem aufbewahrten Kopf und einem Archiv.
audit-head-mismatch = Der Eintrag an der Position des aufbewahrten Kopfes hat einen anderen Hash.
    .help = Das Ende des Protokolls wurde neu geschrieben; bewahren Sie die Datei auf und untersuchen Sie den Vorfall.
audit-broken-link = Eintrag { $seq } ist nicht mit dem Eintrag davor verkettet.
    .help = Die Kette wurde aufgetrennt und neu zusammengefügt; bewahren Sie die Datei auf und untersuchen Sie den Vorfall.
audit-bad-genesis = Der erste Eintrag ist kein wohlgeformter Genesis-Eintrag.
    .help = Der Anfang des Protokolls wurde verändert, oder die Datei ist kein { -audit-log } von { -zamburak }.
audit-summary-edited = Eine Zusammenfassung, auf die Eintrag { $seq } verweist, wurde verändert.
    .help = Das Protokoll wurde manipuliert; bewahren Sie die Datei auf und untersuchen Sie den Vorfall.
audit-summary-missing = Eine Zusammenfassung, auf die Eintrag { $seq } verweist, fehlt.
    .help = Das Protokoll wurde manipuliert oder nur teilweise kopiert; bewahren Sie die Datei auf und untersuchen Sie den Vorfall.
audit-archive-mismatch = Ein Archivabschnitt schließt nicht an die laufende Kette an.
    .help = Prüfen Sie die Abschnitte der Reihe nach; ein Abschnitt aus einem anderen Protokoll oder ein veränderter schließt nicht an.
audit-schema-tampered = Die Kette ist gültig, aber der Schutz der Datenbank gegen Änderungen (nur Anhängen) wurde entfernt.
    .help = Jemand hat das Datenbankschema geändert; behandeln Sie das Protokoll ab jetzt als nicht vertrauenswürdig und untersuchen Sie den Vorfall.
audit-malformed-record = Eintrag { $seq } ist kein Eintrag dieses Formats.
    .help = Prüfen Sie nur Protokolle und Exporte, die { -zamburak } geschrieben hat.
audit-checkpoint-invalid = Der signierte Prüfpunkt bei Eintrag { $seq } lässt sich mit dem öffentlichen Schlüssel des Hosts nicht prüfen.
    .help = Die Einträge davor (nach dem letzten gültigen Prüfpunkt) wurden neu geschrieben, oder der Prüfpunkt wurde gefälscht oder mit einem anderen Schlüssel signiert; bewahren Sie die Datei auf und untersuchen Sie den Vorfall.
