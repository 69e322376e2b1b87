"""Checks of the spec itself: version, served flags, permissions, responses, conventions, schemas."""

import json
import re

from jsonschema import Draft202012Validator
from jsonschema.exceptions import SchemaError

from .expectations import (ALL_PERMISSIONS, CLUSTER_CHANGES, CREATING_POSTS, NON_PROBLEM_ERRORS,
                           OPTIONAL_IDEMPOTENCY_KEY, PUBLIC, STRICT_SCHEMAS)
from .report import brief, check, offenders, run_group
from .spec import served, walk
from .spec_keywords import unknown_keywords
from .spec_examples import check_spec_cluster_examples, check_spec_examples, check_spec_storage_examples
from .spec_examples_usage import check_spec_billing_examples, check_spec_metrics_examples


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


def check_spec_keywords(spec):
    """Each object holds only its own keywords (OpenAPI 3.1.0 and JSON Schema 2020-12; x- extensions)."""
    offenders("spec: no unknown keyword in any object (a stray key from an unquoted comma, a misspelling)",
              unknown_keywords(spec.doc))


def check_spec(spec):
    for name, fn in [("spec basics", check_spec_basics), ("spec keywords", check_spec_keywords), ("spec operations", check_spec_operations),
                     ("spec responses", check_spec_responses), ("spec conventions", check_spec_conventions),
                     ("spec schemas", check_spec_schemas), ("spec examples", check_spec_examples),
                     ("spec cluster examples", check_spec_cluster_examples),
                     ("spec storage examples", check_spec_storage_examples),
                     ("spec metrics examples", check_spec_metrics_examples),
                     ("spec billing examples", check_spec_billing_examples)]:
        run_group(name, fn, spec)
