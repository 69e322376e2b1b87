#!/usr/bin/python3
"""Writes focus_1_2_rules.json from a checkout of the FOCUS specification itself
(github.com/FinOps-Open-Cost-and-Usage-Spec/FOCUS_Spec, tag v1.2), so that the rules
validate_focus.py applies are the specification's, quoted word for word, not ours.

Usage: focus_rules_from_spec.py SPEC_GIT_DIR [OUT.json]     (reads the tag v1.2 with git show)

The column table (feature level, nulls, type, allowed values) is read from every column's
"Content Constraints" and "Allowed values" tables. The row rules below are the normative
sentences of the column definitions, each with the condition and check that sentence states; the
script fails if a quoted sentence is not in its file, word for word."""

import json
import re
import subprocess
import sys

TAG = "v1.2"


def show(git_dir, path):
    return subprocess.run(["git", f"--git-dir={git_dir}", "show", f"{TAG}:{path}"], check=True,
                          capture_output=True, text=True).stdout


def table_rows(text, after):
    """The rows of the first Markdown table after the line matching `after`."""
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if re.search(after, line))
    rows = []
    for line in lines[start + 1:]:
        if line.startswith("|"):
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if not all(re.fullmatch(r":?-+:?", c) for c in cells):
                rows.append(cells)
        elif rows:
            break
    return rows[1:]  # without the header row


def column_table(git_dir):
    listing = subprocess.run(["git", f"--git-dir={git_dir}", "ls-tree", "--name-only", TAG,
                              "specification/columns/"], check=True, capture_output=True, text=True).stdout
    columns = {}
    for path in listing.split():
        if not path.endswith(".md"):
            continue
        text = show(git_dir, path)
        column_id = re.search(r"^## Column ID\s+(\S+)", text, re.M).group(1)
        constraints = {row[0]: row[1] for row in table_rows(text, r"^## Content [Cc]onstraints")}
        entry = {
            "file": path,
            "feature_level": constraints["Feature level"],
            "allows_nulls": constraints["Allows nulls"] == "True",
            "data_type": constraints["Data type"],
            "value_format": re.sub(r"\[([^]]+)\]\([^)]*\)", r"\1", constraints.get("Value format", "")).replace("\\<", "<"),
        }
        if re.search(r"^Allowed [vV]alues:", text, re.M):
            rows = table_rows(text, r"^Allowed [vV]alues:")
            if column_id == "ServiceSubcategory":
                entry["allowed_values"] = [r[1] for r in rows]
                entry["parent_category"] = {r[1]: r[0] for r in rows}
            else:
                entry["allowed_values"] = [r[0] for r in rows]
        columns[column_id] = entry
    return columns


def C(column, file, quote, require, when=None, note=None):
    rule = {"column": column, "file": f"specification/columns/{file}", "spec": quote, "require": require}
    if when:
        rule["when"] = when
    if note:
        rule["interpretation"] = note
    return rule


NOT_NULL = {"not_null": True}
NULL = {"null": True}
USAGE_OR_PURCHASE_NOT_CORRECTION = [{"column": "ChargeCategory", "in": ["Usage", "Purchase"]},
                                    {"column": "ChargeClass", "not_in": ["Correction"]}]
TAX = [{"column": "ChargeCategory", "in": ["Tax"]}]


def tax_and_usage_pair(column, file):
    """The pair of nullability sentences the SKU, price and quantity columns share."""
    return [
        C(column, file, f"{column} MUST be null when [ChargeCategory](#chargecategory) is \"Tax\".", NULL, TAX),
        C(column, file, f"{column} MUST NOT be null when ChargeCategory is \"Usage\" or \"Purchase\" and "
          "[ChargeClass](#chargeclass) is not \"Correction\".", NOT_NULL, USAGE_OR_PURCHASE_NOT_CORRECTION),
    ]


def null_with(column, file, other, quote_null, quote_not_null):
    return [C(column, file, quote_null, NULL, [{"column": other, "null": True}]),
            C(column, file, quote_not_null, NOT_NULL, [{"column": other, "not_null": True}])]


PRODUCT_TOLERANCE = ("Lines are rounded to the cent from exact amounts while quantities and unit prices "
                     "have six decimals, so 'match' allows the larger of 0.02 and 0.1 % of the product.")

ROW_RULES = [
    # Costs.
    C("BilledCost", "billedcost.md", "BilledCost MUST NOT be null.", NOT_NULL),
    C("EffectiveCost", "effectivecost.md", "EffectiveCost MUST NOT be null.", NOT_NULL),
    C("ListCost", "listcost.md", "ListCost MUST NOT be null.", NOT_NULL),
    C("ContractedCost", "contractedcost.md", "ContractedCost MUST NOT be null.", NOT_NULL),
    C("EffectiveCost", "effectivecost.md", "EffectiveCost of a *charge* unrelated to other *charges* (e.g., "
      "when the ChargeCategory is \"Credit\") MUST match the [BilledCost](#billedcost).",
      {"equals_column": "BilledCost"},
      [{"column": "ChargeCategory", "not_in": ["Usage", "Purchase", "Tax"]}, {"column": "SkuId", "null": True}],
      "A Credit or Adjustment that names no SKU is unrelated to other charges."),
    C("ListCost", "listcost.md", "ListCost of a *charge* unrelated to other *charges* (e.g., when the "
      "ChargeCategory is \"Credit\") MUST match the [BilledCost](#billedcost).", {"equals_column": "BilledCost"},
      [{"column": "ListUnitPrice", "null": True}, {"column": "ChargeCategory", "not_in": ["Usage", "Purchase", "Tax"]},
       {"column": "SkuId", "null": True}],
      "A Credit or Adjustment that names no SKU is unrelated to other charges."),
    C("ContractedCost", "contractedcost.md", "ContractedCost of a *charge* unrelated to other *charges* (e.g., "
      "when the ChargeCategory is \"Credit\") MUST match the [BilledCost](#billedcost).",
      {"equals_column": "BilledCost"},
      [{"column": "ContractedUnitPrice", "null": True},
       {"column": "ChargeCategory", "not_in": ["Usage", "Purchase", "Tax"]}, {"column": "SkuId", "null": True}],
      "A Credit or Adjustment that names no SKU is unrelated to other charges."),
    C("ListCost", "listcost.md", "The product of ListUnitPrice and PricingQuantity MUST match the ListCost when "
      "ListUnitPrice is not null, PricingQuantity is not null, and [ChargeClass](#chargeclass) is not "
      "\"Correction\".", {"product_of": ["ListUnitPrice", "PricingQuantity"]},
      [{"column": "ListUnitPrice", "not_null": True}, {"column": "PricingQuantity", "not_null": True},
       {"column": "ChargeClass", "not_in": ["Correction"]}], PRODUCT_TOLERANCE),
    C("ContractedCost", "contractedcost.md", "The product of ContractedUnitPrice and PricingQuantity MUST match "
      "the ContractedCost when ContractedUnitPrice is not null, PricingQuantity is not null, and "
      "[ChargeClass](#chargeclass) is not \"Correction\".",
      {"product_of": ["ContractedUnitPrice", "PricingQuantity"]},
      [{"column": "ContractedUnitPrice", "not_null": True}, {"column": "PricingQuantity", "not_null": True},
       {"column": "ChargeClass", "not_in": ["Correction"]}], PRODUCT_TOLERANCE),
    C("EffectiveCost", "effectivecost.md", "EffectiveCost MUST be 0 when [ChargeCategory](#chargecategory) is "
      "\"Purchase\" and the purchase is intended to cover future eligible *charges*.", {"zero": True},
      [{"column": "ChargeCategory", "in": ["Purchase"]}, {"column": "CommitmentDiscountId", "not_null": True}],
      "The purchase of a commitment discount covers future eligible charges."),
    C("ListUnitPrice", "listunitprice.md", "ListUnitPrice MUST be a non-negative decimal value.",
      {"non_negative": True}),
    C("ContractedUnitPrice", "contractedunitprice.md", "ContractedUnitPrice MUST be a non-negative decimal value.",
      {"non_negative": True}),
    *tax_and_usage_pair("ListUnitPrice", "listunitprice.md"),
    *tax_and_usage_pair("ContractedUnitPrice", "contractedunitprice.md"),
    # Account, currency, periods.
    C("BillingAccountId", "billingaccountid.md", "BillingAccountId MUST NOT be null.", NOT_NULL),
    C("BillingAccountName", "billingaccountname.md", "BillingAccountName MUST NOT be null when the provider "
      "supports assigning a display name for the *billing account*.", NOT_NULL,
      [{"provider_supports": "billing_account_names"}]),
    C("BillingCurrency", "billingcurrency.md", "BillingCurrency MUST NOT be null.", NOT_NULL),
    C("BillingPeriodStart", "billingperiodstart.md", "BillingPeriodStart MUST NOT be null.", NOT_NULL),
    C("BillingPeriodEnd", "billingperiodend.md", "BillingPeriodEnd MUST NOT be null.", NOT_NULL),
    C("ChargePeriodStart", "chargeperiodstart.md", "ChargePeriodStart MUST NOT be null.", NOT_NULL),
    C("ChargePeriodEnd", "chargeperiodend.md", "ChargePeriodEnd MUST NOT be null.", NOT_NULL),
    C("ChargePeriodEnd", "chargeperiodend.md", "ChargePeriodEnd MUST be the *exclusive end bound* of the "
      "effective period of the *charge*.", {"after_column": "ChargePeriodStart"}, None,
      "An exclusive end bound comes after its inclusive start."),
    C("BillingPeriodEnd", "billingperiodend.md", "BillingPeriodEnd MUST be the *exclusive end bound* of the "
      "*billing period*.", {"after_column": "BillingPeriodStart"}, None,
      "An exclusive end bound comes after its inclusive start."),
    # Charge.
    C("ChargeCategory", "chargecategory.md", "ChargeCategory MUST NOT be null.", NOT_NULL),
    C("ChargeClass", "chargeclass.md", "ChargeClass MUST be \"Correction\" when ChargeClass is not null.",
      {"in": ["Correction"]}, [{"column": "ChargeClass", "not_null": True}]),
    C("ChargeFrequency", "chargefrequency.md", "ChargeFrequency MUST NOT be null.", NOT_NULL,
      [{"present": "ChargeFrequency"}]),
    C("ChargeFrequency", "chargefrequency.md", "ChargeFrequency MUST NOT be \"Usage-Based\" when "
      "[ChargeCategory](#chargecategory) is \"Purchase\".", {"not_in": ["Usage-Based"]},
      [{"column": "ChargeCategory", "in": ["Purchase"]}]),
    # Pricing.
    C("PricingQuantity", "pricingquantity.md", "PricingQuantity MUST be null when "
      "[ChargeCategory](#chargecategory) is \"Tax\".", NULL, TAX),
    C("PricingQuantity", "pricingquantity.md", "PricingQuantity MUST NOT be null when ChargeCategory is "
      "\"Usage\" or \"Purchase\" and [ChargeClass](#chargeclass) is not \"Correction\".", NOT_NULL,
      USAGE_OR_PURCHASE_NOT_CORRECTION),
    *null_with("PricingUnit", "pricingunit.md", "PricingQuantity", "PricingUnit MUST be null when PricingQuantity "
               "is null.", "PricingUnit MUST NOT be null when PricingQuantity is not null."),
    *tax_and_usage_pair("PricingCategory", "pricingcategory.md"),
    C("PricingCategory", "pricingcategory.md", "PricingCategory MUST be \"Committed\" when the *charge* is "
      "subject to an existing *commitment discount* and is not the purchase of the *commitment discount*.",
      {"in": ["Committed"]},
      [{"column": "CommitmentDiscountId", "not_null": True}, {"column": "ChargeCategory", "in": ["Usage"]}]),
    C("CommitmentDiscountId", "commitmentdiscountid.md", "CommitmentDiscountId MUST NOT be null when a *charge* "
      "is related to a *commitment discount*.", NOT_NULL, [{"column": "PricingCategory", "in": ["Committed"]}],
      "PricingCategory \"Committed\" is defined (pricingcategory.md, allowed values) as \"*Charges* with "
      "reduced pricing due to the application of a *commitment discount*\": such a charge is related to one."),
    *tax_and_usage_pair("SkuId", "skuid.md"),
    *tax_and_usage_pair("SkuPriceId", "skupriceid.md"),
    C("SkuMeter", "skumeter.md", "SkuMeter MUST be null when [SkuId](#skuid) is null.", NULL,
      [{"column": "SkuId", "null": True}]),
    C("SkuPriceDetails", "skupricedetails.md", "SkuPriceDetails MUST be null when SkuPriceId is null.", NULL,
      [{"column": "SkuPriceId", "null": True}]),
    C("SkuPriceDetails", "skupricedetails.md", "Property key MUST begin with the string \"x_\" unless it is a "
      "FOCUS-defined property.", {"keys_custom_or": ["CoreCount", "DiskMaxIops", "DiskSpace", "DiskType",
                                                     "GpuCount", "InstanceType", "InstanceSeries", "MemorySize",
                                                     "NetworkMaxIops", "NetworkMaxThroughput", "OperatingSystem",
                                                     "Redundancy", "StorageClass"]}),
    # Usage.
    C("ConsumedQuantity", "consumedquantity.md", "ConsumedQuantity MUST be null when "
      "[ChargeCategory](#chargecategory) is not \"Usage\", or when ChargeCategory is \"Usage\" and "
      "[CommitmentDiscountStatus](#commitmentdiscountstatus) is \"Unused\".", NULL,
      [{"any": [[{"column": "ChargeCategory", "not_in": ["Usage"]}],
                [{"column": "CommitmentDiscountStatus", "in": ["Unused"]}]]}]),
    C("ConsumedQuantity", "consumedquantity.md", "ConsumedQuantity MUST NOT be null when "
      "[ChargeClass](#chargeclass) is not \"Correction\".", NOT_NULL,
      [{"column": "ChargeCategory", "in": ["Usage"]}, {"column": "CommitmentDiscountStatus", "not_in": ["Unused"]},
       {"column": "ChargeClass", "not_in": ["Correction"]}],
      "Under \"When ChargeCategory is \"Usage\" and CommitmentDiscountStatus is not \"Unused\"\"."),
    *null_with("ConsumedUnit", "consumedunit.md", "ConsumedQuantity", "ConsumedUnit MUST be null when "
               "ConsumedQuantity is null.", "ConsumedUnit MUST NOT be null when ConsumedQuantity is not null."),
    # Service.
    C("ServiceCategory", "servicecategory.md", "ServiceCategory MUST NOT be null.", NOT_NULL),
    C("ServiceName", "servicename.md", "ServiceName MUST NOT be null.", NOT_NULL),
    C("ServiceSubcategory", "servicesubcategory.md", "ServiceSubcategory MUST NOT be null.", NOT_NULL,
      [{"present": "ServiceSubcategory"}]),
    C("ServiceSubcategory", "servicesubcategory.md", "ServiceSubcategory MUST have one and only one parent "
      "ServiceCategory as specified in the allowed values below.", {"parent_is": "ServiceCategory"}),
    C("ProviderName", "provider.md", "ProviderName MUST NOT be null.", NOT_NULL),
    C("PublisherName", "publisher.md", "PublisherName MUST NOT be null.", NOT_NULL),
    C("InvoiceIssuerName", "invoiceissuer.md", "InvoiceIssuerName MUST NOT be null.", NOT_NULL),
    C("InvoiceId", "invoiceid.md", "InvoiceId MUST NOT be null when the *charge* is associated with either an "
      "issued invoice or a pre-generated provisional invoice.", NOT_NULL,
      [{"present": "InvoiceId"}, {"provider_supports": "provisional_invoices"}],
      "A provider that keeps a provisional invoice for the open month associates every charge with one."),
    # Location, resources, accounts.
    *null_with("RegionName", "regionname.md", "RegionId", "RegionName MUST be null when [RegionId](#regionid) is "
               "null.", "RegionName MUST NOT be null when RegionId is not null."),
    C("ResourceName", "resourcename.md", "ResourceName MUST be null when [ResourceId](#resourceid) is null or "
      "when the *resource* does not have an assigned display name.", NULL, [{"column": "ResourceId", "null": True}]),
    *null_with("ResourceType", "resourcetype.md", "ResourceId", "ResourceType MUST be null when "
               "[ResourceId](#resourceid) is null.", "ResourceType MUST NOT be null when ResourceId is not null."),
    C("SubAccountName", "subaccountname.md", "SubAccountName MUST be null when [SubAccountId](#subaccountid) is "
      "null.", NULL, [{"column": "SubAccountId", "null": True}]),
    C("SubAccountName", "subaccountname.md", "SubAccountName MUST NOT be null when SubAccountId is not null.",
      NOT_NULL, [{"column": "SubAccountId", "not_null": True}]),
    # Commitment discounts.
    *null_with("CommitmentDiscountCategory", "commitmentdiscountcategory.md", "CommitmentDiscountId",
               "CommitmentDiscountCategory MUST be null when [CommitmentDiscountId](#commitmentdiscountid) is null.",
               "CommitmentDiscountCategory MUST NOT be null when CommitmentDiscountId is not null."),
    *null_with("CommitmentDiscountType", "commitmentdiscounttype.md", "CommitmentDiscountId",
               "CommitmentDiscountType MUST be null when [CommitmentDiscountId](#commitmentdiscountid) is null.",
               "CommitmentDiscountType MUST NOT be null when CommitmentDiscountId is not null."),
    C("CommitmentDiscountName", "commitmentdiscountname.md", "CommitmentDiscountName MUST be null when "
      "[CommitmentDiscountId](#commitmentdiscountid) is null.", NULL,
      [{"column": "CommitmentDiscountId", "null": True}]),
    C("CommitmentDiscountStatus", "commitmentdiscountstatus.md", "CommitmentDiscountStatus MUST be null when "
      "[CommitmentDiscountId](#commitmentdiscountid) is null.", NULL,
      [{"column": "CommitmentDiscountId", "null": True}]),
    C("CommitmentDiscountStatus", "commitmentdiscountstatus.md", "CommitmentDiscountStatus MUST NOT be null when "
      "CommitmentDiscountId is not null and [Charge Category](#chargecategory) is \"Usage\".", NOT_NULL,
      [{"column": "CommitmentDiscountId", "not_null": True}, {"column": "ChargeCategory", "in": ["Usage"]}]),
    C("CommitmentDiscountQuantity", "commitmentdiscountquantity.md", "CommitmentDiscountQuantity MUST NOT be "
      "null when [ChargeClass](#chargeclass) is not \"Correction\".", NOT_NULL,
      [{"column": "ChargeCategory", "in": ["Usage", "Purchase"]}, {"column": "CommitmentDiscountId", "not_null": True},
       {"column": "ChargeClass", "not_in": ["Correction"]}],
      "Under \"When ChargeCategory is \"Usage\" or \"Purchase\" and CommitmentDiscountId is not null\"."),
    C("CommitmentDiscountQuantity", "commitmentdiscountquantity.md", "CommitmentDiscountQuantity MUST be null "
      "in all other cases.", NULL,
      [{"any": [[{"column": "ChargeCategory", "not_in": ["Usage", "Purchase"]}],
                [{"column": "CommitmentDiscountId", "null": True}]]}]),
    *null_with("CommitmentDiscountUnit", "commitmentdiscountunit.md", "CommitmentDiscountQuantity",
               "CommitmentDiscountUnit MUST be null when CommitmentDiscountQuantity is null.",
               "CommitmentDiscountUnit MUST NOT be null when CommitmentDiscountQuantity is not null."),
    C("CapacityReservationStatus", "capacityreservationstatus.md", "CapacityReservationStatus MUST be null when "
      "CapacityReservationId is null.", NULL, [{"column": "CapacityReservationId", "null": True}]),
]

# Rules over many rows, and over the dataset as a whole.
DATASET_RULES = [
    {"kind": "commitment_effective_cost", "column": "EffectiveCost", "file": "specification/columns/effectivecost.md",
     "spec": "The sum of EffectiveCost where ChargeCategory is \"Usage\" MUST equal the sum of BilledCost where "
             "ChargeCategory is \"Purchase\"."},
    {"kind": "custom_columns_prefixed", "file": "specification/attributes/column_handling.md",
     "spec": "Custom columns MUST be prefixed with a consistent `x_` prefix to identify them as external, custom "
             "columns and distinguish them from FOCUS columns to avoid conflicts in future releases."},
    {"kind": "no_empty_strings", "file": "specification/attributes/null_handling.md",
     "spec": "Columns MUST NOT use empty strings or placeholder values such as 0 for numeric columns or \"Not "
             "Applicable\" for string columns to represent a null or not having a value, regardless of whether the "
             "column allows nulls or not.",
     "interpretation": "Checked where null and empty can be told apart: JSON line items. In CSV an empty "
                       "field is null."},
]

# Formats every value of a type must have (specification/attributes/*.md).
FORMATS = {
    "Decimal": {"file": "specification/attributes/numeric_format.md",
                "spec": "Numeric values MUST be expressed as an integer value, a decimal value, or a value "
                        "expressed in scientific notation. Fractional notation MUST NOT be used.",
                "pattern": r"^-?[0-9]+(\.[0-9]+)?(E-?[0-9]+)?$"},
    "Date/Time": {"file": "specification/attributes/datetime_format.md",
                  "spec": "Values providing information about a specific moment in time MUST be represented in "
                          "the extended ISO 8601 format with UTC offset ('YYYY-MM-DDTHH:mm:ssZ') and conform to "
                          "the following guidelines:",
                  "pattern": r"^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$"},
    "Currency": {"file": "specification/attributes/currency_format.md",
                 "spec": "Currency-related columns MUST be represented as a three-letter alphabetic code as dictated "
                         "in the governing document [ISO 4217:2015](https://www.iso.org/standard/64758.html) when "
                         "the value is presented in national currency (e.g., USD, EUR).",
                 "pattern": r"^[A-Z]{3}$"},
    "JSON": {"file": "specification/attributes/key_value_format.md",
             "spec": "Key-Value Format columns MUST contain a serialized JSON string, consistent with the "
                     "[ECMA 404](https://www.ecma-international.org/wp-content/uploads/ECMA-404_2nd_edition_"
                     "december_2017.pdf) definition of an object."},
}
FORMATS["JSON values"] = {"file": "specification/attributes/key_value_format.md",
                          "spec": "Values in a key-value pair MUST NOT be an object or an array."}

# When a column must be present in a dataset ("Feature level" Conditional): the provider capability
# the column's first sentence names. validate_focus.py takes the capabilities a provider declares.
PRESENCE = {
    "AvailabilityZone": None, "BillingAccountType": "more_than_one_billing_account_type",
    "CapacityReservationId": "capacity_reservations", "CapacityReservationStatus": "capacity_reservations",
    "CommitmentDiscountCategory": "commitment_discounts", "CommitmentDiscountId": "commitment_discounts",
    "CommitmentDiscountName": "commitment_discounts", "CommitmentDiscountQuantity": "commitment_discounts",
    "CommitmentDiscountStatus": "commitment_discounts", "CommitmentDiscountType": "commitment_discounts",
    "CommitmentDiscountUnit": "commitment_discounts", "ConsumedQuantity": "usage_measurement",
    "ConsumedUnit": "usage_measurement", "ContractedUnitPrice": "negotiated_pricing",
    "ListUnitPrice": "published_unit_prices", "PricingCategory": "more_than_one_pricing_category",
    "PricingCurrency": "pricing_currency_differs", "RegionId": "regions", "RegionName": "regions",
    "ResourceId": "resources", "ResourceName": "resources", "ResourceType": "resource_types",
    "SkuId": "price_lists", "SkuMeter": "price_lists", "SkuPriceDetails": "price_lists", "SkuPriceId": "price_lists",
    "SubAccountId": "sub_accounts", "SubAccountName": "sub_accounts", "SubAccountType": "more_than_one_sub_account_type",
    "Tags": "tags",
}


def main():
    git_dir = sys.argv[1]
    out = sys.argv[2] if len(sys.argv) > 2 else "focus_1_2_rules.json"
    columns = column_table(git_dir)
    for rule in ROW_RULES + DATASET_RULES + list(FORMATS.values()):
        text = show(git_dir, rule["file"])
        if rule["spec"] not in text:
            sys.exit(f"not in {rule['file']} word for word: {rule['spec']}")
        for name in [rule.get("column")] + [w.get("column") for w in rule.get("when", [])]:
            if name and name not in columns:
                sys.exit(f"{name} is not a FOCUS 1.2 column")
    for column, capability in PRESENCE.items():
        if columns[column]["feature_level"] == "Conditional":
            columns[column]["present_when_provider_supports"] = capability
    document = {
        "about": "FinOps FOCUS 1.2 (tag v1.2 of github.com/FinOps-Open-Cost-and-Usage-Spec/FOCUS_Spec), its "
                 "normative column rules as data for validate_focus.py. Written by focus_rules_from_spec.py; "
                 "every 'spec' is the sentence of 'file' word for word.",
        "columns": columns,
        "formats": FORMATS,
        "row_rules": ROW_RULES,
        "dataset_rules": DATASET_RULES,
    }
    with open(out, "w", encoding="utf-8") as f:
        json.dump(document, f, indent=1, ensure_ascii=False)
        f.write("\n")


if __name__ == "__main__":
    main()
