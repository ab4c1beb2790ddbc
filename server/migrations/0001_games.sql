-- The games and their logs. Portable SQL: the same text runs on SQLite and PostgreSQL.
-- A game's table is its log replayed (kawu_online::Table::replay); the games row holds what the
-- server needs without replaying: the credentials, where the log ends, and when to look again.
CREATE TABLE games (
    id TEXT PRIMARY KEY,
    created BIGINT NOT NULL,
    -- The time control; both NULL for unlimited.
    initial_ms BIGINT,
    increment_ms BIGINT,
    -- SHA-256 (hex) of the invitation, NULL once used; of each seat's secret, NULL while free.
    invite TEXT,
    south_secret TEXT,
    north_secret TEXT,
    south_name TEXT,
    north_name TEXT,
    -- The number of the log's last event.
    seq BIGINT NOT NULL,
    -- waiting | playing | over, and at the end the result (south | north | draw) and ending.
    state TEXT NOT NULL,
    result TEXT,
    ending TEXT,
    -- When the clock sweep must look at the game (a flag falls, an invitation expires).
    due BIGINT,
    updated BIGINT NOT NULL
);

CREATE INDEX games_due ON games (due) WHERE due IS NOT NULL;

CREATE TABLE events (
    game TEXT NOT NULL REFERENCES games (id),
    seq BIGINT NOT NULL,
    at BIGINT NOT NULL,
    -- The event as it travels (kawu_online::wire).
    body TEXT NOT NULL,
    PRIMARY KEY (game, seq)
);
