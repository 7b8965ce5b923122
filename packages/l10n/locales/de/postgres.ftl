### @zamburak/postgres: Fehler des PostgreSQL-Speichers (POSTGRES_ERROR_CODES).

postgres-invalid-options = Die Option { $option } des PostgreSQL-Speichers ist ungültig.
    .help = Prüfen Sie die Optionen anhand der dokumentierten Typen von @zamburak/postgres.
postgres-connect-failed = Der PostgreSQL-Server ist nicht erreichbar ({ $sqlState }).
    .help = Prüfen Sie die Verbindungsdaten, ob der Server läuft und ob dieser Benutzer sich verbinden darf.
postgres-schema-too-new = Das Zamburak-Schema der Datenbank hat Version { $found }; dieser Code kennt höchstens { $supported }.
    .help = Aktualisieren Sie @zamburak/postgres auf diesem Host: älterer Code schreibt nie in ein neueres Schema.
postgres-migration-failed = Das Zamburak-Schema konnte nicht auf Version { $version } migriert werden ({ $sqlState }).
    .help = Von der fehlgeschlagenen Migration blieb nichts erhalten; prüfen Sie die Rechte des Benutzers und das Server-Log.
postgres-query-failed = Die PostgreSQL-Abfrage { $operation } ist fehlgeschlagen ({ $sqlState }).
    .help = Nichts wurde bestätigt; prüfen Sie den Server und versuchen Sie es erneut. Der geschützte Effekt lief nicht.
postgres-write-failed = Die Audit-Einträge { $firstSeq } bis { $lastSeq } von { $log } konnten nicht festgeschrieben werden ({ $sqlState }).
    .help = Diese Einträge stehen nicht im Log und wurden nicht bestätigt; die geschützten Effekte liefen nicht.
postgres-corrupt-head = Der Kopf des Audit-Logs { $log } passt nicht zu seinem letzten Eintrag.
    .help = Prüfen Sie dieses Log mit zamburak-postgres verify, bevor Sie weiter anhängen.
postgres-store-closed = Der PostgreSQL-Speicher ist geschlossen.
    .help = Öffnen Sie den Speicher erneut; ein geschlossener Speicher verweigert jedes Lesen und Schreiben.
