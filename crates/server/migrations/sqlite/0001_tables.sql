-- The tables, their event logs and their snapshots. `IF NOT EXISTS`: a
-- database made before migrations were versioned already has these, and
-- is adopted as it is.
CREATE TABLE IF NOT EXISTS tables (
    id TEXT PRIMARY KEY,
    spec TEXT NOT NULL,
    created INTEGER NOT NULL DEFAULT (unixepoch())
);
CREATE TABLE IF NOT EXISTS events (
    table_id TEXT NOT NULL REFERENCES tables(id),
    seq INTEGER NOT NULL,
    event TEXT NOT NULL,
    PRIMARY KEY (table_id, seq)
);
CREATE TABLE IF NOT EXISTS snapshots (
    table_id TEXT NOT NULL REFERENCES tables(id),
    seq INTEGER NOT NULL,
    state TEXT NOT NULL,
    PRIMARY KEY (table_id, seq)
);
