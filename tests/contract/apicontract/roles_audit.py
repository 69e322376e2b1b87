"""Served: the role matrix and the audit log."""

import time
import uuid
from datetime import datetime, timedelta, timezone

from .expectations import BUDGETS, PUBLIC, ROLES, ROLE_PERMISSIONS, TENANT_DATA
from .report import brief, check
from .spec import fill, served
from .client import sim_now


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
