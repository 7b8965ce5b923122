### Gemeinsame Terme der Zamburak-Kataloge (Deutsch).
### Die Terme sind hier erneut definiert, damit Hosts, die nur die deutschen Ressourcen
### laden, sie ebenfalls auflösen können (Fluent fällt pro Nachricht zurück, nicht pro Term).

-zamburak = Zamburak
-policy-file = Richtliniendatei
-audit-log = Audit-Protokoll
