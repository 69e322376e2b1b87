#!/usr/bin/python3
"""Checks a cost export against FinOps FOCUS 1.2 as the specification states it: every rule in
focus_1_2_rules.json (the column definitions' own sentences, quoted with their file, turned into
a condition and a check by focus_rules_from_spec.py) is applied to every line. Nothing here is
taken from the C++.

Also checked: the columns a dataset must have (Mandatory, and Conditional ones whose provider
capability is declared with --provider-supports), columns FOCUS does not define must start with
x_, values typed and formatted as their column says, allowed values only. Two promises of our own,
not FOCUS's, are checked and named as such: a line's charge period lies inside its billing period,
and optionally the number of lines and the BilledCost total (decimal arithmetic).

Usage: validate_focus.py FILE [--json] [--expect-lines N] [--expect-total DECIMAL]
                              [--provider-supports CAP,CAP,...]
FILE is a CSV export (an empty field is null) or, with --json, a JSON array of line objects or an
object with an "items" array (the billing API's line items; null and "" differ there).
Exit 0 when valid; 1 with one message per problem (at most 20) otherwise."""

import argparse
import csv
import json
import os
import re
import sys
from decimal import Decimal, InvalidOperation

RULES_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "focus_1_2_rules.json")
# What the ClusterDesk platform offers, in the capability names of the rules file: it decides which
# Conditional columns an export of ours must have.
CLUSTERDESK_SUPPORTS = ["regions", "resources", "resource_types", "price_lists", "published_unit_prices",
                        "negotiated_pricing", "usage_measurement", "tags", "billing_account_names",
                        "provisional_invoices"]
MAX_PROBLEMS = 20


def load_rules(path=RULES_FILE):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


RULES = load_rules()
COLUMNS = RULES["columns"]
MANDATORY = [c for c, d in COLUMNS.items() if d["feature_level"] == "Mandatory"]


def cite(rule):
    return f"{os.path.basename(rule['file'])}: \"{rule['spec']}\""


class Line:
    """One line: its values by column, None for null (an absent column is null)."""

    def __init__(self, values):
        self.values = values

    def get(self, column):
        return self.values.get(column)


def holds(atom, line, header, supports):
    if "any" in atom:
        return any(all(holds(a, line, header, supports) for a in group) for group in atom["any"])
    if "present" in atom:
        return atom["present"] in header
    if "provider_supports" in atom:
        return atom["provider_supports"] in supports
    value = line.get(atom["column"])
    if atom.get("null"):
        return value is None
    if atom.get("not_null"):
        return value is not None
    if "in" in atom:
        return value is not None and value in atom["in"]
    if "not_in" in atom:
        return value is None or value not in atom["not_in"]
    raise ValueError(f"unknown condition {atom}")


def decimal(value):
    try:
        return Decimal(value) if value is not None else None
    except InvalidOperation:
        return None


def broken(rule, line):
    """Why the line breaks the rule's requirement, or None."""
    require = rule["require"]
    column = rule["column"]
    value = line.get(column)
    if require.get("null"):
        return f"{column} is '{value}', must be null" if value is not None else None
    if require.get("not_null"):
        return f"{column} is null" if value is None else None
    if value is None:
        return None  # the other checks are about values; nullability has rules of its own
    if "in" in require:
        return None if value in require["in"] else f"{column} is '{value}'"
    if "not_in" in require:
        return f"{column} is '{value}'" if value in require["not_in"] else None
    number = decimal(value)
    if "equals_column" in require:
        other = decimal(line.get(require["equals_column"]))
        if number is None or other is None or number != other:
            return f"{column} {value} differs from {require['equals_column']} {line.get(require['equals_column'])}"
        return None
    if "product_of" in require:
        a, b = (decimal(line.get(c)) for c in require["product_of"])
        if number is None or a is None or b is None:
            return None
        expected = a * b
        if abs(expected - number) > max(Decimal("0.02"), abs(expected) * Decimal("0.001")):
            return f"{column} {value} is not {' x '.join(require['product_of'])} ({expected})"
        return None
    if require.get("zero"):
        return None if number == 0 else f"{column} is {value}, not 0"
    if require.get("non_negative"):
        return None if number is not None and number >= 0 else f"{column} {value} is negative"
    if "after_column" in require:
        start = line.get(require["after_column"])
        return None if start is None or start < value else f"{column} {value} is not after {start}"
    if "parent_is" in require:
        parent = COLUMNS[column]["parent_category"].get(value)
        actual = line.get(require["parent_is"])
        return None if parent is None or parent == actual else \
            f"{column} '{value}' belongs to '{parent}', not '{actual}'"
    if "keys_custom_or" in require:
        try:
            keys = json.loads(value).keys()
        except (ValueError, AttributeError):
            return None  # the format check says so
        bad = [k for k in keys if not k.startswith("x_") and k not in require["keys_custom_or"]]
        return f"{column} has keys {bad}" if bad else None
    raise ValueError(f"unknown requirement {require}")


def format_problem(column, value):
    """What is wrong with a non-null value of a FOCUS column's type and value format, or None."""
    d = COLUMNS[column]
    formats = RULES["formats"]
    if d["data_type"] == "Decimal" and not re.match(formats["Decimal"]["pattern"], value):
        return f"{column} '{value}' is not a FOCUS number ({cite(formats['Decimal'])})"
    if d["data_type"] == "Date/Time" and not re.match(formats["Date/Time"]["pattern"], value):
        return f"{column} '{value}' is not an ISO 8601 UTC time ({cite(formats['Date/Time'])})"
    if d["value_format"] == "Currency Format" and not re.match(formats["Currency"]["pattern"], value):
        return f"{column} '{value}' is not an ISO 4217 code ({cite(formats['Currency'])})"
    if d["data_type"] == "JSON":
        try:
            parsed = json.loads(value)
        except ValueError:
            parsed = None
        if not isinstance(parsed, dict):
            return f"{column} is not a JSON object ({cite(formats['JSON'])})"
        if any(isinstance(v, (dict, list)) for v in parsed.values()):
            return f"{column} holds an object or array ({cite(formats['JSON values'])})"
    if "allowed_values" in d and value not in d["allowed_values"]:
        return f"{column} '{value}' is not one of its allowed values ({os.path.basename(d['file'])})"
    return None


def read_csv(path):
    with open(path, newline="", encoding="utf-8") as f:
        reader = csv.reader(f)
        header = next(reader, [])
        rows = []
        for row in reader:
            if len(row) != len(header):
                rows.append(None)
            else:
                rows.append({c: (v if v != "" else None) for c, v in zip(header, row)})
        return header, rows, []


def read_json(path):
    with open(path, encoding="utf-8") as f:
        document = json.load(f)
    items = document["items"] if isinstance(document, dict) else document
    header = []
    rows = []
    empties = []
    for item in items:
        values = {}
        for key, value in item.items():
            if key == "id":
                continue
            if key not in header:
                header.append(key)
            if isinstance(value, str) and value == "":
                empties.append(key)
            if value is None:
                values[key] = None
            elif isinstance(value, (dict, list)):
                values[key] = json.dumps(value)
            elif isinstance(value, bool):
                values[key] = "true" if value else "false"
            else:
                values[key] = str(value)
        rows.append(values)
    return header, rows, empties


def check(path, expect_lines=None, expect_total=None, json_input=False, supports=None):
    supports = CLUSTERDESK_SUPPORTS if supports is None else supports
    problems = []
    header, rows, empties = read_json(path) if json_input else read_csv(path)
    header_set = set(header)
    for column, d in COLUMNS.items():
        needed = d["feature_level"] == "Mandatory" or d.get("present_when_provider_supports") in supports
        if needed and column not in header_set:
            problems.append(f"column {column} is missing ({os.path.basename(d['file'])}: {d['feature_level']})")
    custom = next(r for r in RULES["dataset_rules"] if r["kind"] == "custom_columns_prefixed")
    for column in header:
        if column not in COLUMNS and not column.startswith("x_"):
            problems.append(f"column {column} is neither FOCUS 1.2 nor prefixed x_ ({cite(custom)})")
    if len(header_set) != len(header):
        problems.append("a column appears twice")
    if empties:
        empty = next(r for r in RULES["dataset_rules"] if r["kind"] == "no_empty_strings")
        problems.append(f"{sorted(set(empties))} hold empty strings ({cite(empty)})")
    if problems:
        return problems
    total = Decimal(0)
    commitments = {}
    for number, values in enumerate(rows, start=2):
        where = f"line {number}"
        if values is None:
            problems.append(f"{where}: the row does not have one field per column")
            continue
        line = Line(values)
        for column, value in values.items():
            if column in COLUMNS and value is not None:
                why = format_problem(column, value)
                if why:
                    problems.append(f"{where}: {why}")
        for rule in RULES["row_rules"]:
            if all(holds(a, line, header_set, supports) for a in rule.get("when", [])):
                why = broken(rule, line)
                if why:
                    problems.append(f"{where}: {why} ({cite(rule)})")
        # ClusterDesk's own promise (docs/billing.md), not a FOCUS rule: a day's line sits in its month.
        periods = [values.get(c) or "" for c in
                   ("BillingPeriodStart", "ChargePeriodStart", "ChargePeriodEnd", "BillingPeriodEnd")]
        if all(re.match(RULES["formats"]["Date/Time"]["pattern"], p) for p in periods):
            if not (periods[0] <= periods[1] and periods[2] <= periods[3]):
                problems.append(f"{where}: the charge period is outside its billing period (ClusterDesk's promise)")
        billed = decimal(values.get("BilledCost"))
        total += billed if billed is not None else 0
        if values.get("CommitmentDiscountId") is not None:
            sums = commitments.setdefault(values["CommitmentDiscountId"], [Decimal(0), Decimal(0)])
            if values.get("ChargeCategory") == "Usage":
                sums[0] += decimal(values.get("EffectiveCost")) or 0
            elif values.get("ChargeCategory") == "Purchase":
                sums[1] += billed or 0
        if len(problems) > MAX_PROBLEMS:
            break
    balance = next(r for r in RULES["dataset_rules"] if r["kind"] == "commitment_effective_cost")
    for commitment, (used, bought) in commitments.items():
        if abs(used - bought) > Decimal("0.01"):
            problems.append(f"commitment {commitment}: Usage EffectiveCost {used}, Purchase BilledCost {bought} "
                            f"({cite(balance)})")
    if not rows:
        problems.append("no lines to check")
    if expect_lines is not None and len(rows) != expect_lines:
        problems.append(f"{len(rows)} lines, expected {expect_lines}")
    if expect_total is not None and total != Decimal(expect_total):
        problems.append(f"BilledCost adds up to {total}, expected {expect_total}")
    return problems


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("file")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--expect-lines", type=int)
    parser.add_argument("--expect-total")
    parser.add_argument("--provider-supports", help="comma-separated; default: what ClusterDesk offers")
    args = parser.parse_args()
    supports = args.provider_supports.split(",") if args.provider_supports is not None else None
    problems = check(args.file, args.expect_lines, args.expect_total, args.json, supports)
    for p in problems[:MAX_PROBLEMS]:
        print(p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
