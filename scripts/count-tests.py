"""Sums the test counts that test runners print in a log, so that the test command's last line
is exact.

Understands cargo test / wasm-bindgen-test ("test result: ok. 3 passed; 0 failed; 1 ignored")
and node's test runner ("# pass 3" in TAP, "ℹ pass 3" with the spec reporter, with its "fail",
"cancelled", "skipped" and "todo" lines). A cancelled node test (one that timed out, or whose
file died) counts as failed; ignored, skipped and todo tests are reported apart, never as
passed. Prints "PASSED FAILED SKIPPED".
"""
import re
import sys

CARGO = re.compile(r"test result: \w+\. (\d+) passed; (\d+) failed; (\d+) ignored")
NODE = re.compile(r"^(?:#|ℹ) (pass|fail|cancelled|skipped|todo) (\d+)\s*$")
KIND = {"pass": 0, "fail": 1, "cancelled": 1, "skipped": 2, "todo": 2}

counts = [0, 0, 0]
with open(sys.argv[1], encoding="utf-8", errors="replace") as log:
    for line in log:
        line = re.sub(r"\x1b\[[0-9;]*m", "", line).strip()
        if m := CARGO.search(line):
            for i in range(3):
                counts[i] += int(m.group(i + 1))
        elif m := NODE.match(line):
            counts[KIND[m.group(1)]] += int(m.group(2))
print(*counts)
