#!/usr/bin/env python3
"""Self-test of the contract's keyword check (apicontract/spec_keywords.py): the spec as it is has no unknown
keyword, and copies of it with one slip each are rejected, the slip named where it sits.

Usage: keywords_selftest.py SPEC. Exits 0 when every case comes out as expected; 1 otherwise.
Only Debian's python3 and python3-yaml.
"""

import copy
import os
import sys

import yaml

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from apicontract.spec_keywords import unknown_keywords  # noqa: E402


def broken_cases(doc):
    """(what, where the finding must point, the broken copy)."""
    cases = []
    # Issue 23's defect, made by YAML itself: an unquoted comma in a flow mapping.
    comma = copy.deepcopy(doc)
    comma["components"]["schemas"]["Gpu"]["properties"]["bf16_tflops"] = yaml.safe_load(
        "{type: number, minimum: 0, description: Dense, without sparsity.}")
    cases.append(("an unquoted comma in a flow mapping",
                  "#/components/schemas/Gpu/properties/bf16_tflops: 'without sparsity.'", comma))
    nulable = copy.deepcopy(doc)
    nulable["components"]["schemas"]["Alert"]["properties"]["cluster_id"]["nulable"] = True
    cases.append(("nulable, deep in a schema", "#/components/schemas/Alert/properties/cluster_id: 'nulable'", nulable))
    summry = copy.deepcopy(doc)
    summry["paths"]["/v1/alerts"]["get"]["summry"] = "typo"
    cases.append(("a misspelt operation field", "#/paths//v1/alerts/get: 'summry'", summry))
    license_url = copy.deepcopy(doc)
    license_url["info"]["license"]["spdx"] = "GPL-3.0-or-later"
    cases.append(("a license field OpenAPI 3.1 does not have", "#/info/license: 'spdx'", license_url))
    ref_sibling = copy.deepcopy(doc)
    ref_sibling["paths"]["/v1/alerts"]["get"]["responses"]["401"]["descripton"] = "x"
    cases.append(("a stray key beside a $ref (Reference Object)", "#/paths//v1/alerts/get/responses/401: 'descripton'",
                  ref_sibling))
    status = copy.deepcopy(doc)
    status["paths"]["/v1/alerts"]["get"]["responses"]["20O"] = {"description": "typo"}
    cases.append(("a status code that is none", "#/paths//v1/alerts/get/responses: '20O'", status))
    return cases


def main(argv):
    with open(argv[1], encoding="utf-8") as f:
        doc = yaml.safe_load(f)
    failed = 0
    clean = unknown_keywords(doc)
    print(("PASS" if not clean else "FAIL") + f" the spec as it is: {clean or 'no unknown keyword'}")
    failed += bool(clean)
    extension = copy.deepcopy(doc)
    extension["paths"]["/v1/alerts"]["get"]["x-anything"] = True
    ok = not unknown_keywords(extension)
    print(("PASS" if ok else "FAIL") + " an x- extension is allowed")
    failed += not ok
    for what, expected, broken in broken_cases(doc):
        found = unknown_keywords(broken)
        ok = found == [expected]
        print(("PASS" if ok else "FAIL") + f" {what}: {found}")
        failed += not ok
    print(f"{failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
