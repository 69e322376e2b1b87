#!/usr/bin/env python3
"""Contract test: resources/api/openapi.yaml against a running clusterdesk-sim.

1. Checks the spec itself (OpenAPI 3.1, every resource of docs' API map, served flags,
   conventions such as Idempotency-Key, If-Match/ETag, problem+json errors, pagination).
2. Starts clusterdesk-sim on a free loopback port with a fresh database.
3. Calls every served operation for real and validates status, content type and body against
   the spec (JSON Schema 2020-12), plus what the schema cannot say (filters, sorts, paging).
4. Calls every not-served operation once and requires 501 problem+json `not_implemented`.

Only the standard library, python3-yaml and python3-jsonschema (4.10 or later) are used.
Prints one line per check and ends with "N passed, M failed"; exits 1 if anything failed.
"""

import argparse
import json
import os
import re
import signal
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
from datetime import datetime
from decimal import Decimal

# jsonschema >= 4.18 deprecates RefResolver; 4.10 (Debian 12) has nothing else. Both work.
warnings.simplefilter("ignore", DeprecationWarning)

import yaml  # noqa: E402
from jsonschema import Draft202012Validator, FormatChecker, RefResolver  # noqa: E402
from jsonschema.exceptions import SchemaError  # noqa: E402

# ----------------------------------------------------------------------------- expectations

# Every call of the API map (shared/design/api.md), path parameters written as {}.
REQUIRED_OPERATIONS = [
    ("GET", "/v1/health"), ("GET", "/v1/version"), ("GET", "/v1/me"),
    ("GET", "/v1/regions"),
    ("GET", "/v1/offerings"), ("GET", "/v1/offerings/{}"),
    ("POST", "/v1/estimates"),
    ("GET", "/v1/clusters"), ("POST", "/v1/clusters"),
    ("GET", "/v1/clusters/{}"), ("PATCH", "/v1/clusters/{}"), ("DELETE", "/v1/clusters/{}"),
    ("POST", "/v1/clusters/{}/actions/stop"), ("POST", "/v1/clusters/{}/actions/start"),
    ("GET", "/v1/clusters/{}/nodes"),
    ("GET", "/v1/clusters/{}/events"), ("GET", "/v1/events/stream"),
    ("GET", "/v1/clusters/{}/metrics/query_range"), ("GET", "/v1/clusters/{}/metrics/stream"),
    ("GET", "/v1/metrics"),
    ("OPTIONS", "/v1/uploads"), ("POST", "/v1/uploads"),
    ("HEAD", "/v1/uploads/{}"), ("PATCH", "/v1/uploads/{}"), ("DELETE", "/v1/uploads/{}"),
    ("GET", "/v1/datasets"), ("GET", "/v1/datasets/{}"), ("DELETE", "/v1/datasets/{}"),
    ("GET", "/v1/datasets/{}/content"),
    ("GET", "/v1/billing/line-items"), ("GET", "/v1/billing/summary"),
    ("GET", "/v1/billing/budgets"), ("PUT", "/v1/billing/budgets"), ("GET", "/v1/billing/invoices"),
    ("GET", "/v1/alerts"), ("GET", "/v1/tenants"), ("GET", "/v1/audit-log"),
]

# What clusterdesk-sim serves today. Flipping a flag in the spec needs tests here too.
SERVED = {
    ("GET", "/v1/health"), ("GET", "/v1/version"), ("GET", "/v1/me"), ("GET", "/v1/regions"),
    ("GET", "/v1/offerings"), ("GET", "/v1/offerings/{}"), ("GET", "/v1/tenants"),
}
PUBLIC = {("GET", "/v1/health"), ("GET", "/v1/version")}
CREATING_POSTS = {("POST", "/v1/clusters"), ("POST", "/v1/uploads")}
CLUSTER_CHANGES = [("PATCH", "/v1/clusters/{}"), ("DELETE", "/v1/clusters/{}"),
                   ("POST", "/v1/clusters/{}/actions/stop"), ("POST", "/v1/clusters/{}/actions/start")]
STRICT_SCHEMAS = ["Offering", "Gpu", "Price", "Region", "Me", "Tenant"]
ROLES = ["owner", "admin", "member", "viewer", "billing"]
HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]
SORT_KEYS = ["gpu_model", "gpu_memory_gb", "gpus_per_node", "region", "price", "available_nodes", "bf16_tflops"]
BILLING_MODES = ["hourly", "daily", "monthly", "yearly", "tflops_hours"]
CURRENCIES = ["CNY", "USD"]
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
            errors = sorted(validator.iter_errors(instance), key=lambda e: list(e.absolute_path))
        except Exception as e:  # noqa: BLE001 - a broken schema (e.g. unknown type) is a finding
            return [f"the schema cannot be applied: {type(e).__name__}: {brief(str(e), 160)}"]
        out = []
        for e in errors[:6]:
            where = "/".join(str(p) for p in e.absolute_path) or "<root>"
            out.append(f"{where}: {brief(e.message, 160)}")
        if len(errors) > 6:
            out.append(f"... {len(errors) - 6} more")
        return out


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
    present = {(m, p) for m, p, *_ in ops}
    offenders("spec: every call of the API map is present",
              [f"{m} {p}" for m, p in REQUIRED_OPERATIONS if (m, p) not in present])

    ids = [op.get("operationId") for *_, op, _ in ops]
    offenders("spec: every operation has a unique operationId",
              [i for i in ids if not i or ids.count(i) > 1])

    offenders("spec: every operation has a boolean x-clusterdesk-served",
              [f"{m} {t}" for m, _, t, op, _ in ops if not isinstance(op.get("x-clusterdesk-served"), bool)])
    served = {(m, p) for m, p, _, op, _ in ops if op.get("x-clusterdesk-served") is True}
    check("spec: served operations are exactly the ones this script tests",
          served == SERVED, f"spec only: {sorted(served - SERVED)}; script only: {sorted(SERVED - served)}")
    offenders("spec: every not-served operation documents 501",
              [f"{m} {t}" for m, p, t, op, _ in ops if (m, p) not in SERVED and "501" not in op.get("responses", {})])

    missing_key = []
    for m, p, t, op, item in ops:
        creating = m == "POST" and ((m, p) in CREATING_POSTS or "201" in op.get("responses", {}))
        if creating:
            params = spec.parameters(item, op)
            if not any(x["name"].lower() == "idempotency-key" and x["in"] == "header" and x.get("required")
                       for x in params):
                missing_key.append(f"{m} {t}")
    offenders("spec: every creating POST requires an Idempotency-Key header", missing_key)

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
                if "application/problem+json" not in resp.get("content", {}):
                    not_problem.append(f"{m} {t} {status}")
            if str(status) == "429" and "Retry-After" not in resp.get("headers", {}):
                no_retry_after.append(f"{m} {t}")
    offenders("spec: every error response is application/problem+json", not_problem)
    offenders("spec: every 429 carries Retry-After", no_retry_after)

    problem = spec.schema("Problem")
    props = problem.get("properties", {})
    check("spec: Problem has the RFC 9457 members, code and retry_after_seconds",
          all(k in props for k in ["type", "title", "status", "detail", "instance", "code", "retry_after_seconds"])
          and "code" in problem.get("required", []) and props["retry_after_seconds"].get("type") == "integer")
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
        if "page_token" not in names or not {"items", "next_page_token"} <= set(schema.get("required", [])):
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


def check_spec(spec):
    for name, fn in [("spec basics", check_spec_basics), ("spec operations", check_spec_operations),
                     ("spec responses", check_spec_responses), ("spec conventions", check_spec_conventions),
                     ("spec schemas", check_spec_schemas), ("spec examples", check_spec_examples)]:
        run_group(name, fn, spec)

# ----------------------------------------------------------------------------- HTTP

class Reply:
    def __init__(self, status, headers, body, error=None):
        self.status = status
        self.headers = {k.lower(): v for k, v in (headers or {}).items()}
        self.body = body
        self.error = error

    def media_type(self):
        return self.headers.get("content-type", "").split(";")[0].strip().lower()

    def json(self):
        return json.loads(self.body.decode("utf-8"))


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
        url = self.base + path + ("?" + urllib.parse.urlencode(query) if query else "")
        req = urllib.request.Request(url, data=body, method=method)
        req.add_header("Accept", "application/json, application/problem+json;q=0.9, */*;q=0.1")
        if key is not None:
            req.add_header("Authorization", f"Bearer {key}")
        for name, value in (headers or {}).items():
            req.add_header(name, value)
        try:
            with self.opener.open(req, timeout=self.timeout) as r:
                return Reply(r.status, dict(r.headers), b"" if method == "HEAD" else r.read())
        except urllib.error.HTTPError as e:
            return Reply(e.code, dict(e.headers), b"" if method == "HEAD" else e.read())
        except (urllib.error.URLError, OSError) as e:
            return Reply(0, {}, b"", error=f"request failed: {e}")

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
        query = kwargs.get("query")
        shown = path + ("?" + urllib.parse.urlencode(query) if query else "")
        check(f"{method} {shown} [{label}] -> {reply.status}", not errors, "; ".join(errors))
        return body if not errors else None

    def walk_pages(self, path, query, role="owner", max_pages=2000):
        """Follow next_page_token to the end. Returns (items, pages, problems)."""
        items, pages, problems, token, seen = [], 0, [], None, set()
        while pages < max_pages:
            q = dict(query)
            if token:
                q["page_token"] = token
            reply = self.send("GET", path, key=self.key(role), query=q)
            pages += 1
            errors = self.conformance("GET", path, reply)
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
        if op.get("x-clusterdesk-served") is True:
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

    spec = load_spec(args.spec)
    if spec is not None:
        check_spec(spec)
        if not args.spec_only:
            run_live(spec, args)
    print(f"{Tally.passed} passed, {Tally.failed} failed", flush=True)
    return 1 if Tally.failed else 0


if __name__ == "__main__":
    sys.exit(main())
