"""The spec: references, operations, parameters and JSON Schema validation."""

import re
import urllib.parse
from datetime import datetime

from jsonschema import Draft202012Validator, FormatChecker, RefResolver

from .expectations import HTTP_METHODS, RFC3339
from .report import brief


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
