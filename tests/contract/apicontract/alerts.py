"""Served: GET /v1/alerts - a budget crossed for real, filters, pages, roles, support audited, tenants apart."""

from .expectations import BUDGETS
from .report import brief, check
from .roles_audit import audit_entries

ALERTS = "/v1/alerts"


def alert_ids(c, role="owner", query=None, headers=None):
    key = c.key(role) if role in ("owner", "admin", "member", "viewer", "billing", "support") else role
    reply = c.send("GET", ALERTS, key=key, query=dict({"page_size": 1000}, **(query or {})), headers=headers)
    if reply.status != 200:
        return None
    return [a["id"] for a in reply.json()["items"]]


def test_alerts(c):
    """A tenant budget of one cent with a 50 % threshold is crossed by this month's spending: the alert says so,
    the filters and pages agree, support sees it as the tenant (and is audited), the other tenant does not."""
    before = c.call("owner, before", "GET", BUDGETS, 200)
    if before is None:
        return
    cheap = {"name": "ct alert cent", "scope": "tenant", "amount": "0.01", "currency": "USD",
             "thresholds": [{"percent": 50}, {"percent": 1000, "basis": "actual"}]}
    saved = c.call_json("a budget of one cent", "PUT", BUDGETS, 200, {"items": before["items"] + [cheap]})
    if saved is None:
        return
    budget_id = saved["items"][-1]["id"]
    try:
        listed = c.call("owner", "GET", ALERTS, 200, query={"page_size": 1000})
        if listed is None:
            return
        items = listed["items"]
        ours = [a for a in items if a["type"] == "budget_crossed" and a["data"]["budget_id"] == budget_id]
        half = [a for a in ours if a["data"]["percent"] == 50]
        check("alerts: the one-cent budget's 50 % threshold fires (spent this month is over half a cent)",
              len(half) == 1 and half[0]["state"] == "firing" and half[0]["severity"] == "warning"
              and half[0]["cluster_id"] is None and half[0]["resolved_at"] is None, brief(ours))
        check("alerts: 50 % of the budget was reached before 1000 % of it",
              len(ours) == 2 and half and ours[-1] is half[0] and ours[0]["started_at"] >= half[0]["started_at"],
              brief(ours))
        # 1000 % of a cent is ten cents: the seeded month has spent far more, so both thresholds fire.
        check("alerts: its 1000 % threshold is critical",
              any(a["data"]["percent"] == 1000 and a["severity"] == "critical" for a in ours), brief(ours))
        starts = [a["started_at"] for a in items]
        check("alerts: newest started_at first", starts == sorted(starts, reverse=True), starts[:10])
        check("alerts: ids are unique", len({a["id"] for a in items}) == len(items), brief(items))

        walked, pages, problems = c.walk_pages(ALERTS, {"page_size": 1})
        check(f"alerts: one a page, {pages} pages, the same list", not problems
              and [a["id"] for a in walked] == [a["id"] for a in items], "; ".join(problems))
        for state in ["firing", "resolved"]:
            some = c.call(f"state={state}", "GET", ALERTS, 200, query={"state": state, "page_size": 1000})
            check(f"alerts: state={state} answers exactly those",
                  some is not None and [a["id"] for a in some["items"]] ==
                  [a["id"] for a in items if a["state"] == state], brief(some))
        typed = c.call("type=budget_crossed", "GET", ALERTS, 200, query={"type": "budget_crossed"})
        check("alerts: type=budget_crossed answers only budget alerts, ours among them",
              typed is not None and all(a["type"] == "budget_crossed" for a in typed["items"])
              and {a["id"] for a in ours} <= {a["id"] for a in typed["items"]}, brief(typed))
        c.call("an unknown type", "GET", ALERTS, 400, query={"type": "budget"})
        c.call("an unknown state", "GET", ALERTS, 400, query={"state": "open"})
        c.call("a forged page token", "GET", ALERTS, 400, query={"page_token": "nonsense"})

        check("alerts [viewer]: the same list", alert_ids(c, "viewer") == [a["id"] for a in items])
        c.call("billing role (no clusters:read)", "GET", ALERTS, 403, code="forbidden", role="billing")
        c.call("support, no tenant", "GET", ALERTS, 403, code="forbidden", role="support")
        tenant_id = c.tenant["id"]
        seen = alert_ids(c, "support", headers={"X-Tenant-Id": tenant_id})
        check("alerts [support as the tenant]: the tenant's list", seen == [a["id"] for a in items], brief(seen))
        reads = [e for e in audit_entries(c) if e["resource"] == ALERTS and e["actor"]["role"] == "support"]
        check("audit log: support's read of the alerts is recorded, as the tenant, allowed",
              reads and reads[0]["acting_as"] == tenant_id and reads[0]["outcome"] == "allowed", brief(reads))
        if len(c.keys["tenants"]) > 1:
            theirs = alert_ids(c, c.keys["tenants"][1]["keys"]["owner"])
            check("alerts [owner of tenant 2]: none of tenant 1's alerts",
                  theirs is not None and not {a["id"] for a in items} & set(theirs), brief(theirs))
    finally:
        c.call_json("budgets restored", "PUT", BUDGETS, 200, {"items": before["items"]})
    after = c.call("after the budget is gone", "GET", ALERTS, 200, query={"type": "budget_crossed"})
    check("alerts: the budget's alerts went with it",
          after is not None and all(a["data"]["budget_id"] != budget_id for a in after["items"]), brief(after))
