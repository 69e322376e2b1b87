"""Served: launching clusters, changing them (ETag/If-Match, idempotency) and the event stream."""

import json
import time
import uuid

from .expectations import STREAM_WAIT
from .report import brief, check
from .clusters import check_cluster_shape, cluster_path, etag_matches_body, request_conforms
from .streams import open_stream, sse_schemas, stream_message_problems


def test_launch(c, fits, small, clusters):
    """Launch (with the stream open to see it happen), replay, refusals; returns (cluster, created event id)."""
    if fits is None:
        return None
    schemas = sse_schemas(c)
    check("spec: the stream documents its cluster and reset messages", {"cluster", "reset"} <= set(schemas))
    stream = open_stream(c, "owner")
    try:
        name = "ct-" + uuid.uuid4().hex[:10]
        spec_body = {"name": name, "pools": [{"name": "train", "offering_id": fits["id"], "node_count": 1}],
                     "billing_mode": "hourly", "currency": "USD", "stage": "finetune", "auto_stop_idle_minutes": 30}
        request_conforms(c, "launch", "POST", "/v1/clusters", spec_body)
        key = str(uuid.uuid4())
        k = c.call_json("launch", "POST", "/v1/clusters", 202, spec_body, headers={"Idempotency-Key": key})
        first = c.last
        if k is None:
            return None
        etag_matches_body("launch", first, k)
        check("launch: Location names the new cluster", first.headers.get("location") == cluster_path(k["id"]),
              first.headers.get("location"))
        check("launch: not marked as a replay", "idempotent-replayed" not in first.headers)
        check("launch: the cluster is pending, as asked",
              k["state"] == "pending" and k["name"] == name and k["region"] == fits["region"]
              and k["stage"] == "finetune" and k["auto_stop_idle_minutes"] == 30 and k["billing_mode"] == "hourly"
              and k["currency"] == "USD" and k["gpu_count"] == fits["gpus_per_node"]
              and [(p["name"], p["offering_id"], p["node_count"], p["ready_nodes"]) for p in k["pools"]]
              == [("train", fits["id"], 1, 0)] and k["hourly_cost"] == k["quoted_hourly_cost"]
              and k["image"] in fits["images"] and k["id"] not in {x["id"] for x in clusters}, brief(k))
        check_cluster_shape("launch", k)

        created_id = None
        if stream is not None:
            deadline = time.monotonic() + STREAM_WAIT
            seen, problems, mine = 0, [], None
            while mine is None:
                block = stream.message(deadline)
                if block is None:
                    break
                seen += 1
                problems += [f"event {block.get('id')}: {p}" for p in stream_message_problems(c, block, schemas)]
                data = json.loads(block["data"][0]) if len(block["data"]) == 1 and not problems else {}
                if block.get("event") == "cluster" and data.get("cluster_id") == k["id"]:
                    mine = data
            check(f"stream: {seen} message(s) after the launch conform to the Event schema", seen and not problems,
                  "; ".join(problems[:4]) or stream.broken or "nothing came")
            check("stream: the launch arrives as event: cluster, type cluster.created, with the cluster",
                  mine is not None and mine["type"] == "cluster.created" and mine["cluster"]["id"] == k["id"]
                  and mine["cluster"]["state"] == "pending", brief(mine or {}) if mine else stream.broken)
            created_id = mine["id"] if mine else None

        got = c.call("the Location", "GET", "/v1/clusters/{}", 200, args=[k["id"]])
        if got is not None:
            check("launch: the cluster is there, as launched",
                  {n: got[n] for n in ("name", "pools", "region", "stage", "created_at")}
                  == {n: k[n] for n in ("name", "pools", "region", "stage", "created_at")})
        listed = c.call("after the launch", "GET", "/v1/clusters", 200, query={"page_size": 1000})
        if listed is not None:
            check("launch: the new cluster comes first in the list (newest first)",
                  listed["items"] and listed["items"][0]["id"] == k["id"], [x["id"] for x in listed["items"][:3]])

        # The stop of a pending cluster is refused (409): with a current If-Match, that is all that can go wrong.
        reply = c.send("POST", cluster_path(k["id"], "/actions/stop"), key=c.key("owner"),
                       headers={"If-Match": first.headers.get("etag", '"none"')})
        check("launch: the 202's ETag is current (If-Match with it is not 412)", reply.status == 409,
                  f"stop with If-Match {first.headers.get('etag')} -> {reply.status}")

        # Replays: the same key and body (written differently) answer the first response again.
        reordered = json.dumps(dict(reversed(list(spec_body.items()))), indent=2).encode("utf-8")
        reply = c.send("POST", "/v1/clusters", key=c.key("owner"), body=reordered,
                       headers={"Idempotency-Key": key, "Content-Type": "application/json"})
        errors = c.conformance("POST", "/v1/clusters", reply)
        replayed_etag = reply.json().get("etag") if reply.status == 202 and not reply.error else None
        check("launch replay: carries the ETag header", "missing header ETag" not in errors and
                  reply.headers.get("etag") == replayed_etag, f"ETag {reply.headers.get('etag')!r}")
        errors = [e for e in errors if e != "missing header ETag"]
        check(f"POST /v1/clusters [replay, same key and body] -> {reply.status}",
              reply.status == 202 and not errors, f"status {reply.status}; " + "; ".join(errors))
        if reply.status == 202 and not reply.error:
            check("launch replay: the first body again, marked Idempotent-Replayed: true, same Location",
                  reply.json() == json.loads(first.body) and reply.headers.get("idempotent-replayed") == "true"
                  and reply.headers.get("location") == first.headers.get("location"),
                  f"replayed {reply.headers.get('idempotent-replayed')!r}; {brief(reply.body.decode())}")
        other_body = dict(spec_body, name=name + "-b")
        c.call_json("same key, other body", "POST", "/v1/clusters", 422, other_body,
                    code="idempotency_key_reused", headers={"Idempotency-Key": key})
        listed = c.call("after the replays", "GET", "/v1/clusters", 200, query={"page_size": 1000})
        if listed is not None:
            check("launch replay: launched nothing more",
                  [x["name"] for x in listed["items"]].count(name) == 1
                  and name + "-b" not in {x["name"] for x in listed["items"]})

        # Refusals, each with a fresh key.
        def refused(label, value, status, code, role="owner", headers=None, schema_refuses=None):
            if schema_refuses is not None:
                request_conforms(c, label, "POST", "/v1/clusters", value, valid=not schema_refuses)
            c.call_json(label, "POST", "/v1/clusters", status, value, code=code, role=role,
                        headers=dict({"Idempotency-Key": str(uuid.uuid4())}, **(headers or {})))

        pool = {"offering_id": fits["id"], "node_count": 1}
        fresh = "ct-" + uuid.uuid4().hex[:10]
        refused("invalid name", {"name": "Bad_Name", "pools": [pool]}, 422, "invalid_name", schema_refuses=True)
        refused("name too short", {"name": "ab", "pools": [pool]}, 422, "invalid_name", schema_refuses=True)
        refused("zero nodes", {"name": fresh, "pools": [dict(pool, node_count=0)]}, 422, "invalid_node_count",
                schema_refuses=True)
        refused("257 nodes", {"name": fresh, "pools": [dict(pool, node_count=257)]}, 422, "invalid_node_count",
                schema_refuses=True)
        refused("no pools", {"name": fresh, "pools": []}, 422, "invalid_pools", schema_refuses=True)
        refused("9 pools", {"name": fresh, "pools": [dict(pool, name=f"p{i}x") for i in range(9)]}, 422,
                "invalid_pools", schema_refuses=True)
        refused("two pools named alike", {"name": fresh, "pools": [dict(pool, name="twin"), dict(pool, name="twin")]},
                422, "invalid_pool_name")
        refused("unknown offering", {"name": fresh, "pools": [{"offering_id": "no-such-offering", "node_count": 1}]},
                422, "unknown_offering", schema_refuses=False)
        c.call_json("launch without an Idempotency-Key", "POST", "/v1/clusters", 428,
                    {"name": fresh, "pools": [pool]}, code="idempotency_key_required")
        refused("unknown image", {"name": fresh, "pools": [pool], "image": "no-such-image"}, 422,
                "image_unavailable", schema_refuses=False)
        refused("auto-stop of 8 days", {"name": fresh, "pools": [pool], "auto_stop_idle_minutes": 8 * 24 * 60}, 422,
                "invalid_auto_stop", schema_refuses=True)
        refused("unknown dataset", {"name": fresh, "pools": [pool], "datasets": ["ds-no-such"]}, 422,
                "unknown_dataset", schema_refuses=False)
        refused("unknown billing mode", {"name": fresh, "pools": [pool], "billing_mode": "weekly"}, 422,
                "invalid_field", schema_refuses=True)
        refused("pools not a list", {"name": fresh, "pools": "many"}, 422, "invalid_field", schema_refuses=True)
        taken = next((x["name"] for x in clusters if x["state"] != "terminated"), None)
        if taken:
            refused("name taken", {"name": taken, "pools": [pool]}, 409, "name_taken")
        if small is not None:
            refused("more nodes than available", {"name": fresh, "pools": [dict(pool, offering_id=small["id"],
                                                                                node_count=256)]},
                    409, "capacity_exceeded", schema_refuses=False)
        refused("viewer", spec_body, 403, "forbidden", role="viewer")
        refused("billing", spec_body, 403, "forbidden", role="billing")
        refused("support as tenant", spec_body, 403, "forbidden", role="support",
                headers={"X-Tenant-Id": c.tenant["id"]})
        refused("no key", spec_body, 401, "unauthorized", role=None)
        c.call_json("malformed JSON", "POST", "/v1/clusters", 400, raw=b'{"name": "x", "pools": [',
                    code="invalid_json", headers={"Idempotency-Key": str(uuid.uuid4())})
        c.call_json("a JSON array", "POST", "/v1/clusters", 400, raw=b"[]", code="invalid_json",
                    headers={"Idempotency-Key": str(uuid.uuid4())})
        c.call_json("Idempotency-Key of 256 characters", "POST", "/v1/clusters", 400, dict(spec_body, name=fresh),
                    code="invalid_parameter", headers={"Idempotency-Key": "k" * 256})
        return k, created_id
    finally:
        if stream is not None:
            stream.close()


def change(c, label, method, suffix, cluster_id, status, code=None, value=None, etag=None):
    """A change with If-Match: the given etag, or the cluster's current one (fetched again once when the
    simulator moved the cluster on in between: its own progress is not what is tested)."""
    template = "/v1/clusters/{}" + suffix
    for attempt in (1, 2):
        tag = etag
        if tag is None:
            tag = c.send("GET", cluster_path(cluster_id), key=c.key("owner")).headers.get("etag", '"none"')
        headers = {"If-Match": tag}
        body = None
        if value is not None:
            headers["Content-Type"] = "application/json"
            body = json.dumps(value).encode("utf-8")
        reply = c.send(method, cluster_path(cluster_id, suffix), key=c.key("owner"), headers=headers, body=body)
        if reply.status != 412 or etag is not None or attempt == 2:
            break
    k = c.judge(label, method, template, cluster_path(cluster_id, suffix), reply, status, code)
    if k is not None and status == 202:
        etag_matches_body(f"{method} {cluster_path(cluster_id, suffix)}", reply, k)
    return k


def test_cluster_changes(c, clusters, launched):
    by_name = {k["name"]: k for k in clusters}
    running = [k for k in clusters if k["state"] == "running"]
    if not check("changes: the seeded tenant has two running clusters", len(running) >= 2,
                 [(k["name"], k["state"]) for k in clusters]):
        return
    # The largest running cluster is resized, another is stopped.
    big = max(running, key=lambda k: max(p["node_count"] for p in k["pools"]))
    to_stop = next(k for k in running if k["id"] != big["id"])

    c.call("wrong If-Match", "POST", "/v1/clusters/{}/actions/stop", 412, code="precondition_failed",
           args=[to_stop["id"]], headers={"If-Match": '"999999"'})
    c.call_json("wrong If-Match", "PATCH", "/v1/clusters/{}", 412, code="precondition_failed", args=[big["id"]],
                headers={"If-Match": '"999999"'}, value={"pools": [{"id": big["pools"][0]["id"], "node_count": 1}]})
    c.call("wrong If-Match", "DELETE", "/v1/clusters/{}", 412, code="precondition_failed", args=[to_stop["id"]],
           headers={"If-Match": '"999999"'})
    c.call("viewer", "POST", "/v1/clusters/{}/actions/stop", 403, code="forbidden", role="viewer",
           args=[to_stop["id"]], headers={"If-Match": "*"})
    c.call("support as tenant", "DELETE", "/v1/clusters/{}", 403, code="forbidden", role="support",
           args=[to_stop["id"]], headers={"If-Match": "*", "X-Tenant-Id": c.tenant["id"]})

    # Stop a running cluster; stopping again is no error; starting it while it stops is.
    before = c.send("GET", cluster_path(to_stop["id"]), key=c.key("owner")).headers.get("etag")
    k = change(c, "running cluster", "POST", "/actions/stop", to_stop["id"], 202)
    if k is not None:
        check(f"stop {to_stop['name']}: now stopping, with a new ETag",
              k["state"] == "stopping" and c.last.headers.get("etag") != before, f"{k['state']} {k['etag']}")
        again = change(c, "stopping cluster", "POST", "/actions/stop", to_stop["id"], 202,
                       etag=c.last.headers.get("etag"))
        if again is not None:
            check(f"stop {to_stop['name']} again: still stopping, nothing changed",
                  again["state"] == "stopping" and again["etag"] == k["etag"], f"{again['state']} {again['etag']}")
        change(c, "stopping cluster", "POST", "/actions/start", to_stop["id"], 409, code="not_stopped")
        change(c, "stopping cluster", "PATCH", "", to_stop["id"], 409, code="not_running",
               value={"pools": [{"id": to_stop["pools"][0]["id"], "node_count": 2}]})

    # Resize: refusals, a no-op, then one pool down by a node.
    pool = max(big["pools"], key=lambda p: p["node_count"])
    for label, value, code in [
            ("unknown pool", {"pools": [{"id": "pool-no-such", "node_count": 1}]}, "unknown_pool"),
            ("0 nodes", {"pools": [{"id": pool["id"], "node_count": 0}]}, "invalid_node_count"),
            ("257 nodes", {"pools": [{"id": pool["id"], "node_count": 257}]}, "invalid_node_count"),
            ("no pools", {"pools": []}, "invalid_field"),
            ("by name", {"name": big["name"] + "-x"}, "invalid_field")]:
        if code != "unknown_pool":  # a pool id the cluster lacks is fine by the schema
            request_conforms(c, label, "PATCH", "/v1/clusters/{}", value, valid=False)
        change(c, label, "PATCH", "", big["id"], 422, code=code, value=value)
    c.call_json("malformed JSON", "PATCH", "/v1/clusters/{}", 400, code="invalid_json", args=[big["id"]],
                headers={"If-Match": "*"}, raw=b'{"pools": [')
    same = {"pools": [{"id": p["id"], "node_count": p["node_count"]} for p in big["pools"]]}
    request_conforms(c, "unchanged", "PATCH", "/v1/clusters/{}", same)
    k = change(c, "the counts it has", "PATCH", "", big["id"], 202, value=same)
    if k is not None:
        check(f"resize {big['name']} to its counts: still running, same ETag",
              k["state"] == "running" and k["etag"] == big["etag"], f"{k['state']} {k['etag']} (was {big['etag']})")
    if pool["node_count"] >= 2:
        smaller = {"pools": [{"id": pool["id"], "node_count": pool["node_count"] - 1}]}
        request_conforms(c, "smaller", "PATCH", "/v1/clusters/{}", smaller)
        k = change(c, "one node less", "PATCH", "", big["id"], 202, value=smaller)
        if k is not None:
            resized = next((p for p in k["pools"] if p["id"] == pool["id"]), {})
            check(f"resize {big['name']}: resizing, {pool['id']} wants {pool['node_count'] - 1} nodes",
                  k["state"] == "resizing" and resized.get("node_count") == pool["node_count"] - 1
                  and k["gpu_count"] == big["gpu_count"] - pool["gpus_per_node"], brief(k))

    # Start a stopped cluster.
    stopped = next((x for x in clusters if x["state"] == "stopped"), None)
    if stopped is not None:
        k = change(c, "stopped cluster", "POST", "/actions/start", stopped["id"], 202)
        if k is not None:
            check(f"start {stopped['name']}: starting", k["state"] == "starting", k["state"])
    failed = by_name.get("mi300-trial")
    if failed is not None and failed["state"] == "failed":
        change(c, "failed cluster", "POST", "/actions/start", failed["id"], 409, code="not_stopped")
        change(c, "failed cluster", "POST", "/actions/stop", failed["id"], 409, code="not_running")

    if launched is None:
        return
    new = launched["id"]
    # The launched cluster is pending (or provisioning): neither stop nor resize; and If-Match is required.
    reply = c.send("POST", cluster_path(new, "/actions/stop"), key=c.key("owner"))
    check("If-Match missing: 428", reply.status == 428, f"stop without If-Match -> {reply.status}")
    change(c, "pending cluster", "POST", "/actions/stop", new, 409, code="not_running")
    change(c, "pending cluster", "PATCH", "", new, 409, code="not_running",
           value={"pools": [{"id": launched["pools"][0]["id"], "node_count": 2}]})
    # Terminate it; terminating again is no error, but the old ETag is stale.
    old = c.send("GET", cluster_path(new), key=c.key("owner")).headers.get("etag")
    k = change(c, "launched cluster", "DELETE", "", new, 202)
    if k is not None:
        check("terminate: terminating", k["state"] == "terminating", k["state"])
        again = change(c, "terminated again", "DELETE", "", new, 202, etag=k["etag"])
        if again is not None:
            check("terminate again: terminating or terminated, no error",
                  again["state"] in ("terminating", "terminated"), again["state"])
        if old and old != k["etag"]:
            change(c, "stale ETag", "DELETE", "", new, 412, code="precondition_failed", etag=old)
        c.call("no body, a DELETE", "DELETE", "/v1/clusters/{}", 202, args=[new], headers={"If-Match": "*"})


def test_event_stream(c, launched, created_id):
    c.call("no key", "GET", "/v1/events/stream", 401, code="unauthorized", role=None)
    c.call("billing", "GET", "/v1/events/stream", 403, code="forbidden", role="billing")
    c.call("Last-Event-ID not an id", "GET", "/v1/events/stream", 400, code="invalid_parameter",
           headers={"Last-Event-ID": "yesterday"})
    c.call("support, unknown tenant", "GET", "/v1/events/stream", 404, code="not_found", role="support",
           headers={"X-Tenant-Id": "tn-no-such-tenant"})
    reader = open_stream(c, "viewer", role="viewer")
    if reader is not None:
        reader.close()
    if launched is None or created_id is None:
        return
    schemas = sse_schemas(c)
    # Resume just before the launch: its cluster.created comes first.
    reader = open_stream(c, "resume", headers={"Last-Event-ID": str(int(created_id) - 1)})
    if reader is not None:
        try:
            block = reader.message(time.monotonic() + STREAM_WAIT)
            problems = stream_message_problems(c, block, schemas) if block else [reader.broken or "nothing came"]
            check(f"stream [Last-Event-ID: {int(created_id) - 1}]: resumes with event {created_id}",
                  block is not None and not problems and block.get("id") == created_id,
                  "; ".join(problems) or brief(block))
        finally:
            reader.close()
    # One cluster's events from the start: the launched cluster's history, as the events list has it.
    history = c.call("launched", "GET", "/v1/clusters/{}/events", 200, args=[launched["id"]])
    want = [e["id"] for e in reversed(history["items"])] if history else []
    reader = open_stream(c, "cluster_id, from the start", headers={"Last-Event-ID": "1"},
                         query={"cluster_id": launched["id"]})
    if reader is not None and want:
        try:
            got, problems = [], []
            deadline = time.monotonic() + STREAM_WAIT
            while len(got) < len(want):
                block = reader.message(deadline)
                if block is None:
                    break
                problems += stream_message_problems(c, block, schemas)
                got.append(block.get("id"))
            check(f"stream [cluster_id={launched['id']}]: the cluster's events, in order, as listed",
                  not problems and got == want[:len(got)] and len(got) == len(want),
                  "; ".join(problems[:4]) or f"got {got}, listed {want}; {reader.broken or ''}")
        finally:
            reader.close()
