### zamburak (Kern): Laufzeitfehler (RUNTIME_ERROR_CODES) und die Begründungscodes, die die
### Laufzeit Entscheidungen hinzufügt (RUNTIME_REASON_CODES).

## Fehler

runtime-invalid-options = Die Laufzeitoption { $field } ist ungültig.
    .help = Prüfen Sie die an createRuntime übergebenen Optionen gegen die dokumentierten Typen.
runtime-observe-mode-not-acknowledged = Der Beobachtungsmodus blockiert nichts, und das wurde nicht bestätigt.
    .help = Der Beobachtungsmodus zeichnet nur auf, was abgelehnt würde; bestätigen Sie ihn ausdrücklich in den Optionen, wenn Sie das wollen.
runtime-tool-not-registered = Der Plan hat ein Werkzeug aufgerufen, das nicht registriert ist.
    .help = Registrieren Sie das Werkzeug bei der Laufzeit, oder lassen Sie den Plan nur registrierte Werkzeuge verwenden.
# TOOL_PIN_MISMATCH ist Fehlercode und Entscheidungsgrund zugleich: eine Nachricht für beides.
runtime-tool-pin-mismatch = Die Definition eines Werkzeugs passt nicht mehr zu ihrem festgeschriebenen Hash; es wird nicht aufgerufen.
    .help = Prüfen Sie die geänderte Definition des Werkzeugs und schreiben Sie den neuen Hash fest, wenn sie vertrauenswürdig ist.
runtime-tool-failed = Ein Werkzeug-Adapter ist fehlgeschlagen.
    .help = Der Plan hat den Fehler als gelabelten Fehler erhalten; prüfen Sie die Protokolle des Werkzeugs.
runtime-tool-timeout = Ein Werkzeugaufruf hat länger als seine Zeitgrenze gedauert und wurde abgebrochen.
    .help = Der Plan hat die Zeitüberschreitung als gelabelten Fehler erhalten; erhöhen Sie timeoutMs des Werkzeugs oder toolTimeoutMs der Laufzeit, wenn das Werkzeug absichtlich langsam ist.
runtime-duplicate-tool = Das Werkzeug { $tool } ist zweimal registriert.
    .help = Registrieren Sie jedes Werkzeug nur einmal.
runtime-execution-not-suspended = Die Ausführung ist im Zustand { $status }, nicht angehalten, und kann nicht fortgesetzt werden.
    .help = Setzen Sie nur Ausführungen fort, deren Zustand „angehalten“ (suspended) ist.
runtime-execution-finished = Die Ausführung ist bereits beendet ({ $status }).
    .help = Starten Sie eine neue Ausführung.
runtime-approval-invalid = Die Genehmigung ist ungültig ({ $reason }).
    .help = Genehmigen Sie genau den ausstehenden Aufruf mit der Genehmigung, die die Laufzeit dafür ausgestellt hat, bevor sie abläuft.
runtime-snapshot-invalid = Der Snapshot der Ausführung ist ungültig ({ $reason }).
    .help = Setzen Sie nur mit Snapshots fort, die diese Laufzeit mit derselben Richtlinie und denselben Werkzeugen geschrieben hat.
runtime-plan-rejected = Der Plan wurde abgelehnt, bevor er lief.
    .help = Korrigieren Sie den Plan, sodass er kompiliert und nur die erlaubte Teilmenge der Sprache verwendet.
runtime-ledger-failed = { $ledger ->
        [revocation] Der Sperrindex
        [usage] Das Nutzungsregister
        [approval-memory] Das Genehmigungsgedächtnis
       *[approval] Das Genehmigungsregister
    } kann nicht verwendet werden ({ $reason }).
    .help = Geben Sie der Laufzeit eine Registerdatei dieser Art, die sie öffnen und beschreiben kann.

## Entscheidungsgründe

runtime-tool-unpinned = Der Aufruf von { $tool } wurde abgelehnt, weil das Werkzeug nicht festgeschrieben ist.
    .help = Schreiben Sie den Hash der Werkzeugdefinition im Werkzeugkatalog fest.
runtime-arg-undeclared = Der Aufruf von { $tool } wurde abgelehnt: Er übergibt ein Argument, das das Werkzeug nicht deklariert.
    .help = Übergeben Sie nur die deklarierten Parameter des Werkzeugs; für andere Argumente greift keine Richtlinienregel.
runtime-arg-missing = Der Aufruf von { $tool } wurde abgelehnt: Ein erforderlicher Parameter fehlt.
    .help = Übergeben Sie jeden Parameter, den das Werkzeug als erforderlich deklariert.
runtime-arg-type-mismatch = Der Aufruf von { $tool } wurde abgelehnt: Ein Argument hat nicht den deklarierten Typ.
    .help = Übergeben Sie jedes Argument mit dem JSON-Typ, den das Werkzeug dafür deklariert.
runtime-arg-schema-mismatch = Der Aufruf von { $tool } wurde abgelehnt: Ein Argument entspricht nicht dem JSON-Schema des Werkzeugs.
    .help = Übergeben Sie jedes Argument in der Form, die das JSON-Schema des Werkzeugs beschreibt, verschachtelte Felder eingeschlossen.
runtime-trust-class-forbids-side-effect = Der Aufruf von { $tool } wurde abgelehnt: Seine Vertrauensklasse darf keine Nebenwirkungen haben.
    .help = Geben Sie { $tool } eine Vertrauensklasse, die Nebenwirkungen erlaubt, oder verwenden Sie ein nur lesendes Werkzeug.
runtime-trust-class-budget-exceeded = Der Aufruf von { $tool } wurde abgelehnt: Seine Vertrauensklasse hat ihr Aufrufbudget aufgebraucht.
    .help = Rufen Sie Werkzeuge dieser Vertrauensklasse seltener auf, oder erhöhen Sie ihr Budget.
runtime-approval-replayed = Die Genehmigung für { $tool } wurde bereits verwendet.
    .help = Genehmigungen gelten nur einmal; fragen Sie den Benutzer erneut.
runtime-approval-mismatch = Die Genehmigung passt nicht zu diesem Aufruf von { $tool }.
    .help = Eine Genehmigung gilt für genau einen Aufruf mit seinen Argumenten; bitten Sie den Benutzer, diesen Aufruf zu genehmigen.
runtime-approval-expired = Die Genehmigung für { $tool } ist abgelaufen.
    .help = Bitten Sie den Benutzer, den Aufruf erneut zu genehmigen.
runtime-approval-rejected = Der Benutzer hat den Aufruf von { $tool } abgelehnt.
    .help = Der Aufruf wurde nicht ausgeführt; fahren Sie ohne ihn fort oder fragen Sie den Benutzer, was zu tun ist.
runtime-approval-ledger-failed = Die Genehmigung für { $tool } konnte nicht als verwendet vermerkt werden und wurde deshalb nicht angenommen.
    .help = Prüfen Sie, ob das Genehmigungsregister erreichbar und beschreibbar ist, und legen Sie die Genehmigung erneut vor.
runtime-usage-charge-failed = Der Aufruf von { $tool } wurde abgelehnt: Seine Nutzung konnte dem Kontingent des Tokens nicht angerechnet werden (inzwischen verbraucht, oder das Nutzungsregister ist ausgefallen).
    .help = Prüfen Sie die verbleibenden Nutzungen des Tokens und ob das Nutzungsregister erreichbar und beschreibbar ist; der Aufruf wurde nicht ausgeführt.
runtime-draft-mismatch = Der Entwurf für { $tool } passt nicht zum Aufruf.
    .help = Senden Sie genau den Entwurf, den der Benutzer gesehen hat, oder bereiten Sie einen neuen vor.
runtime-transport-guard-refused = Der Transportschutz hat den Aufruf von { $tool } verweigert.
    .help = Das Ziel ist nach den Transportregeln des Hosts nicht erlaubt.
runtime-observed-would-deny = Beobachtungsmodus: Der Aufruf von { $tool } wäre abgelehnt worden und wurde erlaubt.
    .help = Prüfen Sie diese Entscheidung, bevor Sie die Durchsetzung einschalten.
runtime-plan-failed = Der Plan ist vor dem Aufruf von { $tool } fehlgeschlagen.
    .help = Sehen Sie sich den Fehler des Plans an; der Plan wurde angehalten und hat keine weiteren Aufrufe gemacht.
runtime-vm-limit = Der Plan hat beim Aufruf von { $tool } eine Grenze der Sandbox erreicht.
    .help = Lassen Sie den Plan weniger Arbeit tun, oder erhöhen Sie die Grenzen der Sandbox.
runtime-decision-unknown = Der Aufruf von { $tool } wurde abgelehnt: Die Richtlinie hat keine bekannte Entscheidung geliefert.
    .help = Das ist ein Fehler der Laufzeitumgebung; der Aufruf wurde sicher abgelehnt. Bitte melden Sie ihn mit dem Audit-Eintrag.
