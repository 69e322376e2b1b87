#!/usr/bin/env python3
"""Self-test of the contract lint: a copy of resources/api/openapi.yaml broken the way issue 23 found it
must fail lint-contract.sh, with each defect named.

The two defects, made in a temporary copy:
- an unquoted comma in a flow mapping (`{type: number, description: Dense, without sparsity.}`), which
  cuts the description short and adds a stray key `without sparsity.` (Redocly: struct);
- listAlerts without its summary (Redocly: operation-summary).

Usage: lint_selftest.py SPEC. Exits 0 when the lint fails the broken copy for both reasons and passes
the spec as it is; 1 otherwise.
"""

import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
LINT = os.path.join(HERE, "lint-contract.sh")


def lint(path):
    run = subprocess.run(["sh", LINT, path], capture_output=True, text=True, timeout=120)
    return run.returncode, run.stdout + run.stderr


def main(argv):
    spec = argv[1]
    with open(spec, encoding="utf-8") as f:
        text = f.read()
    comma, n = re.subn(r'description: "Dense, without sparsity\."', "description: Dense, without sparsity.", text,
                       count=1)
    summary, m = re.subn(r"(operationId: listAlerts\n(?:\s+\S.*\n)*?)\s+summary: [^\n]*\n", r"\1", comma, count=1)
    failures = []
    if n != 1 or m != 1:
        failures.append(f"could not break the copy (comma: {n}, summary: {m}): has the spec moved on?")
    code, out = lint(spec)
    if code != 0:
        failures.append(f"the spec as it is fails the lint ({code}):\n{out}")
    with tempfile.TemporaryDirectory(prefix="contract-lint-") as tmp:
        broken = os.path.join(tmp, "openapi.yaml")
        with open(broken, "w", encoding="utf-8") as f:
            f.write(summary)
        code, out = lint(broken)
    if code == 0:
        failures.append(f"the broken copy passed the lint:\n{out}")
    if not re.search(r"struct\s+Property `without sparsity\.` is not expected here", out):
        failures.append(f"the stray key from the comma was not reported:\n{out}")
    if "operation-summary" not in out:
        failures.append(f"the missing summary was not reported:\n{out}")
    for failure in failures:
        print("FAIL", failure)
    print("PASS the lint fails the broken copy for both defects" if not failures else f"{len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
