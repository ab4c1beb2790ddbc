#!/usr/bin/env python3
"""Plays `kawu uci` against Aalina (the engine of Aualé) through their UCI-like protocols.

Every game starts from the initial position with a short opening already played (every
sequence of --opening-plies legal moves, or the move lists of --openings, shuffled by --seed),
once with kawu as South and once with kawu as North. Both engines get the whole move list on
every turn (`position startpos moves FfEa…`), so both see the repetitions; each gets
`go movetime <ms>`.

The games are adjudicated by kawu's rules (RULES.md) through `kawu replay`: a move refused by
the rules loses the game for the engine that sent it, and the end, the winner and the final
score are those `kawu replay` reports. Aalina plays the same rules except the 100-ply limit,
which it does not know (see README.md). With --stop-at-seeds N a game still going when its board
first holds N seeds or fewer is stopped there, logged as "stopped" with the captured seeds so
far, for `evalfit margins` to score by the endgame table.

Prints one line per game, then kawu's wins/draws/losses and its score.
"""

import argparse
import collections
import itertools
import json
import random
import shlex
import subprocess
import sys
import threading
import time
from queue import Empty, Queue

LETTERS = "ABCDEFabcdef"
# A 12-seed ending searched once by each engine before the first game, untimed: kawu builds its
# endgame table at the first ending it meets (seconds), Java compiles Aalina's hot code.
WARM_UP = "1-0-2-0-1-2-0-1-3-1-0-1-18-18-S"


class Engine:
    """An engine process spoken to line by line, its output read by a thread."""

    def __init__(self, name, command, options):
        self.name = name
        self.proc = subprocess.Popen(
            command,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            bufsize=1,
        )
        self.lines = Queue()
        # The last `info depth …` line read: the deepest iteration of the last search.
        self.last_info = None
        threading.Thread(target=self._read, daemon=True).start()
        self.send("uci")
        self.wait_for("uciok", 30)
        for name_value in options:
            self.send("setoption name %s value %s" % name_value)
        self.ready()
        self.send(f"position fen {WARM_UP}")
        self.send("go movetime 1000")
        self.wait_for("bestmove", 300)

    def _read(self):
        for line in self.proc.stdout:
            self.lines.put(line.strip())
        self.lines.put(None)

    def send(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def wait_for(self, prefix, timeout_s):
        """The first line starting with `prefix`, skipping the others."""
        deadline = time.monotonic() + timeout_s
        while True:
            try:
                line = self.lines.get(timeout=max(0.0, deadline - time.monotonic()))
            except Empty:
                raise RuntimeError(f"{self.name}: no '{prefix}' within {timeout_s} s")
            if line is None:
                raise RuntimeError(f"{self.name}: the process ended")
            if line.startswith(prefix):
                return line
            if line.startswith("info depth"):
                self.last_info = line

    def ready(self):
        self.send("isready")
        self.wait_for("readyok", 60)

    def new_game(self):
        self.send("ucinewgame")
        self.ready()

    def best_move(self, moves, movetime_ms):
        """The engine's move after `moves` from the start, and the wall time it took."""
        self.send("position startpos" + (" moves " + "".join(moves) if moves else ""))
        started = time.monotonic()
        self.last_info = None
        self.send(f"go movetime {movetime_ms}")
        # Generous: on a busy shared machine a move can take far longer than asked.
        line = self.wait_for("bestmove", movetime_ms / 1000 + 60)
        return line.split()[1], time.monotonic() - started

    def quit(self):
        try:
            self.send("quit")
            self.proc.wait(timeout=5)
        except (BrokenPipeError, subprocess.TimeoutExpired):
            self.proc.kill()


class Referee:
    """kawu's rules, through one `kawu replay` process."""

    def __init__(self, kawu):
        self.proc = subprocess.Popen(
            [kawu, "replay"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1
        )

    def states(self, moves):
        """kawu's reply to a move list: {"states": [...]}, with "error" if a move was refused."""
        pits = [LETTERS.index(m) if m in LETTERS else -1 for m in moves]
        if -1 in pits:
            return {"states": [], "error": "not a pit letter: %r" % moves[pits.index(-1)]}
        self.proc.stdin.write(json.dumps({"moves": pits}) + "\n")
        self.proc.stdin.flush()
        return json.loads(self.proc.stdout.readline())

    def replay(self, moves):
        """kawu's verdict on a move list: the last state, or the error that refused a move."""
        reply = self.states(moves)
        if "error" in reply:
            return reply
        return reply["states"][-1] if reply["states"] else {"over": False}

    def ending(self, moves):
        """How a finished game ended, by kawu's rules (see `ending_of`)."""
        return ending_of(self.states(moves)["states"])

    def openings(self, plies):
        """Every legal sequence of `plies` moves from the start that does not end the game."""
        found = []
        for moves in itertools.product(LETTERS, repeat=plies):
            # Each side plays its own row: South moves on even plies.
            if any((m in "ABCDEF") != (i % 2 == 0) for i, m in enumerate(moves)):
                continue
            state = self.replay(list(moves))
            if "error" not in state and not state["over"]:
                found.append(list(moves))
        return found


def ending_of(states):
    """How a finished game ended, from `kawu replay`'s states: "25 seeds", "repetition", "no
    feeding" or "100 plies without capture", with the plies played since the last capture and
    the seeds on the board then."""
    quiet = 0
    for before, after in zip(reversed(states[:-1]), reversed(states)):
        if sum(before["score"]) != sum(after["score"]) and not after.get("reason"):
            break
        quiet += 1
    board = 48 - sum(states[-1 - quiet]["score"])
    kind = {
        "25": "25 seeds",
        "repetition": "repetition",
        "no-feeding": "no feeding",
        "100-plies": "100 plies without capture",
    }[states[-1]["reason"]]
    if kind == "25 seeds":
        return kind
    return f"{kind} after {quiet} quiet plies with {board} seeds on the board"


def first_at_most(states, seeds):
    """The index of the first of `kawu replay`'s states with at most `seeds` seeds on the board,
    or None."""
    return next((i for i, s in enumerate(states) if 48 - sum(s["score"]) <= seeds), None)


Game = collections.namedtuple("Game", "opening side result score moves")


def read_log(paths):
    """Every game of match.py logs (written by `main`), in order: a `Game` with kawu's side
    ("South" or "North"), its result ("win", "draw" or "loss"), the final score "S-N" and the
    moves as pit letters."""
    for path in paths:
        with open(path) as log:
            for line in log:
                fields = line.split()
                if line.startswith("#") or len(fields) != 5:
                    continue
                opening, side, result, score, moves = fields
                yield Game(opening, side.split("=")[1], result, score, list(moves))


def play(engines, referee, opening, movetime_ms, stop_at_seeds, log):
    """One game; engines = [south, north]. Returns (winner 0|1|None, score, reason, the longest
    answer of each engine, moves); reason is None for a game stopped at `stop_at_seeds` seeds on
    the board (0: never), its score the captured seeds then."""
    moves = list(opening)
    worst = {e.name: 0.0 for e in engines}
    for engine in engines:
        engine.new_game()
    while True:
        mover = len(moves) % 2
        engine = engines[mover]
        move, took = engine.best_move(moves, movetime_ms)
        worst[engine.name] = max(worst[engine.name], took)
        state = referee.replay(moves + [move])
        if "error" in state:
            log.write(f"# {engine.name} sent {move!r} after {''.join(moves)}: {state['error']}\n")
            return 1 - mover, None, f"{engine.name} played an illegal move", worst, moves
        moves.append(move)
        if state["over"]:
            return state["winner"], state["score"], referee.ending(moves), worst, moves
        if 48 - sum(state["score"]) <= stop_at_seeds:
            return None, state["score"], None, worst, moves


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--kawu", required=True, help="the kawu binary")
    parser.add_argument(
        "--referee", help="the kawu binary whose `replay` judges the games (default: --kawu)"
    )
    parser.add_argument("--aalina", required=True, help="the command that runs Aalina (one string)")
    parser.add_argument("--movetime", type=int, default=1000, help="ms per move, both engines")
    parser.add_argument("--opening-plies", type=int, default=2)
    parser.add_argument(
        "--openings",
        help="a file of openings, one move list of pit letters a line (middle.py writes them), "
        "instead of every sequence of --opening-plies moves",
    )
    parser.add_argument("--games", type=int, default=0, help="stop after this many (0: all)")
    parser.add_argument(
        "--minutes", type=float, default=0, help="start no game after this many minutes (0: none)"
    )
    parser.add_argument(
        "--stop-at-seeds",
        type=int,
        default=0,
        metavar="N",
        help="stop each game at its first board of N seeds or fewer (0: play to the end)",
    )
    parser.add_argument("--seed", type=int, default=1, help="shuffles the openings")
    parser.add_argument(
        "--skip",
        type=int,
        default=0,
        help="skip the first N openings of the shuffle (to go on from a match with the same seed)",
    )
    parser.add_argument("--book", choices=["on", "off"], default="on", help="Aalina's OwnBook")
    parser.add_argument(
        "--kawu-book", choices=["on", "off"], default="on", help="kawu's OwnBook (its opening book)"
    )
    parser.add_argument(
        "--kawu-option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="one more setoption for kawu, e.g. Hash=256 (may be repeated)",
    )
    parser.add_argument("--log", default="/dev/null", help="append every game's moves here")
    args = parser.parse_args()

    referee = Referee(args.referee or args.kawu)
    if args.openings:
        with open(args.openings) as lines:
            openings = [list(line.strip()) for line in lines if line.strip()]
    else:
        openings = referee.openings(args.opening_plies)
    random.Random(args.seed).shuffle(openings)
    openings = openings[args.skip :]
    kawu_options = [("Level", "hard")]
    if args.kawu_book == "off":
        kawu_options.append(("OwnBook", "false"))
    for option in args.kawu_option:
        name, _, value = option.partition("=")
        kawu_options.append((name, value))
    kawu = Engine("kawu", [args.kawu, "uci"], kawu_options)
    aalina = Engine(
        "aalina",
        shlex.split(args.aalina),
        [("Ponder", "false"), ("OwnBook", "true" if args.book == "on" else "false")],
    )
    print(
        f"kawu (hard) vs Aalina, {args.movetime} ms per move, {len(openings)} openings "
        f"({args.openings or f'{args.opening_plies} plies'}), colours swapped, "
        f"Aalina's book {args.book}, "
        f"kawu's book {args.kawu_book}",
        flush=True,
    )
    tally = {"win": 0, "draw": 0, "loss": 0, "stopped": 0}
    by_colour = {"South": [0, 0], "North": [0, 0]}  # kawu's points, games
    worst = {"kawu": 0.0, "aalina": 0.0}
    games = 0
    stop_at = time.monotonic() + 60 * args.minutes if args.minutes else float("inf")

    def enough():
        return (args.games and games >= args.games) or time.monotonic() >= stop_at

    with open(args.log, "a") as log:
        for opening in openings:
            for kawu_side in (0, 1):
                if enough():
                    break
                engines = [kawu, aalina] if kawu_side == 0 else [aalina, kawu]
                winner, score, reason, took, moves = play(
                    engines, referee, opening, args.movetime, args.stop_at_seeds, log
                )
                games += 1
                for name, t in took.items():
                    worst[name] = max(worst[name], t)
                if reason is None:
                    result, reason = "stopped", f"stopped at {48 - sum(score)} seeds on the board"
                elif winner is None:
                    result = "draw"
                else:
                    result = "win" if winner == kawu_side else "loss"
                tally[result] += 1
                colour = "South" if kawu_side == 0 else "North"
                if result != "stopped":
                    by_colour[colour][0] += {"win": 1.0, "draw": 0.5, "loss": 0.0}[result]
                    by_colour[colour][1] += 1
                shown = "-" if score is None else f"{score[0]}-{score[1]}"
                print(
                    f"game {games:3} opening {''.join(opening)} kawu {colour:5} {result:4} "
                    f"S-N {shown:5} plies {len(moves):3} {reason}",
                    flush=True,
                )
                log.write(f"{''.join(opening)} kawu={colour} {result} {shown} {''.join(moves)}\n")
                log.flush()
            if enough():
                break
    kawu.quit()
    aalina.quit()
    points = tally["win"] + tally["draw"] / 2
    ended = games - tally["stopped"]
    print(
        f"kawu: {tally['win']} wins, {tally['draw']} draws, {tally['loss']} losses in {ended} "
        f"games played to the end; score {points:g}/{ended} = {100 * points / max(ended, 1):.1f}%"
    )
    if tally["stopped"]:
        print(f"{tally['stopped']} games stopped: `evalfit margins` scores them")
    for colour, (p, n) in by_colour.items():
        if n:
            print(f"  as {colour}: {p:g}/{n}")
    print(
        f"longest answer to go movetime {args.movetime}: "
        f"kawu {1000 * worst['kawu']:.0f} ms, Aalina {1000 * worst['aalina']:.0f} ms"
    )


if __name__ == "__main__":
    sys.exit(main())
