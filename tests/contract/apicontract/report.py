"""Reporting: one line per check, a tally, and groups of checks that cannot crash the run."""

import json
import traceback


class Tally:
    passed = 0
    failed = 0


def check(name, ok, detail=""):
    """Record and print one check; returns ok so callers can branch on it."""
    if ok:
        Tally.passed += 1
        print(f"PASS {name}", flush=True)
    else:
        Tally.failed += 1
        print(f"FAIL {name}" + (f" -- {detail}" if detail else ""), flush=True)
    return bool(ok)


def run_group(name, fn, *args):
    """Run a group of checks; an exception inside counts as one failed check, not a crash."""
    try:
        return fn(*args)
    except Exception:  # noqa: BLE001 - the report must go on
        check(f"{name}: finished without an exception", False, traceback.format_exc(limit=4).strip())
        return None


def brief(value, limit=300):
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
    return text if len(text) <= limit else text[:limit] + "..."


def offenders(name, items):
    return check(name, not items, ", ".join(str(i) for i in items[:12]) + (" ..." if len(items) > 12 else ""))
