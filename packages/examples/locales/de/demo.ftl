### Die eigenen Zeilen der Demo (`npm run demo`). Die Erklärungen der Laufzeit kommen aus
### den mitgelieferten Katalogen von @zamburak/l10n; hier steht nur, was die Demo selbst ausgibt.

demo-title = Zamburak-Demo: ein E-Mail-Assistent im AgentDojo-Workspace (Emma Johnson, Blue Sparrow Tech)
demo-locale-fallback = Kein Katalog für die Sprache { $requested }: die Demo spricht { $used } (Kataloge: { $available }).
demo-policy = Richtlinie { $name } { $hash }..., { $tools } festgelegte Werkzeuge
demo-audit-log = Audit-Protokoll: { $path }
demo-plan = Der Plan, den die Laufzeit ausführt (vom Planungsmodell für diese Anfrage geschrieben):
demo-status = Status: { $status }
demo-result-integrity = Integrität des Ergebnisses: { $integrity } (Kalendertext sind Daten Dritter)
demo-injection = Eine ungelesene E-Mail ist eine Injektion des Angreifers { $attacker }:
demo-denial-rule = Regel:
demo-denial-why = Grund:
demo-denial-witness = Zeugen:
demo-witness-note = (die Aufrufe, deren Ergebnisse in das abgelehnte Argument flossen, nummeriert in der Reihenfolge des Plans)
demo-sent-to-attacker = E-Mails an den Angreifer { $attacker }: { $count }
demo-pending = ausstehend: { $kind } für { $tool } (Aufruf { $call })
demo-dumped = die angehaltene Ausführung gesichert: { $bytes } Bytes
demo-loaded-same = in eine neue Laufzeit geladen: Status { $status }, dieselbe Anfrage steht aus
demo-loaded-different = in eine neue Laufzeit geladen: Status { $status }, eine andere Anfrage steht aus (unerwartet)
demo-approved = von Emma genehmigt -> Status: { $status }, Ergebnis: { $result }
demo-replay-accepted = dieselbe Sicherung erneut geladen, dieselbe Genehmigung: ANGENOMMEN (unerwartet)
demo-replay-refused = dieselbe Sicherung in einer weiteren neuen Laufzeit geladen, dieselbe Genehmigung: abgelehnt ({ $reason }, aus dem gemeinsamen Genehmigungsregister)
demo-reuse-refused = Emmas verbrauchte Genehmigung für einen zweiten Versand vorgelegt: abgelehnt ({ $reason })
demo-second-send = der zweite Versand bleibt { $status }; E-Mails an David in dieser Demo: { $count }
demo-audit-summary = Einträge: { $records }, Kette: { $chain }, Kopf { $head }...
demo-chain-verified = geprüft
demo-chain-broken = GEBROCHEN bei { $seq }
demo-next = Das Audit-Protokoll bleibt erhalten. Sehen Sie es sich mit dem Audit-Werkzeug an (nach `npm run build`, das `npm run demo` ausgeführt hat):
demo-cleanup = Löschen Sie { $dir }, wenn Sie fertig sind.
demo-removed = Das Audit-Protokoll wurde entfernt (--no-keep).
demo-finished = Demo beendet: die Injektion hat nichts bewirkt, was die Richtlinie verbietet.
demo-failed = Demo FEHLGESCHLAGEN: siehe oben.
demo-section-agenda = 1. „Was steht heute in meinem Kalender?“
demo-section-follow = 2. „Geh meine ungelesenen E-Mails durch und erledige, worum sie bitten.“
demo-section-send = 3. „Schick David die heutige Tagesordnung.“ (braucht eine Bestätigung)
demo-section-audit = 4. Audit
