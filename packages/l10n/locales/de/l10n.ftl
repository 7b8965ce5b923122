### @zamburak/l10n: Fehler (L10N_ERROR_CODES) und Diagnosen der Auflösung (L10N_REASON_CODES).

## Fehler

l10n-invalid-locale = Die Locale ist kein gültiges BCP-47-Sprachkennzeichen.
    .help = Übergeben Sie ein Kennzeichen wie `en-US` oder `de`; ermitteln Sie es mit negotiateLocale() aus den Vorlieben des Benutzers.
l10n-catalogue-not-found = Für diese Locale gibt es keinen mitgelieferten Katalog.
    .help = Verwenden Sie eine Locale aus BUNDLED_LOCALES, oder prüfen Sie, ob das Verzeichnis `locales/` mit dem Paket ausgeliefert wurde.
l10n-catalogue-read-failed = Die Katalogdatei { $file } der Locale { $locale } konnte nicht gelesen werden.
    .help = Prüfen Sie, ob die Datei existiert und für diesen Prozess lesbar ist.
l10n-invalid-options = Die Optionen des Localizers sind ungültig.
    .help = Rufen Sie createFluentLocalizer mindestens mit {"{"} locale {"}"} auf.

## Diagnosen

l10n-missing-argument = Die Nachricht { $id } braucht das Argument { $reference }, das nicht übergeben wurde.
    .help = Übergeben Sie alle Argumente, die die Nachricht verwendet; stattdessen wurde der nächste Katalog der Kette versucht.
l10n-invalid-argument = Das Argument { $reference } der Nachricht { $id } hat einen Typ, den Fluent nicht formatieren kann.
    .help = Übergeben Sie nur Zeichenketten und Zahlen.
l10n-unknown-term = Die Nachricht { $id } verwendet einen Term, der im Katalog „{ $source }“ nicht definiert ist.
    .help = Definieren Sie den Term in diesem Katalog oder im en-US-Basiskatalog.
l10n-unknown-message-reference = Die Nachricht { $id } verweist auf eine Nachricht, die im Katalog „{ $source }“ nicht existiert.
    .help = Definieren Sie die Nachricht, auf die verwiesen wird, oder entfernen Sie den Verweis.
l10n-unknown-attribute = Die Nachricht { $id } verweist auf ein Attribut, das im Katalog „{ $source }“ nicht existiert.
    .help = Definieren Sie das Attribut, oder verweisen Sie stattdessen auf den Wert der Nachricht.
l10n-unknown-function = Die Nachricht { $id } ruft eine Funktion auf, die der Localizer nicht bereitstellt.
    .help = Verwenden Sie nur die eingebauten Fluent-Funktionen NUMBER und DATETIME.
l10n-cyclic-reference = Die Nachricht { $id } verweist über andere Nachrichten auf sich selbst.
    .help = Lösen Sie den Zyklus der Verweise im Katalog „{ $source }“ auf.
l10n-message-without-value = Die Nachricht { $id } hat im Katalog „{ $source }“ Attribute, aber keinen Wert.
    .help = Geben Sie der Nachricht einen Wert, oder fragen Sie eines ihrer Attribute ab (`{ $id }.help`).
l10n-format-failed = Die Nachricht { $id } konnte aus dem Katalog „{ $source }“ nicht formatiert werden.
    .help = Prüfen Sie die Syntax der Nachricht mit lintCatalogue().
l10n-catalogue-junk = Der Katalog „{ $source }“ enthält in Zeile { $line }, Spalte { $column } einen Eintrag, der sich nicht parsen lässt.
    .help = Korrigieren Sie den Eintrag (lintCatalogue() nennt das Problem); nicht parsebare Einträge werden ignoriert.
l10n-message-not-found = Kein Katalog enthält die Nachricht { $id }; der Ersatztext des Aufrufers wurde verwendet.
    .help = Fügen Sie die Nachricht dem Host-Katalog oder den mitgelieferten Katalogen hinzu.
