-- The rules a game is played under, as a rules spec (`abapa`, `kalah`, `grand-slam=forbidden`).
ALTER TABLE games ADD COLUMN rules TEXT NOT NULL DEFAULT 'abapa';
