### @zamburak/ifc: Label-Fehler (IFC_ERROR_CODES) und Begründungscodes (IFC_REASON_CODES).

## Fehler

ifc-invalid-descriptor = Ein Label-Deskriptor ist fehlerhaft (Feld { $field }).
    .help = Ein Deskriptor hat genau die Felder integrity, confidentiality, readers, authority, origins und truncated; Integritätsaussagen lauten `Trusted` oder `Verified(Art)`.
ifc-invalid-label-id = Die Label-ID gehört nicht zu dieser Label-Tabelle.
    .help = Verwenden Sie Label-IDs nur mit der Tabelle (oder dem VM-Lauf), die sie erzeugt hat.
ifc-invalid-budgets = Die Label-Budgets fehlen, sind unbekannt oder liegen außerhalb des zulässigen Bereichs (Feld { $field }).
    .help = Geben Sie positive ganzzahlige Budgets an (maxValues, maxParentsPerValue, maxClosureSteps, maxWitnessDepth), wie es der Abschnitt budgets der Richtlinie beschreibt.
ifc-invalid-serialized-table = Die serialisierte Label-Tabelle ist fehlerhaft oder widersprüchlich (Feld { $field }).
    .help = Stellen Sie die Tabelle nur aus unveränderten Bytes wieder her, die { -zamburak } geschrieben hat.
ifc-invalid-witness-request = Die Anfrage nach einem Zeugen (Witness) ist fehlerhaft (Feld { $field }).
    .help = Fragen Sie einen Zeugen mit nicht negativer Tiefe und einem existierenden Argumentpfad an.
ifc-invalid-verifier-kind = Die Verifizierer-Art in { $field } ist kein gültiger Name.
    .help = Namen von Arten beginnen mit einem Buchstaben und bestehen aus Buchstaben, Ziffern und `_`, z. B. `EmailAddress`.
ifc-duplicate-verifier = Für die Art { $kind } ist bereits ein Verifizierer registriert.
    .help = Registrieren Sie jede Verifizierer-Art nur einmal.
ifc-unknown-verifier = Für die Art { $kind } ist kein Verifizierer registriert.
    .help = Registrieren Sie einen deterministischen Verifizierer für diese Art, bevor eine Richtlinie `Verified({ $kind })` verlangt.
ifc-invalid-host-record = Der Freigabe- oder Deklassifizierungs-Eintrag ist fehlerhaft ({ $field }).
    .help = Ein Host-Eintrag nennt, wer ihn genehmigt hat, warum, und welche Labels er ändert; füllen Sie jedes Feld aus.
ifc-invalid-value = Der Wert in { $field } ist kein JSON.
    .help = Übergeben Sie Verifizierern nur JSON-Werte (keine Funktionen, Symbole, Zyklen oder nicht endlichen Zahlen).
ifc-invalid-options = Die Label-Optionen sind ungültig ({ $field }).
    .help = Prüfen Sie die an labelAlgebraSource oder LabelTable übergebenen Optionen gegen ihre dokumentierten Typen.

## Begründungscodes

ifc-max-values-exceeded = Die Label-Tabelle ist voll; ein neues Label wurde zu „unbekannt“ (unknown-top).
    .help = Erhöhen Sie das Budget maxValues der Richtlinie oder lassen Sie den Plan weniger Daten verarbeiten. Entscheidungen über unbekannte Werte schlagen sicher fehl.
ifc-max-parents-per-value-exceeded = Ein Wert hängt von mehr Herkünften ab, als das Budget erlaubt; sein Label wurde zu „unbekannt“ (unknown-top).
    .help = Erhöhen Sie maxParentsPerValue oder teilen Sie die Daten auf, die der Plan zu einem Wert verbindet. Entscheidungen über unbekannte Werte schlagen sicher fehl.
ifc-max-closure-steps-exceeded = Das Verfolgen der Abhängigkeiten eines Labels brauchte mehr Schritte, als das Budget erlaubt.
    .help = Erhöhen Sie maxClosureSteps in den Budgets der Richtlinie; bis dahin gilt das Label als „unbekannt“.
ifc-max-witness-depth-exceeded = Der Zeuge wurde bei der maximalen Tiefe abgeschnitten.
    .help = Fragen Sie einen tieferen Zeugen an oder erhöhen Sie maxWitnessDepth, um die vollständige Erklärung zu sehen.
ifc-unknown-top = Die Abhängigkeiten des Werts sind unbekannt; er gilt daher als nicht vertrauenswürdig und als Träger aller Vertraulichkeits-Labels.
    .help = Lassen Sie weniger Daten in diesen Wert fließen, oder erhöhen Sie die Label-Budgets.
ifc-verifier-rejected = Ein registrierter Verifizierer hat den Wert nicht bestätigt.
    .help = Der Wert hat nicht die geprüfte Eigenschaft, die die Richtlinie verlangt; prüfen Sie die Eingabe des Plans.
ifc-verifier-threw = Ein registrierter Verifizierer ist bei der Prüfung des Werts gescheitert; der Wert gilt als nicht verifiziert.
    .help = Korrigieren Sie den Verifizierer, sodass er true oder false zurückgibt und nie eine Ausnahme wirft.
