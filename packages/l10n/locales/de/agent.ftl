### @zamburak/agent: Fehler (AGENT_ERROR_CODES) und was die Planer-Schleife dem Planer-Modell
### nach einer nicht abgeschlossenen Runde mitteilt. Rückmeldungen enthalten Codes, Positionen,
### Regelpfade und die geschwärzte Erklärung der Laufzeit, nie Werkzeugausgaben.

## Fehler

agent-invalid-options = Die Agent-Option { $field } ist ungültig.
    .help = Prüfen Sie die Optionen von createPlanner, der Modelladapter oder des isolierten Modellwerkzeugs anhand der dokumentierten Typen.
agent-model-http-error = Die { $provider }-API antwortete mit HTTP-Status { $status }.
    .help = 429 und 5xx wurden mit Wartezeit wiederholt; prüfen Sie Schlüssel, Modellname, Basis-URL und die Limits des Anbieters.
agent-model-unreachable = Die { $provider }-API war nicht erreichbar.
    .help = Prüfen Sie die Basis-URL und den Netzwerkweg zum Anbieter.
agent-model-timeout = Die Anfrage an die { $provider }-API hat das Zeitlimit überschritten.
    .help = Erhöhen Sie timeoutMs oder verlangen Sie mit maxTokens eine kürzere Antwort.
agent-model-aborted = Die Anfrage an die { $provider }-API wurde abgebrochen.
    .help = Der Aufruf wurde abgebrochen (Zeitlimit eines Werkzeugs oder Signal des Hosts); nichts davon wurde gelesen.
agent-model-malformed-reply = Die { $provider }-API sandte eine unlesbare Antwort ({ $reason }).
    .help = Prüfen Sie, ob der Server die erwartete API spricht und den verwendeten Modus für strukturierte Ausgaben unterstützt.
agent-model-output-invalid = Die Antwort des { $provider }-Modells entspricht nicht ihrem Schema ({ $keyword }).
    .help = Die Antwort wurde verworfen; der Plan erhielt einen Werkzeugfehler. Vereinfachen Sie das Schema oder nutzen Sie ein Modell, das es einhält.
agent-quarantined-not-enough-information = Das isolierte { $provider }-Modell fand in den Daten keine Antwort.
    .help = Der Plan erhielt einen Werkzeugfehler; die Daten enthalten vielleicht nicht, wonach gefragt wird.
agent-planner-call-denied = Die Richtlinie hat den Aufruf des Planers nicht erlaubt ({ $reasonCode }).
    .help = Der Planer-Ausgang wird wie jeder LLM-Ausgang geprüft: Prüfen Sie seine llm_sink-Regeln (Vertraulichkeit, max_context_bytes, Pflicht-Transformationen) unter { $rulePath }.
agent-planner-call-failed = Der Aufruf des Planers endete mit { $status } ({ $code }).
    .help = Prüfen Sie den Richtlinieneintrag des Planer-Ausgangs und den Modelladapter.
agent-policy-mismatch = Die für { $field } übergebene Richtlinie ist nicht die, die ihre Laufzeit durchsetzt.
    .help = Übergeben Sie createPlanner dieselbe Richtlinie wie createRuntime, damit der Prompt die Labels beschreibt, die die Laufzeit vergibt.

## Rückmeldungen an das Planer-Modell

agent-feedback-compile-error = Der Compiler hat Ihren Plan abgelehnt ({ $code } in Zeile { $line }, Spalte { $column }): { $explanation } Schreiben Sie den ganzen Plan neu und verwenden Sie nur die im Systemprompt beschriebene Plansprache.
agent-feedback-denied = Die Richtlinie hat Aufruf { $callId } ({ $tool }) abgelehnt: { $reasonCode }, Regel { $rulePath }. { $explanation } Der Plan wurde dort beendet. Schreiben Sie einen ganz neuen Plan, der diesen Aufruf mit diesen Argumenten nicht braucht, oder sagen Sie im Ergebnis, was der Benutzer tun muss.
agent-feedback-failed-code = Der Plan ist bei der Ausführung gescheitert: { $code }. Schreiben Sie den ganzen Plan neu.
agent-feedback-failed = Der Plan ist bei der Ausführung gescheitert: { $code }: { $message }. Schreiben Sie den ganzen Plan neu.
agent-feedback-no-plan = Ihre Antwort enthielt keinen Plan. Antworten Sie mit genau einem ```js-Codeblock, der den ganzen Plan enthält.
agent-inputs = (Benannte Eingaben, die der Plan lesen kann: { $names }.)
