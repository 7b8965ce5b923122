### @zamburak/policy: Fehler (POLICY_ERROR_CODES), Entscheidungsgründe und Warnungen der
### Richtlinienprüfung (POLICY_REASON_CODES).

## Fehler

policy-parse-error = Die { -policy-file } ist kein gültiges YAML oder JSON (bei { $path }).
    .help = Prüfen Sie Einrückung, Anführungszeichen und Klammern in der Nähe der gemeldeten Zeile und Spalte.
policy-duplicate-key = Ein Schlüssel kommt in derselben Zuordnung zweimal vor (bei { $path }).
    .help = Jeder Schlüssel darf nur einmal vorkommen; führen Sie die beiden Einträge zusammen.
policy-unsupported-schema-version = Die { -policy-file } hat keine oder eine nicht unterstützte schema_version (bei { $path }).
    .help = Beginnen Sie die Datei mit `schema_version: 1`; Dateien der Version 0 werden migriert, unbekannte Versionen werden sicher abgelehnt.
policy-unknown-field = Unbekanntes Feld bei { $path }.
    .help = Unbekannte Felder werden abgelehnt, damit ein Tippfehler nie unbemerkt eine Regel verwirft; prüfen Sie die Schreibweise anhand von docs/policy.md.
policy-missing-field = Bei { $path } fehlt ein Pflichtfeld.
    .help = Ergänzen Sie das Feld (das Schema steht in docs/policy.md).
policy-invalid-value = Der Wert bei { $path } ist nicht zulässig.
    .help = Die zulässigen Werte und Formate stehen in docs/policy.md.
policy-duplicate-tool = Das Werkzeug bei { $path } ist zweimal definiert.
    .help = Führen Sie die beiden Einträge zusammen; ein Werkzeug hat genau eine Richtlinie.
policy-invalid-definition = Die Richtliniendefinition ist ungültig.
    .help = Prüfen Sie die Datei mit `zamburak-policy validate` und beheben Sie jeden gemeldeten Fehler.
policy-file-unreadable = Die { -policy-file } konnte nicht gelesen werden.
    .help = Prüfen Sie den Pfad und die Zugriffsrechte der Datei.
policy-usage-error = Die Befehlszeile ist ungültig.
    .help = `zamburak-policy --help` zeigt die Befehle und Optionen.
policy-invalid-input = Die Eingabe an die Richtlinien-Engine ist fehlerhaft.
    .help = Übergeben Sie check() für jedes Argument eine Zusammenfassung, die Zusammenfassung des Ausführungskontexts und die Berechtigungsangaben, wie docs/architecture.md es beschreibt.
policy-input-too-large = Die { -policy-file } ist größer, als der Lader liest (1 MiB).
    .help = Teilen Sie die Richtlinie auf oder entfernen Sie Unnötiges; Richtlinien sind auf 1 MiB UTF-8 begrenzt.
policy-not-text = Die { -policy-file } ist kein UTF-8-Text (Binärdaten, ein Steuerzeichen oder ungültiges UTF-8).
    .help = Übergeben Sie eine als UTF-8 gespeicherte YAML- oder JSON-Richtlinie.
policy-limit-exceeded = Die { -policy-file } überschreitet eine Grenze des Laders (Schachtelungstiefe oder Anzahl der Probleme) (bei { $path }).
    .help = Richtlinien dürfen höchstens 64 Ebenen tief geschachtelt sein, und es werden höchstens 100 Probleme auf einmal gemeldet; vereinfachen Sie die Richtlinie oder beheben Sie die gezeigten Probleme.
policy-audit-reader-unavailable = `zamburak-policy trial` liest Audit-Protokolle mit @zamburak/audit, das nicht installiert ist.
    .help = Installieren Sie @zamburak/audit neben @zamburak/policy (npm install @zamburak/audit) oder rufen Sie die Erprobung aus einem Host auf, der den Leser übergibt.

## Entscheidungsgründe

policy-unknown-tool = Das Werkzeug { $tool } steht nicht in der Richtlinie; der Aufruf wurde abgelehnt.
    .help = Fügen Sie einen Richtlinieneintrag für { $tool } hinzu, wenn der Agent es verwenden können soll.
policy-context-unavailable = Der Aufruf von { $tool } wurde abgelehnt, weil keine Zusammenfassung des Ausführungskontexts übergeben wurde.
    .help = Der Host muss jeder Prüfung die Zusammenfassung des Ausführungskontexts übergeben; ein fehlender Kontext führt zur Ablehnung.
policy-context-truncated = Der Aufruf von { $tool } wurde abgelehnt, weil die Abhängigkeiten des Ausführungskontexts unbekannt sind (Budget überschritten).
    .help = Der Plan hat mehr Daten verbunden, als die Label-Budgets verfolgen; vereinfachen Sie den Plan oder erhöhen Sie die Budgets.
policy-summary-truncated = Das Argument { $arg } von { $tool } hängt von { $originCount } Herkünften ab, mehr als die Label-Budgets verfolgen; der Aufruf wurde abgelehnt.
    .help = Bilden Sie { $arg } aus weniger Daten, oder erhöhen Sie die Label-Budgets der Richtlinie.
policy-arg-summary-missing = Der Aufruf von { $tool } wurde abgelehnt, weil für ein Argument keine Label-Zusammenfassung vorliegt.
    .help = Der Host muss für jedes Argument eine Zusammenfassung übergeben; fehlende Labels führen zur Ablehnung.
policy-effect-budget-exceeded = Der Aufruf von { $tool } wurde abgelehnt: Der Plan hat bereits { $count } Aufrufe mit Nebenwirkungen gemacht, das Limit ist { $limit }.
    .help = Teilen Sie die Aufgabe in kleinere Läufe auf, oder erhöhen Sie budgets.max_effects in der Richtlinie.
policy-call-budget-exceeded = Der Aufruf von { $tool } wurde abgelehnt: Es wurde bereits { $count } Mal aufgerufen, sein Limit ist { $limit }.
    .help = Rufen Sie { $tool } in einem Lauf seltener auf, oder erhöhen Sie max_calls.
policy-confidentiality-forbidden = Das Argument { $arg } von { $tool } enthält { $labels }; dieses Werkzeug darf solche Daten nicht erhalten.
    .help = Übergeben Sie { $count ->
        [one] Daten mit dem Label { $labels }
       *[other] Daten mit diesen Labels
    } nicht an { $tool }; verwenden Sie ein Werkzeug, dessen Richtlinie es erlaubt, oder lassen Sie die Daten von ihrem Eigentümer freigeben.
policy-confidentiality-not-allowed = Das Argument { $arg } von { $tool } enthält { $labels }, was nicht in der erlaubten Liste des Werkzeugs steht.
    .help = Entfernen Sie diese Daten aus { $arg }, oder nehmen Sie { $count ->
        [one] das Label
       *[other] die Labels
    } in allows_confidentiality auf, wenn { $tool } sie erhalten darf.
policy-payload-too-large = Das Argument { $arg } von { $tool } ist { $size ->
        [hidden] größer als sein Limit von { $limit } Bytes (die Größe wird nicht gezeigt: das Argument ist vertraulich).
       *[other] { $size } Bytes groß, mehr als sein Limit von { $limit } Bytes.
    }
    .help = Senden Sie weniger Daten in { $arg }, oder erhöhen Sie sein max_payload_bytes.
policy-llm-context-too-large = Der Prompt für { $tool } ist { $size ->
        [hidden] größer als das Limit des Modells von { $limit } Bytes (die Größe wird nicht gezeigt: der Prompt ist vertraulich).
       *[other] { $size } Bytes groß, mehr als das Limit des Modells von { $limit } Bytes.
    }
    .help = Kürzen Sie den Prompt, oder erhöhen Sie llm_sink.max_context_bytes in der Richtlinie.
policy-principals-unavailable = Die Empfänger in { $principalArg } des Aufrufs von { $tool } ließen sich nicht bestimmen; die Leser von { $arg } können daher nicht geprüft werden.
    .help = Übergeben Sie die Empfänger in { $principalArg } als einfache Zeichenketten.
policy-reader-not-permitted = { $count ->
        [one] Ein Empfänger
       *[other] { $count } Empfänger
    } in { $principalArg } { $count ->
        [one] darf
       *[other] dürfen
    } die Daten in { $arg } von { $tool } nicht lesen.
    .help = Senden Sie die Daten nur an Personen, die sie lesen dürfen, oder entfernen Sie sie aus { $arg }.
policy-authority-unavailable = Der Aufruf von { $tool } wurde abgelehnt, weil keine Berechtigungsangaben übergeben wurden.
    .help = Der Host muss Tokens an der Grenze prüfen und das Ergebnis an die Engine übergeben.
policy-authority-invalid = Das Token, das { $capability } für { $tool } gewährt, ist nicht gültig ({ $reasons }).
    .help = Besorgen Sie ein neues Token für { $capability }; die Gründe nennen, warum das alte nicht gültig ist.
policy-authority-missing = Der Aufruf von { $tool } braucht die Berechtigung { $capability }, die kein gültiges Token gewährt.
    .help = Fordern Sie ein Token an, das { $capability } gewährt.
policy-integrity-required = Das Argument { $arg } von { $tool } stammt aus nicht vertrauenswürdigen Daten, die Richtlinie verlangt aber Daten der Stufe { $required }.
    .help = Beziehen Sie { $arg } aus einer vertrauenswürdigen Quelle, etwa der Anfrage des Benutzers selbst, oder lassen Sie es von einem registrierten Verifizierer bestätigen.
policy-verification-failed = Der Verifizierer für { $kind } hat das Argument { $arg } von { $tool } abgelehnt.
    .help = Der Wert hat nicht die Eigenschaft, die die Richtlinie verlangt; prüfen Sie, woher er stammt.
policy-verifier-result-absent = Das Argument { $arg } von { $tool } braucht eine Prüfung der Art { $kind }, aber es liegt kein Ergebnis eines Verifizierers vor.
    .help = Registrieren Sie einen Verifizierer für { $kind }; fehlende Ergebnisse führen zur Ablehnung.
policy-pc-integrity-denied = Der Aufruf von { $tool } wurde abgelehnt, weil die Entscheidung, ihn auszuführen, von nicht vertrauenswürdigen Daten abhing ({ $count ->
        [one] eine Quelle
       *[other] { $count } Quellen
    }).
    .help = Lassen Sie den Kontrollfluss vor diesem Aufruf nur von vertrauenswürdigen Daten abhängen, oder bitten Sie den Benutzer um Bestätigung.
policy-pc-confidentiality-denied = Der Aufruf von { $tool } wurde abgelehnt, weil schon die Tatsache, dass er stattfindet, Daten mit dem Label { $labels } verraten würde.
    .help = Machen Sie diesen Aufruf nicht von vertraulichen Daten abhängig.
policy-confirmation-required = Der Aufruf von { $tool } braucht die Bestätigung des Benutzers, weil er Daten der Art { $labels } betrifft.
    .help = Zeigen Sie dem Benutzer den Aufruf und setzen Sie mit seiner Zustimmung oder Ablehnung fort.
policy-draft-required = Der Aufruf von { $tool } darf nur als Entwurf vorbereitet werden, weil er Daten der Art { $labels } betrifft.
    .help = Zeigen Sie dem Benutzer den Entwurf; er kann ihn selbst absenden.
policy-default-deny = Die Richtlinie lehnt { $tool } standardmäßig ab, und keine Regel erlaubt diesen Aufruf.
    .help = Soll der Aufruf erlaubt sein, fügen Sie der Richtlinie eine Regel für { $tool } hinzu.
policy-default-confirmation = Die Richtlinie verlangt für { $tool } standardmäßig eine Bestätigung.
    .help = Zeigen Sie dem Benutzer den Aufruf und setzen Sie mit seiner Entscheidung fort.
policy-default-draft = Die Richtlinie erlaubt für { $tool } standardmäßig nur Entwürfe.
    .help = Zeigen Sie dem Benutzer den Entwurf; er kann ihn selbst absenden.
policy-malformed-input = Der Aufruf von { $tool } wurde abgelehnt, weil seine Entscheidungsdaten (Argumente, Kontext oder Berechtigungen) fehlerhaft sind.
    .help = Der Host muss wohlgeformte Argument-Zusammenfassungen, die Kontext-Zusammenfassung und die Berechtigungsdaten übergeben; fehlerhafte Eingaben werden abgelehnt.

## Warnungen der Richtlinienprüfung

policy-duplicate-arg-rule = Für ein Argument gibt es zwei Regeln (bei { $path }).
    .help = Beide Regeln gelten, die strengere gewinnt; führen Sie sie zu einem Eintrag zusammen.
policy-contradictory-rule = Zwei Regeln widersprechen sich (bei { $path }).
    .help = Entscheiden Sie, welche Anforderung gilt, und entfernen Sie die andere; Verbieten gewinnt gegen Erlauben.
policy-rules-shadowed-by-deny = Das Werkzeug wird standardmäßig abgelehnt; diese Regeln können daher nie etwas erlauben (bei { $path }).
    .help = Setzen Sie eine default_decision, die die Regeln verfeinern können, oder entfernen Sie die Regeln.
policy-redundant-confirmation-rule = Diese Bestätigungsregeln ändern das Ergebnis nie (bei { $path }).
    .help = Entfernen Sie sie, oder setzen Sie den Standard auf Allow, damit sie auswählen, wann nachgefragt wird.
policy-tool-always-denied = Dieses Werkzeug kann nie aufgerufen werden (bei { $path }).
    .help = Sagen Sie es ausdrücklich mit default_decision: Deny, oder erhöhen Sie das Limit.
policy-unguarded-write = Ein Werkzeug mit Nebenwirkungen ist ganz ohne Regel erlaubt (bei { $path }).
    .help = Fügen Sie arg_rules, context_rules oder required_authority hinzu, oder verlangen Sie eine Bestätigung.
policy-llm-sink-class-mismatch = Der Block llm_sink und die side_effect_class passen nicht zusammen (bei { $path }).
    .help = Ein Werkzeug ist genau dann ein LlmSink, wenn es einen Block llm_sink hat.
policy-self-readers-rule = Ein Argument muss für seine eigenen Werte lesbar sein (bei { $path }).
    .help = readers_must_include nennt das Argument, das die Empfänger enthält (z. B. `to`).
policy-unchecked-control-context = Ein Werkzeug mit Nebenwirkungen hat keine Regel, die den Kontrollkontext liest; der strikte Modus prüft es daher nicht (bei { $path }).
    .help = Fügen Sie context_rules (deny_if_pc_confidentiality_contains, deny_if_pc_integrity_contains) oder eine Label-Regel für ein Argument hinzu.
