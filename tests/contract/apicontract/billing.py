"""Served: who may see costs, cost lines against their pages, filters and groups."""

import base64
import json
from datetime import datetime, timedelta, timezone
from decimal import Decimal

from .expectations import (BILLING_READERS, BILLING_WRITERS, BUDGETS, FOCUS_COLUMNS, FOCUS_GROUPABLE,
                           FOCUS_NOT_GROUPABLE, LINE_ITEMS, ROLES)
from .report import brief, check
from .client import Reply, sim_now
from .clusters import request_conforms


# How a closed range of past days is shown in check names, so that they stay the same from run to run.
RANGE_SHOWN = {"start": "today-35d", "end": "today"}
# Lines of a page that are validated against the spec when a check only needs the page's envelope: the
# lines of a range are validated once, and other listings of them are compared with those.
SAMPLED_LINES = 20


def billing_get(c, label, template, status=200, code=None, role="owner", query=None, shown=None, headers=None,
                sample=None):
    """One GET of a billing path judged against the spec; the JSON body or None.

    `shown` replaces the values of parameters in the check's name (the run's dates). With `sample`, only
    that many of the answer's items are validated (the rest are compared with validated ones by the caller);
    the whole body is returned all the same."""
    key = c.key(role) if role in ROLES + ["support"] else role
    reply = c.send("GET", template, key=key, query=query, headers=headers)
    judged = reply
    body = None
    if sample is not None and reply.status == 200 and reply.media_type() == "application/json":
        try:
            body = reply.json()
            cut = dict(body, items=body["items"][:sample])
            judged = Reply(reply.status, reply.headers, json.dumps(cut).encode("utf-8"), raw_headers=reply.raw_headers)
        except (ValueError, TypeError, KeyError):
            body = None
    display = dict(query or {})
    display.update({k: v for k, v in (shown or {}).items() if k in display})
    ok = c.judge(label, "GET", template, template, judged, status, code, display or None)
    return body if ok is not None and body is not None else ok


def utc(text):
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


def month_after(t):
    return t.replace(year=t.year + t.month // 12, month=t.month % 12 + 1)


def closed_range(c):
    """[today - 35 days, today) as dates: past days, whose lines no longer change."""
    today = sim_now(c).date()
    return {"start": (today - timedelta(days=35)).isoformat(), "end": today.isoformat()}


def line_problems(lines, tenant_id, start=None, end=None):
    """What the schema cannot say about lines: key order, ids, the account, whole UTC days inside the range
    and their month, the sign of credits, utilization on split rows, the order of the listing."""
    problems = []
    ids = [l["id"] for l in lines]
    if len(ids) != len(set(ids)):
        problems.append(f"{len(ids) - len(set(ids))} ids appear twice")
    for l in lines:
        where = l.get("id")
        if list(l) != ["id"] + FOCUS_COLUMNS:
            problems.append(f"{where}: keys are not id and the FOCUS columns in order")
            continue
        if l["BillingAccountId"] != tenant_id:
            problems.append(f"{where}: BillingAccountId {l['BillingAccountId']}")
        a, b = utc(l["ChargePeriodStart"]), utc(l["ChargePeriodEnd"])
        if b - a != timedelta(days=1) or (a.hour, a.minute, a.second) != (0, 0, 0):
            problems.append(f"{where}: charge period {a} - {b} is not one UTC day")
        if (start and b <= start) or (end and a >= end):
            problems.append(f"{where}: charge period {a} outside the range")
        month = a.replace(day=1)
        if utc(l["BillingPeriodStart"]) != month or utc(l["BillingPeriodEnd"]) != month_after(month):
            problems.append(f"{where}: billing period is not the month of the charge period")
        cost = Decimal(l["BilledCost"])
        if (l["ChargeCategory"] == "Credit" and cost > 0) or (l["ChargeCategory"] == "Usage" and cost < 0):
            problems.append(f"{where}: {l['ChargeCategory']} of {cost}")
        if l["x_AllocationType"] is not None and l["x_GpuUtilizationAvg"] is None:
            problems.append(f"{where}: a {l['x_AllocationType']} row without x_GpuUtilizationAvg")
    split = [l.get("x_AllocationType") for l in lines]
    if split.count("workload") != split.count("idle"):
        problems.append(f"{split.count('workload')} workload rows but {split.count('idle')} idle rows")
    order = [(l["ChargePeriodStart"], l["x_ClusterName"] or "", l["ResourceId"] or "")
             for l in lines if "x_ClusterName" in l and "ResourceId" in l]
    if order != sorted(order):
        problems.append("not ordered by ChargePeriodStart, x_ClusterName, ResourceId")
    return problems


def walk_line_items(c, query, page_size, role="owner", validate=True, max_pages=200):
    """Follow next_page_token through a listing. Returns (lines, pages, problems); every page is judged
    against the spec when `validate` (the envelope only otherwise)."""
    lines, pages, problems, token, seen, as_of, totals = [], 0, [], None, set(), set(), set()
    while pages < max_pages:
        q = dict(query, page_size=page_size)
        if token:
            q["page_token"] = token
        reply = c.send("GET", LINE_ITEMS, key=c.key(role), query=q)
        pages += 1
        try:
            body = reply.json() if reply.status == 200 else None
            assert isinstance(body["items"], list)
        except (ValueError, TypeError, KeyError, AssertionError):
            problems.append(f"page {pages}: status {reply.status}")
            break
        checked = body if validate else dict(body, items=body["items"][:1])
        errors = c.spec.validate(checked, c.spec.schema("LineItemList"))
        if errors:
            problems.append(f"page {pages}: " + "; ".join(errors))
        if len(body["items"]) > page_size:
            problems.append(f"page {pages} has {len(body['items'])} lines > page_size {page_size}")
        lines += body["items"]
        as_of.add(body.get("as_of"))
        totals.add(body.get("total_count"))
        token = body.get("next_page_token")
        if token is None:
            break
        if token in seen:
            problems.append(f"page {pages} hands out a next_page_token seen before")
            break
        seen.add(token)
    else:
        problems.append(f"next_page_token still set after {pages} pages")
    if len(as_of) != 1:
        problems.append(f"the pages say {len(as_of)} different as_of: {sorted(map(str, as_of))[:3]}")
    if totals != {len(lines)}:
        problems.append(f"total_count {sorted(map(str, totals))} but {len(lines)} lines walked")
    ids = [l["id"] for l in lines]
    if len(ids) != len(set(ids)):
        problems.append(f"{len(ids) - len(set(ids))} ids on two pages")
    return lines, pages, problems


def group_key(line, columns):
    """A line's values of `columns` as a group's key writes them: text, x_GpuCount in digits, null for null."""
    return tuple(None if line[col] is None else str(line[col]) for col in columns)


def test_billing_roles(c):
    """billing:read for owner, admin, viewer, billing and support; billing:write for owner, admin, billing."""
    tenant = c.tenant["id"]
    as_tenant = {"X-Tenant-Id": tenant}
    listed = None
    for role in ROLES + ["support"]:
        who = "support as tenant" if role == "support" else role
        headers = as_tenant if role == "support" else None
        status, code = (200, None) if role in BILLING_READERS else (403, "forbidden")
        page = billing_get(c, who, LINE_ITEMS, status, code, role=role, query={"page_size": 1}, headers=headers)
        if page is not None and status == 200:
            check(f"line items [{who}]: the tenant's lines, one on the page",
                  len(page["items"]) == 1 and page["items"][0]["BillingAccountId"] == tenant
                  and page["total_count"] > 1, brief(page, 200))
        billing_get(c, who, "/v1/billing/summary", status, code, role=role, headers=headers)
        billing_get(c, who, "/v1/billing/invoices", status, code, role=role, headers=headers)
        budgets = billing_get(c, who, BUDGETS, status, code, role=role, headers=headers)
        if role == "owner":
            listed = budgets
    if listed is None:
        return
    # Writers put the list back as it is (ids included) and get it unchanged; everyone else is refused.
    same = {"items": listed["items"]}
    request_conforms(c, "unchanged list", "PUT", BUDGETS, same)
    for role in ROLES + ["support"]:
        who = "support as tenant" if role == "support" else role
        headers = as_tenant if role == "support" else None
        if role in BILLING_WRITERS:
            saved = c.call_json(who, "PUT", BUDGETS, 200, same, role=role, headers=headers)
            if saved is not None:
                check(f"budgets [{who}]: PUT of the list as it is answers it unchanged",
                      saved["items"] == listed["items"], brief(saved))
        else:
            c.call_json(who, "PUT", BUDGETS, 403, same, code="forbidden", role=role, headers=headers)
    c.call("support, unknown tenant", "GET", LINE_ITEMS, 404, code="not_found", role="support",
           headers={"X-Tenant-Id": "tn-no-such-tenant"})
    c.call("no key", "GET", LINE_ITEMS, 401, code="unauthorized", role=None)
    c.call_json("no key", "PUT", BUDGETS, 401, same, code="unauthorized", role=None)
    c.call("support, no tenant", "GET", LINE_ITEMS, 403, code="forbidden", role="support")


def test_line_items(c):
    """A closed range of past days: its lines, their pages, filters, groups, and the parameters' errors."""
    tenant = c.tenant["id"]
    rng = closed_range(c)
    start, end = utc(rng["start"] + "T00:00:00Z"), utc(rng["end"] + "T00:00:00Z")
    lines, pages, problems = walk_line_items(c, rng, 250)
    check("line items: page_size=250 walk of a closed range: every page conforms, one as_of, total_count = lines "
          "walked, no id twice", not problems and pages > 1, "; ".join(problems[:6]) or f"{pages} page")
    if not lines:
        check("line items: the seeded history has lines in the range", False)
        return None
    problems = line_problems(lines, tenant, start, end)
    check("line items: id and the FOCUS columns in order, the tenant's account, whole UTC days in the range, "
          "credits negative, ordered", not problems, "; ".join(problems[:6]))
    one = billing_get(c, "a closed range, one page", LINE_ITEMS, query=dict(rng, page_size=5000), shown=RANGE_SHOWN,
                      sample=SAMPLED_LINES)
    if one is not None:
        check("line items: one page of 5000 has the lines of the walk, in order, amounts and all",
              one["items"] == lines and one["next_page_token"] is None and one["total_count"] == len(lines),
              f"{len(one['items'])} lines, total_count {one['total_count']}, walked {len(lines)}")
    same = billing_get(c, "a closed range as RFC 3339 times, +08:00", LINE_ITEMS,
                       query={"start": rng["start"] + "T08:00:00+08:00", "end": rng["end"] + "T00:00:00Z",
                              "page_size": 5000},
                       shown={"start": "today-35dT08:00:00+08:00", "end": "todayT00:00:00Z"}, sample=SAMPLED_LINES)
    if same is not None:
        check("line items: a date and the RFC 3339 time of its midnight with an offset name the same lines",
              same["items"] == lines, f"{len(same['items'])} lines, {len(lines)} expected")

    # Filters.
    clusters = [l["x_ClusterId"] for l in lines if l["x_ClusterId"]]
    if clusters:
        busiest = max(set(clusters), key=clusters.count)
        only = billing_get(c, "cluster_id", LINE_ITEMS, query=dict(rng, page_size=5000, cluster_id=busiest),
                           shown=dict(RANGE_SHOWN, cluster_id="<the busiest>"), sample=SAMPLED_LINES)
        if only is not None:
            check("line items: cluster_id gives exactly that cluster's lines",
                  only["items"] == [l for l in lines if l["x_ClusterId"] == busiest] and only["total_count"] == len(
                      only["items"]), f"{len(only['items'])} lines")
    credits = billing_get(c, "charge_category=Credit", LINE_ITEMS,
                          query=dict(rng, page_size=5000, charge_category="Credit"), shown=RANGE_SHOWN,
                          sample=SAMPLED_LINES)
    if credits is not None:
        expected = [l for l in lines if l["ChargeCategory"] == "Credit"]
        check("line items: charge_category=Credit gives exactly the Credit lines, and there are some",
              credits["items"] == expected and expected, f"{len(credits['items'])} lines")
    nothing = billing_get(c, "charge_category=Tax", LINE_ITEMS, query=dict(rng, charge_category="Tax"),
                          shown=RANGE_SHOWN)
    if nothing is not None:
        check("line items: charge_category=Tax gives none (the platform charges no tax)",
              nothing["items"] == [] and nothing["total_count"] == 0 and nothing["next_page_token"] is None)

    # Groups.
    columns = ["x_ClusterName", "ChargeCategory"]
    groups = billing_get(c, "group_by", LINE_ITEMS, query=dict(rng, group_by=",".join(columns)), shown=RANGE_SHOWN)
    if groups is not None:
        totals = {}
        for currency in {l["BillingCurrency"] for l in lines}:
            lines_sum = sum((Decimal(l["BilledCost"]) for l in lines if l["BillingCurrency"] == currency), Decimal(0))
            groups_sum = sum((Decimal(g["billed_cost"]) for g in groups["items"] if g["currency"] == currency),
                             Decimal(0))
            totals[currency] = (str(groups_sum), str(lines_sum))
        check("line items: the groups' billed_cost adds up to the BilledCost of all the range's lines, per currency",
              all(a == b for a, b in totals.values()) and totals, brief(totals))
        expected = {}
        for l in lines:
            e = expected.setdefault((l["BillingCurrency"],) + group_key(l, columns), [Decimal(0)] * 3 + [0])
            e[0] += Decimal(l["BilledCost"])
            e[1] += Decimal(l["EffectiveCost"])
            e[2] += Decimal(l["ListCost"])
            e[3] += 1
        got = {(g["currency"],) + tuple(g["key"].get(col) for col in columns):
               [Decimal(g["billed_cost"]), Decimal(g["effective_cost"]), Decimal(g["list_cost"]), g["line_count"]]
               for g in groups["items"]}
        problems = [f"key {sorted(g['key'])}" for g in groups["items"] if sorted(g["key"]) != sorted(columns)]
        problems += [f"{len(groups['items'])} groups for {len(got)} keys"] if len(got) != len(groups["items"]) else []
        problems += [f"{k}: {got.get(k)} != lines' {v}" for k, v in expected.items() if got.get(k) != v]
        problems += [f"{k}: no such lines" for k in got if k not in expected]
        check("line items: one group per currency and key, each the sum of its lines (billed, effective, list, count)",
              groups["group_by"] == columns and not problems, "; ".join(map(str, problems[:5])))
        billed = [Decimal(g["billed_cost"]) for g in groups["items"]]
        check("line items: groups come largest billed_cost first", billed == sorted(billed, reverse=True), billed[:8])
    every = billing_get(c, "group_by every groupable column", LINE_ITEMS,
                        query=dict(rng, group_by=",".join(FOCUS_GROUPABLE)),
                        shown=dict(RANGE_SHOWN, group_by="<the 32 groupable columns>"), sample=SAMPLED_LINES)
    if every is not None:
        got = sorted((g["currency"],) + tuple(g["key"].get(col) for col in FOCUS_GROUPABLE) + (g["line_count"],)
                     for g in every["items"])
        counts = {}
        for l in lines:
            k = (l["BillingCurrency"],) + group_key(l, FOCUS_GROUPABLE)
            counts[k] = counts.get(k, 0) + 1
        check("line items: grouped by every groupable column, the keys are the lines' values (x_GpuCount in digits)",
              every["group_by"] == FOCUS_GROUPABLE and got == sorted(k + (n,) for k, n in counts.items()),
              f"{len(got)} groups, {len(counts)} distinct lines")
    for name in FOCUS_NOT_GROUPABLE + ["NoSuchColumn", "billedcost", "x_ClusterName,Tags"]:
        billing_get(c, "not groupable", LINE_ITEMS, 400, code="unknown_column", query={"group_by": name})

    # Wrong parameters.
    future = (utc(rng["end"] + "T00:00:00Z") + timedelta(days=3)).date().isoformat()
    billing_get(c, "end before start", LINE_ITEMS, 400, code="invalid_range",
                query={"start": "2026-11-10", "end": "2026-11-01"})
    billing_get(c, "end = start", LINE_ITEMS, 400, code="invalid_range",
                query={"start": "2026-11-01T00:00:00Z", "end": "2026-11-01"})
    billing_get(c, "a start in the future, end now", LINE_ITEMS, 400, code="invalid_range", query={"start": future},
                shown={"start": "today+3d"})
    for query in [{"start": "yesterday"}, {"start": "2026-11-01T00:00:00"}, {"end": "2026-13-01"},
                  {"end": "1793491200"}, {"page_size": "0"}, {"page_size": "5001"}, {"page_size": "ten"},
                  {"page_token": "!!"}, {"page_token": base64.urlsafe_b64encode(b"nope").decode().rstrip("=")},
                  {"charge_category": "usage"}, {"charge_category": "Refund"}]:
        billing_get(c, "bad parameter", LINE_ITEMS, 400, code="invalid_parameter", query=query)
    billing_get(c, "largest page", LINE_ITEMS, query={"page_size": 5000}, sample=SAMPLED_LINES)
    return lines


def test_line_items_live(c):
    """This month so far (start and end left out): pages are priced as of the first one, whatever runs meanwhile."""
    lines, _, problems = walk_line_items(c, {}, 300, validate=False)
    check("line items: page_size=300 walk of this month so far: one as_of, total_count = lines walked, no id twice",
          not problems and lines, "; ".join(problems[:6]) or "no lines")
    now = sim_now(c)
    month = datetime(now.year, now.month, 1, tzinfo=timezone.utc)
    problems = line_problems(lines, c.tenant["id"], month, now)
    check("line items: by default the lines of this month up to now", not problems, "; ".join(problems[:6]))
