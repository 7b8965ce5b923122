### @zamburak/postgres: errors of the PostgreSQL store (POSTGRES_ERROR_CODES). Data carries
### operation names, schema versions and SQLSTATE codes, never a server message or a row value.

postgres-invalid-options = The PostgreSQL store option { $option } is invalid.
    .help = Check the options against the documented types of @zamburak/postgres.
postgres-connect-failed = The PostgreSQL server could not be reached ({ $sqlState }).
    .help = Check the connection settings, that the server runs and that this user may connect.
postgres-schema-too-new = The database's Zamburak schema is version { $found }; this code knows up to { $supported }.
    .help = Upgrade @zamburak/postgres on this host: older code never writes to a newer schema.
postgres-migration-failed = The Zamburak schema could not be migrated to version { $version } ({ $sqlState }).
    .help = Nothing of the failed migration was kept; check the user's privileges and the server log.
postgres-query-failed = The PostgreSQL { $operation } query failed ({ $sqlState }).
    .help = Nothing was acknowledged; check the server and retry. The effect it guarded did not run.
postgres-write-failed = The audit records { $firstSeq } to { $lastSeq } of { $log } could not be committed ({ $sqlState }).
    .help = Those records are not in the log and were not acknowledged; the effects they guarded did not run.
postgres-corrupt-head = The head of the audit log { $log } does not match its last record.
    .help = Run zamburak-postgres verify on this log and investigate before appending to it again.
postgres-store-closed = The PostgreSQL store is closed.
    .help = Open the store again; a closed store refuses every read and write (fail closed).
