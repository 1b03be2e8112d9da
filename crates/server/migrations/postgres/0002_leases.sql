-- Who runs each table when several instances share the database
-- (`halfbridge serve --nats`): a lease that expires unless its owner
-- renews it, taken by compare-and-set (docs/ARCHITECTURE.md, "Several
-- instances"). `owner` NULL: released (handed over) or never taken.
-- `epoch` counts the owners a table has had.
CREATE TABLE IF NOT EXISTS leases (
    table_id TEXT PRIMARY KEY REFERENCES tables(id),
    owner TEXT,
    epoch BIGINT NOT NULL DEFAULT 1,
    expires_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX IF NOT EXISTS leases_owner ON leases (owner);
