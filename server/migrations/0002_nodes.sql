-- The nodes serving games, each with the last time it said it was alive, and the seats each one
-- has a socket of. A node that stops saying it is alive (killed, cut off, drained) has its seats
-- recorded as gone by another node, unless a node alive has them.
CREATE TABLE nodes (
    id TEXT PRIMARY KEY,
    alive BIGINT NOT NULL
);

CREATE TABLE seated (
    node TEXT NOT NULL,
    game TEXT NOT NULL REFERENCES games (id),
    -- south | north
    side TEXT NOT NULL,
    PRIMARY KEY (node, game, side)
);

CREATE INDEX seated_game ON seated (game, side);
