"""The keywords each object of an OpenAPI 3.1 document may hold, and a walk that finds any other.

A YAML slip such as an unquoted comma in a flow mapping (`{description: Dense, without sparsity.}`)
or a misspelt keyword (`nulable`) still parses and still validates as JSON Schema, which ignores
unknown keywords: only a check of each object's vocabulary catches it.

The lists are written from the OpenAPI Specification 3.1.0 (https://spec.openapis.org/oas/v3.1.0),
section 4.8 "Schema", one list per object: 4.8.1 OpenAPI Object, 4.8.2 Info, 4.8.3 Contact,
4.8.4 License, 4.8.5 Server, 4.8.6 Server Variable, 4.8.7 Components, 4.8.8 Paths, 4.8.9 Path Item,
4.8.10 Operation, 4.8.11 External Documentation, 4.8.12 Parameter, 4.8.13 Request Body, 4.8.14 Media
Type, 4.8.15 Encoding, 4.8.16 Responses, 4.8.17 Response, 4.8.19 Example, 4.8.20 Link, 4.8.21 Header,
4.8.22 Tag, 4.8.23 Reference, 4.8.24 Schema, 4.8.27 Security Scheme; 4.9 Specification Extensions
(`x-` fields, allowed on every object here but the Reference Object). For the Schema Object (4.8.24),
the keywords of JSON Schema draft 2020-12 (Core: json-schema-core 8 and 10; Validation:
json-schema-validation 6 to 9) and OpenAPI's own base vocabulary (4.8.24.1: discriminator, xml,
externalDocs, example).
"""

import re

OPENAPI = {"openapi", "info", "jsonSchemaDialect", "servers", "paths", "webhooks", "components", "security", "tags",
           "externalDocs"}
INFO = {"title", "summary", "description", "termsOfService", "contact", "license", "version"}
CONTACT = {"name", "url", "email"}
LICENSE = {"name", "identifier", "url"}
SERVER = {"url", "description", "variables"}
SERVER_VARIABLE = {"enum", "default", "description"}
COMPONENTS = {"schemas", "responses", "parameters", "examples", "requestBodies", "headers", "securitySchemes", "links",
              "callbacks", "pathItems"}
PATH_ITEM = {"$ref", "summary", "description", "get", "put", "post", "delete", "options", "head", "patch", "trace",
             "servers", "parameters"}
OPERATION = {"tags", "summary", "description", "externalDocs", "operationId", "parameters", "requestBody", "responses",
             "callbacks", "deprecated", "security", "servers"}
EXTERNAL_DOCS = {"description", "url"}
HEADER = {"description", "required", "deprecated", "allowEmptyValue", "style", "explode", "allowReserved", "schema",
          "example", "examples", "content"}
PARAMETER = HEADER | {"name", "in"}
REQUEST_BODY = {"description", "content", "required"}
MEDIA_TYPE = {"schema", "example", "examples", "encoding"}
ENCODING = {"contentType", "headers", "style", "explode", "allowReserved"}
RESPONSE = {"description", "headers", "content", "links"}
EXAMPLE = {"summary", "description", "value", "externalValue"}
LINK = {"operationRef", "operationId", "parameters", "requestBody", "description", "server"}
TAG = {"name", "description", "externalDocs"}
REFERENCE = {"$ref", "summary", "description"}
SECURITY_SCHEME = {"type", "description", "name", "in", "scheme", "bearerFormat", "flows", "openIdConnectUrl"}

# JSON Schema 2020-12: core, applicator, unevaluated, validation, meta-data, format, content; then OpenAPI's.
SCHEMA_CORE = {"$schema", "$id", "$ref", "$anchor", "$dynamicRef", "$dynamicAnchor", "$vocabulary", "$comment", "$defs"}
SCHEMA_APPLICATOR = {"prefixItems", "items", "contains", "additionalProperties", "properties", "patternProperties",
                     "dependentSchemas", "propertyNames", "if", "then", "else", "allOf", "anyOf", "oneOf", "not",
                     "unevaluatedItems", "unevaluatedProperties"}
SCHEMA_VALIDATION = {"type", "enum", "const", "multipleOf", "maximum", "exclusiveMaximum", "minimum", "exclusiveMinimum",
                     "maxLength", "minLength", "pattern", "maxItems", "minItems", "uniqueItems", "maxContains",
                     "minContains", "maxProperties", "minProperties", "required", "dependentRequired"}
SCHEMA_ANNOTATIONS = {"title", "description", "default", "deprecated", "readOnly", "writeOnly", "examples", "format",
                      "contentEncoding", "contentMediaType", "contentSchema"}
SCHEMA_OPENAPI = {"discriminator", "xml", "externalDocs", "example"}
SCHEMA = SCHEMA_CORE | SCHEMA_APPLICATOR | SCHEMA_VALIDATION | SCHEMA_ANNOTATIONS | SCHEMA_OPENAPI

SCHEMA_MAPS = ("properties", "patternProperties", "$defs", "dependentSchemas")
SCHEMA_LISTS = ("prefixItems", "allOf", "anyOf", "oneOf")
SCHEMA_ONE = ("items", "contains", "additionalProperties", "propertyNames", "if", "then", "else", "not",
              "unevaluatedItems", "unevaluatedProperties", "contentSchema")
STATUS = re.compile(r"^([1-5][0-9][0-9]|[1-5]XX|default)$")


class Walk:
    """Collects "where: key" for each key the object at `where` may not hold."""

    def __init__(self):
        self.unknown = []

    def fields(self, node, allowed, where, extensions=True):
        if not isinstance(node, dict):
            return {}
        for key in node:
            if key not in allowed and not (extensions and str(key).startswith("x-")):
                self.unknown.append(f"{where}: {key!r}")
        return node

    def ref_or(self, node, allowed, where, then=None):
        """A Reference Object, or the object itself (checked, then walked by `then`)."""
        if isinstance(node, dict) and "$ref" in node:
            self.fields(node, REFERENCE, where, extensions=False)
        else:
            self.fields(node, allowed, where)
            if then and isinstance(node, dict):
                then(node, where)

    def each(self, mapping, where, fn):
        if isinstance(mapping, dict):
            for name, value in mapping.items():
                if not str(name).startswith("x-"):
                    fn(value, f"{where}/{name}")

    def schema(self, node, where):
        if isinstance(node, bool) or not isinstance(node, dict):
            return
        self.fields(node, SCHEMA, where)
        for key in SCHEMA_MAPS:
            if isinstance(node.get(key), dict):
                for name, sub in node[key].items():
                    self.schema(sub, f"{where}/{key}/{name}")
        for key in SCHEMA_LISTS:
            for i, sub in enumerate(node.get(key) or []):
                self.schema(sub, f"{where}/{key}/{i}")
        for key in SCHEMA_ONE:
            if key in node:
                self.schema(node[key], f"{where}/{key}")

    def media(self, node, where):
        self.fields(node, MEDIA_TYPE, where)
        if "schema" in node:
            self.schema(node["schema"], f"{where}/schema")
        self.each(node.get("examples"), f"{where}/examples", lambda e, w: self.ref_or(e, EXAMPLE, w))
        self.each(node.get("encoding"), f"{where}/encoding", lambda e, w: self.fields(e, ENCODING, w))

    def header(self, node, where, allowed=HEADER):
        def inside(h, w):
            if "schema" in h:
                self.schema(h["schema"], f"{w}/schema")
            self.each(h.get("content"), f"{w}/content", self.media)
            self.each(h.get("examples"), f"{w}/examples", lambda e, x: self.ref_or(e, EXAMPLE, x))
        self.ref_or(node, allowed, where, inside)

    def parameter(self, node, where):
        self.header(node, where, PARAMETER)

    def response(self, node, where):
        def inside(r, w):
            self.each(r.get("headers"), f"{w}/headers", self.header)
            self.each(r.get("content"), f"{w}/content", self.media)
            self.each(r.get("links"), f"{w}/links", lambda l, x: self.ref_or(l, LINK, x))
        self.ref_or(node, RESPONSE, where, inside)

    def request_body(self, node, where):
        self.ref_or(node, REQUEST_BODY, where,
                    lambda b, w: self.each(b.get("content"), f"{w}/content", self.media))

    def operation(self, node, where):
        self.fields(node, OPERATION, where)
        for i, p in enumerate(node.get("parameters") or []):
            self.parameter(p, f"{where}/parameters/{i}")
        if "requestBody" in node:
            self.request_body(node["requestBody"], f"{where}/requestBody")
        if isinstance(node.get("externalDocs"), dict):
            self.fields(node["externalDocs"], EXTERNAL_DOCS, f"{where}/externalDocs")
        responses = node.get("responses") or {}
        for status, r in responses.items():
            if str(status).startswith("x-"):
                continue
            if not STATUS.match(str(status)):
                self.unknown.append(f"{where}/responses: {status!r}")
                continue
            self.response(r, f"{where}/responses/{status}")

    def path_item(self, node, where):
        self.fields(node, PATH_ITEM, where)
        for i, p in enumerate(node.get("parameters") or []):
            self.parameter(p, f"{where}/parameters/{i}")
        for method in ("get", "put", "post", "delete", "options", "head", "patch", "trace"):
            if isinstance(node.get(method), dict):
                self.operation(node[method], f"{where}/{method}")

    def document(self, doc):
        self.fields(doc, OPENAPI, "#")
        info = doc.get("info") or {}
        self.fields(info, INFO, "#/info")
        self.fields(info.get("contact"), CONTACT, "#/info/contact")
        self.fields(info.get("license"), LICENSE, "#/info/license")
        for i, server in enumerate(doc.get("servers") or []):
            self.fields(server, SERVER, f"#/servers/{i}")
            self.each(server.get("variables"), f"#/servers/{i}/variables",
                      lambda v, w: self.fields(v, SERVER_VARIABLE, w))
        for i, tag in enumerate(doc.get("tags") or []):
            self.fields(tag, TAG, f"#/tags/{i}")
        for name, item in (doc.get("paths") or {}).items():
            if str(name).startswith("x-"):
                continue
            if not str(name).startswith("/"):
                self.unknown.append(f"#/paths: {name!r}")
                continue
            self.path_item(item, f"#/paths/{name}")
        self.each(doc.get("webhooks"), "#/webhooks", self.path_item)
        comp = doc.get("components") or {}
        self.fields(comp, COMPONENTS, "#/components")
        self.each(comp.get("schemas"), "#/components/schemas", self.schema)
        self.each(comp.get("responses"), "#/components/responses", self.response)
        self.each(comp.get("parameters"), "#/components/parameters", self.parameter)
        self.each(comp.get("headers"), "#/components/headers", self.header)
        self.each(comp.get("requestBodies"), "#/components/requestBodies", self.request_body)
        self.each(comp.get("examples"), "#/components/examples", lambda e, w: self.ref_or(e, EXAMPLE, w))
        self.each(comp.get("links"), "#/components/links", lambda l, w: self.ref_or(l, LINK, w))
        self.each(comp.get("securitySchemes"), "#/components/securitySchemes",
                  lambda s, w: self.ref_or(s, SECURITY_SCHEME, w))
        self.each(comp.get("pathItems"), "#/components/pathItems", self.path_item)
        return self.unknown


def unknown_keywords(doc):
    """Every key in `doc` that is not a keyword of the object it sits in: ["where: 'key'", ...]."""
    return Walk().document(doc)
