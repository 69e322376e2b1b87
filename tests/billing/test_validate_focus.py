#!/usr/bin/python3
"""The FOCUS validator must fail what is wrong, or passing it proves nothing: a good line passes,
and for every rule in focus_1_2_rules.json a line made to meet the rule's condition and break its
requirement fails, citing that rule's own sentence."""

import csv
import io
import json
import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import validate_focus  # noqa: E402

RULES = validate_focus.RULES
COLUMNS = validate_focus.COLUMNS

# A node's day on an hourly rate, as a FOCUS tool expects it.
GOOD = {
    "BilledCost": "40.00", "EffectiveCost": "40.00", "ListCost": "40.00", "ContractedCost": "40.00",
    "BillingAccountId": "tn-a", "BillingAccountName": "Lab", "BillingCurrency": "USD",
    "BillingPeriodStart": "2026-03-01T00:00:00Z", "BillingPeriodEnd": "2026-04-01T00:00:00Z",
    "ChargePeriodStart": "2026-03-10T00:00:00Z", "ChargePeriodEnd": "2026-03-11T00:00:00Z",
    "ChargeCategory": "Usage", "ChargeClass": None, "ChargeDescription": "node", "PricingQuantity": "16",
    "PricingUnit": "GPU-Hours", "ServiceCategory": "Compute", "ServiceName": "GPU Clusters", "ProviderName": "P",
    "PublisherName": "P", "InvoiceIssuerName": "P", "InvoiceId": "inv-2026-03-USD", "ChargeFrequency": "Usage-Based",
    "ServiceSubcategory": "Virtual Machines", "ResourceId": "n1", "ResourceName": "node-1", "ResourceType": "GPU Node",
    "RegionId": "eu-central-1", "RegionName": "Frankfurt", "SkuId": "h100-8x", "SkuPriceId": "h100-8x:hourly",
    "SkuMeter": "GPU Time", "SkuPriceDetails": None, "ListUnitPrice": "2.50", "ContractedUnitPrice": "2.50",
    "ConsumedQuantity": "16", "ConsumedUnit": "GPU-Hours", "PricingCategory": "Standard",
    "Tags": "{\"stage\":\"pretrain\"}", "x_ClusterName": "train",
}
HEADER = list(GOOD)


def write(text, suffix=".csv"):
    f = tempfile.NamedTemporaryFile("w", suffix=suffix, delete=False, encoding="utf-8", newline="")
    f.write(text)
    f.close()
    return f.name


def csv_of(rows, header=None):
    header = header or list(rows[0])
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\r\n")
    w.writerow(header)
    for row in rows:
        w.writerow(["" if row.get(c) is None else row[c] for c in header])
    return out.getvalue()


def plausible(column):
    """A non-null value of the column's type."""
    d = COLUMNS[column]
    if "allowed_values" in d:
        return d["allowed_values"][0]
    return {"Decimal": "1", "Date/Time": "2026-03-10T00:00:00Z", "JSON": "{}"}.get(d["data_type"], "x")


def other_than(column, values):
    for v in COLUMNS[column].get("allowed_values", []):
        if v not in values:
            return v
    return "x"


def meet(row, atoms):
    for atom in atoms:
        if "any" in atom:
            meet(row, atom["any"][0])
        elif "column" in atom:
            c = atom["column"]
            if atom.get("null"):
                row[c] = None
            elif atom.get("not_null"):
                row[c] = row.get(c) or plausible(c)
            elif "in" in atom:
                row[c] = atom["in"][0]
            elif "not_in" in atom and row.get(c) in atom["not_in"]:
                row[c] = other_than(c, atom["not_in"])


def breaking(rule):
    """A line that meets the rule's condition and breaks its requirement."""
    row = dict(GOOD)
    for column in COLUMNS:
        row.setdefault(column, None)
    meet(row, rule.get("when", []))
    c = rule["column"]
    require = rule["require"]
    if require.get("null"):
        row[c] = plausible(c)
    elif require.get("not_null"):
        row[c] = None
    elif "in" in require:
        row[c] = "Bogus"
    elif "not_in" in require:
        row[c] = require["not_in"][0]
    elif "equals_column" in require:
        row[require["equals_column"]], row[c] = "-1.00", "-2.00"
    elif "product_of" in require:
        row[require["product_of"][0]], row[require["product_of"][1]], row[c] = "2", "3", "100"
    elif require.get("zero"):
        row[c] = "5"
    elif require.get("non_negative"):
        row[c] = "-1"
    elif "after_column" in require:
        row[c] = row[require["after_column"]]
    elif "parent_is" in require:
        row[c], row[require["parent_is"]] = "Object Storage", "Compute"
    elif "keys_custom_or" in require:
        row[c] = "{\"Bogus\":1}"
    else:
        raise AssertionError(f"no way to break {require}")
    meet(row, rule.get("when", []))  # breaking must not undo the condition
    return row


class ValidatorTest(unittest.TestCase):
    def problems(self, rows, header=None, **expect):
        return validate_focus.check(write(csv_of(rows, header)), supports=validate_focus.CLUSTERDESK_SUPPORTS,
                                    **expect)

    def test_a_good_line_passes(self):
        self.assertEqual(self.problems([GOOD], expect_lines=1, expect_total="40.00"), [])

    def test_every_rule_catches_a_line_that_breaks_it(self):
        every = validate_focus.CLUSTERDESK_SUPPORTS + ["billing_account_names"]
        for number, rule in enumerate(RULES["row_rules"]):
            with self.subTest(f"{number}: {rule['spec']}"):
                row = breaking(rule)
                header = list(COLUMNS) + ["x_ClusterName"]
                problems = validate_focus.check(write(csv_of([row], header)), supports=every)
                self.assertTrue(any(rule["spec"] in p for p in problems),
                                f"not caught: {rule['spec']}\n{problems}")
                # ...and the same rule holds on the good line.
                good = validate_focus.check(write(csv_of([GOOD])), supports=every)
                self.assertFalse(any(rule["spec"] in p for p in good), good)

    def test_the_issue_23_lines_fail(self):
        cases = {
            "RegionId without RegionName": dict(GOOD, RegionName=None),
            "Committed without CommitmentDiscountId": dict(GOOD, PricingCategory="Committed"),
            "storage usage without SkuId": dict(GOOD, SkuId=None, SkuPriceId=None, PricingCategory=None,
                                                ServiceCategory="Storage", ServiceSubcategory="Object Storage"),
        }
        for name, row in cases.items():
            with self.subTest(name):
                self.assertNotEqual(self.problems([row]), [], name)
        for missing in ("InvoiceId", "ChargeFrequency", "ServiceSubcategory", "RegionName", "SkuMeter"):
            with self.subTest(f"no {missing} column"):
                if missing in ("InvoiceId", "ChargeFrequency", "ServiceSubcategory"):
                    # Recommended columns: a dataset may leave them out, but not leave them empty.
                    self.assertNotEqual(self.problems([dict(GOOD, **{missing: None})]), [], missing)
                else:
                    header = [c for c in HEADER if c != missing]
                    self.assertNotEqual(self.problems([GOOD], header), [], missing)

    def test_each_wrong_value_fails(self):
        cases = {
            "not a FOCUS number": dict(GOOD, BilledCost="1e3"),
            "thousands separator": dict(GOOD, BilledCost="1,000.00"),
            "bad category": dict(GOOD, ChargeCategory="Spend"),
            "bad service category": dict(GOOD, ServiceCategory="GPUs"),
            "subcategory of another category": dict(GOOD, ServiceSubcategory="Object Storage"),
            "bad charge frequency": dict(GOOD, ChargeFrequency="Daily"),
            "bad pricing category": dict(GOOD, PricingCategory="Reserved"),
            "period outside its month": dict(GOOD, ChargePeriodEnd="2026-04-02T00:00:00Z"),
            "local time": dict(GOOD, ChargePeriodStart="2026-03-10 00:00"),
            "unit without quantity": dict(GOOD, PricingQuantity=None),
            "list cost off": dict(GOOD, ListUnitPrice="3.50"),
            "tags not json": dict(GOOD, Tags="stage=pretrain"),
            "tags nested": dict(GOOD, Tags="{\"a\":{\"b\":1}}"),
            "not a currency code": dict(GOOD, BillingCurrency="usd"),
            "empty mandatory": dict(GOOD, BillingAccountId=None),
        }
        for name, row in cases.items():
            with self.subTest(name):
                self.assertNotEqual(self.problems([row]), [], name)

    def test_columns_the_spec_does_not_define_fail(self):
        renamed = [dict((("ClusterName" if k == "x_ClusterName" else k), v) for k, v in GOOD.items())]
        self.assertTrue(any("neither FOCUS" in p for p in self.problems(renamed)))
        self.assertTrue(any("missing" in p for p in self.problems([GOOD], [c for c in HEADER if c != "ServiceName"])))
        self.assertNotEqual(self.problems([GOOD], HEADER + ["BilledCost"]), [])

    def test_a_commitment_must_balance(self):
        bought = dict(GOOD, ChargeCategory="Purchase", ChargeFrequency="Recurring", BilledCost="30.00",
                      EffectiveCost="0", ListCost="30.00", ContractedCost="30.00", ListUnitPrice="30.00",
                      ContractedUnitPrice="30.00", PricingQuantity="1", PricingUnit="Month", ConsumedQuantity=None,
                      ConsumedUnit=None, CommitmentDiscountId="cd-1", CommitmentDiscountCategory="Usage",
                      CommitmentDiscountType="Reserved GPUs", CommitmentDiscountName="one",
                      CommitmentDiscountQuantity="720", CommitmentDiscountUnit="GPU-Hours")
        used = dict(GOOD, BilledCost="0", EffectiveCost="30.00", PricingCategory="Committed",
                    CommitmentDiscountId="cd-1", CommitmentDiscountCategory="Usage",
                    CommitmentDiscountType="Reserved GPUs", CommitmentDiscountName="one",
                    CommitmentDiscountStatus="Used", CommitmentDiscountQuantity="16",
                    CommitmentDiscountUnit="GPU-Hours")
        header = HEADER + [c for c in {**bought, **used} if c not in HEADER]
        self.assertEqual(self.problems([bought, used], header), [])
        self.assertNotEqual(self.problems([bought, dict(used, EffectiveCost="25.00")], header), [])

    def test_json_line_items_may_not_use_empty_strings(self):
        item = {k: v for k, v in GOOD.items()}
        item["Tags"] = {"stage": "pretrain"}
        self.assertEqual(validate_focus.check(write(json.dumps({"items": [item]}), ".json"), json_input=True), [])
        self.assertNotEqual(validate_focus.check(write(json.dumps([dict(item, ChargeClass="")]), ".json"),
                                                 json_input=True), [])

    def test_an_export_without_lines_fails(self):
        self.assertNotEqual(validate_focus.check(write(",".join(HEADER) + "\r\n")), [])

    def test_totals_and_counts_are_checked(self):
        self.assertNotEqual(self.problems([GOOD], expect_total="40.01"), [])
        self.assertNotEqual(self.problems([GOOD], expect_lines=2), [])


if __name__ == "__main__":
    unittest.main()
