"""Served: a tenant's API keys (create, list, revoke) and what a key may do."""

import json
import uuid

from .report import brief, check


def create(c, label, body, status, code=None, role="owner", key=None):
    return c.call_json(label, "POST", "/v1/api-keys", status, body, code=code, role=role,
                       headers={"Idempotency-Key": key or str(uuid.uuid4())})


def test_api_keys(c):
    """A key is shown once, listed without it, works at once with the permissions of both its role and its
    member's, and stops working when revoked; the rules of who may hand out what."""
    body = {"name": "contract-ci", "role": "viewer", "expires_at": None}
    idem = str(uuid.uuid4())
    made = create(c, "owner makes a viewer key", body, 201, key=idem)
    if not made:
        return
    check("api key: the 201 holds the key, cdk_ and 43 characters",
          made["key"].startswith("cdk_") and len(made["key"]) == 47, brief(made))
    check("api key: its prefix is the key's first 12 characters", made["prefix"] == made["key"][:12], made["prefix"])
    replay = create(c, "the same request again", body, 201, key=idem)
    check("api key: a replay answers the same key, marked replayed",
          replay and replay["key"] == made["key"] and c.last.headers.get("idempotent-replayed") == "true",
          brief(replay))
    create(c, "the same Idempotency-Key, another body", dict(body, name="other"), 422,
           code="idempotency_key_reused", key=idem)
    c.call_json("no Idempotency-Key", "POST", "/v1/api-keys", 428, body, code="idempotency_key_required")
    listed = c.call("owner lists", "GET", "/v1/api-keys", 200, query={"page_size": 1000})
    if listed:
        raw = json.dumps(listed)
        check("api keys: the new key is listed first, without the key",
              listed["items"][0]["id"] == made["id"] and made["key"] not in raw and "key" not in listed["items"][0],
              brief(listed["items"][:2]))
        check("api keys: the seeded keys are listed as 'Initial key'",
              sum(1 for k in listed["items"] if k["name"] == "Initial key") == 5, brief(listed["items"]))
    me = c.call("the new key", "GET", "/v1/me", 200, role=made["key"])
    if me:
        check("me [new viewer key of the owner]: role viewer, the key named, viewer's permissions",
              me["role"] == "viewer" and me["api_key"]["id"] == made["id"] and "clusters:write" not in me["permissions"]
              and "clusters:read" in me["permissions"], brief(me))
    c.call_json("the viewer key launches nothing", "POST", "/v1/clusters", 403, {}, role=made["key"],
                headers={"Idempotency-Key": str(uuid.uuid4())})
    for bad, field in [({"role": "viewer"}, "name"), ({"name": "x", "role": "support"}, "role"),
                       ({"name": "x", "role": "viewer", "expires_at": "2001-01-01T00:00:00Z"}, "expires_at"),
                       ({"name": "x", "role": "viewer", "expires_at": "2999-01-01T00:00:00Z"}, "expires_at"),
                       ({"name": 5, "role": "viewer"}, "name")]:
        problem = create(c, f"bad {field}", bad, 422, code="invalid_field")
        check(f"api key: bad {field} is named in the problem", problem and problem.get("field") == field,
              brief(problem))
    create(c, "admin makes an owner key", {"name": "x", "role": "owner"}, 403, code="role_too_high", role="admin")
    for role in ["member", "viewer", "billing"]:
        c.call(role, "GET", "/v1/api-keys", 403, code="forbidden", role=role)
        create(c, role, {"name": "x", "role": "viewer"}, 403, code="forbidden", role=role)
    c.call("support with a tenant", "GET", "/v1/api-keys", 200, role="support",
           headers={"X-Tenant-Id": c.tenant["id"]})
    c.call("support", "DELETE", "/v1/api-keys/{}", 403, code="forbidden", role="support", args=(made["id"],),
           headers={"X-Tenant-Id": c.tenant["id"]})
    if len(c.keys["tenants"]) > 1:
        other = c.keys["tenants"][1]["keys"]["owner"]
        c.call("owner of tenant 2", "DELETE", "/v1/api-keys/{}", 404, code="not_found", role=other,
               args=(made["id"],))
    c.call("owner revokes", "DELETE", "/v1/api-keys/{}", 204, args=(made["id"],))
    gone = c.call("the revoked key", "GET", "/v1/me", 401, code="unauthorized", role=made["key"])
    reply = c.last
    check("api key: a revoked key's 401 says so", b"This API key was revoked." in (reply.body or b""),
          brief((reply.body or b"").decode("utf-8", "replace")))
    check("api key: nothing answered for the revoked key", gone is None or "user" not in gone, brief(gone))
    c.call("revoked twice", "DELETE", "/v1/api-keys/{}", 404, code="not_found", args=(made["id"],))
