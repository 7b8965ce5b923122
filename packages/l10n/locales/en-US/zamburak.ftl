### Shared terms of Zamburak's catalogues. Every other file may use them.
### Message ids are `<family>-<code in kebab-case>` (docs/architecture.md); remediation
### is the `.help` attribute; arguments are the camelCase fields of the error's `data`.

-zamburak = Zamburak
-policy-file = policy file
-audit-log = audit log
