#!/usr/bin/env python3
"""Contract test: resources/api/openapi.yaml against a running clusterdesk-sim.

1. Checks the spec itself (OpenAPI 3.1, served flags and permissions,
   conventions such as Idempotency-Key, If-Match/ETag, problem+json errors, pagination).
2. Starts clusterdesk-sim on a free loopback port with a fresh database.
3. Calls every served operation for real and validates status, content type and body against
   the spec (JSON Schema 2020-12), plus what the schema cannot say (filters, sorts, paging,
   idempotent replays, ETag/If-Match, the event stream's messages, the metrics query language,
   its errors, the exposition format and the metrics stream's series, samples and resumption;
   who may see and change costs, cost lines against their pages, filters and groups, invoices
   against their lines, the summary's arithmetic, the budgets' round trip and refusals).
4. Calls every not-served operation once and requires 501 problem+json `not_implemented`.

Which operations are served, and the permission each needs, are read from the spec
(x-clusterdesk-served, x-permission) and nowhere else: tst_route_table holds the simulator's route
table to the same two keys.

Every request has a timeout and every response body a deadline, so an endless answer (such as
the event stream) fails its check instead of hanging the run.

Only the standard library, python3-yaml and python3-jsonschema (4.10 or later) are used.
Prints one line per check and ends with "N passed, M failed"; exits 1 if anything failed.
"""

import argparse
import base64
import hashlib
import http.client
import json
import os
import re
import signal
import socket
import subprocess
import sys
import tempfile
import time
import traceback
import urllib.error
import urllib.parse
import urllib.request
import uuid
import warnings
from datetime import datetime, timedelta, timezone
from decimal import Decimal
from email.utils import parsedate_to_datetime

# jsonschema >= 4.18 deprecates RefResolver; 4.10 (Debian 12) has nothing else. Both work.
warnings.simplefilter("ignore", DeprecationWarning)

import yaml  # noqa: E402
from jsonschema import Draft202012Validator, FormatChecker, RefResolver  # noqa: E402
from jsonschema.exceptions import SchemaError  # noqa: E402

# ----------------------------------------------------------------------------- expectations

PUBLIC = {("GET", "/v1/health"), ("GET", "/v1/version")}
CREATING_POSTS = {("POST", "/v1/clusters"), ("POST", "/v1/uploads")}
# Creating POSTs whose Idempotency-Key is optional (declared, honoured when sent): tus clients send none.
OPTIONAL_IDEMPOTENCY_KEY = {("POST", "/v1/uploads")}
CLUSTER_CHANGES = [("PATCH", "/v1/clusters/{}"), ("DELETE", "/v1/clusters/{}"),
                   ("POST", "/v1/clusters/{}/actions/stop"), ("POST", "/v1/clusters/{}/actions/start")]
STRICT_SCHEMAS = ["Offering", "Gpu", "Price", "Region", "Me", "Tenant",
                  "Cluster", "Pool", "ClusterList", "ClusterSpec", "PoolSpec", "ClusterResize", "Node", "NodeGpu",
                  "NodeList", "Event", "EventList", "Estimate", "EstimateProblem", "EstimateRequest",
                  "Dataset", "DatasetFile", "DatasetList",
                  "QueryRangeResult", "QueryError", "MetricsSeries", "MetricsSamples",
                  "LineItem", "LineItemList", "LineItemGroup", "LineItemGroups", "BillingSummary", "BudgetStatus",
                  "Spender", "QuoteComparison", "Budget", "BudgetInput", "BudgetSet", "BudgetList", "BudgetThreshold",
                  "BudgetThresholdInput", "Invoice", "InvoiceList"]
# Error responses that are not application/problem+json, with the schema they use instead: query_range
# answers Prometheus's error body (which carries the RFC 9457 members too), as Prometheus clients expect.
NON_PROBLEM_ERRORS = {("GET", "/v1/clusters/{}/metrics/query_range", "400"): "QueryError"}
ROLES = ["owner", "admin", "member", "viewer", "billing"]
HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]
SORT_KEYS = ["gpu_model", "gpu_memory_gb", "gpus_per_node", "region", "price", "available_nodes", "bf16_tflops"]
BILLING_MODES = ["hourly", "daily", "monthly", "yearly", "tflops_hours"]
CURRENCIES = ["CNY", "USD"]
# The clusters clusterdesk-sim seeds for the first tenant of the keys file (app/platform/ClusterSeeder.cpp).
SEEDED_CLUSTERS = {"llama-pretrain", "bert-finetune", "chat-inference", "nightly-eval", "mi300-trial"}
# The columns of a cost line, written out from the FinOps FOCUS 1.2 specification's column definitions
# (not from app/billing): its mandatory columns, the conditional ones this platform fills, then the
# platform's own columns (FOCUS: custom columns carry a prefix, here x_). A line has them in this order.
FOCUS_MANDATORY = [
    "BilledCost", "EffectiveCost", "ListCost", "ContractedCost", "BillingAccountId", "BillingAccountName",
    "BillingCurrency", "BillingPeriodStart", "BillingPeriodEnd", "ChargePeriodStart", "ChargePeriodEnd",
    "ChargeCategory", "ChargeClass", "ChargeDescription", "PricingQuantity", "PricingUnit", "ServiceCategory",
    "ServiceName", "ProviderName", "PublisherName", "InvoiceIssuerName",
]
FOCUS_CONDITIONAL = [
    "ResourceId", "ResourceName", "ResourceType", "RegionId", "SkuId", "SkuPriceId", "ListUnitPrice",
    "ContractedUnitPrice", "ConsumedQuantity", "ConsumedUnit", "PricingCategory", "Tags",
]
OWN_COLUMNS = [
    "x_ClusterId", "x_ClusterName", "x_PoolName", "x_GpuModel", "x_GpuCount", "x_GpuUtilizationAvg", "x_Stage",
    "x_AllocationType", "x_BillingMode",
]
FOCUS_COLUMNS = FOCUS_MANDATORY + FOCUS_CONDITIONAL + OWN_COLUMNS
# Lines group by the text, date and integer columns only.
FOCUS_NOT_GROUPABLE = ["BilledCost", "EffectiveCost", "ListCost", "ContractedCost", "PricingQuantity",
                       "ListUnitPrice", "ContractedUnitPrice", "ConsumedQuantity", "Tags", "x_GpuUtilizationAvg"]
FOCUS_GROUPABLE = [name for name in FOCUS_COLUMNS if name not in FOCUS_NOT_GROUPABLE]
# What each role may do (api.md roles; the server's table is app/platform/RolePolicy.cpp, and GET
# /v1/me must agree with this one). Each operation of the spec names the permission it needs in
# x-permission; the role matrix calls every served operation as every role from these two tables.
READ_PERMISSIONS = {"catalog:read", "clusters:read", "datasets:read", "metrics:read"}
ROLE_PERMISSIONS = {
    "owner": READ_PERMISSIONS | {"clusters:write", "datasets:write", "billing:read", "billing:write", "audit:read",
                                 "members:manage"},
    "admin": READ_PERMISSIONS | {"clusters:write", "datasets:write", "billing:read", "billing:write", "audit:read"},
    "member": READ_PERMISSIONS | {"clusters:write", "datasets:write"},
    "viewer": READ_PERMISSIONS | {"billing:read"},
    "billing": {"catalog:read", "billing:read", "billing:write"},
    "support": READ_PERMISSIONS | {"billing:read", "tenants:read"},
}
ALL_PERMISSIONS = set().union(*ROLE_PERMISSIONS.values())
# Paths that hold a tenant's data: support staff must send X-Tenant-Id for them.
TENANT_DATA = ("/v1/clusters", "/v1/events", "/v1/uploads", "/v1/datasets", "/v1/billing", "/v1/audit-log",
               "/v1/metrics", "/v1/alerts")
# Who may see costs and who may change budgets: the roles with billing:read and billing:write.
BILLING_READERS = {role for role, permissions in ROLE_PERMISSIONS.items() if "billing:read" in permissions}
BILLING_WRITERS = {role for role, permissions in ROLE_PERMISSIONS.items() if "billing:write" in permissions}
LINE_ITEMS = "/v1/billing/line-items"
BUDGETS = "/v1/billing/budgets"
# Seconds to wait for something the event stream should carry; the simulator sends it at once.
STREAM_WAIT = 5.0

RFC3339 = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$")

# ----------------------------------------------------------------------------- reporting

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

# ----------------------------------------------------------------------------- the spec

def served(op):
    """Whether clusterdesk-sim serves an operation, as the spec says (x-clusterdesk-served)."""
    return op.get("x-clusterdesk-served") is True


def norm(template):
    return re.sub(r"\{[^}]*\}", "{}", template)


def fill(template, args):
    """Put URL-quoted arguments into a path template's {...} slots, in order."""
    values = iter(args)
    return re.sub(r"\{[^}]*\}", lambda _: urllib.parse.quote(str(next(values)), safe=""), template)


def make_format_checker():
    checker = FormatChecker()

    # jsonschema only checks date-time with an optional extra package; do it with the stdlib.
    @checker.checks("date-time", raises=ValueError)
    def is_date_time(value):
        if not isinstance(value, str):
            return True
        if not RFC3339.match(value):
            raise ValueError("not an RFC 3339 date-time")
        datetime.fromisoformat(value.replace("Z", "+00:00"))
        return True

    return checker


class Spec:
    def __init__(self, doc):
        self.doc = doc
        self.resolver = RefResolver(base_uri="", referrer=doc)
        self.format_checker = make_format_checker()

    def pointer(self, ref):
        if not ref.startswith("#/"):
            raise KeyError(f"only local references are supported: {ref}")
        node = self.doc
        for part in ref[2:].split("/"):
            part = part.replace("~1", "/").replace("~0", "~")
            node = node[part]
        return node

    def resolve(self, obj):
        """Follow OpenAPI reference objects ({"$ref": ...}) to the object itself."""
        seen = 0
        while isinstance(obj, dict) and "$ref" in obj:
            obj = self.pointer(obj["$ref"])
            seen += 1
            if seen > 20:
                raise KeyError("reference loop")
        return obj

    def operations(self):
        """Yields (METHOD, normalized path, path template, operation, path item)."""
        for template, item in self.doc.get("paths", {}).items():
            for method in HTTP_METHODS:
                if method in item:
                    yield method.upper(), norm(template), template, item[method], item

    def operation(self, method, path):
        for m, p, template, op, item in self.operations():
            if m == method and p == norm(path):
                return template, op, item
        raise KeyError(f"{method} {path} is not in the spec")

    def parameters(self, item, op):
        merged = {}
        for raw in item.get("parameters", []) + op.get("parameters", []):
            p = self.resolve(raw)
            merged[(p["name"].lower(), p["in"])] = p
        return list(merged.values())

    def operation_parameters(self, method, path):
        _, op, item = self.operation(method, path)
        return self.parameters(item, op)

    def schema(self, name):
        return self.doc["components"]["schemas"][name]

    def validate(self, instance, schema):
        validator = Draft202012Validator(schema, resolver=self.resolver, format_checker=self.format_checker)
        try:
            errors = [x for e in validator.iter_errors(instance) for x in self._closest(e)]
            errors.sort(key=lambda e: list(e.absolute_path))
        except Exception as e:  # noqa: BLE001 - a broken schema (e.g. unknown type) is a finding
            return [f"the schema cannot be applied: {type(e).__name__}: {brief(str(e), 160)}"]
        out = []
        for e in errors[:6]:
            where = "/".join(str(p) for p in e.absolute_path) or "<root>"
            out.append(f"{where}: {brief(e.message, 160)}")
        if len(errors) > 6:
            out.append(f"... {len(errors) - 6} more")
        return out


    @staticmethod
    def _closest(error):
        """A body that fits none of a oneOf's shapes (line items or their groups): the errors of the shape it
        came closest to (fewest errors), rather than "not valid under any of the given schemas"."""
        if error.validator != "oneOf" or list(error.absolute_path) or not error.context:
            return [error]
        branches = {}
        for sub in error.context:
            branches.setdefault(sub.relative_schema_path[0], []).append(sub)
        sizes = sorted(len(b) for b in branches.values())
        if len(sizes) > 1 and sizes[0] == sizes[1]:
            return [error]
        return min(branches.values(), key=len)


def walk(node, path=()):
    yield path, node
    if isinstance(node, dict):
        for k, v in node.items():
            yield from walk(v, path + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from walk(v, path + (i,))


def offenders(name, items):
    return check(name, not items, ", ".join(str(i) for i in items[:12]) + (" ..." if len(items) > 12 else ""))

# ----------------------------------------------------------------------------- spec checks

def check_spec_basics(spec):
    doc = spec.doc
    check("spec: openapi is 3.1.x", re.fullmatch(r"3\.1\.\d+", str(doc.get("openapi", ""))), doc.get("openapi"))
    check("spec: jsonSchemaDialect is JSON Schema 2020-12",
          doc.get("jsonSchemaDialect") == "https://json-schema.org/draft/2020-12/schema", doc.get("jsonSchemaDialect"))
    bad = [p for p, v in walk(doc) if not isinstance(v, (dict, list, str, int, float, bool, type(None)))]
    bad += [p for p, v in walk(doc) if isinstance(v, dict) and any(not isinstance(k, str) for k in v)]
    offenders("spec: plain JSON data (quoted status codes, dates, times)", ["/".join(map(str, p)) for p in bad])
    try:
        json.dumps(doc)
        check("spec: serializes to JSON", True)
    except (TypeError, ValueError) as e:
        check("spec: serializes to JSON", False, str(e))

    refs = [v for p, v in walk(doc) if p and p[-1] == "$ref" and isinstance(v, str)]
    broken = []
    for ref in set(refs):
        try:
            spec.pointer(ref)
        except (KeyError, IndexError, TypeError):
            broken.append(ref)
    offenders(f"spec: all {len(set(refs))} references resolve", sorted(broken))


def check_spec_operations(spec):
    ops = list(spec.operations())
    ids = [op.get("operationId") for *_, op, _ in ops]
    offenders("spec: every operation has a unique operationId",
              [i for i in ids if not i or ids.count(i) > 1])

    offenders("spec: every operation has a boolean x-clusterdesk-served",
              [f"{m} {t}" for m, _, t, op, _ in ops if not isinstance(op.get("x-clusterdesk-served"), bool)])
    offenders("spec: x-clusterdesk-served on a parameter, where given, is boolean",
              [f"{m} {t} {x['name']}" for m, p, t, op, item in ops for x in spec.parameters(item, op)
               if "x-clusterdesk-served" in x and not isinstance(x["x-clusterdesk-served"], bool)])
    offenders("spec: every operation names its permission (x-permission: one of the roles' permissions, or null)",
              [f"{m} {t}" for m, _, t, op, _ in ops
               if "x-permission" not in op or (op["x-permission"] is not None and op["x-permission"] not in ALL_PERMISSIONS)])
    offenders("spec: every not-served operation documents 501",
              [f"{m} {t}" for m, _, t, op, _ in ops if not served(op) and "501" not in op.get("responses", {})])

    missing_key = []
    for m, p, t, op, item in ops:
        creating = m == "POST" and ((m, p) in CREATING_POSTS or "201" in op.get("responses", {}))
        if creating:
            params = spec.parameters(item, op)
            optional = (m, p) in OPTIONAL_IDEMPOTENCY_KEY
            if not any(x["name"].lower() == "idempotency-key" and x["in"] == "header"
                       and (optional or x.get("required")) for x in params):
                missing_key.append(f"{m} {t}")
    offenders("spec: every creating POST requires an Idempotency-Key header (tus creation: declares it)",
              missing_key)

    bad_params = []
    for m, p, t, op, item in ops:
        declared = {x["name"] for x in spec.parameters(item, op) if x["in"] == "path"}
        in_template = set(re.findall(r"\{([^}]+)\}", t))
        if declared != in_template:
            bad_params.append(f"{m} {t}: declared {sorted(declared)}")
        bad_params += [f"{m} {t}: {x['name']} not required" for x in spec.parameters(item, op)
                       if x["in"] == "path" and not x.get("required")]
    offenders("spec: path parameters match the path templates", bad_params)

    bad_security = []
    default = spec.doc.get("security")
    for m, p, t, op, _ in ops:
        effective = op.get("security", default)
        if (m, p) in PUBLIC:
            if effective != []:
                bad_security.append(f"{m} {t} should be public")
        elif not effective or not any("bearerAuth" in req for req in effective):
            bad_security.append(f"{m} {t} should need bearerAuth")
    offenders("spec: bearer auth everywhere except health and version", bad_security)
    scheme = spec.doc.get("components", {}).get("securitySchemes", {}).get("bearerAuth", {})
    check("spec: bearerAuth is HTTP bearer", scheme.get("type") == "http" and scheme.get("scheme") == "bearer")


def check_spec_responses(spec):
    not_problem, no_retry_after = [], []
    for m, p, t, op, _ in spec.operations():
        for status, raw in op.get("responses", {}).items():
            resp = spec.resolve(raw)
            if str(status).isdigit() and int(status) >= 400 and m != "HEAD":
                instead = NON_PROBLEM_ERRORS.get((m, p, str(status)))
                if instead:
                    schema = resp.get("content", {}).get("application/json", {}).get("schema", {})
                    if schema.get("$ref") != f"#/components/schemas/{instead}":
                        not_problem.append(f"{m} {t} {status} (application/json {instead})")
                elif "application/problem+json" not in resp.get("content", {}):
                    not_problem.append(f"{m} {t} {status}")
            if str(status) == "429" and "Retry-After" not in resp.get("headers", {}):
                no_retry_after.append(f"{m} {t}")
    offenders("spec: every error response is application/problem+json (query_range's 400: QueryError)",
              not_problem)
    offenders("spec: every 429 carries Retry-After", no_retry_after)

    problem = spec.schema("Problem")
    props = problem.get("properties", {})
    check("spec: Problem has the RFC 9457 members, code and retry_after_seconds",
          all(k in props for k in ["type", "title", "status", "detail", "instance", "code", "retry_after_seconds"])
          and "code" in problem.get("required", []) and props["retry_after_seconds"].get("type") == "integer")
    for instead in sorted(set(NON_PROBLEM_ERRORS.values())):
        required = set(spec.schema(instead).get("required", []))
        check(f"spec: {instead} requires the RFC 9457 members type, title, detail and code besides its own",
              {"type", "title", "detail", "code"} <= required, sorted(required))
    reusable = spec.doc.get("components", {}).get("responses", {})
    codes = {str(s) for _, _, _, op, _ in spec.operations() for s, r in op["responses"].items() if "$ref" in r}
    offenders("spec: reusable responses exist for 400 401 403 404 409 412 422 429 500 501",
              [c for c in ["400", "401", "403", "404", "409", "412", "422", "429", "500", "501"] if c not in codes])
    check("spec: components.responses is not empty", bool(reusable))


def check_spec_conventions(spec):
    page_size = spec.resolve({"$ref": "#/components/parameters/PageSize"})
    s = page_size.get("schema", {})
    check("spec: page_size is an integer 1..1000, default 100",
          page_size.get("name") == "page_size" and s.get("type") == "integer" and s.get("minimum") == 1
          and s.get("maximum") == 1000 and s.get("default") == 100, brief(page_size))

    bad_lists = []
    for m, p, t, op, item in spec.operations():
        names = {x["name"] for x in spec.parameters(item, op) if x["in"] == "query"}
        if "page_size" not in names:
            continue
        schema = spec.resolve(op["responses"]["200"]["content"]["application/json"]["schema"])
        # An answer of one of several shapes (line items, or their groups) pages in the list shape.
        shapes = [spec.resolve(one) for one in schema.get("oneOf", [])] or [schema]
        if "page_token" not in names or not any({"items", "next_page_token"} <= set(one.get("required", []))
                                                for one in shapes):
            bad_lists.append(f"{m} {t}")
    offenders("spec: paginated lists take page_token and answer items + next_page_token", bad_lists)

    bad_clusters = []
    for method, path in CLUSTER_CHANGES + [("GET", "/v1/clusters/{}"), ("POST", "/v1/clusters")]:
        try:
            _, op, item = spec.operation(method, path)
        except KeyError:
            bad_clusters.append(f"{method} {path}: missing")
            continue
        if (method, path) in CLUSTER_CHANGES:
            if not any(x["name"] == "If-Match" and x["in"] == "header" and x.get("required")
                       for x in spec.parameters(item, op)):
                bad_clusters.append(f"{method} {path}: no required If-Match")
            if "412" not in op["responses"]:
                bad_clusters.append(f"{method} {path}: no 412")
        for status, raw in op["responses"].items():
            if str(status).startswith("2") and "ETag" not in spec.resolve(raw).get("headers", {}):
                bad_clusters.append(f"{method} {path}: {status} without ETag")
    offenders("spec: clusters carry ETag and changes require If-Match (412 when stale)", bad_clusters)

    _, op, _ = spec.operation("OPTIONS", "/v1/uploads")
    headers = set(spec.resolve(op["responses"]["204"]).get("headers", {}))
    tus = {x["name"] for m, p in [("POST", "/v1/uploads"), ("HEAD", "/v1/uploads/{}"),
                                  ("PATCH", "/v1/uploads/{}"), ("DELETE", "/v1/uploads/{}")]
           for x in spec.operation_parameters(m, p)}
    check("spec: tus headers are declared",
          {"Tus-Resumable", "Upload-Offset", "Upload-Length", "Upload-Metadata", "Upload-Checksum"} <= tus
          and {"Tus-Version", "Tus-Extension"} <= headers, f"requests: {sorted(tus)}; OPTIONS: {sorted(headers)}")

    params = {x["name"] for x in spec.operation_parameters("GET", "/v1/clusters")}
    check("spec: X-Tenant-Id header is available to support staff", "X-Tenant-Id" in params)
    loose = [n for n in STRICT_SCHEMAS if spec.schema(n).get("additionalProperties") is not False]
    offenders("spec: served shapes are closed (additionalProperties: false)", loose)


def check_spec_schemas(spec):
    bad = []
    for name, schema in spec.doc.get("components", {}).get("schemas", {}).items():
        try:
            Draft202012Validator.check_schema(schema)
        except SchemaError as e:
            bad.append(f"components/schemas/{name}: {e.message}")
    count = 0
    for path, node in walk({"paths": spec.doc.get("paths", {}), "components": {
            k: v for k, v in spec.doc.get("components", {}).items() if k != "schemas"}}):
        if path and path[-1] == "schema" and isinstance(node, dict):
            count += 1
            try:
                Draft202012Validator.check_schema(node)
            except SchemaError as e:
                bad.append(f"{'/'.join(map(str, path))}: {e.message}")
    total = count + len(spec.doc.get("components", {}).get("schemas", {}))
    offenders(f"spec: all {total} schemas are valid JSON Schema 2020-12", bad)


def golden_offering():
    prices = []
    units = dict(zip(BILLING_MODES, ["gpu_hour", "gpu_day", "gpu_month", "gpu_year", "tflops_hour"]))
    for currency, rate in [("USD", Decimal("1")), ("CNY", Decimal("7.2"))]:
        for mode, factor in zip(BILLING_MODES, ["1", "24", "480", "4800", "0.0025"]):
            unit_price = Decimal("2.50") * rate * Decimal(factor)
            prices.append({"billing_mode": mode, "currency": currency, "unit": units[mode],
                           "unit_price": f"{unit_price:.4f}", "gpu_hour_price": f"{Decimal('2.5') * rate:.4f}"})
    return {
        "id": "h100-sxm-8x.cn-north-1", "name": "8× NVIDIA H100 SXM", "region": "cn-north-1",
        "gpu": {"model": "H100 SXM", "vendor": "NVIDIA", "memory_gb": 80, "memory_type": "HBM3",
                "memory_bandwidth_gb_s": 3350, "bf16_tflops": 989, "fp16_tflops": 989, "tdp_watts": 700},
        "gpus_per_node": 8, "vcpus": 192, "ram_gb": 2048, "local_nvme_gb": 30720,
        "intra_node": {"kind": "NVLink", "bandwidth_gb_s": 900},
        "inter_node": {"kind": "InfiniBand NDR", "bandwidth_gbit_s": 3200},
        "prices": prices,
        "off_peak": {"discount_percent": 40, "start": "00:00", "end": "08:00", "timezone": "Asia/Shanghai"},
        "available_nodes": 12, "total_nodes": 64, "dedicated_available": True, "dedicated_surcharge_percent": 20,
        "images": ["pytorch-2.5-cuda12.4"],
    }


def check_spec_examples(spec):
    """The documented shapes validate, and drift from them does not (proves the validator setup)."""
    ref = lambda name: {"$ref": f"#/components/schemas/{name}"}  # noqa: E731
    offering = golden_offering()
    good = [
        ("Offering", offering),
        ("Health", {"status": "ok", "time": "2025-06-01T12:00:00Z"}),
        ("Version", {"api": "v1", "server": "clusterdesk-sim", "version": "0.1.0"}),
        ("Me (owner)", {"user": {"id": "u1", "name": "Li Wei", "email": "li@example.com"},
                "tenant": {"id": "t1", "name": "Acme"}, "role": "owner", "permissions": ["clusters.read"]}),
        ("Me (support)", {"user": {"id": "s1", "name": "Support", "email": "s@example.com"},
                "tenant": None, "role": "support", "permissions": []}),
        ("RegionList", {"items": [{"id": "cn-north-1", "name": "Beijing", "country": "CN", "zones": ["a"],
                                   "timezone": "Asia/Shanghai", "data_residency": "PRC"}], "next_page_token": None}),
        ("TenantList", {"items": [{"id": "t1", "name": "Acme", "created_at": "2025-01-01T00:00:00Z"}],
                        "next_page_token": "abc"}),
        ("Problem", {"type": "about:blank", "title": "Not Implemented", "status": 501, "code": "not_implemented"}),
    ]
    for name, instance in good:
        errors = spec.validate(instance, ref(name.split(" ")[0]))
        check(f"spec example: a documented {name} validates", not errors, "; ".join(errors))

    def mutated(change):
        o = json.loads(json.dumps(offering))
        change(o)
        return o

    bad = [
        ("Offering with an unknown field", mutated(lambda o: o.update(extra=1))),
        ("Offering with a numeric price", mutated(lambda o: o["prices"][0].update(unit_price=2.5))),
        ("Offering with 9 prices", mutated(lambda o: o["prices"].pop())),
        ("Offering whose hourly price is per day", mutated(lambda o: o["prices"][0].update(unit="gpu_day"))),
        ("Offering with memory as a float", mutated(lambda o: o["gpu"].update(memory_gb=80.5))),
        ("Offering with vendor Intel", mutated(lambda o: o["gpu"].update(vendor="Intel"))),
        ("Offering with no images", mutated(lambda o: o.update(images=[]))),
        ("Offering with off-peak 24:00", mutated(lambda o: o["off_peak"].update(end="24:00"))),
    ]
    for label, instance in bad:
        check(f"spec example: {label} is rejected", spec.validate(instance, ref("Offering")))
    check("spec example: a local-time timestamp is rejected",
          spec.validate({"status": "ok", "time": "2025-06-01 12:00"}, ref("Health")))
    check("spec example: Problem without code is rejected",
          spec.validate({"type": "about:blank", "title": "x", "status": 500}, ref("Problem")))


def golden_cluster():
    return {
        "id": "cl-00001", "name": "llama-pretrain", "state": "running", "state_detail": "",
        "state_since": "2025-06-01T12:04:11Z", "created_at": "2025-06-01T12:00:00Z", "region": "cn-north-1",
        "pools": [{"id": "pool-1", "name": "train", "offering_id": "h100-sxm-8x.cn-north-1", "gpu_model": "H100 SXM",
                   "gpus_per_node": 8, "node_count": 4, "ready_nodes": 4}],
        "gpu_count": 32, "billing_mode": "hourly", "off_peak_only": False, "stage": "pretrain",
        "image": "pytorch-2.5-cuda12.4", "dedicated": False, "auto_stop_idle_minutes": 0, "datasets": [],
        "currency": "USD", "hourly_cost": "80.00", "quoted_hourly_cost": "80.00", "cost_so_far": "1234.56",
        "as_of": "2025-06-02T12:00:00Z", "etag": '"9"',
    }


def golden_event():
    return {"id": "42", "type": "cluster.state_changed", "time": "2025-06-01T12:04:11Z", "cluster_id": "cl-00001",
            "cluster_name": "llama-pretrain", "severity": "info", "message": "Cluster llama-pretrain is running.",
            "details": {"from_state": "provisioning", "to_state": "running"}, "cluster": golden_cluster()}


def golden_node():
    return {"id": "cl-00001-n1", "pool_id": "pool-1", "hostname": "llama-pretrain-train-1", "state": "ready",
            "since": "2025-06-01T12:03:00Z", "replaces": None,
            "gpus": [{"index": 0, "uuid": "GPU-5f1c2e4a-8d3b-4c1e-9a7f-0b2d6e8c4a13", "model": "H100 SXM",
                      "health": "healthy", "last_xid": 0}]}


def golden_estimate():
    return {"currency": "USD", "hours": 10, "hourly": "20.00", "total": "200.00", "can_launch": True,
            "lines": [{"pool_name": "train", "offering_id": "h100-sxm-8x.cn-north-1", "node_count": 1, "gpu_count": 8,
                       "node_hour_price": "20.00", "hourly": "20.00"}],
            "quota": {"gpus_in_use": 56, "gpu_limit": 1024, "clusters_in_use": 3, "cluster_limit": 20},
            "problems": []}


def check_spec_cluster_examples(spec):
    """Cluster, node, event and estimate shapes: documented ones validate, drifted ones do not."""
    ref = lambda name: {"$ref": f"#/components/schemas/{name}"}  # noqa: E731

    def mutated(value, change):
        copy = json.loads(json.dumps(value))
        change(copy)
        return copy

    spec_body = {"name": "llama-pretrain", "pools": [{"name": "train", "offering_id": "h100-sxm-8x.cn-north-1",
                                                      "node_count": 4}],
                 "billing_mode": "monthly", "currency": "CNY", "off_peak_only": False, "stage": "pretrain",
                 "image": "pytorch-2.5-cuda12.4", "dedicated": False, "auto_stop_idle_minutes": 30, "datasets": []}
    good = [
        ("Cluster", golden_cluster()),
        ("ClusterList", {"items": [golden_cluster()], "next_page_token": None}),
        ("Node", golden_node()),
        ("Node", mutated(golden_node(), lambda n: n.update(state="provisioning", replaces="cl-00001-n3"))),
        ("Event", golden_event()),
        ("Event", mutated(golden_event(), lambda e: e.update(type="workload.migrated", severity="warning", details={
            "node_id": "cl-00001-n3", "replacement_node_id": "cl-00001-n7", "checkpoint_step": 1500}))),
        ("EventList", {"items": [golden_event()], "next_page_token": "abc"}),
        ("Estimate", golden_estimate()),
        ("Estimate", mutated(golden_estimate(), lambda e: e.update(can_launch=False, problems=[
            {"code": "quota_exceeded", "detail": "Your tenant may run 1024 GPUs.", "offering_id": "",
             "requested": 600, "available": 456}]))),
        ("ClusterSpec", spec_body),
        ("ClusterSpec", {"name": "abc", "pools": [{"offering_id": "x", "node_count": 1}]}),
        ("EstimateRequest", {"pools": [{"offering_id": "x", "node_count": 256}], "hours": 0.5}),
        ("ClusterResize", {"pools": [{"id": "pool-1", "node_count": 3}]}),
        ("StreamReset", {}),
    ]
    for name, instance in good:
        errors = spec.validate(instance, ref(name))
        check(f"spec example: a documented {name} validates", not errors, "; ".join(errors))

    bad = [
        ("Cluster", "with an unknown field", mutated(golden_cluster(), lambda c: c.update(tenant_id="t1"))),
        ("Cluster", "without etag", mutated(golden_cluster(), lambda c: c.pop("etag"))),
        ("Cluster", "with a numeric hourly_cost", mutated(golden_cluster(), lambda c: c.update(hourly_cost=80.0))),
        ("Cluster", "with an upper-case name", mutated(golden_cluster(), lambda c: c.update(name="Llama"))),
        ("Cluster", "in state sleeping", mutated(golden_cluster(), lambda c: c.update(state="sleeping"))),
        ("Cluster", "with no pools", mutated(golden_cluster(), lambda c: c.update(pools=[]))),
        ("Cluster", "with a pool without id", mutated(golden_cluster(), lambda c: c["pools"][0].pop("id"))),
        ("Cluster", "with an unquoted etag", mutated(golden_cluster(), lambda c: c.update(etag="9"))),
        ("Node", "with GPU health degraded", mutated(golden_node(), lambda n: n["gpus"][0].update(health="degraded"))),
        ("Node", "with last_xid null", mutated(golden_node(), lambda n: n["gpus"][0].update(last_xid=None))),
        ("Event", "of an unknown type", mutated(golden_event(), lambda e: e.update(type="cluster.exploded"))),
        ("Event", "with a numeric id", mutated(golden_event(), lambda e: e.update(id=42))),
        ("Event", "state_changed without from_state",
         mutated(golden_event(), lambda e: e["details"].pop("from_state"))),
        ("Event", "node.failed without node_id", mutated(golden_event(), lambda e: e.update(
            type="node.failed", details={"replacement_node_id": "n2"}))),
        ("Event", "whose cluster lacks a member", mutated(golden_event(), lambda e: e["cluster"].pop("state"))),
        ("Estimate", "that can launch despite a problem", mutated(golden_estimate(), lambda e: e.update(problems=[
            {"code": "capacity_exceeded", "detail": "x", "offering_id": "o", "requested": 9, "available": 1}]))),
        ("Estimate", "that cannot launch without a problem", mutated(golden_estimate(), lambda e: e.update(
            can_launch=False))),
        ("Estimate", "with a numeric total", mutated(golden_estimate(), lambda e: e.update(total=200))),
        ("ClusterSpec", "without a name", mutated(spec_body, lambda b: b.pop("name"))),
        ("ClusterSpec", "named X", mutated(spec_body, lambda b: b.update(name="X"))),
        ("ClusterSpec", "with a pool of 0 nodes", mutated(spec_body, lambda b: b["pools"][0].update(node_count=0))),
        ("ClusterSpec", "with a pool of 257 nodes", mutated(spec_body, lambda b: b["pools"][0].update(node_count=257))),
        ("ClusterSpec", "with 9 pools", mutated(spec_body, lambda b: b.update(pools=[
            {"offering_id": "x", "node_count": 1}] * 9))),
        ("ClusterSpec", "with auto-stop of 8 days", mutated(spec_body, lambda b: b.update(
            auto_stop_idle_minutes=8 * 24 * 60))),
        ("ClusterSpec", "with hours", mutated(spec_body, lambda b: b.update(hours=5))),
        ("EstimateRequest", "for 0 hours", {"pools": [{"offering_id": "x", "node_count": 1}], "hours": 0}),
        ("ClusterResize", "by pool name", {"pools": [{"name": "train", "node_count": 3}]}),
        ("ClusterResize", "to 0 nodes", {"pools": [{"id": "pool-1", "node_count": 0}]}),
        ("StreamReset", "with members", {"id": "1"}),
    ]
    for name, label, instance in bad:
        check(f"spec example: {name} {label} is rejected", spec.validate(instance, ref(name)))

    check_sse_example(spec, "/v1/events/stream", "the event stream")


def check_sse_example(spec, path, what):
    """Every message of a stream's documented example is named in x-sse-events and its data validates."""
    _, op, _ = spec.operation("GET", path)
    media = spec.resolve(op["responses"]["200"])["content"]["text/event-stream"]
    events = media.get("x-sse-events", {})
    problems, messages = [], 0
    for block in str(media.get("example", "")).split("\n\n"):
        fields = dict(line.split(": ", 1) for line in block.splitlines() if ": " in line and not line.startswith(":"))
        if "event" in fields:
            messages += 1
            if fields["event"] not in events:
                problems.append(f"event {fields['event']!r} not in x-sse-events")
                continue
            problems += spec.validate(json.loads(fields.get("data", "null")), events[fields["event"]])
    check(f"spec example: {what} example ({messages} message(s)) validates", messages and not problems,
          "; ".join(problems))


def golden_dataset():
    return {"id": "ds-00000042", "name": "train-v1", "region": "cn-north-1", "size_bytes": 1048604,
            "files": [{"name": "shard-000.bin", "size_bytes": 1048604,
                       "sha256": "2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824"}],
            "encryption": {"format": "cd-aes256gcm-v1", "key_id": "0f1e2d3c4b5a69788796a5b4c3d2e1f0"},
            "attached_clusters": ["cl-00007"], "created_at": "2025-06-01T12:00:00Z"}


def check_spec_storage_examples(spec):
    """Dataset shapes: documented ones validate, drifted ones do not; the tus headers say what is served."""
    ref = lambda name: {"$ref": f"#/components/schemas/{name}"}  # noqa: E731

    def mutated(change):
        copy = golden_dataset()
        change(copy)
        return copy

    plain = mutated(lambda d: d.update(encryption={"format": "none", "key_id": ""}, attached_clusters=[]))
    for name, label, instance in [("Dataset", "Dataset (encrypted)", golden_dataset()),
                                  ("Dataset", "Dataset (encryption none)", plain),
                                  ("DatasetList", "DatasetList", {"items": [golden_dataset(), plain],
                                                                  "next_page_token": None})]:
        errors = spec.validate(instance, ref(name))
        check(f"spec example: a documented {label} validates", not errors, "; ".join(errors))
    bad = [
        ("with an unknown field", mutated(lambda d: d.update(tenant_id="t1"))),
        ("without attached_clusters", mutated(lambda d: d.pop("attached_clusters"))),
        ("with no files", mutated(lambda d: d.update(files=[]))),
        ("whose file lacks sha256", mutated(lambda d: d["files"][0].pop("sha256"))),
        ("with an upper-case sha256", mutated(lambda d: d["files"][0].update(sha256="A" * 64))),
        ("with format aes", mutated(lambda d: d["encryption"].update(format="aes"))),
        ("encrypted without a key_id", mutated(lambda d: d["encryption"].update(key_id=""))),
        ("with an upper-case key_id", mutated(lambda d: d["encryption"].update(key_id="0F" * 16))),
        ("with format none and a key_id", mutated(lambda d: d["encryption"].update(format="none"))),
        ("with region \"\"", mutated(lambda d: d.update(region=""))),
        ("with a numeric size", mutated(lambda d: d.update(size_bytes="1048604"))),
    ]
    for label, instance in bad:
        check(f"spec example: Dataset {label} is rejected", spec.validate(instance, ref("Dataset")))

    _, op, _ = spec.operation("OPTIONS", "/v1/uploads")
    headers = {n: spec.resolve(h) for n, h in spec.resolve(op["responses"]["204"])["headers"].items()}
    values = {n: h.get("schema", {}).get("const") for n, h in headers.items()}
    check("spec: OPTIONS /v1/uploads documents the capabilities served",
          values.get("Tus-Version") == "1.0.0" and values.get("Tus-Max-Size") == 1 << 40
          and set(str(values.get("Tus-Extension")).split(",")) == {"creation", "termination", "checksum"}
          and set(str(values.get("Tus-Checksum-Algorithm")).split(",")) == {"sha1", "sha256"}
          and all(h.get("required") for h in headers.values()), brief(values))


def golden_matrix():
    return {"status": "success", "data": {"resultType": "matrix", "result": [
        {"metric": {"__name__": "DCGM_FI_DEV_GPU_UTIL", "cluster": "cl-00001", "node": "cl-00001-n1",
                    "hostname": "llama-pretrain-train-1", "pool": "train", "gpu": "0", "model_name": "NVIDIA H100 SXM",
                    "uuid": "GPU-5f1c2e4a-8d3b-4c1e-9a7f-0b2d6e8c4a13"},
         "values": [[1748779500, "95.8"], [1748779515, "96.25"], [1748779530, "1.5e+15"]]},
        {"metric": {"node": "cl-00001-n2"}, "values": [[1748779500, "0"]]}]}}


def golden_query_error(code="bad_query"):
    message = "invalid parameter \"query\": parse error at char 22: expected a label name"
    return {"status": "error", "errorType": "bad_data", "error": message, "type": "about:blank",
            "title": "Bad query", "detail": message, "code": code, "status_code": 400}


def golden_metrics_series():
    return {"cluster": "cl-00002",
            "gpus": [{"node": "cl-00002-n1", "gpu": 0, "hostname": "bert-finetune-train-1",
                      "model_name": "NVIDIA A100 SXM 80GB", "uuid": "GPU-35a8ed0b-a6bc-db8c-1c0f-e753d18a84ec",
                      "pool": "train"}],
            "nodes": [{"node": "cl-00002-n1", "hostname": "bert-finetune-train-1", "pool": "train"}]}


def golden_metrics_samples():
    return {"time": 1748779565, "values": {"DCGM_FI_DEV_GPU_UTIL": [97, None],
                                           "clusterdesk_node_network_receive_bytes": [3518938406.682]}}


def check_spec_metrics_examples(spec):
    """Metrics shapes: documented ones validate, drifted ones (the old sample shape among them) do not."""
    ref = lambda name: {"$ref": f"#/components/schemas/{name}"}  # noqa: E731

    def mutated(value, change):
        copy = json.loads(json.dumps(value))
        change(copy)
        return copy

    good = [
        ("QueryRangeResult", golden_matrix()),
        ("QueryRangeResult", {"status": "success", "data": {"resultType": "matrix", "result": []},
                              "warnings": ["this platform has no metric named nope"]}),
        ("QueryError", golden_query_error()),
        ("QueryError", golden_query_error("too_many_points")),
        ("MetricsSeries", golden_metrics_series()),
        ("MetricsSeries", {"cluster": "cl-00004", "gpus": [], "nodes": []}),
        ("MetricsSamples", golden_metrics_samples()),
        ("MetricsSamples", {"time": 1748779565, "values": {}}),
    ]
    for name, instance in good:
        errors = spec.validate(instance, ref(name))
        check(f"spec example: a documented {name} validates", not errors, "; ".join(errors))

    point = lambda value: lambda r: r["data"]["result"][0].update(values=[value])  # noqa: E731
    bad = [
        ("QueryRangeResult", "with a time as a float", mutated(golden_matrix(), point([1748779500.5, "1"]))),
        ("QueryRangeResult", "with a time as text", mutated(golden_matrix(), point(["1748779500", "1"]))),
        ("QueryRangeResult", "with a value as a number", mutated(golden_matrix(), point([1748779500, 95.8]))),
        ("QueryRangeResult", "with a value that is no number", mutated(golden_matrix(), point([1748779500, "high"]))),
        ("QueryRangeResult", "with a point of three members",
         mutated(golden_matrix(), point([1748779500, "1", "2"]))),
        ("QueryRangeResult", "with a numeric label", mutated(golden_matrix(), lambda r: r["data"]["result"][0][
            "metric"].update(gpu=0))),
        ("QueryRangeResult", "with a series without points", mutated(golden_matrix(), lambda r: r["data"]["result"][
            0].update(values=[]))),
        ("QueryRangeResult", "with 11,001 points", mutated(golden_matrix(), lambda r: r["data"]["result"][0].update(
            values=[[1748779500 + i, "1"] for i in range(11001)]))),
        ("QueryRangeResult", "of resultType vector", mutated(golden_matrix(), lambda r: r["data"].update(
            resultType="vector"))),
        ("QueryRangeResult", "with empty warnings", mutated(golden_matrix(), lambda r: r.update(warnings=[]))),
        ("QueryError", "with an unknown code", mutated(golden_query_error(), lambda e: e.update(code="bad_data"))),
        ("QueryError", "without error", mutated(golden_query_error(), lambda e: e.pop("error"))),
        ("QueryError", "with an empty error", mutated(golden_query_error(), lambda e: e.update(error=""))),
        ("QueryError", "without code", mutated(golden_query_error(), lambda e: e.pop("code"))),
        ("QueryError", "with status 400 (RFC 9457's)", mutated(golden_query_error(), lambda e: e.update(status=400))),
        ("MetricsSeries", "with gpu as text", mutated(golden_metrics_series(), lambda m: m["gpus"][0].update(gpu="0"))),
        ("MetricsSeries", "whose GPU lacks its uuid", mutated(golden_metrics_series(), lambda m: m["gpus"][0].pop(
            "uuid"))),
        ("MetricsSeries", "with dcgm-exporter's UUID", mutated(golden_metrics_series(), lambda m: m["gpus"][0].update(
            UUID=m["gpus"][0].pop("uuid")))),
        ("MetricsSeries", "without nodes", mutated(golden_metrics_series(), lambda m: m.pop("nodes"))),
        ("MetricsSamples", "with time as RFC 3339", mutated(golden_metrics_samples(), lambda m: m.update(
            time="2025-06-01T12:06:05Z"))),
        ("MetricsSamples", "with an unknown metric", mutated(golden_metrics_samples(), lambda m: m["values"].update(
            nope=[1]))),
        ("MetricsSamples", "with a value as text", mutated(golden_metrics_samples(), lambda m: m["values"].update(
            DCGM_FI_DEV_GPU_UTIL=["97"]))),
        ("MetricsSamples", "in the old shape (samples of metric and value)",
         {"time": "2025-06-01T12:06:05Z", "samples": [{"metric": {"__name__": "DCGM_FI_DEV_GPU_UTIL"}, "value": 97}]}),
    ]
    for name, label, instance in bad:
        check(f"spec example: {name} {label} is rejected", spec.validate(instance, ref(name)))
    check_sse_example(spec, "/v1/clusters/{}/metrics/stream", "the metrics stream")
    _, op, _ = spec.operation("GET", "/v1/clusters/{}/metrics/stream")
    events = spec.resolve(op["responses"]["200"])["content"]["text/event-stream"].get("x-sse-events", {})
    check("spec: the metrics stream names its events series, samples and reset",
          set(events) == {"series", "samples", "reset"}, sorted(events))


def golden_line_item():
    """An idle row of a node's day, as clusterdesk-sim writes it."""
    return {"id": "cl-h0001-n01.1793491200.20758i", "BilledCost": "43.64", "EffectiveCost": "43.64",
            "ListCost": "43.64", "ContractedCost": "43.64", "BillingAccountId": "tn-aurora",
            "BillingAccountName": "Aurora AI Lab", "BillingCurrency": "USD",
            "BillingPeriodStart": "2026-11-01T00:00:00Z", "BillingPeriodEnd": "2026-12-01T00:00:00Z",
            "ChargePeriodStart": "2026-11-01T00:00:00Z", "ChargePeriodEnd": "2026-11-02T00:00:00Z",
            "ChargeCategory": "Usage", "ChargeClass": None,
            "ChargeDescription": "serve node, 4 x L40S, hourly rate (idle GPU time)", "PricingQuantity": "48.48985",
            "PricingUnit": "GPU-Hours", "ServiceCategory": "Compute", "ServiceName": "GPU Clusters",
            "ProviderName": "ClusterDesk Reference Platform", "PublisherName": "ClusterDesk Reference Platform",
            "InvoiceIssuerName": "ClusterDesk Reference Platform", "ResourceId": "cl-h0001-n01",
            "ResourceName": "chat-inference-v1-serve-1", "ResourceType": "GPU Node", "RegionId": "cn-north-1",
            "SkuId": "l40s-4x.cn-north-1", "SkuPriceId": "l40s-4x.cn-north-1:hourly", "ListUnitPrice": "0.90",
            "ContractedUnitPrice": "0.90", "ConsumedQuantity": "48.48985", "ConsumedUnit": "GPU-Hours",
            "PricingCategory": "Standard",
            "Tags": {"cluster": "chat-inference-v1", "pool": "serve", "stage": "inference"},
            "x_ClusterId": "cl-h0001", "x_ClusterName": "chat-inference-v1", "x_PoolName": "serve",
            "x_GpuModel": "L40S", "x_GpuCount": 4, "x_GpuUtilizationAvg": 49.49, "x_Stage": "inference",
            "x_AllocationType": "idle", "x_BillingMode": "hourly"}


def golden_storage_line():
    """A dataset's day of storage: no cluster, no GPUs, no tags."""
    line = golden_line_item()
    line.update({"id": "ds-h0002.1789981200.20758s", "BilledCost": "0.16", "EffectiveCost": "0.16",
                 "ListCost": "0.16", "ContractedCost": "0.16", "ChargeDescription": "Encrypted dataset storage",
                 "PricingQuantity": "8", "PricingUnit": "GB-Months", "ServiceCategory": "Storage",
                 "ServiceName": "Dataset Storage", "ResourceId": "ds-h0002", "ResourceName": "wiki-dedup",
                 "ResourceType": "Dataset", "RegionId": "eu-central-1", "SkuId": None, "SkuPriceId": None,
                 "ListUnitPrice": "0.02", "ContractedUnitPrice": "0.02", "ConsumedQuantity": "8",
                 "ConsumedUnit": "GB-Months", "PricingCategory": None, "Tags": None})
    line.update({name: None for name in OWN_COLUMNS})
    return line


def golden_groups():
    return {"group_by": ["x_ClusterName", "ChargeCategory"], "as_of": "2026-11-30T00:35:50Z", "items": [
        {"key": {"x_ClusterName": "frontier-ablation", "ChargeCategory": "Usage"}, "currency": "USD",
         "billed_cost": "77414.40", "effective_cost": "77414.40", "list_cost": "86016.00", "line_count": 256},
        {"key": {"x_ClusterName": None, "ChargeCategory": "Usage"}, "currency": "USD",
         "billed_cost": "64.80", "effective_cost": "64.80", "list_cost": "64.80", "line_count": 24}]}


def golden_budget(**changes):
    budget = {"id": "bud-0001", "name": "Monthly total", "scope": "tenant", "target": None, "amount": "140000.00",
              "currency": "USD",
              "thresholds": [{"percent": 80, "basis": "actual"}, {"percent": 100, "basis": "forecast"}],
              "action": "none", "automatic": False}
    budget.update(changes)
    return budget


def golden_summary():
    return {"as_of": "2026-11-30T00:35:29Z", "currency": "USD", "period_start": "2026-11-01T00:00:00Z",
            "period_end": "2026-12-01T00:00:00Z", "month_to_date": "82751.62",
            "forecast": {"expected": "114354.13", "low": "82901.20", "high": "114354.13", "daily_rate": "32401.08"},
            "idle_cost": "12670.14", "credits": "-16122.05", "budget_remaining": "57248.38",
            "top_spenders": [{"cluster_id": "cl-h0005", "cluster_name": "frontier-ablation", "cost": "67092.48"}],
            "budgets": [{"budget": golden_budget(), "spent": "82751.62", "forecast": "114354.13",
                         "crossed": [{"percent": 80, "basis": "forecast"}], "reached": False, "exhausted_at": None}],
            "quotes": [{"cluster_id": "cl-00001", "cluster_name": "llama-pretrain", "quoted_hourly": "82.80",
                        "hours": 25.93295611111111, "quoted": "2147.25", "billed": "1839.08", "currency": "USD",
                        "quoted_billing_mode": "hourly", "billing_mode": "hourly",
                        "resizes": [{"at": "2026-11-29T03:00:00Z", "gpus": 16}], "failed_nodes": 0,
                        "differences": [
                            {"amount": "2.02", "detail": "nodes are billed from when they are ready",
                             "reason": "node_time"},
                            {"amount": "-310.19", "detail": "time in the region's off-peak window",
                             "reason": "off_peak"}]}]}


def golden_invoice():
    return {"id": "inv-2026-10-USD", "period_start": "2026-10-01T00:00:00Z", "period_end": "2026-11-01T00:00:00Z",
            "currency": "USD", "total": "18411.06", "usage": "27037.94", "credits": "-8626.88", "line_count": 534,
            "status": "issued"}


def check_spec_billing_examples(spec):
    """Billing shapes: the FOCUS columns are the server's, documented shapes validate, drifted ones do not."""
    ref = lambda name: {"$ref": f"#/components/schemas/{name}"}  # noqa: E731
    line = spec.schema("LineItem")
    check("spec: LineItem is id and the FOCUS columns of FocusColumn.cpp, in its order, all required",
          list(line.get("properties", {})) == ["id"] + FOCUS_COLUMNS
          and sorted(line.get("required", [])) == sorted(["id"] + FOCUS_COLUMNS),
          f"properties {list(line.get('properties', {}))}")
    check("spec: FocusGroupColumn names exactly the groupable columns (text, date and integer ones)",
          spec.schema("FocusGroupColumn").get("enum") == FOCUS_GROUPABLE, brief(spec.schema("FocusGroupColumn")))

    def mutated(value, change):
        copy = json.loads(json.dumps(value))
        change(copy)
        return copy

    good = [
        ("LineItem", "LineItem (an idle row)", golden_line_item()),
        ("LineItem", "LineItem (storage, nulls)", golden_storage_line()),
        ("LineItemList", "LineItemList", {"items": [golden_line_item(), golden_storage_line()],
                                          "next_page_token": "YjoxNzk1OTk4OTI1NTIyOjM", "total_count": 1028,
                                          "as_of": "2026-11-30T00:35:25Z"}),
        ("LineItemGroups", "LineItemGroups", golden_groups()),
        ("BillingSummary", "BillingSummary", golden_summary()),
        ("BillingSummary", "BillingSummary (no budgets, no quotes)",
         mutated(golden_summary(), lambda s: s.update(budget_remaining=None, budgets=[], quotes=[], top_spenders=[]))),
        ("BudgetList", "BudgetList", {"items": [golden_budget(), golden_budget(
            id="bud-0002", name="Inference", scope="tag", target="stage=inference", thresholds=[]), golden_budget(
            id="bud-0003", name="Pretrain", scope="cluster", target="cl-00001", action="stop", automatic=True)],
            "next_page_token": None}),
        ("BudgetSet", "BudgetSet", {"items": [golden_budget(), {"name": "New", "scope": "tag",
                                                                "target": "region=eu-central-1", "amount": "10"}]}),
        ("InvoiceList", "InvoiceList", {"items": [golden_invoice()], "next_page_token": None}),
    ]
    for name, label, instance in good:
        errors = spec.validate(instance, ref(name))
        check(f"spec example: a documented {label} validates", not errors, "; ".join(errors))

    item, storage, budget = golden_line_item(), golden_storage_line(), golden_budget()
    bad = [
        ("LineItem", "without x_BillingMode", mutated(item, lambda l: l.pop("x_BillingMode"))),
        ("LineItem", "without id", mutated(item, lambda l: l.pop("id"))),
        ("LineItem", "with a column FOCUS does not have", mutated(item, lambda l: l.update(x_QuotedUnitPrice="1.00"))),
        ("LineItem", "with BilledCost as a number", mutated(item, lambda l: l.update(BilledCost=43.64))),
        ("LineItem", "with BilledCost null", mutated(item, lambda l: l.update(BilledCost=None))),
        ("LineItem", "with Tags as text", mutated(item, lambda l: l.update(Tags='{"pool":"serve"}'))),
        ("LineItem", "with x_GpuCount as text", mutated(item, lambda l: l.update(x_GpuCount="4"))),
        ("LineItem", "with x_GpuUtilizationAvg 101", mutated(item, lambda l: l.update(x_GpuUtilizationAvg=101))),
        ("LineItem", "with ChargeCategory usage", mutated(item, lambda l: l.update(ChargeCategory="usage"))),
        ("LineItem", "with a local ChargePeriodStart", mutated(item, lambda l: l.update(
            ChargePeriodStart="2026-11-01 00:00"))),
        ("LineItem", "with BillingCurrency EUR", mutated(item, lambda l: l.update(BillingCurrency="EUR"))),
        ("LineItem", "with x_Stage training", mutated(item, lambda l: l.update(x_Stage="training"))),
        ("LineItem", "with ServiceName null", mutated(storage, lambda l: l.update(ServiceName=None))),
        ("LineItemList", "without total_count",
         {"items": [], "next_page_token": None, "as_of": "2026-11-30T00:00:00Z"}),
        ("LineItemList", "without as_of", {"items": [], "next_page_token": None, "total_count": 0}),
        ("LineItemGroups", "keyed by an amount", mutated(golden_groups(), lambda g: g["items"][0]["key"].update(
            BilledCost="1.00"))),
        ("LineItemGroups", "with billed_cost as a number", mutated(golden_groups(), lambda g: g["items"][0].update(
            billed_cost=77414.4))),
        ("LineItemGroups", "with a group of no lines", mutated(golden_groups(), lambda g: g["items"][0].update(
            line_count=0))),
        ("LineItemGroups", "with a numeric key value", mutated(golden_groups(), lambda g: g["items"][0]["key"].update(
            x_GpuCount=8))),
        ("LineItemGroups", "grouped by nothing", mutated(golden_groups(), lambda g: g.update(group_by=[]))),
        ("BillingSummary", "in the old shape (forecast_month_end, by_stage)",
         mutated(golden_summary(), lambda s: s.update(forecast_month_end=s.pop("forecast")["expected"], by_stage=[]))),
        ("BillingSummary", "without quotes", mutated(golden_summary(), lambda s: s.pop("quotes"))),
        ("BillingSummary", "with 6 top spenders", mutated(golden_summary(), lambda s: s.update(
            top_spenders=s["top_spenders"] * 6))),
        ("BillingSummary", "with budget_remaining as a number", mutated(golden_summary(), lambda s: s.update(
            budget_remaining=57248.38))),
        ("BillingSummary", "with a difference for no known reason", mutated(golden_summary(), lambda s: s["quotes"][0][
            "differences"][0].update(reason="resize"))),
        ("Budget", "in the old shape (scope object, period)", mutated(budget, lambda b: b.update(
            scope={"kind": "tenant"}, period="monthly"))),
        ("Budget", "without id", mutated(budget, lambda b: b.pop("id"))),
        ("Budget", "of the tenant with a target", mutated(budget, lambda b: b.update(target="cl-00001"))),
        ("Budget", "of a cluster without a target", mutated(budget, lambda b: b.update(scope="cluster"))),
        ("Budget", "of a tag color=red", mutated(budget, lambda b: b.update(scope="tag", target="color=red"))),
        ("Budget", "of the tenant that stops", mutated(budget, lambda b: b.update(action="stop"))),
        ("Budget", "with a threshold at 0 %", mutated(budget, lambda b: b.update(thresholds=[
            {"percent": 0, "basis": "actual"}]))),
        ("Budget", "with 11 thresholds", mutated(budget, lambda b: b.update(thresholds=[
            {"percent": p, "basis": "actual"} for p in range(10, 120, 10)]))),
        ("Budget", "with a numeric amount", mutated(budget, lambda b: b.update(amount=140000))),
        ("BudgetSet", "with a budget without scope", {"items": [{"name": "x", "amount": "1.00"}]}),
        ("BudgetSet", "with a budget of an unknown field", {"items": [mutated(budget, lambda b: b.update(
            period="monthly"))]}),
        ("BudgetSet", "with a threshold percent as text", {"items": [mutated(budget, lambda b: b.update(
            thresholds=[{"percent": "80"}]))]}),
        ("BudgetSet", "of 51 budgets", {"items": [budget] * 51}),
        ("Invoice", "with status paid", mutated(golden_invoice(), lambda i: i.update(status="paid"))),
        ("Invoice", "with an id of no month", mutated(golden_invoice(), lambda i: i.update(id="inv-11"))),
        ("Invoice", "without usage", mutated(golden_invoice(), lambda i: i.pop("usage"))),
        ("Invoice", "with line_count as text", mutated(golden_invoice(), lambda i: i.update(line_count="534"))),
        ("InvoiceList", "with a next_page_token", {"items": [], "next_page_token": "x"}),
    ]
    for name, label, instance in bad:
        check(f"spec example: {name} {label} is rejected", spec.validate(instance, ref(name)))


def check_spec(spec):
    for name, fn in [("spec basics", check_spec_basics), ("spec operations", check_spec_operations),
                     ("spec responses", check_spec_responses), ("spec conventions", check_spec_conventions),
                     ("spec schemas", check_spec_schemas), ("spec examples", check_spec_examples),
                     ("spec cluster examples", check_spec_cluster_examples),
                     ("spec storage examples", check_spec_storage_examples),
                     ("spec metrics examples", check_spec_metrics_examples),
                     ("spec billing examples", check_spec_billing_examples)]:
        run_group(name, fn, spec)

# ----------------------------------------------------------------------------- HTTP

class Reply:
    def __init__(self, status, headers, body, error=None, raw_headers=None):
        self.status = status
        self.headers = {k.lower(): v for k, v in (headers or {}).items()}
        self.body = body
        self.error = error
        self.raw_headers = raw_headers or []  # (name, value) as sent, repeated fields included

    def header_values(self, name):
        """Every value of a header field, in the order sent (self.headers keeps the first only)."""
        return [v for k, v in self.raw_headers if k.lower() == name.lower()]

    def media_type(self):
        return self.headers.get("content-type", "").split(";")[0].strip().lower()

    def json(self):
        return json.loads(self.body.decode("utf-8"))


RATE_LIMIT_RETRIES = 5


def wait_out(headers):
    """Sleep for a 429's Retry-After (1 to 5 s)."""
    value = str(headers.get("retry-after", "1")).strip()
    time.sleep(min(5, max(1, int(value) if value.isdigit() else 1)))


class Client:
    def __init__(self, spec, base, keys, timeout):
        self.spec = spec
        self.base = base
        self.keys = keys
        self.timeout = timeout
        # Loopback only: never let an http_proxy from the environment get in the way.
        self.opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))

    @property
    def tenant(self):
        return self.keys["tenants"][0]

    def key(self, role):
        return self.keys["support"]["key"] if role == "support" else self.tenant["keys"][role]

    def send(self, method, path, key=None, query=None, headers=None, body=None):
        """One request; a 429 is waited out (Retry-After, as the contract asks of clients) and sent again.

        The rate limiter refuses before anything happens, so sending again is safe for every method."""
        for attempt in range(RATE_LIMIT_RETRIES + 1):
            reply = self._send_once(method, path, key, query, headers, body)
            if reply.status != 429 or attempt == RATE_LIMIT_RETRIES:
                return reply
            wait_out(reply.headers)
        return reply

    def _send_once(self, method, path, key, query, headers, body):
        url = self.base + path + ("?" + urllib.parse.urlencode(query) if query else "")
        req = urllib.request.Request(url, data=body, method=method)
        req.add_header("Accept", "application/json, application/problem+json;q=0.9, */*;q=0.1")
        if key is not None:
            req.add_header("Authorization", f"Bearer {key}")
        for name, value in (headers or {}).items():
            req.add_header(name, value)
        deadline = time.monotonic() + self.timeout
        try:
            try:
                r = self.opener.open(req, timeout=self.timeout)
                status = r.status
            except urllib.error.HTTPError as e:
                r, status = e, e.code
            with r:
                return Reply(status, dict(r.headers), b"" if method == "HEAD" else self._read(r, deadline),
                             raw_headers=list(r.headers.items()))
        except (urllib.error.URLError, OSError) as e:
            return Reply(0, {}, b"", error=f"request failed: {e}")

    @staticmethod
    def _read(response, deadline):
        """The whole body, or OSError when it has not ended by the deadline (say, an endless stream)."""
        chunks = []
        while True:
            if time.monotonic() > deadline:
                raise TimeoutError("the body did not end in time (a stream where an answer was due?)")
            chunk = response.read1(65536) if hasattr(response, "read1") else response.read(65536)
            if not chunk:
                return b"".join(chunks)
            chunks.append(chunk)

    # -- validation against the spec

    def conformance(self, method, template, reply):
        """Everything the spec says about this reply, as a list of problems (empty = conforms)."""
        if reply.error:
            return [reply.error]
        _, op, _ = self.spec.operation(method, template)
        responses = op.get("responses", {})
        status = str(reply.status)
        raw = responses.get(status) or responses.get(status[0] + "XX") or responses.get("default")
        if raw is None:
            return [f"status {status} is not documented (documented: {', '.join(map(str, responses))})"]
        resp = self.spec.resolve(raw)
        errors = []
        for name, header in resp.get("headers", {}).items():
            header = self.spec.resolve(header)
            value = reply.headers.get(name.lower())
            if value is None:
                if header.get("required"):
                    errors.append(f"missing header {name}")
                continue
            if header.get("schema", {}).get("type") == "integer" and not value.strip().isdigit():
                errors.append(f"header {name}: {value!r} is not an integer")
        if method == "HEAD":
            return errors
        content = resp.get("content")
        if not content:
            if reply.body.strip():
                errors.append(f"status {status} documents no body, got {brief(reply.body.decode('utf-8', 'replace'), 80)}")
            return errors
        documented = {k.split(";")[0].strip().lower(): v for k, v in content.items()}
        media_type = reply.media_type()
        if media_type not in documented:
            return errors + [f"content type {media_type!r} not documented for {status} ({', '.join(documented)})"]
        if media_type == "application/json" or media_type.endswith("+json"):
            try:
                body = reply.json()
            except (ValueError, UnicodeDecodeError) as e:
                return errors + [f"body is not JSON: {e}"]
            errors += self.spec.validate(body, documented[media_type].get("schema", {}))
            if media_type == "application/problem+json" and isinstance(body, dict) and body.get("status") != reply.status:
                errors.append(f"problem status {body.get('status')} != HTTP status {reply.status}")
        return errors

    def call(self, label, method, template, status=None, code=None, role="owner", args=(), **kwargs):
        """Send, validate against the spec, record one check. Returns the JSON body or None.

        template is the spec's path (with {...} filled from args); role is a role name,
        a raw key, or None for no Authorization header.
        """
        key = self.key(role) if role in ROLES + ["support"] else role
        path = fill(template, args)
        reply = self.send(method, path, key=key, **kwargs)
        return self.judge(label, method, template, path, reply, status, code, kwargs.get("query"))

    def call_json(self, label, method, template, status=None, value=None, code=None, role="owner", args=(),
                  headers=None, raw=None):
        """call() with a JSON body: value serialized, or raw bytes as they are."""
        body = raw if raw is not None else json.dumps(value).encode("utf-8")
        return self.call(label, method, template, status, code=code, role=role, args=args,
                         headers=dict(headers or {}, **{"Content-Type": "application/json"}), body=body)

    def judge(self, label, method, template, path, reply, status=None, code=None, query=None):
        """Validate a reply against the spec and record one check; returns the JSON body or None.

        The reply is kept as self.last, for the headers."""
        self.last = reply
        errors = []
        if status is not None and reply.status != status:
            errors.append(f"status {reply.status}, expected {status}")
        errors += self.conformance(method, template, reply)
        body = None
        if not reply.error and reply.body and reply.media_type().endswith("json"):
            try:
                body = reply.json()
            except ValueError:
                pass
        if code is not None and not (isinstance(body, dict) and body.get("code") == code):
            errors.append(f"problem code {body.get('code') if isinstance(body, dict) else None!r}, expected {code!r}")
        if errors and reply.body:
            errors.append("body: " + brief(reply.body.decode("utf-8", "replace"), 240))
        shown = path + ("?" + urllib.parse.urlencode(query) if query else "")
        check(f"{method} {shown} [{label}] -> {reply.status}", not errors, "; ".join(errors))
        return body if not errors else None

    def walk_pages(self, path, query, role="owner", max_pages=2000, template=None):
        """Follow next_page_token to the end. Returns (items, pages, problems).

        template is the spec's path when path has its parameters filled in."""
        items, pages, problems, token, seen = [], 0, [], None, set()
        while pages < max_pages:
            q = dict(query)
            if token:
                q["page_token"] = token
            reply = self.send("GET", path, key=self.key(role), query=q)
            pages += 1
            errors = self.conformance("GET", template or path, reply)
            if errors:
                problems.append(f"page {pages}: status {reply.status}; " + "; ".join(errors))
            try:
                body = reply.json() if reply.status == 200 else None
                assert isinstance(body["items"], list)
            except (ValueError, TypeError, KeyError, AssertionError):
                break  # nothing usable to go on with; the problem is recorded above
            if "page_size" in q and len(body["items"]) > int(q["page_size"]):
                problems.append(f"page {pages} has {len(body['items'])} items > page_size {q['page_size']}")
            items += body["items"]
            token = body["next_page_token"]
            if token is None:
                return items, pages, problems
            if token in seen:
                problems.append(f"page {pages} hands out a next_page_token seen before: {token!r}")
                return items, pages, problems
            seen.add(token)
        if not problems:
            problems.append(f"next_page_token still set after {pages} pages")
        return items, pages, problems

# ----------------------------------------------------------------------------- simulator

class Simulator:
    def __init__(self, binary, workdir, timeout=15.0):
        self.binary = binary
        self.workdir = workdir
        self.timeout = timeout
        self.proc = None
        self.log_path = os.path.join(workdir, "sim.log")

    def start(self):
        """Start the simulator; returns (base URL, keys) or raises RuntimeError."""
        port_file = os.path.join(self.workdir, "port")
        keys_file = os.path.join(self.workdir, "keys.json")
        cmd = [self.binary, "--listen", "127.0.0.1:0", "--db", os.path.join(self.workdir, "sim.db"),
               "--seed", "7", "--keys-out", keys_file, "--port-file", port_file]
        with open(self.log_path, "wb") as log:
            # Its own process group, so stop() also ends whatever a wrapper script started.
            self.proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,
                                         start_new_session=True)
        deadline = time.monotonic() + self.timeout
        port = keys = None
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"clusterdesk-sim exited with status {self.proc.returncode}")
            port = port or self._read_port(port_file)
            keys = keys or self._read_keys(keys_file)
            if port and keys:
                return f"http://127.0.0.1:{port}", keys
            time.sleep(0.05)
        raise RuntimeError(f"no port file and keys file after {self.timeout:.0f} s "
                           f"(port={port}, keys={'yes' if keys else 'no'})")

    @staticmethod
    def _read_port(path):
        try:
            with open(path, encoding="ascii") as f:
                text = f.read().strip()
            return int(text) if text.isdigit() and 0 < int(text) < 65536 else None
        except (OSError, ValueError):
            return None

    @staticmethod
    def _read_keys(path):
        try:
            with open(path, encoding="utf-8") as f:
                keys = json.load(f)
            return keys if keys.get("tenants") and keys.get("support", {}).get("key") else None
        except (OSError, ValueError, AttributeError):
            return None

    def log_tail(self, lines=30):
        try:
            with open(self.log_path, encoding="utf-8", errors="replace") as f:
                return "".join(f.readlines()[-lines:])
        except OSError:
            return ""

    def stop(self):
        if self.proc is None:
            return
        self._signal_group(signal.SIGTERM)
        try:
            self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self._signal_group(signal.SIGKILL)
            self.proc.wait(timeout=5)

    def _signal_group(self, sig):
        try:
            os.killpg(self.proc.pid, sig)  # the group this script created for the simulator
        except (ProcessLookupError, PermissionError):
            pass


def check_keys_file(keys):
    errors = []
    for t in keys.get("tenants", []):
        if not isinstance(t.get("id"), str) or not isinstance(t.get("name"), str):
            errors.append(f"tenant without id/name: {brief(t, 80)}")
        missing = [r for r in ROLES if not isinstance(t.get("keys", {}).get(r), str)]
        if missing:
            errors.append(f"tenant {t.get('id')} lacks keys for {missing}")
    check("keys file: every tenant has id, name and a key per role", not errors, "; ".join(errors))

# ----------------------------------------------------------------------------- served: meta

def test_meta(c):
    for role in [None, "owner"]:
        who = "no key" if role is None else role
        health = c.call(who, "GET", "/v1/health", 200, role=role)
        if health:
            check("health: status is ok", health["status"] == "ok", health["status"])
        version = c.call(who, "GET", "/v1/version", 200, role=role)
        if version:
            check("version: api v1, server clusterdesk-sim",
                  version["api"] == "v1" and version["server"] == "clusterdesk-sim", brief(version))


def test_me(c):
    tenant = c.tenant
    for role in ROLES:
        me = c.call(role, "GET", "/v1/me", 200, role=role)
        if me:
            check(f"me [{role}]: role and tenant match the key",
                  me["role"] == role and (me["tenant"] or {}).get("id") == tenant["id"], brief(me))
    me = c.call("support", "GET", "/v1/me", 200, role="support")
    if me:
        check("me [support]: role support, no tenant", me["role"] == "support" and me["tenant"] is None, brief(me))
    me = c.call("support as tenant", "GET", "/v1/me", None, role="support", headers={"X-Tenant-Id": tenant["id"]})
    if me and me.get("tenant") is not None:
        check("me [support as tenant]: tenant is the one acted as", me["tenant"]["id"] == tenant["id"], brief(me))
    if len(c.keys["tenants"]) > 1:
        other = c.keys["tenants"][1]
        me = c.call("owner of tenant 2", "GET", "/v1/me", 200, role=other["keys"]["owner"])
        if me:
            check("me [owner of tenant 2]: sees its own tenant", (me["tenant"] or {}).get("id") == other["id"])


def test_auth(c):
    for path in ["/v1/me", "/v1/offerings", "/v1/regions", "/v1/tenants"]:
        c.call("no key", "GET", path, 401, role=None)
        c.call("bad key", "GET", path, 401, role="not-a-key-" + uuid.uuid4().hex)
    reply = c.send("GET", "/v1/me", headers={"Authorization": "Basic dXNlcjpwYXNz"})
    errors = c.conformance("GET", "/v1/me", reply)
    check("GET /v1/me [Basic auth] -> 401", reply.status == 401 and not errors, f"{reply.status}; " + "; ".join(errors))


def test_tenants(c):
    body = c.call("support", "GET", "/v1/tenants", 200, role="support", query={"page_size": 1000})
    if body:
        ids = [t["id"] for t in body["items"]]
        expected = [t["id"] for t in c.keys["tenants"]]
        check("tenants: every tenant of the keys file is listed", set(expected) <= set(ids), f"listed {ids}")
        check("tenants: ids are unique", len(ids) == len(set(ids)), ids)
        items, pages, problems = c.walk_pages("/v1/tenants", {"page_size": 1}, role="support")
        check(f"tenants: page_size=1 walk ({pages} pages) gives the same tenants",
              not problems and [t["id"] for t in items] == ids, "; ".join(problems) or f"{[t['id'] for t in items]}")
    for role in ROLES:
        c.call(role, "GET", "/v1/tenants", 403, role=role)

# ----------------------------------------------------------------------------- served: catalog

def price_of(offering, mode="hourly", currency="USD", field="unit_price"):
    for p in offering["prices"]:
        if p["billing_mode"] == mode and p["currency"] == currency:
            return Decimal(p[field])
    return None


def test_regions(c):
    body = c.call("owner", "GET", "/v1/regions", 200, query={"page_size": 1000})
    if not body:
        return []
    regions = body["items"]
    ids = [r["id"] for r in regions]
    check("regions: at least one, ids unique", ids and len(ids) == len(set(ids)), ids)
    items, pages, problems = c.walk_pages("/v1/regions", {"page_size": 1})
    check(f"regions: page_size=1 walk ({pages} pages) gives the same regions",
          not problems and [r["id"] for r in items] == ids, "; ".join(problems))
    c.call("viewer", "GET", "/v1/regions", 200, role="viewer")
    c.call("support", "GET", "/v1/regions", 200, role="support")
    check_timezones("regions", [r["timezone"] for r in regions])
    return regions


def check_timezones(what, names):
    try:
        import zoneinfo
        known = zoneinfo.available_timezones()
    except ImportError:
        known = set()
    if not known:
        print(f"SKIP {what}: no time zone database here to check IANA names against", flush=True)
        return
    offenders(f"{what}: time zones are IANA names", sorted({n for n in names if n not in known and n != "UTC"}))


def test_offerings_list(c, regions):
    first = c.call("owner, defaults", "GET", "/v1/offerings", 200)
    if first is not None:
        check("offerings: default page holds at most 100", len(first["items"]) <= 100, len(first["items"]))
    items, pages, problems = c.walk_pages("/v1/offerings", {"page_size": 1000})
    check(f"offerings: full list in {pages} page(s) conforms", not problems, "; ".join(problems))
    if not items:
        return []
    ids = [o["id"] for o in items]
    check(f"offerings: {len(ids)} offerings, ids unique", ids and len(ids) == len(set(ids)))
    bad_prices = []
    for o in items:
        pairs = sorted((p["billing_mode"], p["currency"]) for p in o["prices"])
        if pairs != sorted((m, cur) for m in BILLING_MODES for cur in CURRENCIES):
            bad_prices.append(o["id"])
    offenders("offerings: one price per billing mode per currency", bad_prices)
    offenders("offerings: available_nodes <= total_nodes",
              [o["id"] for o in items if o["available_nodes"] > o["total_nodes"]])
    if regions:
        known = {r["id"] for r in regions}
        offenders("offerings: every region is a listed region", sorted({o["region"] for o in items} - known))
    check_timezones("offerings off-peak", [o["off_peak"]["timezone"] for o in items])

    paged, pages, problems = c.walk_pages("/v1/offerings", {"page_size": 5})
    paged_ids = [o["id"] for o in paged]
    check(f"offerings: page_size=5 walk ({pages} pages) conforms", not problems, "; ".join(problems))
    check("offerings: page_size=5 walk repeats no id", len(paged_ids) == len(set(paged_ids)))
    check("offerings: page_size=5 walk total equals the unpaged count", len(paged_ids) == len(ids),
          f"{len(paged_ids)} != {len(ids)}")
    check("offerings: page_size=5 walk keeps the unpaged order", paged_ids == ids)
    return items


def contains(text, part):
    return part.casefold() in text.casefold()


def midpoint_price(offerings, mode, currency):
    """A max_price strictly between two real prices, so inclusive/exclusive cannot matter."""
    values = sorted({price_of(o, mode, currency, "gpu_hour_price") for o in offerings})
    if len(values) < 2:
        return None
    lo, hi = values[len(values) // 2 - 1], values[len(values) // 2]
    return str((lo + hi) / 2)


def test_offering_filters(c, offerings):
    if not offerings:
        return
    o0 = offerings[0]
    vendor, model, region = o0["gpu"]["vendor"], o0["gpu"]["model"], o0["region"]
    links = lambda o: (o["intra_node"]["kind"], o["inter_node"]["kind"])  # noqa: E731
    # (query, must: offerings that have to be in the result, may: ones that are allowed in it).
    # Text filters use exact values from the data; "may" also admits case-insensitive substring
    # matches, so either way of matching text passes.
    cases = [
        ({"vendor": vendor}, lambda o: o["gpu"]["vendor"] == vendor, lambda o: contains(o["gpu"]["vendor"], vendor)),
        ({"gpu_model": model}, lambda o: o["gpu"]["model"] == model, lambda o: contains(o["gpu"]["model"], model)),
        ({"region": region}, lambda o: o["region"] == region, None),
        ({"min_gpu_memory_gb": 80}, lambda o: o["gpu"]["memory_gb"] >= 80, None),
        ({"gpus_per_node": 8}, lambda o: o["gpus_per_node"] == 8, None),
        ({"available_only": "true"}, lambda o: o["available_nodes"] > 0, None),
        ({"available_only": "false"}, lambda o: True, None),
        ({"interconnect": o0["inter_node"]["kind"]}, lambda o: o0["inter_node"]["kind"] in links(o),
         lambda o: any(contains(k, o0["inter_node"]["kind"]) for k in links(o))),
        ({"interconnect": o0["intra_node"]["kind"]}, lambda o: o0["intra_node"]["kind"] in links(o),
         lambda o: any(contains(k, o0["intra_node"]["kind"]) for k in links(o))),
    ]
    for mode, currency in [("hourly", "USD"), ("monthly", "CNY")]:
        limit = midpoint_price(offerings, mode, currency)
        if limit:
            q = {"max_price": limit}
            if (mode, currency) != ("hourly", "USD"):
                q.update(currency=currency, billing_mode=mode)
            cases.append((q, lambda o, m=mode, cur=currency, lim=Decimal(limit):
                          price_of(o, m, cur, "gpu_hour_price") <= lim, None))
    cases.append(({"vendor": "NVIDIA", "min_gpu_memory_gb": 40, "available_only": "true"},
                  lambda o: o["gpu"]["vendor"] == "NVIDIA" and o["gpu"]["memory_gb"] >= 40 and o["available_nodes"] > 0,
                  None))

    for query, must, may in cases:
        may = may or must
        q = dict(query, page_size=1000)
        body = c.call("filter", "GET", "/v1/offerings", 200, query=q)
        if body is None:
            continue
        got = {o["id"] for o in body["items"]}
        want = {o["id"] for o in offerings if must(o)}
        allowed = {o["id"] for o in offerings if may(o)}
        label = "&".join(f"{k}={v}" for k, v in query.items())
        check(f"offerings filter {label}: {len(got)} match, as computed from the full list",
              want <= got <= allowed, f"missing {sorted(want - got)[:5]}, unexpected {sorted(got - allowed)[:5]}")


def sort_value(o, key, mode, currency, field="unit_price"):
    return {
        "gpu_model": lambda: o["gpu"]["model"],
        "gpu_memory_gb": lambda: o["gpu"]["memory_gb"],
        "gpus_per_node": lambda: o["gpus_per_node"],
        "region": lambda: o["region"],
        "price": lambda: price_of(o, mode, currency, field),
        "available_nodes": lambda: o["available_nodes"],
        "bf16_tflops": lambda: o["gpu"]["bf16_tflops"],
    }[key]()


def is_ordered(values, descending):
    pairs = list(zip(values, values[1:]))
    return all((a >= b) if descending else (a <= b) for a, b in pairs)


def test_offering_sorts(c, offerings):
    if not offerings:
        return
    all_ids = {o["id"] for o in offerings}
    cases = [(key, {}) for key in SORT_KEYS]
    cases += [("price", {"currency": "CNY", "billing_mode": "monthly"}), ("price", {"billing_mode": "yearly"})]
    for key, extra in cases:
        for sort in [key, "-" + key]:
            q = dict(extra, sort=sort, page_size=1000)
            body = c.call("sort", "GET", "/v1/offerings", 200, query=q)
            if body is None:
                continue
            items = body["items"]
            mode, currency = extra.get("billing_mode", "hourly"), extra.get("currency", "USD")
            desc = sort.startswith("-")
            orders = []
            if key == "price":
                orders = [[sort_value(o, key, mode, currency, f) for o in items] for f in ["unit_price", "gpu_hour_price"]]
            elif key in ("gpu_model", "region"):
                raw = [sort_value(o, key, mode, currency) for o in items]
                orders = [raw, [v.casefold() for v in raw]]
            else:
                orders = [[sort_value(o, key, mode, currency) for o in items]]
            label = "&".join(f"{k}={v}" for k, v in q.items() if k != "page_size")
            check(f"offerings sort {label}: ordered and complete",
                  any(is_ordered(v, desc) for v in orders) and {o["id"] for o in items} == all_ids,
                  f"order {[str(v) for v in orders[0][:12]]}")
    paged, pages, problems = c.walk_pages("/v1/offerings", {"page_size": 5, "sort": "-price"})
    ids = [o["id"] for o in paged]
    check(f"offerings: sort=-price page_size=5 walk ({pages} pages) covers all once",
          not problems and len(ids) == len(set(ids)) and set(ids) == all_ids, "; ".join(problems))


def test_offering_bad_parameters(c):
    for query in [{"min_gpu_memory_gb": "abc"}, {"min_gpu_memory_gb": "-1"}, {"gpus_per_node": "0"},
                  {"sort": "bogus"}, {"page_size": "0"}, {"page_size": "1001"}, {"page_size": "x"},
                  {"currency": "EUR"}, {"billing_mode": "weekly"}, {"max_price": "cheap"},
                  {"available_only": "maybe"}]:
        c.call("bad parameter", "GET", "/v1/offerings", 400, code="invalid_parameter", query=query)
    c.call("bad parameter", "GET", "/v1/regions", 400, code="invalid_parameter", query={"page_size": "0"})


def test_offering_by_id(c, offerings):
    for o in offerings[:3]:
        body = c.call("owner", "GET", "/v1/offerings/{}", 200, args=[o["id"]])
        if body is not None:
            check(f"offering {o['id']}: same as in the list", body == o)
    c.call("missing id", "GET", "/v1/offerings/{}", 404, code="not_found", args=["no-such-offering.nowhere-0"])
    if offerings:
        c.call("viewer", "GET", "/v1/offerings/{}", 200, role="viewer", args=[offerings[0]["id"]])

# ----------------------------------------------------------------------------- served: clusters

def cluster_path(cluster_id, suffix=""):
    return fill("/v1/clusters/{}", [cluster_id]) + suffix


def request_conforms(c, label, method, template, value, media_type="application/json", valid=True):
    """The spec's request schema takes (valid) or refuses (not valid) a body the server was sent."""
    _, op, _ = c.spec.operation(method, template)
    schema = c.spec.resolve(op["requestBody"])["content"][media_type]["schema"]
    errors = c.spec.validate(value, schema)
    if valid:
        check(f"spec: {method} {template} request schema takes the {label} body", not errors, "; ".join(errors))
    else:
        check(f"spec: {method} {template} request schema refuses the {label} body", errors)


def etag_matches_body(label, reply, body):
    etag = reply.headers.get("etag")
    return check(f"{label}: ETag header equals the body's etag", body is not None and etag == body.get("etag"),
                 f"header {etag!r}, body {body.get('etag') if isinstance(body, dict) else None!r}")


def check_cluster_shape(label, k):
    """What the schema cannot say about one cluster."""
    gpus = sum(p["node_count"] * p["gpus_per_node"] for p in k["pools"])
    problems = []
    if k["gpu_count"] != gpus:
        problems.append(f"gpu_count {k['gpu_count']} != {gpus} from the pools")
    if any(p["ready_nodes"] > p["node_count"] for p in k["pools"]) and k["state"] != "resizing":
        problems.append("a pool has more ready nodes than it wants")
    for key in ("id", "name"):
        values = [p[key] for p in k["pools"]]
        if len(values) != len(set(values)):
            problems.append(f"pool {key}s repeat")
    if k["state_since"] < k["created_at"] or k["as_of"] < k["created_at"]:
        problems.append("state_since or as_of before created_at")
    return check(f"{label}: gpu_count, pools and times agree", not problems, "; ".join(problems))


def test_clusters_list(c):
    body = c.call("owner", "GET", "/v1/clusters", 200, query={"page_size": 1000})
    if not body:
        return []
    items = body["items"]
    ids = [k["id"] for k in items]
    names = {k["name"] for k in items}
    check(f"clusters: the seeded tenant has clusters ({len(items)})", items)
    check("clusters: the seeded ones are listed", SEEDED_CLUSTERS <= names, f"listed {sorted(names)}")
    check("clusters: ids unique", len(ids) == len(set(ids)), ids)
    for k in items:
        check_cluster_shape(f"cluster {k['id']} in the list", k)

    paged, pages, problems = c.walk_pages("/v1/clusters", {"page_size": 2})
    check(f"clusters: page_size=2 walk ({pages} pages) gives the same clusters in the same order",
          not problems and [k["id"] for k in paged] == ids, "; ".join(problems) or f"{[k['id'] for k in paged]}")
    running = c.call("state=running", "GET", "/v1/clusters", 200, query={"state": "running", "page_size": 1000})
    if running is not None:
        got = [k["id"] for k in running["items"]]
        check("clusters: state=running lists running clusters only, in list order",
              all(k["state"] == "running" for k in running["items"]) and set(got) <= set(ids)
              and got == [i for i in ids if i in set(got)], brief(got))
        check("clusters: a seeded cluster is running", got, "none running")
    c.call("bad state", "GET", "/v1/clusters", 400, code="invalid_parameter", query={"state": "sleeping"})
    c.call("bad page_size", "GET", "/v1/clusters", 400, code="invalid_parameter", query={"page_size": "0"})
    c.call("bad page_token", "GET", "/v1/clusters", 400, code="invalid_parameter", query={"page_token": "!!"})

    viewer = c.call("viewer", "GET", "/v1/clusters", 200, role="viewer", query={"page_size": 1000})
    if viewer is not None:
        check("clusters [viewer]: the same clusters", [k["id"] for k in viewer["items"]] == ids)
    c.call("billing", "GET", "/v1/clusters", 403, code="forbidden", role="billing")
    support = c.call("support as tenant", "GET", "/v1/clusters", 200, role="support",
                     headers={"X-Tenant-Id": c.tenant["id"]}, query={"page_size": 1000})
    if support is not None:
        check("clusters [support as tenant]: the tenant's clusters", [k["id"] for k in support["items"]] == ids)
    c.call("support, unknown tenant", "GET", "/v1/clusters", 404, code="not_found", role="support",
           headers={"X-Tenant-Id": "tn-no-such-tenant"})
    if len(c.keys["tenants"]) > 1:
        other = c.keys["tenants"][1]
        c.call("owner naming another tenant", "GET", "/v1/clusters", 403, code="forbidden",
               headers={"X-Tenant-Id": other["id"]})
        theirs = c.call("owner of tenant 2", "GET", "/v1/clusters", 200, role=other["keys"]["owner"],
                        query={"page_size": 1000})
        if theirs is not None:
            check("clusters: tenants see disjoint clusters", not {k["id"] for k in theirs["items"]} & set(ids))
    return items


def event_chain_problems(events, cluster):
    """History (oldest first) that does not add up: ids, created first, state changes that chain."""
    problems = []
    ids = [int(e["id"]) for e in events]
    if ids != sorted(set(ids)):
        problems.append(f"ids not increasing: {ids[:12]}")
    if not events or events[0]["type"] != "cluster.created":
        problems.append(f"first event is {events[0]['type'] if events else None}, not cluster.created")
    state = "pending"
    for e in events:
        if e["cluster_id"] != cluster["id"] or e["cluster_name"] != cluster["name"]:
            problems.append(f"event {e['id']} is about {e['cluster_id']} {e['cluster_name']}")
        if e["cluster"] is not None and e["cluster"]["id"] != cluster["id"]:
            problems.append(f"event {e['id']} carries cluster {e['cluster']['id']}")
        if e["type"] == "cluster.state_changed":
            if e["details"]["from_state"] != state:
                problems.append(f"event {e['id']} goes from {e['details']['from_state']}, the state was {state}")
            state = e["details"]["to_state"]
            if e["cluster"] is not None and e["cluster"]["state"] != state:
                problems.append(f"event {e['id']} moves to {state}, its cluster is {e['cluster']['state']}")
    if cluster["state"] in ("stopped", "failed", "terminated", "running") and state != cluster["state"]:
        problems.append(f"the history ends in {state}, the cluster is {cluster['state']}")
    return problems


def test_cluster_reads(c, clusters):
    for k in clusters:
        body = c.call("owner", "GET", "/v1/clusters/{}", 200, args=[k["id"]])
        if body is None:
            continue
        etag_matches_body(f"cluster {k['id']}", c.last, body)
        check_cluster_shape(f"cluster {k['id']}", body)
        if k["state"] in ("stopped", "failed"):
            same = {n: v for n, v in body.items() if n not in ("as_of", "cost_so_far")} == \
                   {n: v for n, v in k.items() if n not in ("as_of", "cost_so_far")}
            check(f"cluster {k['id']} ({k['state']}): the same as in the list", same)

        nodes = c.call("owner", "GET", "/v1/clusters/{}/nodes", 200, args=[k["id"]])
        if nodes is not None:
            items = nodes["items"]
            pools = {p["id"]: p for p in body["pools"]}
            problems = [f"{n['id']} is in pool {n['pool_id']}" for n in items if n["pool_id"] not in pools]
            problems += [f"{n['id']} has {len(n['gpus'])} GPUs" for n in items if n["pool_id"] in pools
                         and len(n["gpus"]) != pools[n["pool_id"]]["gpus_per_node"]]
            problems += [f"{n['id']} numbers its GPUs {[g['index'] for g in n['gpus']]}" for n in items
                         if [g["index"] for g in n["gpus"]] != list(range(len(n["gpus"])))]
            node_ids = [n["id"] for n in items]
            hosts = [n["hostname"] for n in items]
            uuids = [g["uuid"] for n in items for g in n["gpus"]]
            if len(set(node_ids)) != len(node_ids) or len(set(hosts)) != len(hosts) or len(set(uuids)) != len(uuids):
                problems.append("node ids, host names or GPU uuids repeat")
            problems += [f"{n['id']} replaces {n['replaces']}, which is not listed" for n in items
                         if n["replaces"] is not None and n["replaces"] not in node_ids]
            if body["state"] in ("stopped", "failed", "terminated"):
                problems += [f"a {body['state']} cluster has node {i}" for i in node_ids]
            if body["state"] == "running" and not items:
                problems.append("a running cluster has no nodes")
            check(f"cluster {k['id']} ({body['state']}): {len(items)} nodes fit its pools", not problems,
                  "; ".join(problems))
            check(f"cluster {k['id']}: nodes in one page", nodes["next_page_token"] is None)

        events = c.call("owner", "GET", "/v1/clusters/{}/events", 200, args=[k["id"]], query={"page_size": 1000})
        if events is not None:
            history = list(reversed(events["items"]))
            check(f"cluster {k['id']}: {len(history)} events, newest first, a history that adds up",
                  not event_chain_problems(history, body), "; ".join(event_chain_problems(history, body)[:6]))

    busiest = max(clusters, key=lambda k: len(k["pools"]) * 100 + k["gpu_count"], default=None)
    if busiest:
        full = c.call("owner", "GET", "/v1/clusters/{}/events", 200, args=[busiest["id"]], query={"page_size": 1000})
        paged, pages, problems = c.walk_pages(cluster_path(busiest["id"], "/events"), {"page_size": 1},
                                              template="/v1/clusters/{}/events")
        if full is not None:
            check(f"cluster {busiest['id']}: page_size=1 walk of its events ({pages} pages) gives the same events",
                  not problems and [e["id"] for e in paged] == [e["id"] for e in full["items"]], "; ".join(problems))
        c.call("bad page_size", "GET", "/v1/clusters/{}/events", 400, code="invalid_parameter",
               args=[busiest["id"]], query={"page_size": "0"})
        c.call("viewer", "GET", "/v1/clusters/{}", 200, role="viewer", args=[busiest["id"]])
        c.call("support as tenant", "GET", "/v1/clusters/{}", 200, role="support", args=[busiest["id"]],
               headers={"X-Tenant-Id": c.tenant["id"]})
        for template in ["/v1/clusters/{}", "/v1/clusters/{}/nodes", "/v1/clusters/{}/events"]:
            c.call("billing", "GET", template, 403, code="forbidden", role="billing", args=[busiest["id"]])
    for template in ["/v1/clusters/{}", "/v1/clusters/{}/nodes", "/v1/clusters/{}/events"]:
        c.call("missing id", "GET", template, 404, code="not_found", args=["cl-no-such-cluster"])


def test_other_tenant(c):
    """Another tenant's cluster is answered exactly like one that does not exist."""
    if len(c.keys["tenants"]) < 2:
        print("SKIP other tenant: the keys file has one tenant", flush=True)
        return
    theirs = c.call("owner of tenant 2", "GET", "/v1/clusters", 200, role=c.keys["tenants"][1]["keys"]["owner"])
    if not theirs or not theirs["items"]:
        check("other tenant: tenant 2 has a cluster to ask about", False)
        return
    other = theirs["items"][0]["id"]
    for template in ["/v1/clusters/{}", "/v1/clusters/{}/nodes", "/v1/clusters/{}/events"]:
        c.call("another tenant's cluster", "GET", template, 404, code="not_found", args=[other])
    now = int(time.time())
    c.call("another tenant's cluster", "GET", "/v1/clusters/{}/metrics/query_range", 404, code="not_found",
           args=[other], query={"query": "DCGM_FI_DEV_GPU_UTIL", "start": now - 60, "end": now, "step": 15})
    for method, template in [("POST", "/v1/clusters/{}/actions/stop"), ("POST", "/v1/clusters/{}/actions/start"),
                             ("DELETE", "/v1/clusters/{}")]:
        c.call("another tenant's cluster", method, template, 404, code="not_found", args=[other],
               headers={"If-Match": "*"})
    c.call_json("another tenant's cluster", "PATCH", "/v1/clusters/{}", 404, code="not_found", args=[other],
                headers={"If-Match": "*"}, value={"pools": [{"id": "pool-1", "node_count": 1}]})
    again = c.call("owner of tenant 2", "GET", "/v1/clusters/{}", 200, role=c.keys["tenants"][1]["keys"]["owner"],
                   args=[other])
    if again is not None:
        check("other tenant: its cluster is untouched", again["state"] == theirs["items"][0]["state"], again["state"])


def pick_offerings(c, offerings):
    """(one that can launch now, one with fewer than 256 available nodes) from the catalog."""
    candidates = sorted((o for o in offerings if o["available_nodes"] >= 4),
                        key=lambda o: (o["gpus_per_node"], price_of(o) or Decimal(10 ** 9)))
    fits = None
    for o in candidates[:6]:
        reply = c.send("POST", "/v1/estimates", key=c.key("owner"), headers={"Content-Type": "application/json"},
                       body=json.dumps({"pools": [{"offering_id": o["id"], "node_count": 1}]}).encode())
        if reply.status == 200 and reply.json().get("can_launch"):
            fits = o
            break
    small = next((o for o in offerings if 0 < o["available_nodes"] < 256), None)
    check("clusters: the catalog has an offering to launch on", fits is not None)
    return fits, small


def test_estimates(c, fits, small):
    if fits is None:
        return
    valid = {"pools": [{"name": "train", "offering_id": fits["id"], "node_count": 2}], "hours": 10,
             "billing_mode": "hourly", "currency": "USD", "stage": "finetune"}
    request_conforms(c, "valid", "POST", "/v1/estimates", valid)
    e = c.call_json("valid", "POST", "/v1/estimates", 200, valid)
    if e is not None:
        line = e["lines"][0] if len(e["lines"]) == 1 else None
        check("estimate: can launch, no problems, one line", e["can_launch"] and not e["problems"] and line, brief(e))
        if line:
            node_hour = price_of(fits, "hourly", "USD", "gpu_hour_price") * fits["gpus_per_node"]
            check("estimate: the line prices 2 nodes of the offering at its hourly USD price",
                  line["offering_id"] == fits["id"] and line["pool_name"] == "train" and line["node_count"] == 2
                  and line["gpu_count"] == 2 * fits["gpus_per_node"]
                  and abs(Decimal(line["node_hour_price"]) - node_hour) <= Decimal("0.01")
                  and Decimal(line["hourly"]) == Decimal(e["hourly"]), f"{brief(line)}; node-hour {node_hour}")
        check("estimate: total is hourly x hours, in USD",
              e["currency"] == "USD" and e["hours"] == 10
              and abs(Decimal(e["total"]) - Decimal(e["hourly"]) * 10) <= Decimal("0.005"), brief(e))
        q = e["quota"]
        check("estimate: quota in use within the limits",
              q["gpus_in_use"] <= q["gpu_limit"] and q["clusters_in_use"] <= q["cluster_limit"], brief(q))
    cny = c.call_json("CNY, monthly", "POST", "/v1/estimates", 200,
                      dict(valid, currency="CNY", billing_mode="monthly", hours=1))
    if cny is not None:
        check("estimate: CNY asked, CNY answered", cny["currency"] == "CNY")

    if small is not None:
        big = {"pools": [{"offering_id": small["id"], "node_count": 256}], "hours": 1}
        request_conforms(c, "too big", "POST", "/v1/estimates", big)
        e = c.call_json("more nodes than available", "POST", "/v1/estimates", 200, big)
        if e is not None:
            capacity = [p for p in e["problems"] if p["code"] == "capacity_exceeded"]
            check("estimate: capacity_exceeded for the offering, cannot launch",
                  not e["can_launch"] and capacity and capacity[0]["offering_id"] == small["id"]
                  and capacity[0]["requested"] == 256 and capacity[0]["available"] < 256, brief(e))
    e = c.call_json("unknown offering", "POST", "/v1/estimates", 200,
                    {"pools": [{"offering_id": "no-such-offering", "node_count": 1}]})
    if e is not None:
        check("estimate: unknown_offering, no line, cannot launch",
              not e["can_launch"] and not e["lines"]
              and [p["code"] for p in e["problems"]][:1] == ["unknown_offering"], brief(e))

    # Out-of-range pools get the same codes a launch would; other bad members are invalid_field.
    for label, value, code in [
            ("0 hours", dict(valid, hours=0), "invalid_field"),
            ("4 years", dict(valid, hours=4 * 8784), "invalid_field"),
            ("hours as text", dict(valid, hours="10"), "invalid_field"),
            ("a pool of 0 nodes", dict(valid, pools=[{"offering_id": fits["id"], "node_count": 0}]),
             "invalid_node_count"),
            ("no pools", dict(valid, pools=[]), "invalid_pools"),
            ("pools not a list", dict(valid, pools="many"), "invalid_field")]:
        request_conforms(c, label, "POST", "/v1/estimates", value, valid=False)
        c.call_json(label, "POST", "/v1/estimates", 422, value, code=code)
    c.call_json("malformed JSON", "POST", "/v1/estimates", 400, raw=b'{"pools": [', code="invalid_json")
    c.call_json("viewer", "POST", "/v1/estimates", 200, valid, role="viewer")
    c.call_json("billing", "POST", "/v1/estimates", 403, valid, role="billing", code="forbidden")
    c.call_json("support (an estimate changes nothing)", "POST", "/v1/estimates", 200, valid, role="support")
    c.call_json("no key", "POST", "/v1/estimates", 401, valid, role=None, code="unauthorized")


class EventStreamReader:
    """GET of a stream (/v1/events/stream unless told) over http.client, read block by block; every wait
    is bounded."""

    def __init__(self, base, key, headers=None, query=None, timeout=STREAM_WAIT, path="/v1/events/stream"):
        self.timeout = timeout
        parts = urllib.parse.urlsplit(base)
        self.conn = http.client.HTTPConnection(parts.hostname, parts.port, timeout=timeout)
        self.path = path + ("?" + urllib.parse.urlencode(query) if query else "")
        self.conn.request("GET", self.path, headers=dict({"Accept": "text/event-stream",
                                                          "Authorization": f"Bearer {key}"}, **(headers or {})))
        self.response = self.conn.getresponse()
        self.headers = {k.lower(): v for k, v in self.response.getheaders()}
        self.broken = None

    def block(self, deadline):
        """The next block up to a blank line, as {"id", "event", "retry", "data": [...], "comments": [...]},
        or None when the deadline passed, the stream ended or broke (self.broken says why)."""
        block = {"data": [], "comments": []}
        while time.monotonic() < deadline and self.broken is None:
            try:
                raw = self.response.readline(1 << 20)
            except (socket.timeout, TimeoutError):
                # A socket that timed out cannot be read again; the server's keep-alives come every few s.
                self.broken = f"nothing arrived for {self.timeout:g} s"
                return None
            except (OSError, http.client.HTTPException) as e:
                self.broken = f"{type(e).__name__}: {e}"
                return None
            if not raw:
                self.broken = "the stream ended"
                return None
            line = raw.decode("utf-8").rstrip("\r\n")
            if not line:
                if len(block) > 2 or block["data"] or block["comments"]:
                    return block
                continue
            if line.startswith(":"):
                block["comments"].append(line[1:].strip())
                continue
            field, _, value = line.partition(":")
            value = value[1:] if value.startswith(" ") else value
            if field == "data":
                block["data"].append(value)
            else:
                block[field] = value
        return None

    def message(self, deadline, accept=lambda m: True):
        """The next block with an event that accept() takes, skipping comments and others."""
        while True:
            block = self.block(deadline)
            if block is None or ("event" in block and accept(block)):
                return block

    def close(self):
        try:
            self.conn.close()
        except OSError:
            pass


def stream_message_problems(c, block, schemas):
    """What is wrong with one `event:` message, by the spec's x-sse-events (either stream's)."""
    schema = schemas.get(block.get("event"))
    if schema is None:
        return [f"event name {block.get('event')!r} is not in x-sse-events ({', '.join(schemas)})"]
    if len(block["data"]) != 1:
        return [f"{len(block['data'])} data lines"]
    try:
        data = json.loads(block["data"][0])
    except ValueError as e:
        return [f"data is not JSON: {e}"]
    problems = c.spec.validate(data, schema)
    if block.get("event") == "cluster" and isinstance(data, dict) and block.get("id") != data.get("id"):
        problems.append(f"id: {block.get('id')!r} but data.id {data.get('id')!r}")
    if block.get("event") == "samples" and isinstance(data, dict) and block.get("id") != str(data.get("time")):
        problems.append(f"id: {block.get('id')!r} but data.time {data.get('time')!r}")
    if block.get("event") == "series" and "id" in block:
        problems.append(f"a series event with id: {block['id']!r}")
    return problems


def sse_schemas(c, template="/v1/events/stream"):
    _, op, _ = c.spec.operation("GET", template)
    media = c.spec.resolve(op["responses"]["200"])["content"]["text/event-stream"]
    return media.get("x-sse-events", {})


def open_stream(c, label, role="owner", headers=None, query=None, path="/v1/events/stream", timeout=STREAM_WAIT):
    """Open the stream and check the answer's head and its first block (`retry:`). Returns the reader or None."""
    for attempt in range(RATE_LIMIT_RETRIES + 1):
        try:
            reader = EventStreamReader(c.base, c.key(role), headers=headers, query=query, timeout=timeout, path=path)
        except (OSError, http.client.HTTPException) as e:
            check(f"GET {path} [{label}]: opens", False, f"{type(e).__name__}: {e}")
            return None
        if reader.response.status != 429 or attempt == RATE_LIMIT_RETRIES:
            break
        reader.close()
        wait_out(reader.headers)
    media_type = reader.headers.get("content-type", "").split(";")[0].strip()
    ok = check(f"GET {reader.path} [{label}] -> {reader.response.status} text/event-stream, no-store",
               reader.response.status == 200 and media_type == "text/event-stream"
               and reader.headers.get("cache-control") == "no-store",
               f"{reader.response.status} {media_type!r} cache-control {reader.headers.get('cache-control')!r}")
    if not ok:
        reader.close()
        return None
    first = reader.block(time.monotonic() + STREAM_WAIT)
    check(f"stream [{label}]: the first block is retry: <milliseconds> alone",
          first is not None and first.get("retry", "").isdigit() and not first["data"] and "event" not in first,
          reader.broken or brief(first or {}))
    return reader


def test_launch(c, fits, small, clusters):
    """Launch (with the stream open to see it happen), replay, refusals; returns (cluster, created event id)."""
    if fits is None:
        return None
    schemas = sse_schemas(c)
    check("spec: the stream documents its cluster and reset messages", {"cluster", "reset"} <= set(schemas))
    stream = open_stream(c, "owner")
    try:
        name = "ct-" + uuid.uuid4().hex[:10]
        spec_body = {"name": name, "pools": [{"name": "train", "offering_id": fits["id"], "node_count": 1}],
                     "billing_mode": "hourly", "currency": "USD", "stage": "finetune", "auto_stop_idle_minutes": 30}
        request_conforms(c, "launch", "POST", "/v1/clusters", spec_body)
        key = str(uuid.uuid4())
        k = c.call_json("launch", "POST", "/v1/clusters", 202, spec_body, headers={"Idempotency-Key": key})
        first = c.last
        if k is None:
            return None
        etag_matches_body("launch", first, k)
        check("launch: Location names the new cluster", first.headers.get("location") == cluster_path(k["id"]),
              first.headers.get("location"))
        check("launch: not marked as a replay", "idempotent-replayed" not in first.headers)
        check("launch: the cluster is pending, as asked",
              k["state"] == "pending" and k["name"] == name and k["region"] == fits["region"]
              and k["stage"] == "finetune" and k["auto_stop_idle_minutes"] == 30 and k["billing_mode"] == "hourly"
              and k["currency"] == "USD" and k["gpu_count"] == fits["gpus_per_node"]
              and [(p["name"], p["offering_id"], p["node_count"], p["ready_nodes"]) for p in k["pools"]]
              == [("train", fits["id"], 1, 0)] and k["hourly_cost"] == k["quoted_hourly_cost"]
              and k["image"] in fits["images"] and k["id"] not in {x["id"] for x in clusters}, brief(k))
        check_cluster_shape("launch", k)

        created_id = None
        if stream is not None:
            deadline = time.monotonic() + STREAM_WAIT
            seen, problems, mine = 0, [], None
            while mine is None:
                block = stream.message(deadline)
                if block is None:
                    break
                seen += 1
                problems += [f"event {block.get('id')}: {p}" for p in stream_message_problems(c, block, schemas)]
                data = json.loads(block["data"][0]) if len(block["data"]) == 1 and not problems else {}
                if block.get("event") == "cluster" and data.get("cluster_id") == k["id"]:
                    mine = data
            check(f"stream: {seen} message(s) after the launch conform to the Event schema", seen and not problems,
                  "; ".join(problems[:4]) or stream.broken or "nothing came")
            check("stream: the launch arrives as event: cluster, type cluster.created, with the cluster",
                  mine is not None and mine["type"] == "cluster.created" and mine["cluster"]["id"] == k["id"]
                  and mine["cluster"]["state"] == "pending", brief(mine or {}) if mine else stream.broken)
            created_id = mine["id"] if mine else None

        got = c.call("the Location", "GET", "/v1/clusters/{}", 200, args=[k["id"]])
        if got is not None:
            check("launch: the cluster is there, as launched",
                  {n: got[n] for n in ("name", "pools", "region", "stage", "created_at")}
                  == {n: k[n] for n in ("name", "pools", "region", "stage", "created_at")})
        listed = c.call("after the launch", "GET", "/v1/clusters", 200, query={"page_size": 1000})
        if listed is not None:
            check("launch: the new cluster comes first in the list (newest first)",
                  listed["items"] and listed["items"][0]["id"] == k["id"], [x["id"] for x in listed["items"][:3]])

        # The stop of a pending cluster is refused (409): with a current If-Match, that is all that can go wrong.
        reply = c.send("POST", cluster_path(k["id"], "/actions/stop"), key=c.key("owner"),
                       headers={"If-Match": first.headers.get("etag", '"none"')})
        check("launch: the 202's ETag is current (If-Match with it is not 412)", reply.status == 409,
                  f"stop with If-Match {first.headers.get('etag')} -> {reply.status}")

        # Replays: the same key and body (written differently) answer the first response again.
        reordered = json.dumps(dict(reversed(list(spec_body.items()))), indent=2).encode("utf-8")
        reply = c.send("POST", "/v1/clusters", key=c.key("owner"), body=reordered,
                       headers={"Idempotency-Key": key, "Content-Type": "application/json"})
        errors = c.conformance("POST", "/v1/clusters", reply)
        replayed_etag = reply.json().get("etag") if reply.status == 202 and not reply.error else None
        check("launch replay: carries the ETag header", "missing header ETag" not in errors and
                  reply.headers.get("etag") == replayed_etag, f"ETag {reply.headers.get('etag')!r}")
        errors = [e for e in errors if e != "missing header ETag"]
        check(f"POST /v1/clusters [replay, same key and body] -> {reply.status}",
              reply.status == 202 and not errors, f"status {reply.status}; " + "; ".join(errors))
        if reply.status == 202 and not reply.error:
            check("launch replay: the first body again, marked Idempotent-Replayed: true, same Location",
                  reply.json() == json.loads(first.body) and reply.headers.get("idempotent-replayed") == "true"
                  and reply.headers.get("location") == first.headers.get("location"),
                  f"replayed {reply.headers.get('idempotent-replayed')!r}; {brief(reply.body.decode())}")
        other_body = dict(spec_body, name=name + "-b")
        c.call_json("same key, other body", "POST", "/v1/clusters", 422, other_body,
                    code="idempotency_key_reused", headers={"Idempotency-Key": key})
        listed = c.call("after the replays", "GET", "/v1/clusters", 200, query={"page_size": 1000})
        if listed is not None:
            check("launch replay: launched nothing more",
                  [x["name"] for x in listed["items"]].count(name) == 1
                  and name + "-b" not in {x["name"] for x in listed["items"]})

        # Refusals, each with a fresh key.
        def refused(label, value, status, code, role="owner", headers=None, schema_refuses=None):
            if schema_refuses is not None:
                request_conforms(c, label, "POST", "/v1/clusters", value, valid=not schema_refuses)
            c.call_json(label, "POST", "/v1/clusters", status, value, code=code, role=role,
                        headers=dict({"Idempotency-Key": str(uuid.uuid4())}, **(headers or {})))

        pool = {"offering_id": fits["id"], "node_count": 1}
        fresh = "ct-" + uuid.uuid4().hex[:10]
        refused("invalid name", {"name": "Bad_Name", "pools": [pool]}, 422, "invalid_name", schema_refuses=True)
        refused("name too short", {"name": "ab", "pools": [pool]}, 422, "invalid_name", schema_refuses=True)
        refused("zero nodes", {"name": fresh, "pools": [dict(pool, node_count=0)]}, 422, "invalid_node_count",
                schema_refuses=True)
        refused("257 nodes", {"name": fresh, "pools": [dict(pool, node_count=257)]}, 422, "invalid_node_count",
                schema_refuses=True)
        refused("no pools", {"name": fresh, "pools": []}, 422, "invalid_pools", schema_refuses=True)
        refused("9 pools", {"name": fresh, "pools": [dict(pool, name=f"p{i}x") for i in range(9)]}, 422,
                "invalid_pools", schema_refuses=True)
        refused("two pools named alike", {"name": fresh, "pools": [dict(pool, name="twin"), dict(pool, name="twin")]},
                422, "invalid_pool_name")
        refused("unknown offering", {"name": fresh, "pools": [{"offering_id": "no-such-offering", "node_count": 1}]},
                422, "unknown_offering", schema_refuses=False)
        c.call_json("launch without an Idempotency-Key", "POST", "/v1/clusters", 428,
                    {"name": fresh, "pools": [pool]}, code="idempotency_key_required")
        refused("unknown image", {"name": fresh, "pools": [pool], "image": "no-such-image"}, 422,
                "image_unavailable", schema_refuses=False)
        refused("auto-stop of 8 days", {"name": fresh, "pools": [pool], "auto_stop_idle_minutes": 8 * 24 * 60}, 422,
                "invalid_auto_stop", schema_refuses=True)
        refused("unknown dataset", {"name": fresh, "pools": [pool], "datasets": ["ds-no-such"]}, 422,
                "unknown_dataset", schema_refuses=False)
        refused("unknown billing mode", {"name": fresh, "pools": [pool], "billing_mode": "weekly"}, 422,
                "invalid_field", schema_refuses=True)
        refused("pools not a list", {"name": fresh, "pools": "many"}, 422, "invalid_field", schema_refuses=True)
        taken = next((x["name"] for x in clusters if x["state"] != "terminated"), None)
        if taken:
            refused("name taken", {"name": taken, "pools": [pool]}, 409, "name_taken")
        if small is not None:
            refused("more nodes than available", {"name": fresh, "pools": [dict(pool, offering_id=small["id"],
                                                                                node_count=256)]},
                    409, "capacity_exceeded", schema_refuses=False)
        refused("viewer", spec_body, 403, "forbidden", role="viewer")
        refused("billing", spec_body, 403, "forbidden", role="billing")
        refused("support as tenant", spec_body, 403, "forbidden", role="support",
                headers={"X-Tenant-Id": c.tenant["id"]})
        refused("no key", spec_body, 401, "unauthorized", role=None)
        c.call_json("malformed JSON", "POST", "/v1/clusters", 400, raw=b'{"name": "x", "pools": [',
                    code="invalid_json", headers={"Idempotency-Key": str(uuid.uuid4())})
        c.call_json("a JSON array", "POST", "/v1/clusters", 400, raw=b"[]", code="invalid_json",
                    headers={"Idempotency-Key": str(uuid.uuid4())})
        c.call_json("Idempotency-Key of 256 characters", "POST", "/v1/clusters", 400, dict(spec_body, name=fresh),
                    code="invalid_parameter", headers={"Idempotency-Key": "k" * 256})
        return k, created_id
    finally:
        if stream is not None:
            stream.close()


def change(c, label, method, suffix, cluster_id, status, code=None, value=None, etag=None):
    """A change with If-Match: the given etag, or the cluster's current one (fetched again once when the
    simulator moved the cluster on in between: its own progress is not what is tested)."""
    template = "/v1/clusters/{}" + suffix
    for attempt in (1, 2):
        tag = etag
        if tag is None:
            tag = c.send("GET", cluster_path(cluster_id), key=c.key("owner")).headers.get("etag", '"none"')
        headers = {"If-Match": tag}
        body = None
        if value is not None:
            headers["Content-Type"] = "application/json"
            body = json.dumps(value).encode("utf-8")
        reply = c.send(method, cluster_path(cluster_id, suffix), key=c.key("owner"), headers=headers, body=body)
        if reply.status != 412 or etag is not None or attempt == 2:
            break
    k = c.judge(label, method, template, cluster_path(cluster_id, suffix), reply, status, code)
    if k is not None and status == 202:
        etag_matches_body(f"{method} {cluster_path(cluster_id, suffix)}", reply, k)
    return k


def test_cluster_changes(c, clusters, launched):
    by_name = {k["name"]: k for k in clusters}
    running = [k for k in clusters if k["state"] == "running"]
    if not check("changes: the seeded tenant has two running clusters", len(running) >= 2,
                 [(k["name"], k["state"]) for k in clusters]):
        return
    # The largest running cluster is resized, another is stopped.
    big = max(running, key=lambda k: max(p["node_count"] for p in k["pools"]))
    to_stop = next(k for k in running if k["id"] != big["id"])

    c.call("wrong If-Match", "POST", "/v1/clusters/{}/actions/stop", 412, code="precondition_failed",
           args=[to_stop["id"]], headers={"If-Match": '"999999"'})
    c.call_json("wrong If-Match", "PATCH", "/v1/clusters/{}", 412, code="precondition_failed", args=[big["id"]],
                headers={"If-Match": '"999999"'}, value={"pools": [{"id": big["pools"][0]["id"], "node_count": 1}]})
    c.call("wrong If-Match", "DELETE", "/v1/clusters/{}", 412, code="precondition_failed", args=[to_stop["id"]],
           headers={"If-Match": '"999999"'})
    c.call("viewer", "POST", "/v1/clusters/{}/actions/stop", 403, code="forbidden", role="viewer",
           args=[to_stop["id"]], headers={"If-Match": "*"})
    c.call("support as tenant", "DELETE", "/v1/clusters/{}", 403, code="forbidden", role="support",
           args=[to_stop["id"]], headers={"If-Match": "*", "X-Tenant-Id": c.tenant["id"]})

    # Stop a running cluster; stopping again is no error; starting it while it stops is.
    before = c.send("GET", cluster_path(to_stop["id"]), key=c.key("owner")).headers.get("etag")
    k = change(c, "running cluster", "POST", "/actions/stop", to_stop["id"], 202)
    if k is not None:
        check(f"stop {to_stop['name']}: now stopping, with a new ETag",
              k["state"] == "stopping" and c.last.headers.get("etag") != before, f"{k['state']} {k['etag']}")
        again = change(c, "stopping cluster", "POST", "/actions/stop", to_stop["id"], 202,
                       etag=c.last.headers.get("etag"))
        if again is not None:
            check(f"stop {to_stop['name']} again: still stopping, nothing changed",
                  again["state"] == "stopping" and again["etag"] == k["etag"], f"{again['state']} {again['etag']}")
        change(c, "stopping cluster", "POST", "/actions/start", to_stop["id"], 409, code="not_stopped")
        change(c, "stopping cluster", "PATCH", "", to_stop["id"], 409, code="not_running",
               value={"pools": [{"id": to_stop["pools"][0]["id"], "node_count": 2}]})

    # Resize: refusals, a no-op, then one pool down by a node.
    pool = max(big["pools"], key=lambda p: p["node_count"])
    for label, value, code in [
            ("unknown pool", {"pools": [{"id": "pool-no-such", "node_count": 1}]}, "unknown_pool"),
            ("0 nodes", {"pools": [{"id": pool["id"], "node_count": 0}]}, "invalid_node_count"),
            ("257 nodes", {"pools": [{"id": pool["id"], "node_count": 257}]}, "invalid_node_count"),
            ("no pools", {"pools": []}, "invalid_field"),
            ("by name", {"name": big["name"] + "-x"}, "invalid_field")]:
        if code != "unknown_pool":  # a pool id the cluster lacks is fine by the schema
            request_conforms(c, label, "PATCH", "/v1/clusters/{}", value, valid=False)
        change(c, label, "PATCH", "", big["id"], 422, code=code, value=value)
    c.call_json("malformed JSON", "PATCH", "/v1/clusters/{}", 400, code="invalid_json", args=[big["id"]],
                headers={"If-Match": "*"}, raw=b'{"pools": [')
    same = {"pools": [{"id": p["id"], "node_count": p["node_count"]} for p in big["pools"]]}
    request_conforms(c, "unchanged", "PATCH", "/v1/clusters/{}", same)
    k = change(c, "the counts it has", "PATCH", "", big["id"], 202, value=same)
    if k is not None:
        check(f"resize {big['name']} to its counts: still running, same ETag",
              k["state"] == "running" and k["etag"] == big["etag"], f"{k['state']} {k['etag']} (was {big['etag']})")
    if pool["node_count"] >= 2:
        smaller = {"pools": [{"id": pool["id"], "node_count": pool["node_count"] - 1}]}
        request_conforms(c, "smaller", "PATCH", "/v1/clusters/{}", smaller)
        k = change(c, "one node less", "PATCH", "", big["id"], 202, value=smaller)
        if k is not None:
            resized = next((p for p in k["pools"] if p["id"] == pool["id"]), {})
            check(f"resize {big['name']}: resizing, {pool['id']} wants {pool['node_count'] - 1} nodes",
                  k["state"] == "resizing" and resized.get("node_count") == pool["node_count"] - 1
                  and k["gpu_count"] == big["gpu_count"] - pool["gpus_per_node"], brief(k))

    # Start a stopped cluster.
    stopped = next((x for x in clusters if x["state"] == "stopped"), None)
    if stopped is not None:
        k = change(c, "stopped cluster", "POST", "/actions/start", stopped["id"], 202)
        if k is not None:
            check(f"start {stopped['name']}: starting", k["state"] == "starting", k["state"])
    failed = by_name.get("mi300-trial")
    if failed is not None and failed["state"] == "failed":
        change(c, "failed cluster", "POST", "/actions/start", failed["id"], 409, code="not_stopped")
        change(c, "failed cluster", "POST", "/actions/stop", failed["id"], 409, code="not_running")

    if launched is None:
        return
    new = launched["id"]
    # The launched cluster is pending (or provisioning): neither stop nor resize; and If-Match is required.
    reply = c.send("POST", cluster_path(new, "/actions/stop"), key=c.key("owner"))
    check("If-Match missing: 428", reply.status == 428, f"stop without If-Match -> {reply.status}")
    change(c, "pending cluster", "POST", "/actions/stop", new, 409, code="not_running")
    change(c, "pending cluster", "PATCH", "", new, 409, code="not_running",
           value={"pools": [{"id": launched["pools"][0]["id"], "node_count": 2}]})
    # Terminate it; terminating again is no error, but the old ETag is stale.
    old = c.send("GET", cluster_path(new), key=c.key("owner")).headers.get("etag")
    k = change(c, "launched cluster", "DELETE", "", new, 202)
    if k is not None:
        check("terminate: terminating", k["state"] == "terminating", k["state"])
        again = change(c, "terminated again", "DELETE", "", new, 202, etag=k["etag"])
        if again is not None:
            check("terminate again: terminating or terminated, no error",
                  again["state"] in ("terminating", "terminated"), again["state"])
        if old and old != k["etag"]:
            change(c, "stale ETag", "DELETE", "", new, 412, code="precondition_failed", etag=old)
        c.call("no body, a DELETE", "DELETE", "/v1/clusters/{}", 202, args=[new], headers={"If-Match": "*"})


def test_event_stream(c, launched, created_id):
    c.call("no key", "GET", "/v1/events/stream", 401, code="unauthorized", role=None)
    c.call("billing", "GET", "/v1/events/stream", 403, code="forbidden", role="billing")
    c.call("Last-Event-ID not an id", "GET", "/v1/events/stream", 400, code="invalid_parameter",
           headers={"Last-Event-ID": "yesterday"})
    c.call("support, unknown tenant", "GET", "/v1/events/stream", 404, code="not_found", role="support",
           headers={"X-Tenant-Id": "tn-no-such-tenant"})
    reader = open_stream(c, "viewer", role="viewer")
    if reader is not None:
        reader.close()
    if launched is None or created_id is None:
        return
    schemas = sse_schemas(c)
    # Resume just before the launch: its cluster.created comes first.
    reader = open_stream(c, "resume", headers={"Last-Event-ID": str(int(created_id) - 1)})
    if reader is not None:
        try:
            block = reader.message(time.monotonic() + STREAM_WAIT)
            problems = stream_message_problems(c, block, schemas) if block else [reader.broken or "nothing came"]
            check(f"stream [Last-Event-ID: {int(created_id) - 1}]: resumes with event {created_id}",
                  block is not None and not problems and block.get("id") == created_id,
                  "; ".join(problems) or brief(block))
        finally:
            reader.close()
    # One cluster's events from the start: the launched cluster's history, as the events list has it.
    history = c.call("launched", "GET", "/v1/clusters/{}/events", 200, args=[launched["id"]])
    want = [e["id"] for e in reversed(history["items"])] if history else []
    reader = open_stream(c, "cluster_id, from the start", headers={"Last-Event-ID": "1"},
                         query={"cluster_id": launched["id"]})
    if reader is not None and want:
        try:
            got, problems = [], []
            deadline = time.monotonic() + STREAM_WAIT
            while len(got) < len(want):
                block = reader.message(deadline)
                if block is None:
                    break
                problems += stream_message_problems(c, block, schemas)
                got.append(block.get("id"))
            check(f"stream [cluster_id={launched['id']}]: the cluster's events, in order, as listed",
                  not problems and got == want[:len(got)] and len(got) == len(want),
                  "; ".join(problems[:4]) or f"got {got}, listed {want}; {reader.broken or ''}")
        finally:
            reader.close()

# ----------------------------------------------------------------------------- served: metrics

QUERY_RANGE = "/v1/clusters/{}/metrics/query_range"
METRICS_STREAM = "/v1/clusters/{}/metrics/stream"
MAX_POINTS = 11000
NODE_LABELS = {"cluster", "node", "hostname", "pool"}
GPU_LABELS = NODE_LABELS | {"gpu", "uuid", "model_name"}
# Seconds a metrics stream may stay silent before a read fails: it sends samples every second.
METRICS_STREAM_WAIT = 3.0
EXPOSITION_SAMPLE = re.compile(r"^([a-zA-Z_:][a-zA-Z0-9_:]*)\{(.*)\} (\S+)$")
EXPOSITION_LABEL = re.compile(r'([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\[\\"n])*)"(?:,|$)')


def metric_names(spec):
    """The metrics the spec says the platform serves (MetricName)."""
    return list(spec.schema("MetricName").get("enum", []))


def is_gpu_metric(name):
    return name.startswith("DCGM_")


def parse_exposition_labels(text):
    """`a="1",b="2"` as a dict, or None when it is not a label list of the text format."""
    labels, pos = {}, 0
    while pos < len(text):
        m = EXPOSITION_LABEL.match(text, pos)
        if not m or m.group(1) in labels:
            return None
        labels[m.group(1)] = m.group(2)
        pos = m.end()
    return labels


def metrics_target(c, clusters):
    """(the tenant's running cluster with the most ready nodes, its nodes, a cluster of tenant 2 or None)."""
    best, best_nodes, most = None, [], 0
    for k in clusters:
        if k["state"] != "running":
            continue
        reply = c.send("GET", cluster_path(k["id"], "/nodes"), key=c.key("owner"))
        nodes = reply.json()["items"] if reply.status == 200 else []
        ready = sum(1 for n in nodes if n["state"] == "ready")
        if ready > most:
            best, best_nodes, most = k, nodes, ready
    check(f"metrics: a running cluster with ready nodes to ask about ({best['id'] if best else None}, "
          f"{most} ready)", best is not None)
    other = None
    if len(c.keys["tenants"]) > 1:
        reply = c.send("GET", "/v1/clusters", key=c.keys["tenants"][1]["keys"]["owner"])
        items = reply.json()["items"] if reply.status == 200 else []
        other = items[0]["id"] if items else None
    return best, best_nodes, other


def query_range(c, label, cluster_id, params, status=200, code=None, role="owner", now=None, shown=None):
    """One query_range call judged against the spec; the JSON body or None.

    The check's name shows Unix times relative to now, and `shown` in place of the parameters it names,
    so that names stay the same from run to run."""
    key = c.key(role) if role in ROLES + ["support"] else role
    path = fill(QUERY_RANGE, [cluster_id])
    reply = c.send("GET", path, key=key, query=params)
    display = {n: ("now" + (f"{v - now:+d}" if v != now else "")) if isinstance(v, int) and now is not None else v
               for n, v in params.items()}
    display.update(shown or {})
    return c.judge(label, "GET", QUERY_RANGE, path, reply, status, code, display)


def matrix_problems(result, start, end, step, cluster_id=None):
    """Series whose points are not ascending on the grid start, start + step, ... end (or too many)."""
    problems = []
    for s in result:
        who = brief(s["metric"], 90)
        times = [p[0] for p in s["values"]]
        if cluster_id is not None and s["metric"].get("cluster") != cluster_id:
            problems.append(f"{who}: not labelled cluster={cluster_id}")
        if times != sorted(set(times)):
            problems.append(f"{who}: times not ascending")
        if any(t < start or t > end or (t - start) % step for t in times):
            problems.append(f"{who}: a time off the grid {start} + k * {step} up to {end}")
        if len(times) > MAX_POINTS:
            problems.append(f"{who}: {len(times)} points")
    return problems


def test_query_range(c, k, nodes, other):
    if k is None:
        return
    cid = k["id"]
    now = int(sim_now(c).timestamp())
    listed = {(n["id"], str(g["index"])): (n["hostname"], g["uuid"]) for n in nodes for g in n["gpus"]}
    ready = [n for n in nodes if n["state"] == "ready"]
    gpus_of = {n["id"]: len(n["gpus"]) for n in nodes}
    start, end = now - 120, now
    base = {"query": "DCGM_FI_DEV_GPU_UTIL", "start": start, "end": end, "step": "15s"}

    body = query_range(c, "every GPU, 15 s steps", cid, base, now=now)
    seen_nodes = []
    if body is not None:
        result = body["data"]["result"]
        check(f"query_range: every series has cluster={cid}, points ascending on the 15 s grid, at most 11,000",
              result and not matrix_problems(result, start, end, 15, cid),
              "; ".join(matrix_problems(result, start, end, 15, cid)[:4]) or "no series")
        keyed = [(s["metric"].get("node"), s["metric"].get("gpu")) for s in result]
        problems = [f"{key} is no GPU of the cluster's nodes" for key in keyed if key not in listed]
        problems += ["a GPU has two series"] if len(keyed) != len(set(keyed)) else []
        problems += [f"no series for {n['id']} GPU {g['index']}" for n in ready for g in n["gpus"]
                     if (n["id"], str(g["index"])) not in keyed]
        problems += [f"labels {sorted(s['metric'])}" for s in result
                     if set(s["metric"]) != GPU_LABELS | {"__name__"}
                     or s["metric"]["__name__"] != "DCGM_FI_DEV_GPU_UTIL"]
        problems += [f"{key}: hostname and uuid are not /nodes' {listed[key]}" for s, key in zip(result, keyed)
                     if key in listed and (s["metric"].get("hostname"), s["metric"].get("uuid")) != listed[key]]
        check(f"query_range: one series per GPU of the ready nodes ({len(result)}), labelled as /nodes lists them",
              not problems, "; ".join(problems[:6]))
        out_of_range = [p for s in result for p in s["values"] if not 0 <= float(p[1]) <= 100]
        check("query_range: GPU utilization stays within 0..100 %", not out_of_range, brief(out_of_range[:5]))
        seen_nodes = sorted({node for node, _ in keyed if node})

        iso = lambda t: datetime.fromtimestamp(t, timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")  # noqa: E731
        same = query_range(c, "RFC 3339 times, step in seconds", cid,
                           dict(base, start=iso(start), end=iso(end), step="15"), now=now,
                           shown={"start": "RFC3339(now-120)", "end": "RFC3339(now)"})
        check("query_range: RFC 3339 times and a step of 15 give the answer of Unix seconds and 15s",
              same == body, brief(same))

    if seen_nodes:
        first, second = seen_nodes[0], seen_nodes[-1]
        cases = [
            ('DCGM_FI_DEV_GPU_UTIL{gpu="0"}', "one series per node, each of GPU 0",
             lambda r: sorted(s["metric"]["node"] for s in r) == seen_nodes
             and all(s["metric"]["gpu"] == "0" for s in r)),
            (f'DCGM_FI_DEV_GPU_UTIL{{node="{first}",gpu!="0"}}', f"the GPUs of {first} but GPU 0",
             lambda r: len(r) == gpus_of.get(first, 0) - 1
             and all(s["metric"]["node"] == first and s["metric"]["gpu"] != "0" for s in r)),
            (f'DCGM_FI_DEV_GPU_UTIL{{node=~"{first}|{second}"}}', f"the GPUs of {first} and {second}",
             lambda r: len(r) == sum(gpus_of.get(n, 0) for n in {first, second})
             and {s["metric"]["node"] for s in r} == {first, second}),
            ("avg by (node) (DCGM_FI_DEV_GPU_UTIL)", "one series per node, labelled node only",
             lambda r: sorted(s["metric"]["node"] for s in r) == seen_nodes
             and all(set(s["metric"]) == {"node"} and all(0 <= float(p[1]) <= 100 for p in s["values"]) for s in r)),
            ("count by (node) (DCGM_FI_DEV_GPU_UTIL)", "per node, the count of its GPUs",
             lambda r: sorted(s["metric"]["node"] for s in r) == seen_nodes
             and all(float(p[1]) == gpus_of.get(s["metric"]["node"]) for s in r for p in s["values"]
                     if s["metric"]["node"] in {n["id"] for n in ready})),
        ]
        bodies = {}
        for query, what, fits in cases:
            b = query_range(c, "label matchers" if "{" in query else "aggregation", cid, dict(base, query=query),
                            now=now)
            if b is None:
                continue
            r = b["data"]["result"]
            bodies[query] = b
            problems = matrix_problems(r, start, end, 15)
            check(f"query_range {query}: {what}", r and fits(r) and not problems,
                  "; ".join(problems[:3]) or brief([s["metric"] for s in r]))
        b = query_range(c, "aggregation, by after", cid, dict(base, query="avg (DCGM_FI_DEV_GPU_UTIL) by (node)"),
                        now=now)
        if b is not None and "avg by (node) (DCGM_FI_DEV_GPU_UTIL)" in bodies:
            check("query_range: avg (...) by (node) answers as avg by (node) (...)",
                  b == bodies["avg by (node) (DCGM_FI_DEV_GPU_UTIL)"], brief(b))

        # The largest range a series may have: 11,000 points of one GPU.
        b = query_range(c, "11,000 points", cid, {"query": f'DCGM_FI_DEV_GPU_UTIL{{node="{first}",gpu="0"}}',
                                                   "start": now - MAX_POINTS + 1, "end": now, "step": "1s"}, now=now)
        if b is not None:
            r = b["data"]["result"]
            check("query_range: 11,000 one-second points are answered, ascending, none off the grid",
                  len(r) == 1 and not matrix_problems(r, now - MAX_POINTS + 1, now, 1, cid),
                  "; ".join(matrix_problems(r, now - MAX_POINTS + 1, now, 1, cid)) or f"{len(r)} series")

    b = query_range(c, "a metric the platform has not", cid, dict(base, query="no_such_metric"), now=now)
    if b is not None:
        check("query_range: an unknown metric is an empty result with a warning",
              b["data"]["result"] == [] and b.get("warnings"), brief(b))

    bad = [
        ("empty query", {"query": ""}, "bad_query"),
        ("syntax error", {"query": "DCGM_FI_DEV_GPU_UTIL{"}, "bad_query"),
        ("unsupported function", {"query": "rate(x[5m])"}, "bad_query"),
        ("start not a time", {"start": "yesterday"}, "bad_query"),
        ("no end", {"end": ""}, "bad_query"),
        ("end before start", {"start": now - 60, "end": now - 61}, "bad_query"),
        ("step 0", {"step": "0"}, "bad_query"),
        ("negative step", {"step": "-15s"}, "bad_query"),
        ("step not a duration", {"step": "often"}, "bad_query"),
        ("step under a second", {"step": "500ms"}, "bad_query"),
        ("11,001 points", {"start": now - MAX_POINTS, "end": now, "step": "1s"}, "too_many_points"),
    ]
    for label, change, code in bad:
        e = query_range(c, label, cid, dict(base, **change), 400, code=code, now=now)
        if e is not None:
            check(f"query_range [{label}]: Prometheus's error body, its error also the detail",
                  e["status"] == "error" and e["errorType"] == "bad_data" and e["error"].strip()
                  and e["detail"] == e["error"], brief(e))

    query_range(c, "missing cluster", "cl-no-such-cluster", base, 404, code="not_found", now=now)
    if other:
        query_range(c, "another tenant's cluster", other, base, 404, code="not_found", now=now)
    query_range(c, "billing", cid, base, 403, code="forbidden", role="billing", now=now)
    query_range(c, "no key", cid, base, 401, code="unauthorized", role=None, now=now)
    query_range(c, "viewer", cid, base, 200, role="viewer", now=now)


def test_metrics_exposition(c, clusters, k, nodes, other):
    names = metric_names(c.spec)
    c.call("owner", "GET", "/v1/metrics", 200)
    reply = c.last
    if reply.status != 200:
        return
    content_type = reply.headers.get("content-type", "")
    params = dict((p.split("=", 1)[0].strip().lower(), p.split("=", 1)[1].strip())
                  for p in content_type.split(";")[1:] if "=" in p)
    check("/v1/metrics: text/plain; version=0.0.4 in UTF-8",
          reply.media_type() == "text/plain" and params.get("version") == "0.0.4"
          and params.get("charset", "utf-8").lower() == "utf-8", content_type)
    helped, typed, samples, bad = set(), {}, [], []
    for number, line in enumerate(reply.body.decode("utf-8").split("\n"), 1):
        if not line:
            continue
        if line.startswith("#"):
            parts = line.split(" ", 3)
            if len(parts) >= 3 and parts[1] == "HELP":
                helped.add(parts[2])
            elif len(parts) == 4 and parts[1] == "TYPE":
                typed[parts[2]] = parts[3]
            continue
        m = EXPOSITION_SAMPLE.match(line)
        labels = parse_exposition_labels(m.group(2)) if m else None
        try:
            value = float(m.group(3)) if m else None
        except ValueError:
            value = None
        if labels is None or value is None:
            bad.append(f"line {number}: {brief(line, 120)}")
            continue
        samples.append((m.group(1), labels))
    offenders(f"/v1/metrics: each of the {len(samples)} sample lines parses as name{{labels}} value", bad)
    check("/v1/metrics: # HELP and # TYPE gauge for exactly the metrics of MetricName",
          set(typed) == set(names) == helped and set(typed.values()) == {"gauge"},
          f"typed {sorted(typed)}; helped {sorted(helped)}")
    problems = [f"{n}: not typed" for n, _ in samples if n not in typed]
    problems += [f"{n}{{{','.join(sorted(l))}}}" for n, l in samples
                 if set(l) != (GPU_LABELS if is_gpu_metric(n) else NODE_LABELS)]
    series = [(n, tuple(sorted(l.items()))) for n, l in samples]
    problems += ["a series is written twice"] if len(series) != len(set(series)) else []
    offenders("/v1/metrics: GPU metrics labelled cluster, node, hostname, pool, gpu, uuid, model_name; "
              "node metrics the first four", problems)
    ours = {k2["id"] for k2 in clusters}
    shown = {l["cluster"] for _, l in samples}
    check("/v1/metrics: only the tenant's clusters" + (f", {k['id']} among them" if k else ""),
          shown <= ours and (k is None or k["id"] in shown), f"shown {sorted(shown)}; the tenant's {sorted(ours)}")
    if k is not None:
        want = {(n["id"], str(g["index"])) for n in nodes if n["state"] == "ready" for g in n["gpus"]}
        got = {(l["node"], l["gpu"]) for n, l in samples if n == "DCGM_FI_DEV_GPU_UTIL" and l["cluster"] == k["id"]}
        check(f"/v1/metrics: every GPU of {k['id']}'s ready nodes has its utilization", want <= got,
              f"missing {sorted(want - got)[:6]}")

    c.call("viewer", "GET", "/v1/metrics", 200, role="viewer")
    c.call("billing", "GET", "/v1/metrics", 403, code="forbidden", role="billing")
    c.call("no key", "GET", "/v1/metrics", 401, code="unauthorized", role=None)
    if other:
        c.call("owner of tenant 2", "GET", "/v1/metrics", 200, role=c.keys["tenants"][1]["keys"]["owner"])
        theirs = set(re.findall(r'cluster="([^"]*)"', c.last.body.decode("utf-8", "replace")))
        check("/v1/metrics: tenants see disjoint clusters", theirs and not theirs & ours, sorted(theirs))


def read_metrics_stream(c, reader, schemas, samples):
    """Messages up to the `samples`-th samples event, as [(event, id, data)], and what is wrong with them."""
    deadline = time.monotonic() + METRICS_STREAM_WAIT + 2
    out, problems = [], []
    while sum(1 for event, _, _ in out if event == "samples") < samples:
        block = reader.message(deadline)
        if block is None:
            problems.append(reader.broken or "no samples in time")
            break
        problems += stream_message_problems(c, block, schemas)
        try:
            data = json.loads(block["data"][0]) if len(block["data"]) == 1 else None
        except ValueError:
            data = None
        out.append((block["event"], block.get("id"), data))
    return out, problems


def sample_problems(messages, wanted):
    """Samples that do not fit the series event before them, or do not follow each other (or a reset) by 1 s."""
    problems, series, last = [], None, None
    for event, id_, data in messages:
        if not isinstance(data, dict):
            continue
        if event == "series":
            series = data
        elif event == "reset":
            last = int(id_) if str(id_).isdigit() else None
        elif event == "samples":
            if series is None:
                problems.append(f"samples {id_} before any series")
                continue
            if last is not None and int(id_) != last + 1:
                problems.append(f"samples {id_} after {last}")
            last = int(id_)
            values = data["values"]
            if sorted(values) != sorted(wanted):
                problems.append(f"samples {id_} has {sorted(values)}, asked for {sorted(wanted)}")
            for name, column in values.items():
                count = len(series["gpus"]) if is_gpu_metric(name) else len(series["nodes"])
                if len(column) != count:
                    problems.append(f"samples {id_}: {name} has {len(column)} values for {count} series")
    return problems


def test_metrics_stream(c, k, nodes, other):
    if k is None:
        return
    cid = k["id"]
    path = fill(METRICS_STREAM, [cid])
    schemas = sse_schemas(c, METRICS_STREAM)
    names = metric_names(c.spec)
    c.call("no key", "GET", METRICS_STREAM, 401, code="unauthorized", role=None, args=[cid])
    c.call("billing", "GET", METRICS_STREAM, 403, code="forbidden", role="billing", args=[cid])
    c.call("unknown metric", "GET", METRICS_STREAM, 400, code="invalid_parameter", args=[cid],
           query={"metrics": "DCGM_FI_DEV_GPU_UTIL,no_such_metric"})
    c.call("Last-Event-ID not a second", "GET", METRICS_STREAM, 400, code="invalid_parameter", args=[cid],
           headers={"Last-Event-ID": "yesterday"})
    c.call("missing cluster", "GET", METRICS_STREAM, 404, code="not_found", args=["cl-no-such-cluster"])
    if other:
        c.call("another tenant's cluster", "GET", METRICS_STREAM, 404, code="not_found", args=[other])

    wanted = ["DCGM_FI_DEV_GPU_UTIL", "clusterdesk_node_network_receive_bytes"]
    now = int(sim_now(c).timestamp())
    reader = open_stream(c, "two metrics", path=path, query={"metrics": ",".join(wanted)},
                         timeout=METRICS_STREAM_WAIT)
    if reader is None:
        return
    try:
        messages, problems = read_metrics_stream(c, reader, schemas, 2)
    finally:
        reader.close()
    check("metrics stream: every message is one the spec names, and its data validates", not problems,
          "; ".join(problems[:4]))
    first = messages[0] if messages else (None, None, None)
    check(f"metrics stream: opens with the series of {cid}, without an id",
          first[0] == "series" and first[1] is None and isinstance(first[2], dict) and first[2]["cluster"] == cid,
          brief(first))
    if first[0] == "series" and isinstance(first[2], dict):
        listed = {(n["id"], g["index"]): (n["hostname"], g["uuid"]) for n in nodes for g in n["gpus"]}
        gpus = [(g["node"], g["gpu"]) for g in first[2]["gpus"]]
        wrong = [f"{key} is no GPU of /nodes" for key in gpus if key not in listed]
        wrong += [f"{(g['node'], g['gpu'])}: hostname and uuid are not /nodes'" for g in first[2]["gpus"]
                  if listed.get((g["node"], g["gpu"]), (g.get("hostname"), g.get("uuid")))
                  != (g.get("hostname"), g.get("uuid"))]
        wrong += [f"no series for {n['id']} GPU {g['index']}" for n in nodes if n["state"] == "ready"
                  for g in n["gpus"] if (n["id"], g["index"]) not in gpus]
        wrong += ["a GPU is named twice"] if len(gpus) != len(set(gpus)) else []
        node_ids = [n["node"] for n in first[2]["nodes"]]
        wrong += [f"nodes {node_ids}, the GPUs' {sorted(set(g for g, _ in gpus))}"] \
            if sorted(node_ids) != sorted(set(g for g, _ in gpus)) else []
        check(f"metrics stream: the series are {cid}'s GPUs and nodes, as /nodes lists them", not wrong,
              "; ".join(wrong[:6]))
    ids = [int(id_) for event, id_, _ in messages if event == "samples"]
    check("metrics stream: two samples events, ids one second apart, from the present",
          len(ids) == 2 and ids[1] == ids[0] + 1 and now - 2 <= ids[0] <= now + 5, f"ids {ids}, now {now}")
    problems = sample_problems(messages, wanted)
    check("metrics stream: samples give the metrics asked for, one value per series of their scope",
          len(ids) == 2 and not problems, "; ".join(problems[:4]))
    if not ids:
        return

    # Resume after the first samples: the next second comes first, no reset; all metrics when none are named.
    reader = open_stream(c, "Last-Event-ID: the first samples' id", path=path, headers={"Last-Event-ID": str(ids[0])},
                         timeout=METRICS_STREAM_WAIT)
    if reader is not None:
        try:
            messages, problems = read_metrics_stream(c, reader, schemas, 1)
        finally:
            reader.close()
        events = [(event, id_) for event, id_, _ in messages]
        check("metrics stream [Last-Event-ID: the first samples' id]: series, then the samples of the next second",
              not problems and events == [("series", None), ("samples", str(ids[0] + 1))],
              "; ".join(problems[:4]) or f"resumed after {ids[0]}: {brief(events)}")
        problems = sample_problems(messages, names)
        check("metrics stream [no metrics named]: every metric of MetricName, one value per series of its scope",
              not problems, "; ".join(problems[:4]))

    # Too far behind, or ahead: reset, then the present.
    for label, last in [("900+ s behind", now - 1000), ("ahead", now + 3600)]:
        reader = open_stream(c, f"Last-Event-ID {label}", path=path, headers={"Last-Event-ID": str(last)},
                             query={"metrics": wanted[0]}, timeout=METRICS_STREAM_WAIT)
        if reader is None:
            continue
        try:
            messages, problems = read_metrics_stream(c, reader, schemas, 1)
        finally:
            reader.close()
        events = [event for event, _, _ in messages]
        reset = next((id_ for event, id_, _ in messages if event == "reset"), None)
        problems += sample_problems(messages, wanted[:1])
        check(f"metrics stream [Last-Event-ID {label}]: series, reset (id the second before the present), samples",
              not problems and events == ["series", "reset", "samples"] and str(reset).isdigit()
              and now - 2 <= int(reset) <= now + 5, "; ".join(problems[:4]) or brief(messages))

# ----------------------------------------------------------------------------- served: uploads and datasets

TUS_VERSION = "1.0.0"
OFFSET_STREAM = "application/offset+octet-stream"
TUS_MAX_SIZE = 1 << 40
MAX_WHOLE_BODY = 64 << 20  # the largest answer of dataset content, and the largest request body
UPLOAD_LOCATION = re.compile(r"^/v1/uploads/(up-(\d{8,}))$")
# Seconds of simulated time an upload may take to finish (design: 24 h).
UPLOAD_LIFETIME = 7 * 24 * 3600  # seconds of simulated time


def tus_metadata(**pairs):
    """Upload-Metadata: `key base64(value)` pairs; a value of None sends the key alone."""
    return ",".join(k if v is None else f"{k} {base64.b64encode(v.encode('utf-8')).decode('ascii')}"
                    for k, v in pairs.items())


def digest(name, data):
    """An Upload-Checksum value for data."""
    return f"{name} {base64.b64encode(hashlib.new(name, data).digest()).decode('ascii')}"


def sample_bytes(size, seed):
    """Deterministic bytes that look like ciphertext."""
    out, counter = bytearray(), 0
    while len(out) < size:
        out += hashlib.sha256(f"{seed}:{counter}".encode()).digest()
        counter += 1
    return bytes(out[:size])


def upload_id_of(location):
    m = UPLOAD_LOCATION.match(location or "")
    return m.group(1) if m else None


def dataset_id_of(upload_id):
    return "ds-" + upload_id[3:] if upload_id else None


class Tus:
    """Calls of the tus routes (POST, HEAD, PATCH, DELETE under /v1/uploads) through Client.call, each
    with `Tus-Resumable: 1.0.0` unless tus=False; remembers every answer of the upload routes that
    lacks `Tus-Resumable: 1.0.0` (expect_tus=False for answers the gateway gives before them)."""

    def __init__(self, c):
        self.c = c
        self.missing = []
        self.count = 0

    def __call__(self, label, method, template, status, code=None, role="owner", args=(), headers=None, body=None,
                 tus=True, expect_tus=True):
        h = dict({"Tus-Resumable": TUS_VERSION} if tus else {}, **(headers or {}))
        if method in ("POST", "PATCH") and body is None:
            body = b""
        result = self.c.call(label, method, template, status, code=code, role=role, args=args, headers=h, body=body)
        if expect_tus:
            self.count += 1
            if self.c.last.headers.get("tus-resumable") != TUS_VERSION:
                self.missing.append(f"{method} {fill(template, args)} [{label}] -> {self.c.last.status}")
        return result

    def create(self, label, length, metadata, status=201, code=None, role="owner", headers=None, expect_tus=True):
        """POST /v1/uploads; returns the new upload's id (from Location) or None."""
        h = dict({"Upload-Length": str(length), "Upload-Metadata": metadata}, **(headers or {}))
        self(label, "POST", "/v1/uploads", status, code=code, role=role, headers=h, expect_tus=expect_tus)
        reply = self.c.last
        if reply.status != 201:
            return None
        upload = upload_id_of(reply.headers.get("location"))
        check(f"POST /v1/uploads [{label}]: Location is /v1/uploads/up-<8 digits>", upload,
              reply.headers.get("location"))
        return upload

    def patch(self, label, upload, offset, data, status=204, code=None, role="owner", headers=None,
              content_type=OFFSET_STREAM, expect_tus=True):
        h = dict({"Upload-Offset": str(offset)}, **({"Content-Type": content_type} if content_type else {}))
        h.update(headers or {})
        self(label, "PATCH", "/v1/uploads/{}", status, code=code, role=role, args=[upload], headers=h, body=data,
             expect_tus=expect_tus)
        return self.c.last

    def head(self, label, upload, status=200, role="owner", headers=None, expect_tus=True):
        self(label, "HEAD", "/v1/uploads/{}", status, role=role, args=[upload], headers=headers,
             expect_tus=expect_tus)
        return self.c.last

    def offset(self, upload):
        """Upload-Offset by HEAD, without recording a check (None when it cannot be read)."""
        reply = self.c.send("HEAD", fill("/v1/uploads/{}", [upload]), key=self.c.key("owner"),
                            headers={"Tus-Resumable": TUS_VERSION})
        value = reply.headers.get("upload-offset", "")
        return int(value) if reply.status == 200 and value.isdigit() else None

    def report(self, what):
        offenders(f"{what}: all {self.count} answers of the upload routes carry Tus-Resumable: {TUS_VERSION}",
                  self.missing)


def upload_whole(tus, label, data, role="owner", **metadata):
    """A finished upload of data in one PATCH; returns (upload id, dataset id) or (None, None)."""
    meta = tus_metadata(**dict({"dataset": "ct-" + uuid.uuid4().hex[:10], "filename": "part-0.bin",
                                "encryption": "none"}, **metadata))
    upload = tus.create(label, len(data), meta, role=role)
    if upload is None:
        return None, None
    if data:
        reply = tus.patch(label, upload, 0, data, role=role)
        if reply.status != 204:
            return upload, None
    return upload, dataset_id_of(upload)


def judge(c, name, method, template, reply, status, code=None):
    """Status, code and the spec's conformance of one reply, as one check."""
    c.last = reply
    errors = [] if reply.status == status else [f"status {reply.status}, expected {status}"]
    errors += c.conformance(method, template, reply)
    body = None
    if not reply.error and reply.body and reply.media_type().endswith("json"):
        try:
            body = reply.json()
        except ValueError:
            pass
    if code is not None and not (isinstance(body, dict) and body.get("code") == code):
        errors.append(f"problem code {body.get('code') if isinstance(body, dict) else None!r}, expected {code!r}")
    if errors and reply.body:
        errors.append("body: " + brief(reply.body.decode("utf-8", "replace"), 160))
    return check(name, not errors, "; ".join(errors))


def raw_head(c, path, headers):
    """A HEAD over a plain socket: (head, bytes after the head). The server must close (Connection: close)."""
    parts = urllib.parse.urlsplit(c.base)
    lines = [f"HEAD {path} HTTP/1.1", f"Host: {parts.hostname}:{parts.port}", "Connection: close"]
    lines += [f"{k}: {v}" for k, v in headers.items()]
    data = b""
    with socket.create_connection((parts.hostname, parts.port), timeout=c.timeout) as sock:
        sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode("ascii"))
        deadline = time.monotonic() + c.timeout
        while time.monotonic() < deadline:
            chunk = sock.recv(65536)
            if not chunk:
                break
            data += chunk
    head, _, rest = data.partition(b"\r\n\r\n")
    return head.decode("latin-1"), rest


def sim_now(c):
    """The simulator's clock, from GET /v1/health."""
    reply = c.send("GET", "/v1/health")
    return datetime.fromisoformat(reply.json()["time"].replace("Z", "+00:00")) if reply.status == 200 else None


def test_uploads(c, regions):
    """The tus flow from discovery to a dataset, its content by range, termination and idempotent creation."""
    tus = Tus(c)
    # Discovery: any role, no Tus-Resumable needed.
    for role in ["owner", "billing"]:
        tus(role, "OPTIONS", "/v1/uploads", 204, role=role, tus=False)
        h = c.last.headers
        check(f"OPTIONS /v1/uploads [{role}]: tus 1.0.0, creation, termination, checksum, 1 TiB, sha1 and sha256",
              h.get("tus-version") == TUS_VERSION and h.get("tus-max-size") == str(TUS_MAX_SIZE)
              and {"creation", "termination", "checksum"} <= set(h.get("tus-extension", "").split(","))
              and {"sha1", "sha256"} <= set(h.get("tus-checksum-algorithm", "").split(",")),
              brief({k: v for k, v in h.items() if k.startswith("tus-")}))
    c.call("no key", "OPTIONS", "/v1/uploads", 401, code="unauthorized", role=None)

    # Creation.
    data = sample_bytes(3000, "tus-flow")
    name, key_id = "ct-" + uuid.uuid4().hex[:10], uuid.uuid4().hex
    meta = tus_metadata(dataset=name, filename="shard-000.bin", encryption="cd-aes256gcm-v1", key_id=key_id)
    before = sim_now(c)
    upload = tus.create("encrypted, 3000 bytes", len(data), meta)
    if upload is None:
        return
    created = c.last
    check("POST /v1/uploads: the 201 has no body", created.body == b"", brief(created.body.decode("utf-8", "replace")))
    try:
        expires = parsedate_to_datetime(created.headers.get("upload-expires", ""))
    except (TypeError, ValueError):
        expires = None
    check("POST /v1/uploads: Upload-Expires is an RFC 9110 date in the future (simulated time)",
          expires is not None and before is not None and expires > before, created.headers.get("upload-expires"))
    if expires is not None and before is not None:
        lifetime = (expires - before).total_seconds()
        check("POST /v1/uploads: Upload-Expires is 7 days after creation (simulated time)",
                  abs(lifetime - UPLOAD_LIFETIME) <= 120, f"{lifetime / 3600:.1f} h after the clock before the POST")
    dataset = dataset_id_of(upload)

    # HEAD: the offset in headers, never a body.
    tus.head("new upload", upload)
    h = c.last.headers
    check("HEAD: offset 0, the length and the metadata as sent, no-store",
          h.get("upload-offset") == "0" and h.get("upload-length") == str(len(data))
          and h.get("upload-metadata") == meta and h.get("cache-control") == "no-store", brief(h))
    for label, path in [("200", fill("/v1/uploads/{}", [upload])), ("404", "/v1/uploads/up-99999999")]:
        head, rest = raw_head(c, path, {"Authorization": f"Bearer {c.key('owner')}", "Tus-Resumable": TUS_VERSION})
        check(f"HEAD {path} [{label}, on the wire]: the status line, and no body after the head",
              head.startswith(f"HTTP/1.1 {label}") and rest == b"", f"{head.splitlines()[:1]} + {len(rest)} bytes")
    tus.head("unknown upload", "up-99999999", 404)

    # PATCH: a first part with a sha1 checksum.
    first, second = data[:1000], data[1000:]
    reply = tus.patch("first 1000 bytes, sha1", upload, 0, first, headers={"Upload-Checksum": digest("sha1", first)})
    check("PATCH: Upload-Offset 1000 after the first part", reply.headers.get("upload-offset") == "1000",
          reply.headers.get("upload-offset"))
    check("HEAD after the first part: offset 1000", tus.offset(upload) == 1000, tus.offset(upload))

    # Refusals, each leaving the upload where it was.
    tus.patch("wrong offset", upload, 0, second, 409, code="offset_mismatch")
    tus.patch("checksum of other bytes", upload, 1000, second, 460, code="checksum_mismatch",
              headers={"Upload-Checksum": digest("sha256", second[::-1])})
    check("PATCH with a bad checksum stored nothing: HEAD offset still 1000", tus.offset(upload) == 1000,
          tus.offset(upload))
    tus.patch("md5 checksum", upload, 1000, second, 400, code="unsupported_checksum",
              headers={"Upload-Checksum": digest("md5", second)})
    tus.patch("wrong Content-Type", upload, 1000, second, 415, code="unsupported_media_type",
              content_type="application/octet-stream")
    tus.patch("Upload-Offset not a number", upload, "ten", second, 400, code="invalid_parameter")
    tus.patch("one byte too many", upload, 1000, second + b"!", 400, code="upload_overflow")
    reply = c.send("PATCH", fill("/v1/uploads/{}", [upload]), key=c.key("owner"), body=second,
                   headers={"Upload-Offset": "1000", "Content-Type": OFFSET_STREAM})
    judge(c, "PATCH /v1/uploads/{id} [no Tus-Resumable] -> 412 tus_version with Tus-Version and Tus-Resumable",
                "PATCH", "/v1/uploads/{}", reply, 412, code="tus_version")
    check("PATCH without Tus-Resumable: 412 names Tus-Version 1.0.0",
          reply.status == 412 and reply.headers.get("tus-version") == TUS_VERSION, brief(reply.headers))
    check("refused PATCHes stored nothing: HEAD offset still 1000", tus.offset(upload) == 1000, tus.offset(upload))
    c.call("not finished yet", "GET", "/v1/datasets/{}", 404, code="not_found", args=[dataset])

    # The last part, with a sha256 checksum, finishes the upload and makes the dataset.
    reply = tus.patch("the rest, sha256", upload, 1000, second, headers={"Upload-Checksum": digest("sha256", second)})
    check("PATCH: Upload-Offset is the length after the last part",
          reply.headers.get("upload-offset") == str(len(data)), reply.headers.get("upload-offset"))
    got = c.call("just finished", "GET", "/v1/datasets/{}", 200, args=[dataset])
    if got is not None:
        check("dataset: ds- with the upload's suffix, name, file and encryption from the metadata, no clusters",
              got["id"] == dataset and got["name"] == name and got["size_bytes"] == len(data)
              and [(f["name"], f["size_bytes"]) for f in got["files"]] == [("shard-000.bin", len(data))]
              and got["encryption"] == {"format": "cd-aes256gcm-v1", "key_id": key_id}
              and got["attached_clusters"] == [], brief(got))
        check("dataset: files[0].sha256 is the SHA-256 of the bytes sent",
              got["files"][0]["sha256"] == hashlib.sha256(data).hexdigest(), got["files"][0]["sha256"])
        if regions:
            check("dataset: region left out is the first region of GET /v1/regions", got["region"] == regions[0]["id"],
                  got["region"])
    tus.head("finished upload", upload)
    check("HEAD of a finished upload: offset = length", c.last.headers.get("upload-offset") == str(len(data)),
          c.last.headers.get("upload-offset"))
    tus.patch("finished upload", upload, len(data), b"x", 409, code="offset_mismatch")
    tus("finished upload", "DELETE", "/v1/uploads/{}", 409, code="upload_complete", args=[upload])

    # An empty upload is finished at once: its dataset exists when the 201 arrives.
    empty, empty_ds = upload_whole(tus, "empty, encryption none", b"")

    # Datasets list: there, once, oldest first; paging and the region filter.
    listed = c.call("owner", "GET", "/v1/datasets", 200, query={"page_size": 1000})
    if listed is not None:
        ids = [d["id"] for d in listed["items"]]
        check("datasets: the new dataset is listed once, as GET returns it",
              ids.count(dataset) == 1 and next(d for d in listed["items"] if d["id"] == dataset) == got, ids)
        if empty_ds:
            check("datasets: oldest first (the empty dataset, made later, comes after it)",
                  empty_ds in ids and ids.index(dataset) < ids.index(empty_ds), ids)
        items, pages, problems = c.walk_pages("/v1/datasets", {"page_size": 1})
        check(f"datasets: page_size=1 walk ({pages} pages) gives the same datasets in the same order",
              not problems and [d["id"] for d in items] == ids, "; ".join(problems))
        if got is not None:
            here = c.call("region filter", "GET", "/v1/datasets", 200, query={"region": got["region"],
                                                                                "page_size": 1000})
            if here is not None:
                check("datasets: region= keeps the dataset's region only",
                      dataset in {d["id"] for d in here["items"]}
                      and all(d["region"] == got["region"] for d in here["items"]))
            other = next((r["id"] for r in regions if r["id"] != got["region"]), None)
            if other:
                there = c.call("other region", "GET", "/v1/datasets", 200, query={"region": other})
                if there is not None:
                    check("datasets: another region= leaves it out", dataset not in {d["id"] for d in there["items"]})
    c.call("bad page_size", "GET", "/v1/datasets", 400, code="invalid_parameter", query={"page_size": "0"})
    c.call("bad page_token", "GET", "/v1/datasets", 400, code="invalid_parameter", query={"page_token": "!!"})
    c.call("missing id", "GET", "/v1/datasets/{}", 404, code="not_found", args=["ds-99999999"])
    c.call("missing id", "GET", "/v1/datasets/{}/content", 404, code="not_found", args=["ds-99999999"])
    c.call("missing id", "DELETE", "/v1/datasets/{}", 404, code="not_found", args=["ds-99999999"])

    # Content: whole, and by range. Ranged requests go with the admin key, whose request budget the run leaves
    # alone, so that each check sees the Router's answer to its Range rather than a 429.
    reader = "admin"
    content = "/v1/datasets/{}/content"
    etag = '"' + hashlib.sha256(data).hexdigest()[:32] + '"'
    c.call("whole", "GET", content, 200, args=[dataset])
    r = c.last
    check("content: the bytes sent, ETag from the SHA-256, Accept-Ranges bytes",
          r.body == data and r.headers.get("etag") == etag and r.headers.get("accept-ranges") == "bytes",
          f"{len(r.body)} bytes, ETag {r.headers.get('etag')}")
    c.call("file named", "GET", content, 200, args=[dataset], query={"file": "shard-000.bin"})
    c.call("another file", "GET", content, 404, code="not_found", args=[dataset], query={"file": "other.bin"})
    for rng, lo, hi in [("bytes=0-99", 0, 99), ("bytes=-100", len(data) - 100, len(data) - 1),
                        ("bytes=0-", 0, len(data) - 1), ("bytes=0-99999", 0, len(data) - 1)]:
        c.call(f"Range: {rng}", "GET", content, 206, role=reader, args=[dataset], headers={"Range": rng})
        r = c.last
        check(f"content [Range: {rng}]: Content-Range bytes {lo}-{hi}/{len(data)} and those bytes",
              r.headers.get("content-range") == f"bytes {lo}-{hi}/{len(data)}" and r.body == data[lo:hi + 1]
              and r.headers.get("etag") == etag,
              f"Content-Range {r.header_values('content-range')}, {len(r.body)} bytes")
    check("dataset content [Range]: one Content-Range header", len(c.last.header_values("content-range")) == 1,
              f"Content-Range {c.last.header_values('content-range')}")
    # Ranges that do not start at byte 0.
    for rng, lo, hi in [("bytes=1000-1099", 1000, 1099), ("bytes=2900-", 2900, len(data) - 1)]:
        reply = c.send("GET", fill(content, [dataset]), key=c.key(reader), headers={"Range": rng})
        judge(c, f"GET /v1/datasets/{{id}}/content [Range: {rng}] -> 206", "GET", content, reply, 206)
        check(f"dataset content [Range: {rng}]: Content-Range bytes {lo}-{hi}/{len(data)} and exactly those bytes",
                  reply.status == 206 and reply.header_values("content-range") == [f"bytes {lo}-{hi}/{len(data)}"]
                  and reply.body == data[lo:hi + 1],
                  f"{reply.status}, Content-Range {reply.header_values('content-range')}, {len(reply.body)} bytes")
    reply = c.send("GET", fill(content, [dataset]), key=c.key(reader), headers={"Range": f"bytes={len(data)}-"})
    check(f"content [Range: bytes={len(data)}-]: 416 with Content-Range bytes */{len(data)}",
          reply.status == 416 and reply.headers.get("content-range") == f"bytes */{len(data)}",
          f"{reply.status} {reply.header_values('content-range')}")
    judge(c, "dataset content [Range past the end]: the 416 is a range_not_satisfiable problem document",
                "GET", content, reply, 416, code="range_not_satisfiable")
    reply = c.send("GET", fill(content, [dataset]), key=c.key(reader), headers={"Range": "bytes=abc"})
    judge(c, "GET /v1/datasets/{id}/content [Range: bytes=abc] -> 400 invalid_parameter",
                "GET", content, reply, 400, code="invalid_parameter")
    reply = c.send("GET", fill(content, [dataset]), key=c.key(reader), headers={"Range": "bytes=0-1,3-4"})
    judge(c, "GET /v1/datasets/{id}/content [two ranges] -> 400 invalid_parameter problem document",
                "GET", content, reply, 400, code="invalid_parameter")
    reply = c.send("GET", fill(content, ["ds-99999999"]), key=c.key(reader), headers={"Range": "bytes=5000-"})
    judge(c, "GET /v1/datasets/{id}/content [no such dataset, Range: bytes=5000-] -> 404 not_found",
                "GET", content, reply, 404, code="not_found")

    # The empty upload (finished at once, see above): its dataset has nothing to read by range.
    if empty is not None:
        got = c.call("empty, at once", "GET", "/v1/datasets/{}", 200, args=[empty_ds])
        if got is not None:
            check("empty dataset: 0 bytes, SHA-256 of nothing, encryption none with key_id \"\"",
                  got["size_bytes"] == 0 and got["files"][0]["sha256"] == hashlib.sha256(b"").hexdigest()
                  and got["encryption"] == {"format": "none", "key_id": ""}, brief(got))
        c.call("empty", "GET", content, 200, args=[empty_ds])
        check("empty dataset: content is empty", c.last.body == b"", len(c.last.body))
        c.call("empty, Range: bytes=0-", "GET", content, 416, code="range_not_satisfiable", role="admin",
               args=[empty_ds], headers={"Range": "bytes=0-"})
        check("empty dataset [Range: bytes=0-]: Content-Range bytes */0",
              c.last.headers.get("content-range") == "bytes */0", c.last.header_values("content-range"))
        c.call("empty", "DELETE", "/v1/datasets/{}", 204, args=[empty_ds])
        c.call("deleted", "GET", "/v1/datasets/{}", 404, code="not_found", args=[empty_ds])
        c.call("deleted", "GET", content, 404, code="not_found", args=[empty_ds])
        c.call("deleted again", "DELETE", "/v1/datasets/{}", 404, code="not_found", args=[empty_ds])
        tus.head("its dataset deleted", empty)

    # Termination: the bytes go, the upload is gone for good.
    part = sample_bytes(4, "terminate")
    doomed = tus.create("to terminate", 10, tus_metadata(dataset="ct-doomed", filename="d.bin", encryption="none"))
    if doomed is not None:
        tus.patch("4 of 10 bytes", doomed, 0, part)
        reply = c.send("DELETE", fill("/v1/uploads/{}", [doomed]), key=c.key("owner"))
        judge(c, "DELETE /v1/uploads/{id} [no Tus-Resumable] -> 412 tus_version with Tus-Version and "
                    "Tus-Resumable", "DELETE", "/v1/uploads/{}", reply, 412, code="tus_version")
        tus("unfinished", "DELETE", "/v1/uploads/{}", 204, args=[doomed])
        tus("terminated", "DELETE", "/v1/uploads/{}", 410, code="upload_gone", args=[doomed])
        tus.head("terminated", doomed, 410)
        tus.patch("terminated", doomed, 4, part, 410, code="upload_gone")
        c.call("terminated upload", "GET", "/v1/datasets/{}", 404, code="not_found", args=[dataset_id_of(doomed)])
    tus("unknown upload", "DELETE", "/v1/uploads/{}", 404, code="not_found", args=["up-99999999"])
    tus.patch("unknown upload", "up-99999999", 0, b"x", 404, code="not_found")

    # Creation refusals.
    meta = tus_metadata(dataset="ct-refused", filename="r.bin", encryption="none")
    reply = c.send("POST", "/v1/uploads", key=c.key("owner"), body=b"",
                   headers={"Upload-Length": "10", "Upload-Metadata": meta})
    judge(c, "POST /v1/uploads [no Tus-Resumable] -> 412 tus_version with Tus-Version and Tus-Resumable",
                "POST", "/v1/uploads", reply, 412, code="tus_version")
    check("POST without Tus-Resumable: 412 names Tus-Version 1.0.0",
          reply.status == 412 and reply.headers.get("tus-version") == TUS_VERSION, brief(reply.headers))
    reply = c.send("HEAD", fill("/v1/uploads/{}", [upload]), key=c.key("owner"))
    judge(c, "HEAD /v1/uploads/{id} [no Tus-Resumable] -> 412 with Tus-Version", "HEAD", "/v1/uploads/{}",
                reply, 412)
    for label, length in [("Upload-Length not a number", "ten"), ("Upload-Length negative", "-1"),
                          ("Upload-Length empty (deferred length)", "")]:
        tus.create(label, length, meta, 400, code="invalid_parameter")
    tus("no Upload-Metadata", "POST", "/v1/uploads", 400, code="invalid_parameter", headers={"Upload-Length": "10"})
    tus.create("over Tus-Max-Size", TUS_MAX_SIZE + 1, meta, 413, code="upload_too_large")

    # Idempotency-Key: optional, honoured when sent.
    key = str(uuid.uuid4())
    meta = tus_metadata(dataset="ct-idem", filename="i.bin", encryption="none")
    first = tus.create("with an Idempotency-Key", 10, meta, headers={"Idempotency-Key": key})
    if first is not None:
        again = tus.create("same key, same upload", 10, meta, headers={"Idempotency-Key": key})
        check("idempotent creation: the replay names the same upload", again == first, f"{again} != {first}")
        tus.create("same key, other length", 11, meta, 422, code="idempotency_key_reused",
                   headers={"Idempotency-Key": key})
        tus.create("same key, other metadata", 10, tus_metadata(dataset="ct-idem-2", filename="i.bin",
                                                               encryption="none"),
                   422, code="idempotency_key_reused", headers={"Idempotency-Key": key})
        third = tus.create("no key, same upload", 10, meta)
        check("creation without a key is not deduplicated", third not in (None, first), third)
        for u in [first, third]:
            if u:
                tus("clean up", "DELETE", "/v1/uploads/{}", 204, args=[u])
    reply = c.send("POST", "/v1/uploads", key=c.key("owner"), body=b"",
                   headers={"Tus-Resumable": TUS_VERSION, "Upload-Length": "10", "Upload-Metadata": meta,
                            "Idempotency-Key": "k" * 256})
    judge(c, "POST /v1/uploads [Idempotency-Key of 256 characters] -> 400 invalid_parameter",
                "POST", "/v1/uploads", reply, 400, code="invalid_parameter")
    stray = upload_id_of(reply.headers.get("location"))
    if stray:
        c.send("DELETE", fill("/v1/uploads/{}", [stray]), key=c.key("owner"), headers={"Tus-Resumable": TUS_VERSION})

    # Upload data is metered by bytes: HEAD and PATCH never take from the per-key request budget.
    statuses = [c._send_once("HEAD", fill("/v1/uploads/{}", [upload]), c.key("owner"), None,
                             {"Tus-Resumable": TUS_VERSION}, None).status for _ in range(200)]
    check("HEAD /v1/uploads/{id}: 200 in a row are never 429 (not rate-limited per request)",
          statuses.count(200) == 200, f"statuses {sorted(set(statuses))}, {statuses.count(429)} x 429")
    tus.report("uploads")


def test_upload_storage_quota(c):
    """413 storage_quota_exceeded when the tenant's quota cannot hold another Tus-Max-Size upload; terminating
    an unfinished upload frees what it held."""
    tenant = c.tenant
    key = tenant["keys"]["owner"]
    tus = Tus(c)
    meta = tus_metadata(dataset="ct-quota", filename="q.bin", encryption="none")
    held = []
    for _ in range(8):
        upload = tus.create(f"{tenant['id']}, 1 TiB", TUS_MAX_SIZE, meta, status=None, role=key)
        if upload is None:
            break
        held.append(upload)
    check(f"POST /v1/uploads [{tenant['id']}]: 1 TiB uploads are refused once the quota is held",
          c.last.status == 413 and c.last.json().get("code") == "storage_quota_exceeded",
          f"{len(held)} accepted, then {c.last.status}")
    for upload in held:
        tus("free the quota", "DELETE", "/v1/uploads/{}", 204, role=key, args=[upload])
    if held:
        again = tus.create(f"{tenant['id']}, 1 TiB after terminating them", TUS_MAX_SIZE, meta, role=key)
        if again:
            tus("free the quota", "DELETE", "/v1/uploads/{}", 204, role=key, args=[again])
    else:
        print(f"SKIP storage quota: {tenant['id']} cannot hold one upload of Tus-Max-Size", flush=True)
    tus.report("storage quota")


def test_upload_metadata(c):
    tus = Tus(c)
    ok = {"dataset": "ct-meta", "filename": "m.bin", "encryption": "cd-aes256gcm-v1", "key_id": "0f" * 16}
    cases = [
        ("no dataset", tus_metadata(**{k: v for k, v in ok.items() if k != "dataset"})),
        ("dataset empty", tus_metadata(**dict(ok, dataset=""))),
        ("dataset of 101 characters", tus_metadata(**dict(ok, dataset="d" * 101))),
        ("no filename", tus_metadata(**{k: v for k, v in ok.items() if k != "filename"})),
        ("filename with a slash", tus_metadata(**dict(ok, filename="a/b.bin"))),
        ("bad base64", "dataset !!!,filename bS5iaW4=,encryption bm9uZQ=="),
        ("a key twice", tus_metadata(**ok) + ",dataset eA=="),
        ("encryption aes-128-cbc", tus_metadata(**dict(ok, encryption="aes-128-cbc"))),
        ("no encryption", tus_metadata(**{k: v for k, v in ok.items() if k != "encryption"})),
        ("key_id not hex", tus_metadata(**dict(ok, key_id="zz" * 16))),
        ("key_id upper-case hex", tus_metadata(**dict(ok, key_id="0F" * 16))),
        ("key_id of 31 digits", tus_metadata(**dict(ok, key_id="0" * 31))),
        ("encrypted without key_id", tus_metadata(**{k: v for k, v in ok.items() if k != "key_id"})),
    ]
    for label, meta in cases:
        tus.create(label, 10, meta, 400, code="invalid_parameter")
    tus("Upload-Metadata empty", "POST", "/v1/uploads", 400, code="invalid_parameter",
        headers={"Upload-Length": "10", "Upload-Metadata": ""})
    # The optional keys: a region, and none of key_id with encryption none (ignored when sent).
    upload, dataset = upload_whole(tus, "encryption none, key_id ignored", b"plain", key_id="not-a-key")
    if dataset:
        got = c.call("encryption none", "GET", "/v1/datasets/{}", 200, args=[dataset])
        if got is not None:
            check("metadata: with encryption none the dataset's key_id is \"\"",
                  got["encryption"] == {"format": "none", "key_id": ""}, brief(got["encryption"]))
        c.call("clean up", "DELETE", "/v1/datasets/{}", 204, args=[dataset])
    regions = c.send("GET", "/v1/regions", key=c.key("owner")).json().get("items", [])
    if len(regions) > 1:
        upload, dataset = upload_whole(tus, "region named", b"", region=regions[-1]["id"])
        if dataset:
            got = c.call("region named", "GET", "/v1/datasets/{}", 200, args=[dataset])
            if got is not None:
                check("metadata: region names the dataset's region", got["region"] == regions[-1]["id"], got["region"])
            c.call("clean up", "DELETE", "/v1/datasets/{}", 204, args=[dataset])
    meta = tus_metadata(dataset="ct-region", filename="r.bin", encryption="none") + ",region"
    reply = c.send("POST", "/v1/uploads", key=c.key("owner"), body=b"",
                   headers={"Tus-Resumable": TUS_VERSION, "Upload-Length": "0", "Upload-Metadata": meta})
    region = None
    if reply.status == 201:
        made = dataset_id_of(upload_id_of(reply.headers.get("location")))
        got = c.send("GET", fill("/v1/datasets/{}", [made]), key=c.key("owner"))
        region = got.json().get("region") if got.status == 200 else None
        c.send("DELETE", fill("/v1/datasets/{}", [made]), key=c.key("owner"))
    check('POST /v1/uploads [region key without a value] makes no dataset with region ""',
              reply.status == 400 or (reply.status == 201 and region), f"{reply.status}, region {region!r}")
    tus.report("upload metadata")


def test_upload_roles(c):
    tus = Tus(c)
    tenant = c.tenant["id"]
    support = {"X-Tenant-Id": tenant}
    meta = tus_metadata(dataset="ct-roles", filename="r.bin", encryption="none")
    data = sample_bytes(64, "roles")
    open_upload = tus.create("member", 100, meta, role="member")
    upload, dataset = upload_whole(tus, "member", data, role="member")
    if not (open_upload and dataset):
        return
    owner_ids = [d["id"] for d in (c.call("owner", "GET", "/v1/datasets", 200, query={"page_size": 1000}) or
                                   {"items": []})["items"]]

    # viewer: reads, never writes.
    listed = c.call("viewer", "GET", "/v1/datasets", 200, role="viewer", query={"page_size": 1000})
    if listed is not None:
        check("datasets [viewer]: the same datasets as the owner", [d["id"] for d in listed["items"]] == owner_ids)
    c.call("viewer", "GET", "/v1/datasets/{}", 200, role="viewer", args=[dataset])
    c.call("viewer", "GET", "/v1/datasets/{}/content", 200, role="viewer", args=[dataset])
    tus.head("viewer", open_upload, role="viewer")
    tus.create("viewer", 10, meta, 403, code="forbidden", role="viewer")
    tus.patch("viewer", open_upload, 0, data, 403, code="forbidden", role="viewer")
    tus("viewer", "DELETE", "/v1/uploads/{}", 403, code="forbidden", role="viewer", args=[open_upload])
    c.call("viewer", "DELETE", "/v1/datasets/{}", 403, code="forbidden", role="viewer", args=[dataset])

    # Support staff acting as the tenant: read-only.
    listed = c.call("support as tenant", "GET", "/v1/datasets", 200, role="support", headers=support,
                    query={"page_size": 1000})
    if listed is not None:
        check("datasets [support as tenant]: the tenant's datasets", [d["id"] for d in listed["items"]] == owner_ids)
    c.call("support as tenant", "GET", "/v1/datasets/{}", 200, role="support", headers=support, args=[dataset])
    tus.head("support as tenant", open_upload, role="support", headers=support)
    tus.create("support as tenant", 10, meta, 403, code="forbidden", role="support", headers=support,
               expect_tus=False)
    tus.patch("support as tenant", open_upload, 0, data, 403, code="forbidden", role="support", headers=support,
              expect_tus=False)
    tus("support as tenant", "DELETE", "/v1/uploads/{}", 403, code="forbidden", role="support", args=[open_upload],
        headers=support, expect_tus=False)
    c.call("support as tenant", "DELETE", "/v1/datasets/{}", 403, code="forbidden", role="support",
           args=[dataset], headers=support)
    c.call("support, unknown tenant", "GET", "/v1/datasets", 404, code="not_found", role="support",
           headers={"X-Tenant-Id": "tn-no-such-tenant"})

    # billing: no datasets at all.
    c.call("billing", "GET", "/v1/datasets", 403, code="forbidden", role="billing")
    c.call("billing", "GET", "/v1/datasets/{}", 403, code="forbidden", role="billing", args=[dataset])
    c.call("billing", "GET", "/v1/datasets/{}/content", 403, code="forbidden", role="billing", args=[dataset])
    tus.head("billing", open_upload, 403, role="billing")
    tus.create("billing", 10, meta, 403, code="forbidden", role="billing")

    # No key.
    c.call("no key", "GET", "/v1/datasets", 401, code="unauthorized", role=None)
    tus.create("no key", 10, meta, 401, code="unauthorized", role=None, expect_tus=False)
    tus.head("no key", open_upload, 401, role=None, expect_tus=False)
    check("roles: the refused PATCHes stored nothing", tus.offset(open_upload) == 0, tus.offset(open_upload))
    tus("admin", "DELETE", "/v1/uploads/{}", 204, role="admin", args=[open_upload])
    c.call("member", "DELETE", "/v1/datasets/{}", 204, role="member", args=[dataset])
    tus.report("upload roles")


def test_upload_other_tenant(c):
    """Another tenant's uploads and datasets are answered exactly like ones that do not exist."""
    if len(c.keys["tenants"]) < 2:
        print("SKIP upload other tenant: the keys file has one tenant", flush=True)
        return
    theirs = c.keys["tenants"][1]["keys"]["owner"]
    tus = Tus(c)
    data = sample_bytes(100, "isolation")
    open_upload = tus.create("tenant 1", 200, tus_metadata(dataset="ct-mine", filename="m.bin", encryption="none"))
    upload, dataset = upload_whole(tus, "tenant 1", data)
    if not (open_upload and dataset):
        return
    tus.patch("tenant 1, first half", open_upload, 0, data)
    tus.head("another tenant's upload", open_upload, 404, role=theirs)
    tus.patch("another tenant's upload", open_upload, 100, data, 404, code="not_found", role=theirs)
    tus("another tenant's upload", "DELETE", "/v1/uploads/{}", 404, code="not_found", role=theirs, args=[open_upload])
    c.call("another tenant's dataset", "GET", "/v1/datasets/{}", 404, code="not_found", role=theirs, args=[dataset])
    c.call("another tenant's dataset", "GET", "/v1/datasets/{}/content", 404, code="not_found", role=theirs,
           args=[dataset])
    c.call("another tenant's dataset", "DELETE", "/v1/datasets/{}", 404, code="not_found", role=theirs,
           args=[dataset])
    listed = c.call("owner of tenant 2", "GET", "/v1/datasets", 200, role=theirs, query={"page_size": 1000})
    if listed is not None:
        check("datasets: tenant 2's list does not show tenant 1's dataset",
              dataset not in {d["id"] for d in listed["items"]})
    check("other tenant: tenant 1's upload is untouched (offset 100)", tus.offset(open_upload) == 100,
          tus.offset(open_upload))
    c.call("tenant 1, after", "GET", "/v1/datasets/{}", 200, args=[dataset])
    # Idempotency keys are the tenant's: the same key in another tenant is another upload.
    key, meta = str(uuid.uuid4()), tus_metadata(dataset="ct-key", filename="k.bin", encryption="none")
    mine = tus.create("tenant 1, keyed", 10, meta, headers={"Idempotency-Key": key})
    other = tus.create("tenant 2, same key", 10, meta, role=theirs, headers={"Idempotency-Key": key})
    check("idempotency keys are per tenant: the same key makes tenant 2 its own upload",
          mine and other and mine != other, f"{mine} {other}")
    for u, role in [(mine, "owner"), (other, theirs), (open_upload, "owner")]:
        if u:
            tus("clean up", "DELETE", "/v1/uploads/{}", 204, role=role, args=[u])
    c.call("clean up", "DELETE", "/v1/datasets/{}", 204, args=[dataset])
    tus.report("upload other tenant")


def test_large_dataset(c):
    """A file over 64 MiB: PATCH bodies are at most 64 MiB, content needs a Range and comes 64 MiB at a time."""
    tus = Tus(c)
    size = MAX_WHOLE_BODY + 1
    data = sample_bytes(size, "large")
    upload = tus.create("64 MiB + 1 byte", size, tus_metadata(dataset="ct-large", filename="large.bin",
                                                              encryption="none"))
    if upload is None:
        return
    reply = c.send("PATCH", fill("/v1/uploads/{}", [upload]), key=c.key("owner"), body=data,
                   headers={"Tus-Resumable": TUS_VERSION, "Upload-Offset": "0", "Content-Type": OFFSET_STREAM})
    c.judge("a body of 64 MiB + 1 byte", "PATCH", "/v1/uploads/{}", fill("/v1/uploads/{}", [upload]), reply, 413)
    check("a PATCH body over 64 MiB stored nothing: HEAD offset 0", tus.offset(upload) == 0, tus.offset(upload))
    tus.patch("64 MiB", upload, 0, data[:MAX_WHOLE_BODY])
    tus.patch("the last byte", upload, MAX_WHOLE_BODY, data[MAX_WHOLE_BODY:])
    dataset = dataset_id_of(upload)
    got = c.call("64 MiB + 1 byte", "GET", "/v1/datasets/{}", 200, args=[dataset])
    if got is not None:
        check("large dataset: size and SHA-256 of the bytes sent",
              got["size_bytes"] == size and got["files"][0]["sha256"] == hashlib.sha256(data).hexdigest(), brief(got))
    content = "/v1/datasets/{}/content"
    c.call("over 64 MiB, no Range", "GET", content, 400, code="range_required", args=[dataset])
    c.call("over 64 MiB, Range: bytes=0-", "GET", content, 206, role="admin", args=[dataset],
           headers={"Range": "bytes=0-"})
    r = c.last
    check("large content [Range: bytes=0-]: a shorter 206 - the first 64 MiB, as Content-Range says",
          r.headers.get("content-range") == f"bytes 0-{MAX_WHOLE_BODY - 1}/{size}" and r.body == data[:MAX_WHOLE_BODY],
          f"Content-Range {r.headers.get('content-range')}, {len(r.body)} bytes")
    c.call("over 64 MiB, Range: bytes=-1", "GET", content, 206, role="admin", args=[dataset],
           headers={"Range": "bytes=-1"})
    r = c.last
    check("large content [Range: bytes=-1]: the last byte",
          r.headers.get("content-range") == f"bytes {size - 1}-{size - 1}/{size}" and r.body == data[-1:],
          f"Content-Range {r.headers.get('content-range')}, {len(r.body)} bytes")
    c.call("clean up", "DELETE", "/v1/datasets/{}", 204, args=[dataset])
    tus.report("large dataset")


def test_dataset_clusters(c, fits):
    """Launches name datasets of the tenant; a dataset a cluster uses cannot be deleted."""
    if fits is None:
        return
    tus = Tus(c)
    upload, dataset = upload_whole(tus, "for a cluster", sample_bytes(32, "cluster"))
    if dataset is None:
        return
    pool = {"name": "train", "offering_id": fits["id"], "node_count": 1}
    estimate = c.call_json("with the dataset", "POST", "/v1/estimates", 200, {"pools": [pool], "datasets": [dataset]})
    if estimate is not None:
        check("estimate: a real dataset is no problem",
              "unknown_dataset" not in {p["code"] for p in estimate["problems"]}, brief(estimate["problems"]))

    def launch(label, datasets, status, code=None, role="owner"):
        body = {"name": "ct-" + uuid.uuid4().hex[:10], "pools": [pool], "datasets": datasets}
        return c.call_json(label, "POST", "/v1/clusters", status, body, code=code, role=role,
                           headers={"Idempotency-Key": str(uuid.uuid4())})

    launch("unknown dataset", ["ds-99999999"], 422, code="unknown_dataset")
    launch("a real dataset and an unknown one", [dataset, "ds-99999999"], 422, code="unknown_dataset")
    if len(c.keys["tenants"]) > 1:
        launch("another tenant's dataset", [dataset], 422, code="unknown_dataset",
               role=c.keys["tenants"][1]["keys"]["owner"])
    k = launch("with the dataset", [dataset], 202)
    if k is None:
        return
    check("launch: the cluster names the dataset", k["datasets"] == [dataset], k["datasets"])
    got = c.call("in use", "GET", "/v1/datasets/{}", 200, args=[dataset])
    if got is not None:
        check("dataset: attached_clusters names the cluster", got["attached_clusters"] == [k["id"]],
              got["attached_clusters"])
    c.call("in use", "DELETE", "/v1/datasets/{}", 409, code="dataset_in_use", args=[dataset])
    k = change(c, "the dataset's cluster", "DELETE", "", k["id"], 202)
    if k is None:
        return
    c.call("its cluster terminating", "DELETE", "/v1/datasets/{}", 409 if k["state"] != "terminated" else 204,
           code="dataset_in_use" if k["state"] != "terminated" else None, args=[dataset])
    # Terminating takes 20 to 45 s of simulated time, and the run's clock goes at 1x.
    print(f"SKIP dataset delete after its cluster is terminated: {k['id']} is {k['state']}, and terminating takes "
          "20 to 45 simulated seconds (clock speed 1)", flush=True)
    tus.report("datasets and clusters")

# ----------------------------------------------------------------------------- served: billing

# How a closed range of past days is shown in check names, so that they stay the same from run to run.
RANGE_SHOWN = {"start": "today-35d", "end": "today"}
# Lines of a page that are validated against the spec when a check only needs the page's envelope: the
# lines of a range are validated once, and other listings of them are compared with those.
SAMPLED_LINES = 20


def billing_get(c, label, template, status=200, code=None, role="owner", query=None, shown=None, headers=None,
                sample=None):
    """One GET of a billing path judged against the spec; the JSON body or None.

    `shown` replaces the values of parameters in the check's name (the run's dates). With `sample`, only
    that many of the answer's items are validated (the rest are compared with validated ones by the caller);
    the whole body is returned all the same."""
    key = c.key(role) if role in ROLES + ["support"] else role
    reply = c.send("GET", template, key=key, query=query, headers=headers)
    judged = reply
    body = None
    if sample is not None and reply.status == 200 and reply.media_type() == "application/json":
        try:
            body = reply.json()
            cut = dict(body, items=body["items"][:sample])
            judged = Reply(reply.status, reply.headers, json.dumps(cut).encode("utf-8"), raw_headers=reply.raw_headers)
        except (ValueError, TypeError, KeyError):
            body = None
    display = dict(query or {})
    display.update({k: v for k, v in (shown or {}).items() if k in display})
    ok = c.judge(label, "GET", template, template, judged, status, code, display or None)
    return body if ok is not None and body is not None else ok


def utc(text):
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


def month_after(t):
    return t.replace(year=t.year + t.month // 12, month=t.month % 12 + 1)


def closed_range(c):
    """[today - 35 days, today) as dates: past days, whose lines no longer change."""
    today = sim_now(c).date()
    return {"start": (today - timedelta(days=35)).isoformat(), "end": today.isoformat()}


def line_problems(lines, tenant_id, start=None, end=None):
    """What the schema cannot say about lines: key order, ids, the account, whole UTC days inside the range
    and their month, the sign of credits, utilization on split rows, the order of the listing."""
    problems = []
    ids = [l["id"] for l in lines]
    if len(ids) != len(set(ids)):
        problems.append(f"{len(ids) - len(set(ids))} ids appear twice")
    for l in lines:
        where = l.get("id")
        if list(l) != ["id"] + FOCUS_COLUMNS:
            problems.append(f"{where}: keys are not id and the FOCUS columns in order")
            continue
        if l["BillingAccountId"] != tenant_id:
            problems.append(f"{where}: BillingAccountId {l['BillingAccountId']}")
        a, b = utc(l["ChargePeriodStart"]), utc(l["ChargePeriodEnd"])
        if b - a != timedelta(days=1) or (a.hour, a.minute, a.second) != (0, 0, 0):
            problems.append(f"{where}: charge period {a} - {b} is not one UTC day")
        if (start and b <= start) or (end and a >= end):
            problems.append(f"{where}: charge period {a} outside the range")
        month = a.replace(day=1)
        if utc(l["BillingPeriodStart"]) != month or utc(l["BillingPeriodEnd"]) != month_after(month):
            problems.append(f"{where}: billing period is not the month of the charge period")
        cost = Decimal(l["BilledCost"])
        if (l["ChargeCategory"] == "Credit" and cost > 0) or (l["ChargeCategory"] == "Usage" and cost < 0):
            problems.append(f"{where}: {l['ChargeCategory']} of {cost}")
        if l["x_AllocationType"] is not None and l["x_GpuUtilizationAvg"] is None:
            problems.append(f"{where}: a {l['x_AllocationType']} row without x_GpuUtilizationAvg")
    split = [l.get("x_AllocationType") for l in lines]
    if split.count("workload") != split.count("idle"):
        problems.append(f"{split.count('workload')} workload rows but {split.count('idle')} idle rows")
    order = [(l["ChargePeriodStart"], l["x_ClusterName"] or "", l["ResourceId"] or "")
             for l in lines if "x_ClusterName" in l and "ResourceId" in l]
    if order != sorted(order):
        problems.append("not ordered by ChargePeriodStart, x_ClusterName, ResourceId")
    return problems


def walk_line_items(c, query, page_size, role="owner", validate=True, max_pages=200):
    """Follow next_page_token through a listing. Returns (lines, pages, problems); every page is judged
    against the spec when `validate` (the envelope only otherwise)."""
    lines, pages, problems, token, seen, as_of, totals = [], 0, [], None, set(), set(), set()
    while pages < max_pages:
        q = dict(query, page_size=page_size)
        if token:
            q["page_token"] = token
        reply = c.send("GET", LINE_ITEMS, key=c.key(role), query=q)
        pages += 1
        try:
            body = reply.json() if reply.status == 200 else None
            assert isinstance(body["items"], list)
        except (ValueError, TypeError, KeyError, AssertionError):
            problems.append(f"page {pages}: status {reply.status}")
            break
        checked = body if validate else dict(body, items=body["items"][:1])
        errors = c.spec.validate(checked, c.spec.schema("LineItemList"))
        if errors:
            problems.append(f"page {pages}: " + "; ".join(errors))
        if len(body["items"]) > page_size:
            problems.append(f"page {pages} has {len(body['items'])} lines > page_size {page_size}")
        lines += body["items"]
        as_of.add(body.get("as_of"))
        totals.add(body.get("total_count"))
        token = body.get("next_page_token")
        if token is None:
            break
        if token in seen:
            problems.append(f"page {pages} hands out a next_page_token seen before")
            break
        seen.add(token)
    else:
        problems.append(f"next_page_token still set after {pages} pages")
    if len(as_of) != 1:
        problems.append(f"the pages say {len(as_of)} different as_of: {sorted(map(str, as_of))[:3]}")
    if totals != {len(lines)}:
        problems.append(f"total_count {sorted(map(str, totals))} but {len(lines)} lines walked")
    ids = [l["id"] for l in lines]
    if len(ids) != len(set(ids)):
        problems.append(f"{len(ids) - len(set(ids))} ids on two pages")
    return lines, pages, problems


def group_key(line, columns):
    """A line's values of `columns` as a group's key writes them: text, x_GpuCount in digits, null for null."""
    return tuple(None if line[col] is None else str(line[col]) for col in columns)


def test_billing_roles(c):
    """billing:read for owner, admin, viewer, billing and support; billing:write for owner, admin, billing."""
    tenant = c.tenant["id"]
    as_tenant = {"X-Tenant-Id": tenant}
    listed = None
    for role in ROLES + ["support"]:
        who = "support as tenant" if role == "support" else role
        headers = as_tenant if role == "support" else None
        status, code = (200, None) if role in BILLING_READERS else (403, "forbidden")
        page = billing_get(c, who, LINE_ITEMS, status, code, role=role, query={"page_size": 1}, headers=headers)
        if page is not None and status == 200:
            check(f"line items [{who}]: the tenant's lines, one on the page",
                  len(page["items"]) == 1 and page["items"][0]["BillingAccountId"] == tenant
                  and page["total_count"] > 1, brief(page, 200))
        billing_get(c, who, "/v1/billing/summary", status, code, role=role, headers=headers)
        billing_get(c, who, "/v1/billing/invoices", status, code, role=role, headers=headers)
        budgets = billing_get(c, who, BUDGETS, status, code, role=role, headers=headers)
        if role == "owner":
            listed = budgets
    if listed is None:
        return
    # Writers put the list back as it is (ids included) and get it unchanged; everyone else is refused.
    same = {"items": listed["items"]}
    request_conforms(c, "unchanged list", "PUT", BUDGETS, same)
    for role in ROLES + ["support"]:
        who = "support as tenant" if role == "support" else role
        headers = as_tenant if role == "support" else None
        if role in BILLING_WRITERS:
            saved = c.call_json(who, "PUT", BUDGETS, 200, same, role=role, headers=headers)
            if saved is not None:
                check(f"budgets [{who}]: PUT of the list as it is answers it unchanged",
                      saved["items"] == listed["items"], brief(saved))
        else:
            c.call_json(who, "PUT", BUDGETS, 403, same, code="forbidden", role=role, headers=headers)
    c.call("support, unknown tenant", "GET", LINE_ITEMS, 404, code="not_found", role="support",
           headers={"X-Tenant-Id": "tn-no-such-tenant"})
    c.call("no key", "GET", LINE_ITEMS, 401, code="unauthorized", role=None)
    c.call_json("no key", "PUT", BUDGETS, 401, same, code="unauthorized", role=None)
    c.call("support, no tenant", "GET", LINE_ITEMS, 403, code="forbidden", role="support")


def test_line_items(c):
    """A closed range of past days: its lines, their pages, filters, groups, and the parameters' errors."""
    tenant = c.tenant["id"]
    rng = closed_range(c)
    start, end = utc(rng["start"] + "T00:00:00Z"), utc(rng["end"] + "T00:00:00Z")
    lines, pages, problems = walk_line_items(c, rng, 250)
    check("line items: page_size=250 walk of a closed range: every page conforms, one as_of, total_count = lines "
          "walked, no id twice", not problems and pages > 1, "; ".join(problems[:6]) or f"{pages} page")
    if not lines:
        check("line items: the seeded history has lines in the range", False)
        return None
    problems = line_problems(lines, tenant, start, end)
    check("line items: id and the FOCUS columns in order, the tenant's account, whole UTC days in the range, "
          "credits negative, ordered", not problems, "; ".join(problems[:6]))
    one = billing_get(c, "a closed range, one page", LINE_ITEMS, query=dict(rng, page_size=5000), shown=RANGE_SHOWN,
                      sample=SAMPLED_LINES)
    if one is not None:
        check("line items: one page of 5000 has the lines of the walk, in order, amounts and all",
              one["items"] == lines and one["next_page_token"] is None and one["total_count"] == len(lines),
              f"{len(one['items'])} lines, total_count {one['total_count']}, walked {len(lines)}")
    same = billing_get(c, "a closed range as RFC 3339 times, +08:00", LINE_ITEMS,
                       query={"start": rng["start"] + "T08:00:00+08:00", "end": rng["end"] + "T00:00:00Z",
                              "page_size": 5000},
                       shown={"start": "today-35dT08:00:00+08:00", "end": "todayT00:00:00Z"}, sample=SAMPLED_LINES)
    if same is not None:
        check("line items: a date and the RFC 3339 time of its midnight with an offset name the same lines",
              same["items"] == lines, f"{len(same['items'])} lines, {len(lines)} expected")

    # Filters.
    clusters = [l["x_ClusterId"] for l in lines if l["x_ClusterId"]]
    if clusters:
        busiest = max(set(clusters), key=clusters.count)
        only = billing_get(c, "cluster_id", LINE_ITEMS, query=dict(rng, page_size=5000, cluster_id=busiest),
                           shown=dict(RANGE_SHOWN, cluster_id="<the busiest>"), sample=SAMPLED_LINES)
        if only is not None:
            check("line items: cluster_id gives exactly that cluster's lines",
                  only["items"] == [l for l in lines if l["x_ClusterId"] == busiest] and only["total_count"] == len(
                      only["items"]), f"{len(only['items'])} lines")
    credits = billing_get(c, "charge_category=Credit", LINE_ITEMS,
                          query=dict(rng, page_size=5000, charge_category="Credit"), shown=RANGE_SHOWN,
                          sample=SAMPLED_LINES)
    if credits is not None:
        expected = [l for l in lines if l["ChargeCategory"] == "Credit"]
        check("line items: charge_category=Credit gives exactly the Credit lines, and there are some",
              credits["items"] == expected and expected, f"{len(credits['items'])} lines")
    nothing = billing_get(c, "charge_category=Tax", LINE_ITEMS, query=dict(rng, charge_category="Tax"),
                          shown=RANGE_SHOWN)
    if nothing is not None:
        check("line items: charge_category=Tax gives none (the platform charges no tax)",
              nothing["items"] == [] and nothing["total_count"] == 0 and nothing["next_page_token"] is None)

    # Groups.
    columns = ["x_ClusterName", "ChargeCategory"]
    groups = billing_get(c, "group_by", LINE_ITEMS, query=dict(rng, group_by=",".join(columns)), shown=RANGE_SHOWN)
    if groups is not None:
        totals = {}
        for currency in {l["BillingCurrency"] for l in lines}:
            lines_sum = sum((Decimal(l["BilledCost"]) for l in lines if l["BillingCurrency"] == currency), Decimal(0))
            groups_sum = sum((Decimal(g["billed_cost"]) for g in groups["items"] if g["currency"] == currency),
                             Decimal(0))
            totals[currency] = (str(groups_sum), str(lines_sum))
        check("line items: the groups' billed_cost adds up to the BilledCost of all the range's lines, per currency",
              all(a == b for a, b in totals.values()) and totals, brief(totals))
        expected = {}
        for l in lines:
            e = expected.setdefault((l["BillingCurrency"],) + group_key(l, columns), [Decimal(0)] * 3 + [0])
            e[0] += Decimal(l["BilledCost"])
            e[1] += Decimal(l["EffectiveCost"])
            e[2] += Decimal(l["ListCost"])
            e[3] += 1
        got = {(g["currency"],) + tuple(g["key"].get(col) for col in columns):
               [Decimal(g["billed_cost"]), Decimal(g["effective_cost"]), Decimal(g["list_cost"]), g["line_count"]]
               for g in groups["items"]}
        problems = [f"key {sorted(g['key'])}" for g in groups["items"] if sorted(g["key"]) != sorted(columns)]
        problems += [f"{len(groups['items'])} groups for {len(got)} keys"] if len(got) != len(groups["items"]) else []
        problems += [f"{k}: {got.get(k)} != lines' {v}" for k, v in expected.items() if got.get(k) != v]
        problems += [f"{k}: no such lines" for k in got if k not in expected]
        check("line items: one group per currency and key, each the sum of its lines (billed, effective, list, count)",
              groups["group_by"] == columns and not problems, "; ".join(map(str, problems[:5])))
        billed = [Decimal(g["billed_cost"]) for g in groups["items"]]
        check("line items: groups come largest billed_cost first", billed == sorted(billed, reverse=True), billed[:8])
    every = billing_get(c, "group_by every groupable column", LINE_ITEMS,
                        query=dict(rng, group_by=",".join(FOCUS_GROUPABLE)),
                        shown=dict(RANGE_SHOWN, group_by="<the 32 groupable columns>"), sample=SAMPLED_LINES)
    if every is not None:
        got = sorted((g["currency"],) + tuple(g["key"].get(col) for col in FOCUS_GROUPABLE) + (g["line_count"],)
                     for g in every["items"])
        counts = {}
        for l in lines:
            k = (l["BillingCurrency"],) + group_key(l, FOCUS_GROUPABLE)
            counts[k] = counts.get(k, 0) + 1
        check("line items: grouped by every groupable column, the keys are the lines' values (x_GpuCount in digits)",
              every["group_by"] == FOCUS_GROUPABLE and got == sorted(k + (n,) for k, n in counts.items()),
              f"{len(got)} groups, {len(counts)} distinct lines")
    for name in FOCUS_NOT_GROUPABLE + ["NoSuchColumn", "billedcost", "x_ClusterName,Tags"]:
        billing_get(c, "not groupable", LINE_ITEMS, 400, code="unknown_column", query={"group_by": name})

    # Wrong parameters.
    future = (utc(rng["end"] + "T00:00:00Z") + timedelta(days=3)).date().isoformat()
    billing_get(c, "end before start", LINE_ITEMS, 400, code="invalid_range",
                query={"start": "2026-11-10", "end": "2026-11-01"})
    billing_get(c, "end = start", LINE_ITEMS, 400, code="invalid_range",
                query={"start": "2026-11-01T00:00:00Z", "end": "2026-11-01"})
    billing_get(c, "a start in the future, end now", LINE_ITEMS, 400, code="invalid_range", query={"start": future},
                shown={"start": "today+3d"})
    for query in [{"start": "yesterday"}, {"start": "2026-11-01T00:00:00"}, {"end": "2026-13-01"},
                  {"end": "1793491200"}, {"page_size": "0"}, {"page_size": "5001"}, {"page_size": "ten"},
                  {"page_token": "!!"}, {"page_token": base64.urlsafe_b64encode(b"nope").decode().rstrip("=")},
                  {"charge_category": "usage"}, {"charge_category": "Refund"}]:
        billing_get(c, "bad parameter", LINE_ITEMS, 400, code="invalid_parameter", query=query)
    billing_get(c, "largest page", LINE_ITEMS, query={"page_size": 5000}, sample=SAMPLED_LINES)
    return lines


def test_line_items_live(c):
    """This month so far (start and end left out): pages are priced as of the first one, whatever runs meanwhile."""
    lines, _, problems = walk_line_items(c, {}, 300, validate=False)
    check("line items: page_size=300 walk of this month so far: one as_of, total_count = lines walked, no id twice",
          not problems and lines, "; ".join(problems[:6]) or "no lines")
    now = sim_now(c)
    month = datetime(now.year, now.month, 1, tzinfo=timezone.utc)
    problems = line_problems(lines, c.tenant["id"], month, now)
    check("line items: by default the lines of this month up to now", not problems, "; ".join(problems[:6]))


def summary_problems(s, currency, now):
    """What the schema cannot say about a summary: its month, the forecast's order, credits, budgets, quotes."""
    problems = []
    D = Decimal
    month = datetime(now.year, now.month, 1, tzinfo=timezone.utc)
    if s["currency"] != currency:
        problems.append(f"currency {s['currency']}")
    if utc(s["period_start"]) != month or utc(s["period_end"]) != month_after(month):
        problems.append(f"period {s['period_start']} - {s['period_end']} is not this month")
    if abs((utc(s["as_of"]) - now).total_seconds()) > 120:
        problems.append(f"as_of {s['as_of']} is not now ({now})")
    f = s["forecast"]
    if not D(f["low"]) <= D(f["expected"]) <= D(f["high"]):
        problems.append(f"forecast low {f['low']}, expected {f['expected']}, high {f['high']} out of order")
    if D(s["credits"]) > 0 or D(s["idle_cost"]) < 0:
        problems.append(f"credits {s['credits']}, idle_cost {s['idle_cost']}")
    costs = [D(t["cost"]) for t in s["top_spenders"]]
    if costs != sorted(costs, reverse=True) or len({t["cluster_id"] for t in s["top_spenders"]}) != len(costs):
        problems.append("top_spenders not most cost first, or a cluster twice")
    tenant_budget = None
    for st in s["budgets"]:
        b = st["budget"]
        amount, spent, forecast = D(b["amount"]), D(st["spent"]), D(st["forecast"])
        if b["currency"] != currency:
            problems.append(f"budget {b['id']} in {b['currency']}")
        if st["reached"] != (spent >= amount):
            problems.append(f"budget {b['id']}: reached {st['reached']} with {spent} of {amount}")
        crossed = [t for t in b["thresholds"]
                   if (spent if t["basis"] == "actual" else forecast) * 100 >= amount * t["percent"]]
        if st["crossed"] != crossed:
            problems.append(f"budget {b['id']}: crossed {st['crossed']}, expected {crossed}")
        if st["exhausted_at"] is not None and (st["reached"] or utc(st["exhausted_at"]) >= month_after(month)):
            problems.append(f"budget {b['id']}: exhausted_at {st['exhausted_at']}")
        if b["scope"] == "tenant" and tenant_budget is None:
            tenant_budget = amount
    remaining = None if tenant_budget is None else str(tenant_budget - D(s["month_to_date"]))
    if (s["budget_remaining"] is None) != (remaining is None) or (
            remaining is not None and D(s["budget_remaining"]) != D(remaining)):
        problems.append(f"budget_remaining {s['budget_remaining']}, expected {remaining}")
    for q in s["quotes"]:
        total = D(q["quoted"]) + sum((D(d["amount"]) for d in q["differences"]), D(0))
        if total != D(q["billed"]):
            problems.append(f"quote of {q['cluster_id']}: quoted + differences = {total}, billed {q['billed']}")
        reasons = [d["reason"] for d in q["differences"]]
        if len(reasons) != len(set(reasons)):
            problems.append(f"quote of {q['cluster_id']}: a reason twice")
    return problems


def test_billing_summary(c):
    for query in [None, {"currency": "USD"}, {"currency": "CNY"}]:
        currency = (query or {}).get("currency", "USD")
        s = billing_get(c, "owner" if query else "default currency", "/v1/billing/summary", query=query)
        if s is None:
            continue
        problems = summary_problems(s, currency, sim_now(c))
        check(f"summary [{currency}{'' if query else ', by default'}]: this month, forecast low <= expected <= high, "
              "budgets' state from their amounts, budget_remaining, quoted + differences = billed",
              not problems, "; ".join(problems[:6]))
        if query is None:
            check("summary: the seeded tenant spent this month and has a tenant budget",
                  Decimal(s["month_to_date"]) > 0 and s["budget_remaining"] is not None and s["quotes"], brief(s, 200))
    billing_get(c, "currency EUR", "/v1/billing/summary", 400, code="invalid_parameter", query={"currency": "EUR"})
    billing_get(c, "currency usd", "/v1/billing/summary", 400, code="invalid_parameter", query={"currency": "usd"})


def test_invoices(c):
    now = sim_now(c)
    body = billing_get(c, "USD", "/v1/billing/invoices", query={"currency": "USD"})
    if body is None:
        return
    items, problems = body["items"], []
    month = datetime(now.year, now.month, 1, tzinfo=timezone.utc)
    for i in items:
        a, b = utc(i["period_start"]), utc(i["period_end"])
        if a.day != 1 or (a.hour, a.minute) != (0, 0) or b != month_after(a):
            problems.append(f"{i['id']}: period {a} - {b} is not a calendar month")
        if i["id"] != f"inv-{a:%Y-%m}-{i['currency']}" or i["currency"] != "USD":
            problems.append(f"{i['id']}: id or currency {i['currency']}")
        if Decimal(i["total"]) != Decimal(i["usage"]) + Decimal(i["credits"]) or Decimal(i["credits"]) > 0:
            problems.append(f"{i['id']}: total {i['total']} != usage {i['usage']} + credits {i['credits']}")
        if (i["status"] == "issued") != (b <= now):
            problems.append(f"{i['id']}: {i['status']} with the month ending {b}")
    starts = [i["period_start"] for i in items]
    if starts != sorted(starts, reverse=True) or len(set(starts)) != len(starts):
        problems.append(f"not newest first, one per month: {starts}")
    check("invoices: one per month, newest first, total = usage + credits, issued once the month is over",
          not problems and items, "; ".join(problems[:6]) or "no invoices")
    check("invoices: the first is this month's, open",
          items and items[0]["period_start"] == f"{month:%Y-%m-%dT%H:%M:%SZ}" and items[0]["status"] == "open",
          brief(items[:1]))
    # An invoice is the sum of its month's lines. Issued ones no longer change; the newest two are enough.
    for inv in [i for i in items if i["status"] == "issued"][:2]:
        month_query = {"start": inv["period_start"], "end": inv["period_end"], "page_size": 5000}
        lines = billing_get(c, "the lines of an issued invoice's month", LINE_ITEMS, query=month_query,
                            shown={"start": "<its month>", "end": "<the next>"}, sample=SAMPLED_LINES)
        if lines is None:
            continue
        ours = [l for l in lines["items"] if l["BillingCurrency"] == inv["currency"]]
        total = sum((Decimal(l["BilledCost"]) for l in ours), Decimal(0))
        credits = sum((Decimal(l["BilledCost"]) for l in ours if l["ChargeCategory"] == "Credit"), Decimal(0))
        check("invoices: an issued invoice's total and credits are the sums of its month's lines",
              lines["next_page_token"] is None and total == Decimal(inv["total"])
              and credits == Decimal(inv["credits"]),
              f"{inv['id']}: lines {total} / {credits}, invoice {inv['total']} / {inv['credits']}")
    if items and items[0]["status"] == "open":
        opened = items[0]
        lines = billing_get(c, "this month's lines, one page", LINE_ITEMS,
                            query={"start": opened["period_start"], "end": opened["period_end"], "page_size": 1},
                            shown={"start": "<this month>", "end": "<the next>"})
        if lines is not None:
            check("invoices: the open invoice's line_count is the number of its month's lines",
                      lines["total_count"] == opened["line_count"],
                      f"line_count {opened['line_count']}, line-items' total_count {lines['total_count']}")
    cny = billing_get(c, "CNY", "/v1/billing/invoices", query={"currency": "CNY"})
    if cny is not None:
        check("invoices [CNY]: only CNY invoices", all(i["currency"] == "CNY" for i in cny["items"]), brief(cny))
    default = billing_get(c, "default currency", "/v1/billing/invoices")
    if default is not None:
        check("invoices: USD by default", [i["id"] for i in default["items"]] == [i["id"] for i in items])
    billing_get(c, "currency EUR", "/v1/billing/invoices", 400, code="invalid_parameter", query={"currency": "EUR"})


def test_budgets(c, clusters):
    """A PUT round trip, the refusals (which change nothing), and the list restored."""
    original = billing_get(c, "before", BUDGETS)
    if original is None:
        return
    before = original["items"]
    reply = c.send("GET", "/v1/clusters", key=c.key("owner"), query={"state": "running"})
    running = reply.json().get("items", []) if reply.status == 200 else []
    mine = running[0]["id"] if running else None
    if mine is None:
        check("budgets: the tenant has a cluster to budget", False)
        return
    added = [
        {"name": "ct cluster cap", "scope": "cluster", "target": mine, "amount": "2500.00", "currency": "USD",
         "thresholds": [{"percent": 50}, {"percent": 90, "basis": "forecast"}], "action": "stop", "automatic": True},
        {"name": "ct region", "scope": "tag", "target": "region=eu-central-1", "amount": "300", "currency": "CNY"},
        {"name": "ct everything", "scope": "tenant", "amount": "1000000.5"},
    ]
    body = {"items": before + added}
    request_conforms(c, "round trip", "PUT", BUDGETS, body)
    saved = c.call_json("round trip", "PUT", BUDGETS, 200, body)
    if saved is None:
        return
    kept, new = saved["items"][:len(before)], saved["items"][len(before):]
    ids = [b["id"] for b in saved["items"]]
    problems = [] if kept == before else [f"the budgets sent with ids came back as {brief(kept, 200)}"]
    problems += [] if len(ids) == len(set(ids)) else [f"ids twice: {ids}"]
    for sent, got in zip(added, new):
        expect = {"name": sent["name"], "scope": sent["scope"], "target": sent.get("target"),
                  "amount": Decimal(sent["amount"]), "currency": sent.get("currency", "USD"),
                  "thresholds": [dict({"basis": "actual"}, **t) for t in sent.get("thresholds", [])],
                  "action": sent.get("action", "none"), "automatic": sent.get("automatic", False)}
        have = dict({k: v for k, v in got.items() if k != "id"}, amount=Decimal(got["amount"]))
        if have != expect or not got["id"]:
            problems.append(f"{sent['name']}: saved as {brief(got, 200)}")
    check("budgets: PUT keeps the ids sent, gives new budgets new ids and fills in the defaults",
          len(new) == len(added) and not problems, "; ".join(problems[:4]))
    got = billing_get(c, "after the round trip", BUDGETS)
    if got is not None:
        check("budgets: GET answers the list as PUT saved it", got == saved, brief(got))
    for currency in CURRENCIES:
        s = billing_get(c, f"with the new budgets, {currency}", "/v1/billing/summary", query={"currency": currency})
        if s is not None:
            check(f"summary [{currency}]: a status for each budget in {currency}, in the order saved",
                  [st["budget"] for st in s["budgets"]] == [b for b in saved["items"] if b["currency"] == currency],
                  brief([st["budget"]["id"] for st in s["budgets"]]))

    budget = {"name": "x", "scope": "tenant", "amount": "10.00"}
    theirs = None
    if len(c.keys["tenants"]) > 1:
        reply = c.send("GET", "/v1/clusters", key=c.keys["tenants"][1]["keys"]["owner"])
        theirs = next((k["id"] for k in reply.json().get("items", [])), None) if reply.status == 200 else None
    refused = [
        ("not JSON", None, b"nope", 400, "invalid_json"),
        ("a JSON array", None, b"[]", 400, "invalid_json"),
        ("items not an array", {"items": {}}, None, 422, "invalid_field"),
        ("without items", {}, None, 422, "invalid_field"),
        ("scope galaxy", {"items": [dict(budget, scope="galaxy")]}, None, 422, "invalid_field"),
        ("a numeric amount", {"items": [dict(budget, amount=10)]}, None, 422, "invalid_field"),
        ("currency EUR", {"items": [dict(budget, currency="EUR")]}, None, 422, "invalid_field"),
        ("a threshold percent as text", {"items": [dict(budget, thresholds=[{"percent": "80"}])]}, None, 422,
         "invalid_field"),
        ("a threshold basis of hope", {"items": [dict(budget, thresholds=[{"percent": 80, "basis": "hope"}])]}, None,
         422, "invalid_field"),
        ("action explode", {"items": [dict(budget, action="explode")]}, None, 422, "invalid_field"),
        ("no name", {"items": [dict(budget, name=" ")]}, None, 400, "invalid_parameter"),
        ("amount 0.00", {"items": [dict(budget, amount="0.00")]}, None, 400, "invalid_parameter"),
        ("a tenant budget with a target", {"items": [dict(budget, target=mine)]}, None, 400, "invalid_parameter"),
        ("a cluster budget without a target", {"items": [dict(budget, scope="cluster")]}, None, 400,
         "invalid_parameter"),
        ("a cluster budget naming no cluster", {"items": [dict(budget, scope="cluster", target="cl-no-such-cluster")]},
         None, 400, "invalid_parameter"),  # a schema cannot know the tenant's clusters
        ("a tag budget on color", {"items": [dict(budget, scope="tag", target="color=red")]}, None, 400,
         "invalid_parameter"),
        ("a tag budget without a value", {"items": [dict(budget, scope="tag", target="stage=")]}, None, 400,
         "invalid_parameter"),
        ("stop on a tag budget", {"items": [dict(budget, scope="tag", target="stage=inference", action="stop")]}, None,
         400, "invalid_parameter"),
        ("downsize on the tenant", {"items": [dict(budget, action="downsize")]}, None, 400, "invalid_parameter"),
        ("11 thresholds", {"items": [dict(budget, thresholds=[{"percent": p} for p in range(10, 120, 10)])]}, None,
         400, "invalid_parameter"),
        ("a threshold at 1001 %", {"items": [dict(budget, thresholds=[{"percent": 1001}])]}, None, 400,
         "invalid_parameter"),
        ("51 budgets", {"items": [budget] * 51}, None, 400, "invalid_parameter"),
        ("a good budget and a bad one", {"items": [budget, dict(budget, amount="-5.00")]}, None, 400,
         "invalid_parameter"),
    ]
    if theirs:
        refused.append(("a cluster budget naming another tenant's cluster",
                        {"items": [dict(budget, scope="cluster", target=theirs)]}, None, 400, "invalid_parameter"))
    taken = []
    for label, value, raw, status, code in refused:
        c.call_json(label, "PUT", BUDGETS, status, value, code=code, raw=raw)
        if value is not None and "naming" not in label and not c.spec.validate(value, c.spec.schema("BudgetSet")):
            taken.append(label)
    offenders("spec: the PUT /v1/billing/budgets request schema refuses every body the platform refuses "
              "(but for the clusters named)", taken)
    after = billing_get(c, "after the refusals", BUDGETS)
    if after is not None:
        check("budgets: a refused PUT changes nothing", after == saved, brief(after))
    restored = c.call_json("restore", "PUT", BUDGETS, 200, {"items": before})
    if restored is not None:
        check("budgets: putting the first list back restores it, ids and all", restored["items"] == before,
              brief(restored))


def test_billing_other_tenant(c, lines):
    """Another tenant's costs are its own: its lines, budgets and summary name nothing of the first tenant."""
    if len(c.keys["tenants"]) < 2:
        print("SKIP billing other tenant: the keys file has one tenant", flush=True)
        return
    other = c.keys["tenants"][1]
    theirs = other["keys"]["owner"]
    mine_ids = {l["id"] for l in lines or []}
    mine_clusters = {l["x_ClusterId"] for l in lines or [] if l["x_ClusterId"]}
    page = billing_get(c, "owner of tenant 2", LINE_ITEMS, role=theirs, query={"page_size": 5000})
    if page is not None:
        accounts = {l["BillingAccountId"] for l in page["items"]}
        check("line items [owner of tenant 2]: its own BillingAccountId only, none of tenant 1's lines",
              page["items"] and accounts == {other["id"]} and not {l["id"] for l in page["items"]} & mine_ids,
              f"accounts {sorted(accounts)}, {len(page['items'])} lines")
    support = billing_get(c, "support as tenant 2", LINE_ITEMS, role="support", query={"page_size": 5000},
                          headers={"X-Tenant-Id": other["id"]})
    if support is not None and page is not None:
        check("line items [support as tenant 2]: tenant 2's lines",
              {l["BillingAccountId"] for l in support["items"]} == {other["id"]}
              and [l["id"] for l in support["items"]] == [l["id"] for l in page["items"]])
    c.call("owner naming tenant 2", "GET", LINE_ITEMS, 403, code="forbidden", headers={"X-Tenant-Id": other["id"]})
    c.call_json("owner naming tenant 2", "PUT", BUDGETS, 403, {"items": []}, code="forbidden",
                headers={"X-Tenant-Id": other["id"]})
    mine = billing_get(c, "tenant 1", BUDGETS)
    budgets = billing_get(c, "owner of tenant 2", BUDGETS, role=theirs)
    if mine is not None and budgets is not None:
        check("budgets: tenant 2's list shares no budget with tenant 1's",
              not {b["id"] for b in budgets["items"]} & {b["id"] for b in mine["items"]})
    s = billing_get(c, "owner of tenant 2", "/v1/billing/summary", role=theirs)
    if s is not None:
        named = {t["cluster_id"] for t in s["top_spenders"]} | {q["cluster_id"] for q in s["quotes"]}
        check("summary [owner of tenant 2]: names none of tenant 1's clusters", not named & mine_clusters,
              sorted(named & mine_clusters))

# ----------------------------------------------------------------------------- roles and audit

MATRIX_ID = "zz-no-such-object"


def matrix_request(c, method, template, role, tenant_id):
    """One call of an operation as `role`, harmless whoever makes it: ids name nothing, bodies are
    empty objects, and streams are asked to resume from a malformed event id, so an allowed caller
    gets an error rather than a change or an endless stream."""
    who = "support" if role.startswith("support") else role
    headers = {}
    if role == "support":
        headers["X-Tenant-Id"] = tenant_id
    path = fill(template, [MATRIX_ID] * template.count("{"))
    body = None
    if method in ("POST", "PUT", "PATCH"):
        body = b"{}"
        headers["Content-Type"] = "application/json"
    if template.startswith("/v1/uploads"):
        headers["Tus-Resumable"] = "1.0.0"
        if method == "PATCH":
            headers["Content-Type"] = "application/offset+octet-stream"
            headers["Upload-Offset"] = "0"
            body = b""
    if template.endswith("/stream"):
        headers["Last-Event-ID"] = "not-an-id"
    if template.startswith("/v1/clusters/{") and method in ("PATCH", "DELETE"):
        headers["If-Match"] = '"x"'
    return c.send(method, path, key=c.key(who), headers=headers, body=body)


def test_role_matrix(c):
    """Every served operation as every role, from the spec's x-permission and ROLE_PERMISSIONS:
    403 exactly where the role lacks the permission, or where support staff would change
    something or look at tenant data without naming a tenant; never 401 or a 5xx."""
    for role in ROLES:
        me = c.call(f"{role}: permissions", "GET", "/v1/me", 200, role=role)
        if me is not None:
            check(f"me [{role}]: its permissions are the role table's",
                  set(me["permissions"]) == ROLE_PERMISSIONS[role], sorted(me["permissions"]))
    me = c.call("support: permissions", "GET", "/v1/me", 200, role="support")
    if me is not None:
        check("me [support]: its permissions are the role table's",
              set(me["permissions"]) == ROLE_PERMISSIONS["support"], sorted(me["permissions"]))
    tenant_id = c.tenant["id"]
    cells = 0
    for method, norm_path, template, op, _ in c.spec.operations():
        if not served(op) or (method, norm_path) in PUBLIC:
            continue
        permission = op.get("x-permission")
        for role in ROLES + ["support", "support without a tenant"]:
            who = "support" if role.startswith("support") else role
            changes = method not in ("GET", "HEAD", "OPTIONS") and template != "/v1/estimates"
            forbidden = (permission is not None and permission not in ROLE_PERMISSIONS[who]) or \
                        (who == "support" and changes) or \
                        (role == "support without a tenant" and method != "OPTIONS" and template.startswith(TENANT_DATA))
            reply = matrix_request(c, method, template, role, tenant_id)
            cells += 1
            if forbidden:
                ok = reply.status == 403
                expected = "403"
            else:
                ok = reply.status not in (401, 403) and reply.status < 500
                expected = f"not 403 ({permission or 'any caller'})"
            check(f"role matrix: {method} {template} as {role} -> {reply.status}", ok,
                  f"expected {expected}; body: {brief((reply.body or b'').decode('utf-8', 'replace'), 200)}")
    check(f"role matrix: {cells} calls made", cells >= 7 * 30, cells)


def audit_entries(c, role="owner", query=None):
    items, pages, problems = c.walk_pages("/v1/audit-log", dict({"page_size": 50}, **(query or {})), role=role)
    check(f"audit log [{role}]: walks to its end ({pages} pages)", not problems, "; ".join(problems))
    return items


def test_audit_log(c):
    """Support access is recorded and shown to the tenant's owners and admins, refused changes
    as denied; the log cannot be changed through the API and never shows another tenant."""
    tenant_id = c.tenant["id"]
    as_tenant = {"X-Tenant-Id": tenant_id}
    # The platform's first start wrote the tenant's past into the log (a support visit weeks ago,
    # changes days ago): this run's entries are those of the last hour.
    began = (sim_now(c) or datetime.now(timezone.utc)) - timedelta(hours=1)
    c.call("support views", "GET", "/v1/clusters", 200, role="support", headers=as_tenant)
    c.call("support views again", "GET", "/v1/clusters", 200, role="support", headers=as_tenant)
    c.call_json("support tries a change", "PUT", BUDGETS, 403, {"items": []}, code="forbidden", role="support",
                headers=as_tenant)
    c.call("support, no tenant", "GET", "/v1/clusters", 403, code="forbidden", role="support")
    entries = audit_entries(c)
    past = [e for e in entries if datetime.fromisoformat(e["time"].replace("Z", "+00:00")) < began - timedelta(days=1)]
    check("audit log: the tenant's past is there, support's visit among it",
          any(e["actor"]["role"] == "support" for e in past), brief(past))
    views = [e for e in entries if e["actor"]["role"] == "support" and e["resource"] == "/v1/clusters"
             and e["action"] == "clusters.read" and datetime.fromisoformat(e["time"].replace("Z", "+00:00")) >= began]
    check("audit log: support's view of the clusters is there, as the tenant, allowed",
          views and views[0]["acting_as"] == tenant_id and views[0]["outcome"] == "allowed"
          and views[0]["tenant_id"] == tenant_id, brief(views))
    check("audit log: the same view twice in a few minutes is one entry counted twice",
          len(views) == 1 and views[0]["count"] >= 2, brief(views))
    denied = [e for e in entries if e["actor"]["role"] == "support" and e["action"] == "billing.budgets.update"]
    check("audit log: support's refused budget change is there, denied",
          denied and denied[0]["outcome"] == "denied" and denied[0]["resource"] == BUDGETS, brief(denied))
    check("audit log: newest first", [int(e["id"]) for e in entries] == sorted((int(e["id"]) for e in entries),
                                                                              reverse=True),
          [e["id"] for e in entries[:10]])
    check("audit log: only this tenant's entries", all(e["tenant_id"] == tenant_id for e in entries),
          {e["tenant_id"] for e in entries})
    # A change by the tenant's own people is recorded too.
    c.call_json("owner changes budgets", "PUT", BUDGETS, 200, c.call("owner", "GET", BUDGETS, 200) or {"items": []})
    own = [e for e in audit_entries(c) if e["actor"]["role"] == "owner" and e["action"] == "billing.budgets.update"]
    check("audit log: the owner's budget change is there, allowed, not acting as anyone",
          own and own[0]["outcome"] == "allowed" and own[0]["acting_as"] is None, brief(own))
    support_only = audit_entries(c, query={"support_only": "true"})
    check("audit log: support_only=true lists support's entries only",
          support_only and all(e["actor"]["role"] == "support" for e in support_only), brief(support_only[:3]))
    one_by_one = audit_entries(c, query={"page_size": 1, "support_only": "true"})
    check("audit log: page_size=1 walk gives the same entries",
          [e["id"] for e in one_by_one] == [e["id"] for e in support_only],
          f"{len(one_by_one)} against {len(support_only)}")
    # Who may read it.
    c.call("admin", "GET", "/v1/audit-log", 200, role="admin")
    for role in ["member", "viewer", "billing"]:
        c.call(role, "GET", "/v1/audit-log", 403, code="forbidden", role=role)
    c.call("support", "GET", "/v1/audit-log", 403, code="forbidden", role="support", headers=as_tenant)
    # Nothing changes it.
    before = audit_entries(c)
    for method in ["POST", "PUT", "PATCH", "DELETE"]:
        reply = c.send(method, "/v1/audit-log", key=c.key("owner"), body=b"{}",
                       headers={"Content-Type": "application/json", "Idempotency-Key": str(uuid.uuid4())})
        check(f"{method} /v1/audit-log [owner] -> {reply.status}: the log cannot be changed", reply.status == 405,
              brief((reply.body or b"").decode("utf-8", "replace")))
    after = audit_entries(c)
    check("audit log: unchanged by those attempts", after == before, f"{len(before)} entries, then {len(after)}")
    for query, label in [({"page_token": "zz"}, "a forged page token"), ({"start": "yesterday"}, "a bad start"),
                         ({"support_only": "maybe"}, "a bad support_only"), ({"page_size": "0"}, "page_size 0")]:
        c.call(label, "GET", "/v1/audit-log", 400, code="invalid_parameter", query=query)
    if len(c.keys["tenants"]) > 1:
        other = c.keys["tenants"][1]
        theirs = c.call("owner of tenant 2", "GET", "/v1/audit-log", 200, role=other["keys"]["owner"],
                        query={"page_size": 1000})
        if theirs is not None:
            mine = {e["id"] for e in after}
            check("audit log: tenant 2 sees none of tenant 1's entries",
                  all(e["tenant_id"] == other["id"] for e in theirs["items"])
                  and not mine & {e["id"] for e in theirs["items"]},
                  {e["tenant_id"] for e in theirs["items"]})
    # A range selects the entries with an access in it: the support view, counted just now.
    since = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(time.time() - 5))
    c.call("support views once more", "GET", "/v1/clusters", 200, role="support", headers=as_tenant)
    recent = audit_entries(c, query={"start": since, "support_only": "true"})
    check("audit log: start finds the entry of an access made in the range",
          any(e["resource"] == "/v1/clusters" and e["action"] == "clusters.read" for e in recent),
          brief(recent[:3]))


# ----------------------------------------------------------------------------- not served

PLACEHOLDERS = {
    "idempotency-key": lambda: str(uuid.uuid4()),
    "if-match": lambda: '"x"',
    "tus-resumable": lambda: "1.0.0",
    "upload-length": lambda: "0",
    "upload-offset": lambda: "0",
    "upload-metadata": lambda: "filename eA==",
    "query": lambda: "DCGM_FI_DEV_GPU_UTIL",
    "start": lambda: "2025-01-01T00:00:00Z",
    "end": lambda: "2025-01-01T01:00:00Z",
    "step": lambda: "60",
}


def placeholder(param):
    make = PLACEHOLDERS.get(param["name"].lower())
    if make:
        return make()
    return "1" if param.get("schema", {}).get("type") == "integer" else "x"


def test_not_served(c):
    for method, path, template, op, item in c.spec.operations():
        if served(op):
            continue
        args = ["x"] * template.count("{")
        headers, query = {}, {}
        for p in c.spec.parameters(item, op):
            if p.get("required") and p["in"] == "header":
                headers[p["name"]] = placeholder(p)
            elif p.get("required") and p["in"] == "query":
                query[p["name"]] = placeholder(p)
        body = None
        if "requestBody" in op:
            media_type = next(iter(c.spec.resolve(op["requestBody"])["content"]))
            headers["Content-Type"] = media_type
            body = b"{}" if media_type.endswith("json") else b""
        if method == "HEAD":
            path = fill(template, args)
            reply = c.send(method, path, key=c.key("owner"), headers=headers)
            errors = c.conformance(method, template, reply)
            check(f"HEAD {path} [not served] -> {reply.status}", reply.status == 501 and not errors,
                  f"status {reply.status}, expected 501; " + "; ".join(errors))
            continue
        c.call("not served", method, template, 501, code="not_implemented", args=args,
               headers=headers, query=query or None, body=body)

# ----------------------------------------------------------------------------- main

def load_spec(path):
    try:
        with open(path, encoding="utf-8") as f:
            doc = yaml.safe_load(f)
    except (OSError, yaml.YAMLError) as e:
        check(f"spec: {path} loads as YAML", False, str(e))
        return None
    if not check(f"spec: {path} loads as YAML", isinstance(doc, dict), type(doc).__name__):
        return None
    return Spec(doc)


def run_live(spec, args):
    with tempfile.TemporaryDirectory(prefix="clusterdesk-contract-") as workdir:
        sim = Simulator(args.sim, workdir, args.start_timeout)
        try:
            try:
                base, keys = sim.start()
            except (RuntimeError, OSError) as e:
                check("simulator: started and wrote its port and keys", False, f"{e}\n{sim.log_tail()}")
                return
            check(f"simulator: started and wrote its port and keys ({base})", True)
            check_keys_file(keys)
            c = Client(spec, base, keys, args.request_timeout)
            run_group("meta", test_meta, c)
            run_group("me", test_me, c)
            run_group("auth", test_auth, c)
            run_group("tenants", test_tenants, c)
            regions = run_group("regions", test_regions, c) or []
            offerings = run_group("offerings", test_offerings_list, c, regions) or []
            run_group("offering filters", test_offering_filters, c, offerings)
            run_group("offering sorts", test_offering_sorts, c, offerings)
            run_group("offering parameters", test_offering_bad_parameters, c)
            run_group("offering by id", test_offering_by_id, c, offerings)
            clusters = run_group("clusters", test_clusters_list, c) or []
            run_group("cluster reads", test_cluster_reads, c, clusters)
            run_group("other tenant", test_other_tenant, c)
            target = run_group("metrics target", metrics_target, c, clusters) or (None, [], None)
            run_group("metrics exposition", test_metrics_exposition, c, clusters, *target)
            run_group("query_range", test_query_range, c, *target)
            run_group("metrics stream", test_metrics_stream, c, *target)
            fits, small = run_group("offerings to launch on", pick_offerings, c, offerings) or (None, None)
            run_group("estimates", test_estimates, c, fits, small)
            launched, created_id = run_group("launch", test_launch, c, fits, small, clusters) or (None, None)
            run_group("cluster changes", test_cluster_changes, c, clusters, launched)
            run_group("event stream", test_event_stream, c, launched, created_id)
            run_group("uploads", test_uploads, c, regions)
            run_group("upload metadata", test_upload_metadata, c)
            run_group("upload roles", test_upload_roles, c)
            run_group("upload other tenant", test_upload_other_tenant, c)
            run_group("storage quota", test_upload_storage_quota, c)
            run_group("large dataset", test_large_dataset, c)
            run_group("datasets and clusters", test_dataset_clusters, c, fits)
            run_group("billing roles", test_billing_roles, c)
            lines = run_group("line items", test_line_items, c)
            run_group("line items this month", test_line_items_live, c)
            run_group("billing summary", test_billing_summary, c)
            run_group("invoices", test_invoices, c)
            run_group("budgets", test_budgets, c, clusters)
            run_group("billing other tenant", test_billing_other_tenant, c, lines)
            run_group("role matrix", test_role_matrix, c)
            run_group("audit log", test_audit_log, c)
            run_group("not served", test_not_served, c)
            check("simulator: still running at the end", sim.proc.poll() is None, sim.log_tail())
        finally:
            sim.stop()


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter,
                                     epilog=__doc__.split("\n\n", 1)[1])
    parser.add_argument("--sim", help="path to the clusterdesk-sim executable (required unless --spec-only)")
    parser.add_argument("--spec", required=True, help="path to resources/api/openapi.yaml")
    parser.add_argument("--spec-only", action="store_true", help="check the spec only; do not start the simulator")
    parser.add_argument("--start-timeout", type=float, default=15.0, help="seconds to wait for the port file (15)")
    parser.add_argument("--request-timeout", type=float, default=10.0, help="seconds per HTTP request (10)")
    args = parser.parse_args(argv)
    if not args.spec_only and not args.sim:
        parser.error("--sim is required unless --spec-only is given")

    # `timeout` and friends send SIGTERM: leave through the finally blocks, which stop the simulator.
    signal.signal(signal.SIGTERM, lambda signum, frame: sys.exit(128 + signum))
    spec = load_spec(args.spec)
    if spec is not None:
        check_spec(spec)
        if not args.spec_only:
            run_live(spec, args)
    print(f"{Tally.passed} passed, {Tally.failed} failed", flush=True)
    return 1 if Tally.failed else 0


if __name__ == "__main__":
    sys.exit(main())
