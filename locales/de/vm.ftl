### @zamburak/vm: Sandbox-Fehler (VM_ERROR_CODES) und Fehler des Plan-Compilers
### (VM_COMPILE_ERROR_CODES).

## Sandbox-Fehler

vm-invalid-options = Die Sandbox-Optionen sind ungültig.
    .help = Prüfen Sie die an createSandbox oder loadSandbox übergebenen Optionen (Algebra-Quelltext, externe Funktionen, Grenzen, Eingaben).
vm-algebra-invalid = Der Quelltext der Label-Algebra ließ sich in der Phase { $stage } nicht laden.
    .help = Der Quelltext des Einbettenden muss `globalThis.__zamburakLabels` mit literal, join, intern und describe definieren.
vm-plan-load-failed = Der Plan oder die Laufzeitbibliothek der Sandbox ließ sich nicht laden.
    .help = Kompilieren Sie den Plan erneut; schlägt es weiter fehl, melden Sie es mit dem Hash des Plans.
vm-plan-threw = Der Plan hat eine Ausnahme geworfen, die er nicht abgefangen hat.
    .help = Fangen Sie die Ausnahme im Plan ab, oder korrigieren Sie den fehlschlagenden Schritt.
vm-arg-not-json = Ein Argument eines externen Aufrufs ist kein JSON-Wert.
    .help = Übergeben Sie Werkzeugen nur JSON-Werte (Objekte, Arrays, Zeichenketten, endliche Zahlen, Wahrheitswerte, null); keine Funktionen, undefined oder Zyklen.
vm-result-not-json = Das Ergebnis des Plans ist kein JSON-Wert.
    .help = Geben Sie aus dem Plan nur JSON-Werte zurück (keine Funktionen, undefined oder Zyklen).
vm-resume-invalid = Die Sandbox hat eine Fortsetzungsnachricht als fehlerhaft abgelehnt.
    .help = Setzen Sie einen angehaltenen Lauf mit einem Ergebnis und seinem Label fort; jeder Slot braucht einen nicht leeren Pfad.
vm-resume-unexpected = Die Sandbox hat ein Ergebnis erhalten, das sie nicht erwartet hat.
    .help = Übergeben Sie dem ersten Schritt eines Laufs kein Ergebnis; setzen Sie nur nach einem Anhalten fort.
vm-plan-not-started = Der Plan wurde weitergeschaltet, bevor er gestartet wurde.
    .help = Das ist ein Fehler im Treiber: Starten Sie den Lauf, bevor Sie ihn weiterschalten.
vm-plan-finished = Der Plan wurde weitergeschaltet, nachdem er beendet war.
    .help = Das ist ein Fehler im Treiber: Setzen Sie keinen Lauf fort, der abgeschlossen oder fehlgeschlagen ist.
vm-memory-limit = Der Plan hat mehr als die Speichergrenze von { $memoryBytes } Bytes verwendet.
    .help = Verarbeiten Sie weniger Daten auf einmal, oder erhöhen Sie limits.memoryBytes.
vm-stack-overflow = Der Plan hat seinen Stack von { $stackBytes } Bytes überschritten.
    .help = Ersetzen Sie tiefe Rekursion durch eine Schleife, oder erhöhen Sie limits.stackBytes.
vm-deadline-exceeded = Der Plan lief länger als seine Frist von { $deadlineMs } ms.
    .help = Lassen Sie den Plan zwischen externen Aufrufen weniger tun, oder erhöhen Sie limits.deadlineMs.
vm-instruction-budget-exceeded = Der Plan hat mehr als sein Budget von { $budget } Anweisungen ausgeführt.
    .help = Prüfen Sie den Plan auf eine Endlosschleife, oder erhöhen Sie limits.instructionBudget.
vm-message-too-large = Ein Wert, der die Sandbox-Grenze überquert, ist größer als das Limit von { $limit } Bytes.
    .help = Übergeben Sie kleinere Werte an Werkzeuge und Ergebnisse, oder erhöhen Sie limits.maxMessageBytes.
vm-protocol-violation = Die Laufzeit der Sandbox hat ein Ereignis gesendet, das nicht dem Protokoll entspricht.
    .help = Der Lauf wurde aus Sicherheitsgründen beendet; melden Sie es mit dem Hash des Plans.
vm-invalid-resume = Das an resume übergebene Ergebnis ist ungültig ({ $reason }).
    .help = Setzen Sie mit {"{"} value, label {"}"} oder {"{"} error, label {"}"} fort, wobei value JSON und label ein Label-Deskriptor ist.
vm-run-state = Der Lauf ist nicht in einem Zustand, der diese Operation erlaubt.
    .help = Setzen Sie nur einen angehaltenen Lauf fort, und sichern oder untersuchen Sie nur einen Lauf, der nicht verworfen wurde.
vm-runtime-corrupted = Die QuickJS-Laufzeit ist ausgefallen und wurde verworfen.
    .help = Starten Sie den Plan in einer neuen Sandbox erneut.
vm-sandbox-unusable = Die Sandbox ist nach einem schweren Fehler nicht mehr verwendbar.
    .help = Erzeugen Sie eine neue Sandbox.
vm-snapshot-corrupt = Der Snapshot ist kein VM-Snapshot von { -zamburak }, oder er wurde verändert ({ $reason }).
    .help = Laden Sie nur unveränderte Snapshots, die dump() erzeugt hat.
vm-snapshot-version = Die Snapshot-Formatversion { $version } wird nicht unterstützt (unterstützt: { $supported }).
    .help = Laden Sie den Snapshot mit der { -zamburak }-Version, die ihn geschrieben hat.
vm-snapshot-mismatch = Der Snapshot wurde mit einem anderen Wert von { $field } erstellt.
    .help = Laden Sie einen Snapshot mit demselben Plan, derselben Compiler-Version, derselben Label-Algebra und denselben Optionen, mit denen er erstellt wurde.
vm-snapshot-divergence = Das Nachspielen des Snapshots hat den aufgezeichneten Aufruf { $call } nicht reproduziert ({ $reason }).
    .help = Plan oder Eingaben sind nicht die, die der Snapshot aufgezeichnet hat; starten Sie den Plan neu.
