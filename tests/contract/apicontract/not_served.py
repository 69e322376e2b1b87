"""Not served: every such operation answers 501 problem+json `not_implemented`."""

import uuid

from .report import check
from .spec import fill, served


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
