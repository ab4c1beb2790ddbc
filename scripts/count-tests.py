"""Sums the passed and failed counts that test runners print in a log.

Understands cargo test / wasm-bindgen-test ("test result: ok. 3 passed; 0 failed") and node's
test runner ("# pass 3" / "# fail 0" in TAP, "ℹ pass 3" / "ℹ fail 0" with the spec reporter).
Prints "PASSED FAILED".
"""
import re
import sys

CARGO = re.compile(r"test result: \w+\. (\d+) passed; (\d+) failed")
NODE = re.compile(r"^(?:#|ℹ) (pass|fail) (\d+)\s*$")

passed = failed = 0
with open(sys.argv[1], encoding="utf-8", errors="replace") as log:
    for line in log:
        line = re.sub(r"\x1b\[[0-9;]*m", "", line).strip()
        if m := CARGO.search(line):
            passed += int(m.group(1))
            failed += int(m.group(2))
        elif m := NODE.match(line):
            if m.group(1) == "pass":
                passed += int(m.group(2))
            else:
                failed += int(m.group(2))
print(passed, failed)
