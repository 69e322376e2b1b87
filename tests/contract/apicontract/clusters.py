"""Served: cluster reads, another tenant's clusters, offerings to launch on and estimates."""

import json
import time
from decimal import Decimal

from .expectations import SEEDED_CLUSTERS
from .report import brief, check
from .spec import fill
from .catalog import price_of


def cluster_path(cluster_id, suffix=""):
    return fill("/v1/clusters/{}", [cluster_id]) + suffix


def request_conforms(c, label, method, template, value, media_type="application/json", valid=True):
    """The spec's request schema takes (valid) or refuses (not valid) a body the server was sent."""
    _, op, _ = c.spec.operation(method, template)
    schema = c.spec.resolve(op["requestBody"])["content"][media_type]["schema"]
    errors = c.spec.validate(value, schema)
    if valid:
        check(f"spec: {method} {template} request schema takes the {label} body", not errors, "; ".join(errors))
    else:
        check(f"spec: {method} {template} request schema refuses the {label} body", errors)


def etag_matches_body(label, reply, body):
    etag = reply.headers.get("etag")
    return check(f"{label}: ETag header equals the body's etag", body is not None and etag == body.get("etag"),
                 f"header {etag!r}, body {body.get('etag') if isinstance(body, dict) else None!r}")


def check_cluster_shape(label, k):
    """What the schema cannot say about one cluster."""
    gpus = sum(p["node_count"] * p["gpus_per_node"] for p in k["pools"])
    problems = []
    if k["gpu_count"] != gpus:
        problems.append(f"gpu_count {k['gpu_count']} != {gpus} from the pools")
    if any(p["ready_nodes"] > p["node_count"] for p in k["pools"]) and k["state"] != "resizing":
        problems.append("a pool has more ready nodes than it wants")
    for key in ("id", "name"):
        values = [p[key] for p in k["pools"]]
        if len(values) != len(set(values)):
            problems.append(f"pool {key}s repeat")
    if k["state_since"] < k["created_at"] or k["as_of"] < k["created_at"]:
        problems.append("state_since or as_of before created_at")
    return check(f"{label}: gpu_count, pools and times agree", not problems, "; ".join(problems))


def test_clusters_list(c):
    body = c.call("owner", "GET", "/v1/clusters", 200, query={"page_size": 1000})
    if not body:
        return []
    items = body["items"]
    ids = [k["id"] for k in items]
    names = {k["name"] for k in items}
    check(f"clusters: the seeded tenant has clusters ({len(items)})", items)
    check("clusters: the seeded ones are listed", SEEDED_CLUSTERS <= names, f"listed {sorted(names)}")
    check("clusters: ids unique", len(ids) == len(set(ids)), ids)
    for k in items:
        check_cluster_shape(f"cluster {k['id']} in the list", k)

    paged, pages, problems = c.walk_pages("/v1/clusters", {"page_size": 2})
    check(f"clusters: page_size=2 walk ({pages} pages) gives the same clusters in the same order",
          not problems and [k["id"] for k in paged] == ids, "; ".join(problems) or f"{[k['id'] for k in paged]}")
    running = c.call("state=running", "GET", "/v1/clusters", 200, query={"state": "running", "page_size": 1000})
    if running is not None:
        got = [k["id"] for k in running["items"]]
        check("clusters: state=running lists running clusters only, in list order",
              all(k["state"] == "running" for k in running["items"]) and set(got) <= set(ids)
              and got == [i for i in ids if i in set(got)], brief(got))
        check("clusters: a seeded cluster is running", got, "none running")
    c.call("bad state", "GET", "/v1/clusters", 400, code="invalid_parameter", query={"state": "sleeping"})
    c.call("bad page_size", "GET", "/v1/clusters", 400, code="invalid_parameter", query={"page_size": "0"})
    c.call("bad page_token", "GET", "/v1/clusters", 400, code="invalid_parameter", query={"page_token": "!!"})

    viewer = c.call("viewer", "GET", "/v1/clusters", 200, role="viewer", query={"page_size": 1000})
    if viewer is not None:
        check("clusters [viewer]: the same clusters", [k["id"] for k in viewer["items"]] == ids)
    c.call("billing", "GET", "/v1/clusters", 403, code="forbidden", role="billing")
    support = c.call("support as tenant", "GET", "/v1/clusters", 200, role="support",
                     headers={"X-Tenant-Id": c.tenant["id"]}, query={"page_size": 1000})
    if support is not None:
        check("clusters [support as tenant]: the tenant's clusters", [k["id"] for k in support["items"]] == ids)
    c.call("support, unknown tenant", "GET", "/v1/clusters", 404, code="not_found", role="support",
           headers={"X-Tenant-Id": "tn-no-such-tenant"})
    if len(c.keys["tenants"]) > 1:
        other = c.keys["tenants"][1]
        c.call("owner naming another tenant", "GET", "/v1/clusters", 403, code="forbidden",
               headers={"X-Tenant-Id": other["id"]})
        theirs = c.call("owner of tenant 2", "GET", "/v1/clusters", 200, role=other["keys"]["owner"],
                        query={"page_size": 1000})
        if theirs is not None:
            check("clusters: tenants see disjoint clusters", not {k["id"] for k in theirs["items"]} & set(ids))
    return items


def event_chain_problems(events, cluster):
    """History (oldest first) that does not add up: ids, created first, state changes that chain."""
    problems = []
    ids = [int(e["id"]) for e in events]
    if ids != sorted(set(ids)):
        problems.append(f"ids not increasing: {ids[:12]}")
    if not events or events[0]["type"] != "cluster.created":
        problems.append(f"first event is {events[0]['type'] if events else None}, not cluster.created")
    state = "pending"
    for e in events:
        if e["cluster_id"] != cluster["id"] or e["cluster_name"] != cluster["name"]:
            problems.append(f"event {e['id']} is about {e['cluster_id']} {e['cluster_name']}")
        if e["cluster"] is not None and e["cluster"]["id"] != cluster["id"]:
            problems.append(f"event {e['id']} carries cluster {e['cluster']['id']}")
        if e["type"] == "cluster.state_changed":
            if e["details"]["from_state"] != state:
                problems.append(f"event {e['id']} goes from {e['details']['from_state']}, the state was {state}")
            state = e["details"]["to_state"]
            if e["cluster"] is not None and e["cluster"]["state"] != state:
                problems.append(f"event {e['id']} moves to {state}, its cluster is {e['cluster']['state']}")
    if cluster["state"] in ("stopped", "failed", "terminated", "running") and state != cluster["state"]:
        problems.append(f"the history ends in {state}, the cluster is {cluster['state']}")
    return problems


def test_cluster_reads(c, clusters):
    for k in clusters:
        body = c.call("owner", "GET", "/v1/clusters/{}", 200, args=[k["id"]])
        if body is None:
            continue
        etag_matches_body(f"cluster {k['id']}", c.last, body)
        check_cluster_shape(f"cluster {k['id']}", body)
        if k["state"] in ("stopped", "failed"):
            same = {n: v for n, v in body.items() if n not in ("as_of", "cost_so_far")} == \
                   {n: v for n, v in k.items() if n not in ("as_of", "cost_so_far")}
            check(f"cluster {k['id']} ({k['state']}): the same as in the list", same)

        nodes = c.call("owner", "GET", "/v1/clusters/{}/nodes", 200, args=[k["id"]])
        if nodes is not None:
            items = nodes["items"]
            pools = {p["id"]: p for p in body["pools"]}
            problems = [f"{n['id']} is in pool {n['pool_id']}" for n in items if n["pool_id"] not in pools]
            problems += [f"{n['id']} has {len(n['gpus'])} GPUs" for n in items if n["pool_id"] in pools
                         and len(n["gpus"]) != pools[n["pool_id"]]["gpus_per_node"]]
            problems += [f"{n['id']} numbers its GPUs {[g['index'] for g in n['gpus']]}" for n in items
                         if [g["index"] for g in n["gpus"]] != list(range(len(n["gpus"])))]
            node_ids = [n["id"] for n in items]
            hosts = [n["hostname"] for n in items]
            uuids = [g["uuid"] for n in items for g in n["gpus"]]
            if len(set(node_ids)) != len(node_ids) or len(set(hosts)) != len(hosts) or len(set(uuids)) != len(uuids):
                problems.append("node ids, host names or GPU uuids repeat")
            problems += [f"{n['id']} replaces {n['replaces']}, which is not listed" for n in items
                         if n["replaces"] is not None and n["replaces"] not in node_ids]
            if body["state"] in ("stopped", "failed", "terminated"):
                problems += [f"a {body['state']} cluster has node {i}" for i in node_ids]
            if body["state"] == "running" and not items:
                problems.append("a running cluster has no nodes")
            check(f"cluster {k['id']} ({body['state']}): {len(items)} nodes fit its pools", not problems,
                  "; ".join(problems))
            check(f"cluster {k['id']}: nodes in one page", nodes["next_page_token"] is None)

        events = c.call("owner", "GET", "/v1/clusters/{}/events", 200, args=[k["id"]], query={"page_size": 1000})
        if events is not None:
            history = list(reversed(events["items"]))
            check(f"cluster {k['id']}: {len(history)} events, newest first, a history that adds up",
                  not event_chain_problems(history, body), "; ".join(event_chain_problems(history, body)[:6]))

    busiest = max(clusters, key=lambda k: len(k["pools"]) * 100 + k["gpu_count"], default=None)
    if busiest:
        full = c.call("owner", "GET", "/v1/clusters/{}/events", 200, args=[busiest["id"]], query={"page_size": 1000})
        paged, pages, problems = c.walk_pages(cluster_path(busiest["id"], "/events"), {"page_size": 1},
                                              template="/v1/clusters/{}/events")
        if full is not None:
            check(f"cluster {busiest['id']}: page_size=1 walk of its events ({pages} pages) gives the same events",
                  not problems and [e["id"] for e in paged] == [e["id"] for e in full["items"]], "; ".join(problems))
        c.call("bad page_size", "GET", "/v1/clusters/{}/events", 400, code="invalid_parameter",
               args=[busiest["id"]], query={"page_size": "0"})
        c.call("viewer", "GET", "/v1/clusters/{}", 200, role="viewer", args=[busiest["id"]])
        c.call("support as tenant", "GET", "/v1/clusters/{}", 200, role="support", args=[busiest["id"]],
               headers={"X-Tenant-Id": c.tenant["id"]})
        for template in ["/v1/clusters/{}", "/v1/clusters/{}/nodes", "/v1/clusters/{}/events"]:
            c.call("billing", "GET", template, 403, code="forbidden", role="billing", args=[busiest["id"]])
    for template in ["/v1/clusters/{}", "/v1/clusters/{}/nodes", "/v1/clusters/{}/events"]:
        c.call("missing id", "GET", template, 404, code="not_found", args=["cl-no-such-cluster"])


def test_other_tenant(c):
    """Another tenant's cluster is answered exactly like one that does not exist."""
    if len(c.keys["tenants"]) < 2:
        print("SKIP other tenant: the keys file has one tenant", flush=True)
        return
    theirs = c.call("owner of tenant 2", "GET", "/v1/clusters", 200, role=c.keys["tenants"][1]["keys"]["owner"])
    if not theirs or not theirs["items"]:
        check("other tenant: tenant 2 has a cluster to ask about", False)
        return
    other = theirs["items"][0]["id"]
    for template in ["/v1/clusters/{}", "/v1/clusters/{}/nodes", "/v1/clusters/{}/events"]:
        c.call("another tenant's cluster", "GET", template, 404, code="not_found", args=[other])
    now = int(time.time())
    c.call("another tenant's cluster", "GET", "/v1/clusters/{}/metrics/query_range", 404, code="not_found",
           args=[other], query={"query": "DCGM_FI_DEV_GPU_UTIL", "start": now - 60, "end": now, "step": 15})
    for method, template in [("POST", "/v1/clusters/{}/actions/stop"), ("POST", "/v1/clusters/{}/actions/start"),
                             ("DELETE", "/v1/clusters/{}")]:
        c.call("another tenant's cluster", method, template, 404, code="not_found", args=[other],
               headers={"If-Match": "*"})
    c.call_json("another tenant's cluster", "PATCH", "/v1/clusters/{}", 404, code="not_found", args=[other],
                headers={"If-Match": "*"}, value={"pools": [{"id": "pool-1", "node_count": 1}]})
    again = c.call("owner of tenant 2", "GET", "/v1/clusters/{}", 200, role=c.keys["tenants"][1]["keys"]["owner"],
                   args=[other])
    if again is not None:
        check("other tenant: its cluster is untouched", again["state"] == theirs["items"][0]["state"], again["state"])


def pick_offerings(c, offerings):
    """(one that can launch now, one with fewer than 256 available nodes) from the catalog."""
    candidates = sorted((o for o in offerings if o["available_nodes"] >= 4),
                        key=lambda o: (o["gpus_per_node"], price_of(o) or Decimal(10 ** 9)))
    fits = None
    for o in candidates[:6]:
        reply = c.send("POST", "/v1/estimates", key=c.key("owner"), headers={"Content-Type": "application/json"},
                       body=json.dumps({"pools": [{"offering_id": o["id"], "node_count": 1}]}).encode())
        if reply.status == 200 and reply.json().get("can_launch"):
            fits = o
            break
    small = next((o for o in offerings if 0 < o["available_nodes"] < 256), None)
    check("clusters: the catalog has an offering to launch on", fits is not None)
    return fits, small


def test_estimates(c, fits, small):
    if fits is None:
        return
    valid = {"pools": [{"name": "train", "offering_id": fits["id"], "node_count": 2}], "hours": 10,
             "billing_mode": "hourly", "currency": "USD", "stage": "finetune"}
    request_conforms(c, "valid", "POST", "/v1/estimates", valid)
    e = c.call_json("valid", "POST", "/v1/estimates", 200, valid)
    if e is not None:
        line = e["lines"][0] if len(e["lines"]) == 1 else None
        check("estimate: can launch, no problems, one line", e["can_launch"] and not e["problems"] and line, brief(e))
        if line:
            node_hour = price_of(fits, "hourly", "USD", "gpu_hour_price") * fits["gpus_per_node"]
            check("estimate: the line prices 2 nodes of the offering at its hourly USD price",
                  line["offering_id"] == fits["id"] and line["pool_name"] == "train" and line["node_count"] == 2
                  and line["gpu_count"] == 2 * fits["gpus_per_node"]
                  and abs(Decimal(line["node_hour_price"]) - node_hour) <= Decimal("0.01")
                  and Decimal(line["hourly"]) == Decimal(e["hourly"]), f"{brief(line)}; node-hour {node_hour}")
        check("estimate: total is hourly x hours, in USD",
              e["currency"] == "USD" and e["hours"] == 10
              and abs(Decimal(e["total"]) - Decimal(e["hourly"]) * 10) <= Decimal("0.005"), brief(e))
        q = e["quota"]
        check("estimate: quota in use within the limits",
              q["gpus_in_use"] <= q["gpu_limit"] and q["clusters_in_use"] <= q["cluster_limit"], brief(q))
    # A tenant is quoted in its account's currency only: another is refused, none means its own.
    c.call_json("CNY for a USD tenant", "POST", "/v1/estimates", 422,
                dict(valid, currency="CNY", billing_mode="monthly", hours=1), code="invalid_field")
    yuan_tenant = next((t for t in c.keys["tenants"] if t.get("id") == "tn-chenguang"), None)
    if yuan_tenant is not None:
        no_currency = {k: v for k, v in valid.items() if k != "currency"}
        cny = c.call_json("CNY tenant, monthly", "POST", "/v1/estimates", 200,
                          dict(no_currency, billing_mode="monthly", hours=1), role=yuan_tenant["keys"]["owner"])
        if cny is not None:
            check("estimate: a CNY tenant is answered in CNY", cny["currency"] == "CNY", brief(cny))

    if small is not None:
        big = {"pools": [{"offering_id": small["id"], "node_count": 256}], "hours": 1}
        request_conforms(c, "too big", "POST", "/v1/estimates", big)
        e = c.call_json("more nodes than available", "POST", "/v1/estimates", 200, big)
        if e is not None:
            capacity = [p for p in e["problems"] if p["code"] == "capacity_exceeded"]
            check("estimate: capacity_exceeded for the offering, cannot launch",
                  not e["can_launch"] and capacity and capacity[0]["offering_id"] == small["id"]
                  and capacity[0]["requested"] == 256 and capacity[0]["available"] < 256, brief(e))
    e = c.call_json("unknown offering", "POST", "/v1/estimates", 200,
                    {"pools": [{"offering_id": "no-such-offering", "node_count": 1}]})
    if e is not None:
        check("estimate: unknown_offering, no line, cannot launch",
              not e["can_launch"] and not e["lines"]
              and [p["code"] for p in e["problems"]][:1] == ["unknown_offering"], brief(e))

    # Out-of-range pools get the same codes a launch would; other bad members are invalid_field.
    for label, value, code in [
            ("0 hours", dict(valid, hours=0), "invalid_field"),
            ("4 years", dict(valid, hours=4 * 8784), "invalid_field"),
            ("hours as text", dict(valid, hours="10"), "invalid_field"),
            ("a pool of 0 nodes", dict(valid, pools=[{"offering_id": fits["id"], "node_count": 0}]),
             "invalid_node_count"),
            ("no pools", dict(valid, pools=[]), "invalid_pools"),
            ("pools not a list", dict(valid, pools="many"), "invalid_field")]:
        request_conforms(c, label, "POST", "/v1/estimates", value, valid=False)
        c.call_json(label, "POST", "/v1/estimates", 422, value, code=code)
    c.call_json("malformed JSON", "POST", "/v1/estimates", 400, raw=b'{"pools": [', code="invalid_json")
    c.call_json("viewer", "POST", "/v1/estimates", 200, valid, role="viewer")
    c.call_json("billing", "POST", "/v1/estimates", 403, valid, role="billing", code="forbidden")
    c.call_json("support (an estimate changes nothing)", "POST", "/v1/estimates", 200, valid, role="support")
    c.call_json("no key", "POST", "/v1/estimates", 401, valid, role=None, code="unauthorized")
