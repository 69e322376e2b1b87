#!/usr/bin/python3
"""Checks a cost export against the FinOps FOCUS 1.2 rules ClusterDesk promises, written from the
specification (not from the C++): mandatory columns present, values typed as FOCUS says, charge
periods inside their billing periods, our own columns prefixed x_. Optionally checks the number
of lines and the BilledCost total, in decimal arithmetic.

Usage: validate_focus.py FILE.csv [--expect-lines N] [--expect-total DECIMAL]
Exit 0 when valid; 1 with one message per problem (at most 20) otherwise."""

import argparse
import csv
import json
import re
import sys
from decimal import Decimal

# FinOps FOCUS 1.2, "Column definitions": the columns every dataset must have (design/anchors.md
# "Itemized cost lines"), and of those the ones defined with "Allows nulls: False" (NOT_NULL).
# tests/unit/tst_billing.cpp keeps the same two lists for the line items themselves.
MANDATORY = [
    "BilledCost", "EffectiveCost", "ListCost", "ContractedCost", "BillingAccountId", "BillingAccountName",
    "BillingCurrency", "BillingPeriodStart", "BillingPeriodEnd", "ChargePeriodStart", "ChargePeriodEnd",
    "ChargeCategory", "ChargeClass", "ChargeDescription", "PricingQuantity", "PricingUnit", "ServiceCategory",
    "ServiceName", "ProviderName", "PublisherName", "InvoiceIssuerName",
]
NOT_NULL = [
    "BilledCost", "EffectiveCost", "ListCost", "ContractedCost", "BillingAccountId", "BillingCurrency",
    "BillingPeriodStart", "BillingPeriodEnd", "ChargePeriodStart", "ChargePeriodEnd", "ChargeCategory",
    "ServiceCategory", "ServiceName", "ProviderName", "PublisherName", "InvoiceIssuerName",
]
KNOWN_OPTIONAL = [
    "ResourceId", "ResourceName", "ResourceType", "RegionId", "RegionName", "SubAccountId", "SubAccountName",
    "SkuId", "SkuPriceId", "ListUnitPrice", "ContractedUnitPrice", "ConsumedQuantity", "ConsumedUnit",
    "PricingCategory", "CommitmentDiscountId", "Tags", "AvailabilityZone",
]
DECIMALS = ["BilledCost", "EffectiveCost", "ListCost", "ContractedCost", "PricingQuantity", "ListUnitPrice",
            "ContractedUnitPrice", "ConsumedQuantity"]
DATES = ["BillingPeriodStart", "BillingPeriodEnd", "ChargePeriodStart", "ChargePeriodEnd"]
CATEGORIES = {"Usage", "Purchase", "Tax", "Credit", "Adjustment"}
SERVICE_CATEGORIES = {
    "AI and Machine Learning", "Analytics", "Business Applications", "Compute", "Databases", "Developer Tools",
    "Multicloud", "Identity", "Integration", "Internet of Things", "Management and Governance", "Media",
    "Migration", "Mobile", "Networking", "Security", "Storage", "Web", "Other",
}
PRICING_CATEGORIES = {"Standard", "Dynamic", "Committed", "Other"}
DECIMAL = re.compile(r"^-?\d+(\.\d+)?$")
DATE = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$")


def check(path, expect_lines=None, expect_total=None):
    problems = []
    with open(path, newline="", encoding="utf-8") as f:
        reader = csv.DictReader(f)
        header = reader.fieldnames or []
        for column in MANDATORY:
            if column not in header:
                problems.append(f"mandatory column {column} is missing")
        for column in header:
            if column not in MANDATORY and column not in KNOWN_OPTIONAL and not column.startswith("x_"):
                problems.append(f"column {column} is neither FOCUS nor prefixed x_")
        if len(set(header)) != len(header):
            problems.append("a column appears twice")
        if problems:
            return problems
        lines = 0
        total = Decimal(0)
        for number, row in enumerate(reader, start=2):
            lines += 1
            where = f"line {number}"
            if None in row or any(v is None for v in row.values()):
                problems.append(f"{where}: the row does not have one field per column")
                continue
            for column in NOT_NULL:
                if row[column] == "":
                    problems.append(f"{where}: {column} is empty")
            for column in DECIMALS:
                if column in row and row[column] != "" and not DECIMAL.match(row[column]):
                    problems.append(f"{where}: {column} '{row[column]}' is not a plain decimal")
            for column in DATES:
                if row[column] and not DATE.match(row[column]):
                    problems.append(f"{where}: {column} '{row[column]}' is not an ISO 8601 UTC time")
            if row["ChargeCategory"] not in CATEGORIES:
                problems.append(f"{where}: ChargeCategory '{row['ChargeCategory']}' is not a FOCUS value")
            if row["ServiceCategory"] not in SERVICE_CATEGORIES:
                problems.append(f"{where}: ServiceCategory '{row['ServiceCategory']}' is not a FOCUS value")
            if row.get("PricingCategory") and row["PricingCategory"] not in PRICING_CATEGORIES:
                problems.append(f"{where}: PricingCategory '{row['PricingCategory']}' is not a FOCUS value")
            if not re.match(r"^[A-Z]{3}$", row["BillingCurrency"]):
                problems.append(f"{where}: BillingCurrency is not an ISO 4217 code")
            if (row["PricingQuantity"] == "") != (row["PricingUnit"] == ""):
                problems.append(f"{where}: PricingQuantity and PricingUnit must both be set or both be null")
            if row["ChargeCategory"] == "Usage" and row["PricingQuantity"] == "":
                problems.append(f"{where}: a Usage charge has no PricingQuantity")
            if all(DATE.match(row[c] or "") for c in DATES):
                if not row["ChargePeriodStart"] < row["ChargePeriodEnd"]:
                    problems.append(f"{where}: the charge period ends before it starts")
                if not (row["BillingPeriodStart"] <= row["ChargePeriodStart"]
                        and row["ChargePeriodEnd"] <= row["BillingPeriodEnd"]):
                    problems.append(f"{where}: the charge period is outside its billing period")
            if row.get("Tags"):
                try:
                    if not isinstance(json.loads(row["Tags"]), dict):
                        raise ValueError
                except ValueError:
                    problems.append(f"{where}: Tags is not a JSON object")
            if DECIMAL.match(row["BilledCost"] or "x"):
                total += Decimal(row["BilledCost"])
            # ListCost is ListUnitPrice x PricingQuantity, to within rounding to the cent per line.
            if row["ChargeCategory"] == "Usage" and all(DECIMAL.match(row.get(c) or "x") for c in
                                                        ("ListUnitPrice", "PricingQuantity", "ListCost")):
                expected = Decimal(row["ListUnitPrice"]) * Decimal(row["PricingQuantity"])
                if abs(expected - Decimal(row["ListCost"])) > max(Decimal("0.02"), expected * Decimal("0.001")):
                    problems.append(f"{where}: ListCost {row['ListCost']} is not ListUnitPrice x PricingQuantity "
                                    f"({expected})")
            if len(problems) > 20:
                break
    if lines == 0:
        problems.append("no lines to check")
    if expect_lines is not None and lines != expect_lines:
        problems.append(f"{lines} lines, expected {expect_lines}")
    if expect_total is not None and total != Decimal(expect_total):
        problems.append(f"BilledCost adds up to {total}, expected {expect_total}")
    return problems


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("csv")
    parser.add_argument("--expect-lines", type=int)
    parser.add_argument("--expect-total")
    args = parser.parse_args()
    problems = check(args.csv, args.expect_lines, args.expect_total)
    for p in problems[:20]:
        print(p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
