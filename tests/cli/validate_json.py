#!/usr/bin/env python3
"""Checks a JSON document that cdctl printed against a schema of the API contract.

    validate_json.py --spec resources/api/openapi.yaml --schema Cluster [--array] FILE

With --array the document must be a JSON array and every item is checked (cdctl prints a list as an
array of the API's objects). Exit 0 when it conforms, 1 with the findings on standard error.
Reuses tests/contract/apicontract (the contract test's own loader and validator).
"""
import argparse
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "contract"))
import yaml  # noqa: E402

from apicontract.spec import Spec  # noqa: E402


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--spec", required=True)
    parser.add_argument("--schema", required=True)
    parser.add_argument("--array", action="store_true")
    parser.add_argument("file")
    args = parser.parse_args()
    with open(args.spec, encoding="utf-8") as f:
        spec = Spec(yaml.safe_load(f))
    with open(args.file, encoding="utf-8") as f:
        doc = json.load(f)
    schema = {"$ref": f"#/components/schemas/{args.schema}"}
    if args.array:
        if not isinstance(doc, list):
            print(f"not an array but {type(doc).__name__}", file=sys.stderr)
            return 1
        items = doc
    else:
        items = [doc]
    failed = False
    for i, item in enumerate(items):
        for finding in spec.validate(item, schema):
            print(f"[{i}] {finding}", file=sys.stderr)
            failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
