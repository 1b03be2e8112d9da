-- The tables, their event logs and their snapshots: the same shape as
-- SQLite's (migrations/sqlite), with PostgreSQL's types.
CREATE TABLE IF NOT EXISTS tables (
    id TEXT PRIMARY KEY,
    spec TEXT NOT NULL,
    created TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS events (
    table_id TEXT NOT NULL REFERENCES tables(id),
    seq BIGINT NOT NULL,
    event TEXT NOT NULL,
    PRIMARY KEY (table_id, seq)
);
CREATE TABLE IF NOT EXISTS snapshots (
    table_id TEXT NOT NULL REFERENCES tables(id),
    seq BIGINT NOT NULL,
    state TEXT NOT NULL,
    PRIMARY KEY (table_id, seq)
);
