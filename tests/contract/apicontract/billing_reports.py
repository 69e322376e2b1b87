"""Served: the billing summary's arithmetic, invoices against their lines, budgets."""

from datetime import datetime, timezone
from decimal import Decimal

from .expectations import BUDGETS, CURRENCIES, LINE_ITEMS
from .report import brief, check, offenders
from .client import sim_now
from .clusters import request_conforms
from .billing import SAMPLED_LINES, billing_get, month_after, utc


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
        # The open month grows while the test reads it (a new hour, a node that came up): its count
        # is read between two counts of its lines, and must lie between them.
        opened = items[0]
        month_query = {"start": opened["period_start"], "end": opened["period_end"], "page_size": 1}
        shown = {"start": "<this month>", "end": "<the next>"}
        before = billing_get(c, "this month's lines, one page", LINE_ITEMS, query=month_query, shown=shown)
        again = billing_get(c, "invoices, read again", "/v1/billing/invoices")
        after = billing_get(c, "this month's lines, one page, read again", LINE_ITEMS, query=month_query,
                            shown=shown)
        if before is not None and again is not None and after is not None and again["items"]:
            count = again["items"][0]["line_count"]
            check("invoices: the open invoice's line_count is the number of its month's lines",
                  again["items"][0]["id"] == opened["id"]
                  and before["total_count"] <= count <= after["total_count"],
                  f"line_count {count}, line-items' total_count {before['total_count']} before and "
                  f"{after['total_count']} after")
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
