"""Served: health, version, the caller, authentication and tenants."""

import uuid

from .expectations import ROLES
from .report import brief, check


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
