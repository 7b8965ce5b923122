### @zamburak/authority: Token-Fehler (AUTHORITY_ERROR_CODES) und Gründe, aus denen ein
### Token an einer Grenze nicht wirksam ist (AUTHORITY_REASON_CODES).

## Fehler

authority-invalid-key = Der Signaturschlüssel ist ungültig; er muss mindestens { $minBytes } Bytes lang sein.
    .help = Erzeugen Sie einen zufälligen Schlüssel mit mindestens { $minBytes } Bytes und halten Sie ihn geheim.
authority-invalid-clock = Die Uhr ist keine Funktion, die Epoch-Millisekunden liefert.
    .help = Übergeben Sie vom Host eine Uhr wie `() => Date.now()`.
authority-invalid-time = Eine Zeitangabe ist keine endliche Zahl von Epoch-Millisekunden.
    .help = Geben Sie Zeiten als ganze Millisekunden seit der Epoche an.
authority-invalid-principal = Der Principal in { $field } ist ungültig.
    .help = Principals sind nicht leere Bezeichner wie `user:alice`.
authority-invalid-capability = Ein Berechtigungsname ist ungültig.
    .help = Berechtigungen sind Bezeichner wie `email.send`.
authority-invalid-resource = Eine Ressourcen-Einschränkung des Tokens ist ungültig.
    .help = Geben Sie Ressourcen-Einschränkungen als begrenzte Liste von Bezeichnern an.
authority-empty-scope = Das Token würde keine Berechtigung gewähren.
    .help = Geben Sie mindestens eine Berechtigung an.
authority-empty-lifetime = Das Token würde ablaufen, bevor es gültig wird.
    .help = Legen Sie den Ablauf hinter den Ausstellungszeitpunkt.
authority-invalid-use-budget = Das Nutzungsbudget ist keine positive ganze Zahl.
    .help = Geben Sie maxUses als ganze Zahl ab 1 an, oder lassen Sie es für unbegrenzte Nutzung weg.
authority-invalid-execution-id = Die Ausführungs-ID ist ungültig.
    .help = Binden Sie Tokens an die ID der Ausführung, die sie verwenden wird.
authority-invalid-token-id = Die Token-ID ist ungültig.
    .help = Token-IDs werden von mint() und delegate() erzeugt; bilden Sie sie nicht von Hand.
authority-duplicate-token-id = Ein Token mit der ID { $tokenId } existiert bereits.
    .help = Stellen Sie ein neues Token aus, statt eine ID wiederzuverwenden.
authority-malformed-token = Das Token ist fehlerhaft.
    .help = Übergeben Sie Tokens genau so, wie mint() oder delegate() sie zurückgegeben haben.
authority-invalid-parent-token = Vom übergeordneten Token kann nicht delegiert werden ({ $reason }).
    .help = Delegieren Sie nur von einem Token, das jetzt gültig ist.
authority-delegation-before-parent-issuance = Ein von { $parentId } delegiertes Token wäre gültig, bevor sein übergeordnetes Token ausgestellt wurde.
    .help = Lassen Sie die Gültigkeit des delegierten Tokens frühestens mit der Ausstellung des übergeordneten beginnen.
authority-scope-not-narrowed = Ein von { $parentId } delegiertes Token verlangt Berechtigungen, die sein übergeordnetes Token nicht hat.
    .help = Ein delegiertes Token darf die Berechtigungen seines übergeordneten Tokens nur behalten oder weglassen.
authority-lifetime-not-narrowed = Ein von { $parentId } delegiertes Token wäre länger gültig als sein übergeordnetes Token.
    .help = Beenden Sie die Gültigkeit des delegierten Tokens spätestens mit der des übergeordneten.
authority-use-budget-widened = Ein von { $parentId } delegiertes Token verlangt mehr Nutzungen als die { $parentMaxUses } seines übergeordneten Tokens.
    .help = Geben Sie dem delegierten Token höchstens { $parentMaxUses } Nutzungen.
authority-execution-binding-mismatch = Ein von { $parentId } delegiertes Token ist an eine andere Ausführung gebunden als sein übergeordnetes Token.
    .help = Behalten Sie beim Delegieren die Ausführungsbindung des übergeordneten Tokens bei.
authority-lineage-too-deep = Ein von { $parentId } delegiertes Token würde die maximale Delegationstiefe von { $max } überschreiten.
    .help = Delegieren Sie von einem Token, das näher an der Wurzel liegt.
authority-use-budget-exhausted = Das Token { $tokenId } hat keine Nutzungen mehr.
    .help = Stellen Sie ein neues Token aus, wenn die Aktion weiterhin erlaubt sein soll.
authority-malformed-ledger = Das Nutzungsregister ist fehlerhaft.
    .help = Stellen Sie das Register nur aus unveränderten Daten wieder her, die { -zamburak } geschrieben hat.
authority-malformed-revocations = Die Widerrufsliste ist fehlerhaft.
    .help = Geben Sie Widerrufe als Liste von Token-IDs an.

## Gründe, aus denen ein Token nicht wirksam ist

authority-bad-signature = Die Signatur des Tokens lässt sich nicht verifizieren.
    .help = Das Token wurde verändert oder mit einem anderen Schlüssel signiert; stellen Sie ein neues aus.
authority-revoked = Das Token wurde widerrufen.
    .help = Bitten Sie den Aussteller um ein neues Token, wenn die Aktion weiterhin erlaubt sein soll.
authority-parent-invalid = Das übergeordnete Token dieses Tokens ist nicht gültig.
    .help = Ein delegiertes Token ist nur so gültig wie sein übergeordnetes; delegieren Sie erneut von einem gültigen Token.
authority-pre-issuance = Das Token ist noch nicht gültig.
    .help = Warten Sie, bis seine Gültigkeit beginnt, oder prüfen Sie die Uhr des Hosts.
authority-expired = Das Token ist abgelaufen.
    .help = Stellen Sie ein neues Token aus, wenn die Aktion weiterhin erlaubt sein soll.
authority-wrong-execution = Das Token ist an eine andere Ausführung gebunden.
    .help = Verwenden Sie ein für diese Ausführung ausgestelltes Token.
authority-uses-exhausted = Das Token hat keine Nutzungen mehr.
    .help = Stellen Sie ein neues Token aus, wenn die Aktion weiterhin erlaubt sein soll.
