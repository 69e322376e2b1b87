"""Served: the metrics query language, its errors, the exposition format and the metrics stream."""

import json
import re
import time
from datetime import datetime, timezone

from .expectations import ROLES
from .report import brief, check, offenders
from .spec import fill
from .client import sim_now
from .clusters import cluster_path
from .streams import open_stream, sse_schemas, stream_message_problems


QUERY_RANGE = "/v1/clusters/{}/metrics/query_range"
METRICS_STREAM = "/v1/clusters/{}/metrics/stream"
MAX_POINTS = 11000
NODE_LABELS = {"cluster", "node", "hostname", "pool"}
GPU_LABELS = NODE_LABELS | {"gpu", "uuid", "model_name"}
# Seconds a metrics stream may stay silent before a read fails: it sends samples every second.
METRICS_STREAM_WAIT = 3.0
EXPOSITION_SAMPLE = re.compile(r"^([a-zA-Z_:][a-zA-Z0-9_:]*)\{(.*)\} (\S+)$")
EXPOSITION_LABEL = re.compile(r'([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\[\\"n])*)"(?:,|$)')


def metric_names(spec):
    """The metrics the spec says the platform serves (MetricName)."""
    return list(spec.schema("MetricName").get("enum", []))


def is_gpu_metric(name):
    return name.startswith("DCGM_")


def parse_exposition_labels(text):
    """`a="1",b="2"` as a dict, or None when it is not a label list of the text format."""
    labels, pos = {}, 0
    while pos < len(text):
        m = EXPOSITION_LABEL.match(text, pos)
        if not m or m.group(1) in labels:
            return None
        labels[m.group(1)] = m.group(2)
        pos = m.end()
    return labels


def metrics_target(c, clusters):
    """(the tenant's running cluster with the most ready nodes, its nodes, a cluster of tenant 2 or None)."""
    best, best_nodes, most = None, [], 0
    for k in clusters:
        if k["state"] != "running":
            continue
        reply = c.send("GET", cluster_path(k["id"], "/nodes"), key=c.key("owner"))
        nodes = reply.json()["items"] if reply.status == 200 else []
        ready = sum(1 for n in nodes if n["state"] == "ready")
        if ready > most:
            best, best_nodes, most = k, nodes, ready
    check(f"metrics: a running cluster with ready nodes to ask about ({best['id'] if best else None}, "
          f"{most} ready)", best is not None)
    other = None
    if len(c.keys["tenants"]) > 1:
        reply = c.send("GET", "/v1/clusters", key=c.keys["tenants"][1]["keys"]["owner"])
        items = reply.json()["items"] if reply.status == 200 else []
        other = items[0]["id"] if items else None
    return best, best_nodes, other


def query_range(c, label, cluster_id, params, status=200, code=None, role="owner", now=None, shown=None):
    """One query_range call judged against the spec; the JSON body or None.

    The check's name shows Unix times relative to now, and `shown` in place of the parameters it names,
    so that names stay the same from run to run."""
    key = c.key(role) if role in ROLES + ["support"] else role
    path = fill(QUERY_RANGE, [cluster_id])
    reply = c.send("GET", path, key=key, query=params)
    display = {n: ("now" + (f"{v - now:+d}" if v != now else "")) if isinstance(v, int) and now is not None else v
               for n, v in params.items()}
    display.update(shown or {})
    return c.judge(label, "GET", QUERY_RANGE, path, reply, status, code, display)


def matrix_problems(result, start, end, step, cluster_id=None):
    """Series whose points are not ascending on the grid start, start + step, ... end (or too many)."""
    problems = []
    for s in result:
        who = brief(s["metric"], 90)
        times = [p[0] for p in s["values"]]
        if cluster_id is not None and s["metric"].get("cluster") != cluster_id:
            problems.append(f"{who}: not labelled cluster={cluster_id}")
        if times != sorted(set(times)):
            problems.append(f"{who}: times not ascending")
        if any(t < start or t > end or (t - start) % step for t in times):
            problems.append(f"{who}: a time off the grid {start} + k * {step} up to {end}")
        if len(times) > MAX_POINTS:
            problems.append(f"{who}: {len(times)} points")
    return problems


def test_query_range(c, k, nodes, other):
    if k is None:
        return
    cid = k["id"]
    now = int(sim_now(c).timestamp())
    listed = {(n["id"], str(g["index"])): (n["hostname"], g["uuid"]) for n in nodes for g in n["gpus"]}
    ready = [n for n in nodes if n["state"] == "ready"]
    gpus_of = {n["id"]: len(n["gpus"]) for n in nodes}
    start, end = now - 120, now
    base = {"query": "DCGM_FI_DEV_GPU_UTIL", "start": start, "end": end, "step": "15s"}

    body = query_range(c, "every GPU, 15 s steps", cid, base, now=now)
    seen_nodes = []
    if body is not None:
        result = body["data"]["result"]
        check(f"query_range: every series has cluster={cid}, points ascending on the 15 s grid, at most 11,000",
              result and not matrix_problems(result, start, end, 15, cid),
              "; ".join(matrix_problems(result, start, end, 15, cid)[:4]) or "no series")
        keyed = [(s["metric"].get("node"), s["metric"].get("gpu")) for s in result]
        problems = [f"{key} is no GPU of the cluster's nodes" for key in keyed if key not in listed]
        problems += ["a GPU has two series"] if len(keyed) != len(set(keyed)) else []
        problems += [f"no series for {n['id']} GPU {g['index']}" for n in ready for g in n["gpus"]
                     if (n["id"], str(g["index"])) not in keyed]
        problems += [f"labels {sorted(s['metric'])}" for s in result
                     if set(s["metric"]) != GPU_LABELS | {"__name__"}
                     or s["metric"]["__name__"] != "DCGM_FI_DEV_GPU_UTIL"]
        problems += [f"{key}: hostname and uuid are not /nodes' {listed[key]}" for s, key in zip(result, keyed)
                     if key in listed and (s["metric"].get("hostname"), s["metric"].get("uuid")) != listed[key]]
        check(f"query_range: one series per GPU of the ready nodes ({len(result)}), labelled as /nodes lists them",
              not problems, "; ".join(problems[:6]))
        out_of_range = [p for s in result for p in s["values"] if not 0 <= float(p[1]) <= 100]
        check("query_range: GPU utilization stays within 0..100 %", not out_of_range, brief(out_of_range[:5]))
        seen_nodes = sorted({node for node, _ in keyed if node})

        iso = lambda t: datetime.fromtimestamp(t, timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")  # noqa: E731
        same = query_range(c, "RFC 3339 times, step in seconds", cid,
                           dict(base, start=iso(start), end=iso(end), step="15"), now=now,
                           shown={"start": "RFC3339(now-120)", "end": "RFC3339(now)"})
        check("query_range: RFC 3339 times and a step of 15 give the answer of Unix seconds and 15s",
              same == body, brief(same))

    if seen_nodes:
        first, second = seen_nodes[0], seen_nodes[-1]
        cases = [
            ('DCGM_FI_DEV_GPU_UTIL{gpu="0"}', "one series per node, each of GPU 0",
             lambda r: sorted(s["metric"]["node"] for s in r) == seen_nodes
             and all(s["metric"]["gpu"] == "0" for s in r)),
            (f'DCGM_FI_DEV_GPU_UTIL{{node="{first}",gpu!="0"}}', f"the GPUs of {first} but GPU 0",
             lambda r: len(r) == gpus_of.get(first, 0) - 1
             and all(s["metric"]["node"] == first and s["metric"]["gpu"] != "0" for s in r)),
            (f'DCGM_FI_DEV_GPU_UTIL{{node=~"{first}|{second}"}}', f"the GPUs of {first} and {second}",
             lambda r: len(r) == sum(gpus_of.get(n, 0) for n in {first, second})
             and {s["metric"]["node"] for s in r} == {first, second}),
            ("avg by (node) (DCGM_FI_DEV_GPU_UTIL)", "one series per node, labelled node only",
             lambda r: sorted(s["metric"]["node"] for s in r) == seen_nodes
             and all(set(s["metric"]) == {"node"} and all(0 <= float(p[1]) <= 100 for p in s["values"]) for s in r)),
            ("count by (node) (DCGM_FI_DEV_GPU_UTIL)", "per node, the count of its GPUs",
             lambda r: sorted(s["metric"]["node"] for s in r) == seen_nodes
             and all(float(p[1]) == gpus_of.get(s["metric"]["node"]) for s in r for p in s["values"]
                     if s["metric"]["node"] in {n["id"] for n in ready})),
        ]
        bodies = {}
        for query, what, fits in cases:
            b = query_range(c, "label matchers" if "{" in query else "aggregation", cid, dict(base, query=query),
                            now=now)
            if b is None:
                continue
            r = b["data"]["result"]
            bodies[query] = b
            problems = matrix_problems(r, start, end, 15)
            check(f"query_range {query}: {what}", r and fits(r) and not problems,
                  "; ".join(problems[:3]) or brief([s["metric"] for s in r]))
        b = query_range(c, "aggregation, by after", cid, dict(base, query="avg (DCGM_FI_DEV_GPU_UTIL) by (node)"),
                        now=now)
        if b is not None and "avg by (node) (DCGM_FI_DEV_GPU_UTIL)" in bodies:
            check("query_range: avg (...) by (node) answers as avg by (node) (...)",
                  b == bodies["avg by (node) (DCGM_FI_DEV_GPU_UTIL)"], brief(b))

        # The largest range a series may have: 11,000 points of one GPU.
        b = query_range(c, "11,000 points", cid, {"query": f'DCGM_FI_DEV_GPU_UTIL{{node="{first}",gpu="0"}}',
                                                   "start": now - MAX_POINTS + 1, "end": now, "step": "1s"}, now=now)
        if b is not None:
            r = b["data"]["result"]
            check("query_range: 11,000 one-second points are answered, ascending, none off the grid",
                  len(r) == 1 and not matrix_problems(r, now - MAX_POINTS + 1, now, 1, cid),
                  "; ".join(matrix_problems(r, now - MAX_POINTS + 1, now, 1, cid)) or f"{len(r)} series")

    b = query_range(c, "a metric the platform has not", cid, dict(base, query="no_such_metric"), now=now)
    if b is not None:
        check("query_range: an unknown metric is an empty result with a warning",
              b["data"]["result"] == [] and b.get("warnings"), brief(b))

    bad = [
        ("empty query", {"query": ""}, "bad_query"),
        ("syntax error", {"query": "DCGM_FI_DEV_GPU_UTIL{"}, "bad_query"),
        ("unsupported function", {"query": "rate(x[5m])"}, "bad_query"),
        ("start not a time", {"start": "yesterday"}, "bad_query"),
        ("no end", {"end": ""}, "bad_query"),
        ("end before start", {"start": now - 60, "end": now - 61}, "bad_query"),
        ("step 0", {"step": "0"}, "bad_query"),
        ("negative step", {"step": "-15s"}, "bad_query"),
        ("step not a duration", {"step": "often"}, "bad_query"),
        ("step under a second", {"step": "500ms"}, "bad_query"),
        ("11,001 points", {"start": now - MAX_POINTS, "end": now, "step": "1s"}, "too_many_points"),
    ]
    for label, change, code in bad:
        e = query_range(c, label, cid, dict(base, **change), 400, code=code, now=now)
        if e is not None:
            check(f"query_range [{label}]: Prometheus's error body, its error also the detail",
                  e["status"] == "error" and e["errorType"] == "bad_data" and e["error"].strip()
                  and e["detail"] == e["error"], brief(e))

    query_range(c, "missing cluster", "cl-no-such-cluster", base, 404, code="not_found", now=now)
    if other:
        query_range(c, "another tenant's cluster", other, base, 404, code="not_found", now=now)
    query_range(c, "billing", cid, base, 403, code="forbidden", role="billing", now=now)
    query_range(c, "no key", cid, base, 401, code="unauthorized", role=None, now=now)
    query_range(c, "viewer", cid, base, 200, role="viewer", now=now)


def test_metrics_exposition(c, clusters, k, nodes, other):
    names = metric_names(c.spec)
    c.call("owner", "GET", "/v1/metrics", 200)
    reply = c.last
    if reply.status != 200:
        return
    content_type = reply.headers.get("content-type", "")
    params = dict((p.split("=", 1)[0].strip().lower(), p.split("=", 1)[1].strip())
                  for p in content_type.split(";")[1:] if "=" in p)
    check("/v1/metrics: text/plain; version=0.0.4 in UTF-8",
          reply.media_type() == "text/plain" and params.get("version") == "0.0.4"
          and params.get("charset", "utf-8").lower() == "utf-8", content_type)
    helped, typed, samples, bad = set(), {}, [], []
    for number, line in enumerate(reply.body.decode("utf-8").split("\n"), 1):
        if not line:
            continue
        if line.startswith("#"):
            parts = line.split(" ", 3)
            if len(parts) >= 3 and parts[1] == "HELP":
                helped.add(parts[2])
            elif len(parts) == 4 and parts[1] == "TYPE":
                typed[parts[2]] = parts[3]
            continue
        m = EXPOSITION_SAMPLE.match(line)
        labels = parse_exposition_labels(m.group(2)) if m else None
        try:
            value = float(m.group(3)) if m else None
        except ValueError:
            value = None
        if labels is None or value is None:
            bad.append(f"line {number}: {brief(line, 120)}")
            continue
        samples.append((m.group(1), labels))
    offenders(f"/v1/metrics: each of the {len(samples)} sample lines parses as name{{labels}} value", bad)
    check("/v1/metrics: # HELP and # TYPE gauge for exactly the metrics of MetricName",
          set(typed) == set(names) == helped and set(typed.values()) == {"gauge"},
          f"typed {sorted(typed)}; helped {sorted(helped)}")
    problems = [f"{n}: not typed" for n, _ in samples if n not in typed]
    problems += [f"{n}{{{','.join(sorted(l))}}}" for n, l in samples
                 if set(l) != (GPU_LABELS if is_gpu_metric(n) else NODE_LABELS)]
    series = [(n, tuple(sorted(l.items()))) for n, l in samples]
    problems += ["a series is written twice"] if len(series) != len(set(series)) else []
    offenders("/v1/metrics: GPU metrics labelled cluster, node, hostname, pool, gpu, uuid, model_name; "
              "node metrics the first four", problems)
    ours = {k2["id"] for k2 in clusters}
    shown = {l["cluster"] for _, l in samples}
    check("/v1/metrics: only the tenant's clusters" + (f", {k['id']} among them" if k else ""),
          shown <= ours and (k is None or k["id"] in shown), f"shown {sorted(shown)}; the tenant's {sorted(ours)}")
    if k is not None:
        want = {(n["id"], str(g["index"])) for n in nodes if n["state"] == "ready" for g in n["gpus"]}
        got = {(l["node"], l["gpu"]) for n, l in samples if n == "DCGM_FI_DEV_GPU_UTIL" and l["cluster"] == k["id"]}
        check(f"/v1/metrics: every GPU of {k['id']}'s ready nodes has its utilization", want <= got,
              f"missing {sorted(want - got)[:6]}")

    c.call("viewer", "GET", "/v1/metrics", 200, role="viewer")
    c.call("billing", "GET", "/v1/metrics", 403, code="forbidden", role="billing")
    c.call("no key", "GET", "/v1/metrics", 401, code="unauthorized", role=None)
    if other:
        c.call("owner of tenant 2", "GET", "/v1/metrics", 200, role=c.keys["tenants"][1]["keys"]["owner"])
        theirs = set(re.findall(r'cluster="([^"]*)"', c.last.body.decode("utf-8", "replace")))
        check("/v1/metrics: tenants see disjoint clusters", theirs and not theirs & ours, sorted(theirs))


def read_metrics_stream(c, reader, schemas, samples):
    """Messages up to the `samples`-th samples event, as [(event, id, data)], and what is wrong with them."""
    deadline = time.monotonic() + METRICS_STREAM_WAIT + 2
    out, problems = [], []
    while sum(1 for event, _, _ in out if event == "samples") < samples:
        block = reader.message(deadline)
        if block is None:
            problems.append(reader.broken or "no samples in time")
            break
        problems += stream_message_problems(c, block, schemas)
        try:
            data = json.loads(block["data"][0]) if len(block["data"]) == 1 else None
        except ValueError:
            data = None
        out.append((block["event"], block.get("id"), data))
    return out, problems


def sample_problems(messages, wanted):
    """Samples that do not fit the series event before them, or do not follow each other (or a reset) by 1 s."""
    problems, series, last = [], None, None
    for event, id_, data in messages:
        if not isinstance(data, dict):
            continue
        if event == "series":
            series = data
        elif event == "reset":
            last = int(id_) if str(id_).isdigit() else None
        elif event == "samples":
            if series is None:
                problems.append(f"samples {id_} before any series")
                continue
            if last is not None and int(id_) != last + 1:
                problems.append(f"samples {id_} after {last}")
            last = int(id_)
            values = data["values"]
            if sorted(values) != sorted(wanted):
                problems.append(f"samples {id_} has {sorted(values)}, asked for {sorted(wanted)}")
            for name, column in values.items():
                count = len(series["gpus"]) if is_gpu_metric(name) else len(series["nodes"])
                if len(column) != count:
                    problems.append(f"samples {id_}: {name} has {len(column)} values for {count} series")
    return problems


def test_metrics_stream(c, k, nodes, other):
    if k is None:
        return
    cid = k["id"]
    path = fill(METRICS_STREAM, [cid])
    schemas = sse_schemas(c, METRICS_STREAM)
    names = metric_names(c.spec)
    c.call("no key", "GET", METRICS_STREAM, 401, code="unauthorized", role=None, args=[cid])
    c.call("billing", "GET", METRICS_STREAM, 403, code="forbidden", role="billing", args=[cid])
    c.call("unknown metric", "GET", METRICS_STREAM, 400, code="invalid_parameter", args=[cid],
           query={"metrics": "DCGM_FI_DEV_GPU_UTIL,no_such_metric"})
    c.call("Last-Event-ID not a second", "GET", METRICS_STREAM, 400, code="invalid_parameter", args=[cid],
           headers={"Last-Event-ID": "yesterday"})
    c.call("missing cluster", "GET", METRICS_STREAM, 404, code="not_found", args=["cl-no-such-cluster"])
    if other:
        c.call("another tenant's cluster", "GET", METRICS_STREAM, 404, code="not_found", args=[other])

    wanted = ["DCGM_FI_DEV_GPU_UTIL", "clusterdesk_node_network_receive_bytes"]
    now = int(sim_now(c).timestamp())
    reader = open_stream(c, "two metrics", path=path, query={"metrics": ",".join(wanted)},
                         timeout=METRICS_STREAM_WAIT)
    if reader is None:
        return
    try:
        messages, problems = read_metrics_stream(c, reader, schemas, 2)
    finally:
        reader.close()
    check("metrics stream: every message is one the spec names, and its data validates", not problems,
          "; ".join(problems[:4]))
    first = messages[0] if messages else (None, None, None)
    check(f"metrics stream: opens with the series of {cid}, without an id",
          first[0] == "series" and first[1] is None and isinstance(first[2], dict) and first[2]["cluster"] == cid,
          brief(first))
    if first[0] == "series" and isinstance(first[2], dict):
        listed = {(n["id"], g["index"]): (n["hostname"], g["uuid"]) for n in nodes for g in n["gpus"]}
        gpus = [(g["node"], g["gpu"]) for g in first[2]["gpus"]]
        wrong = [f"{key} is no GPU of /nodes" for key in gpus if key not in listed]
        wrong += [f"{(g['node'], g['gpu'])}: hostname and uuid are not /nodes'" for g in first[2]["gpus"]
                  if listed.get((g["node"], g["gpu"]), (g.get("hostname"), g.get("uuid")))
                  != (g.get("hostname"), g.get("uuid"))]
        wrong += [f"no series for {n['id']} GPU {g['index']}" for n in nodes if n["state"] == "ready"
                  for g in n["gpus"] if (n["id"], g["index"]) not in gpus]
        wrong += ["a GPU is named twice"] if len(gpus) != len(set(gpus)) else []
        node_ids = [n["node"] for n in first[2]["nodes"]]
        wrong += [f"nodes {node_ids}, the GPUs' {sorted(set(g for g, _ in gpus))}"] \
            if sorted(node_ids) != sorted(set(g for g, _ in gpus)) else []
        check(f"metrics stream: the series are {cid}'s GPUs and nodes, as /nodes lists them", not wrong,
              "; ".join(wrong[:6]))
    ids = [int(id_) for event, id_, _ in messages if event == "samples"]
    check("metrics stream: two samples events, ids one second apart, from the present",
          len(ids) == 2 and ids[1] == ids[0] + 1 and now - 2 <= ids[0] <= now + 5, f"ids {ids}, now {now}")
    problems = sample_problems(messages, wanted)
    check("metrics stream: samples give the metrics asked for, one value per series of their scope",
          len(ids) == 2 and not problems, "; ".join(problems[:4]))
    if not ids:
        return

    # Resume after the first samples: the next second comes first, no reset; all metrics when none are named.
    reader = open_stream(c, "Last-Event-ID: the first samples' id", path=path, headers={"Last-Event-ID": str(ids[0])},
                         timeout=METRICS_STREAM_WAIT)
    if reader is not None:
        try:
            messages, problems = read_metrics_stream(c, reader, schemas, 1)
        finally:
            reader.close()
        events = [(event, id_) for event, id_, _ in messages]
        check("metrics stream [Last-Event-ID: the first samples' id]: series, then the samples of the next second",
              not problems and events == [("series", None), ("samples", str(ids[0] + 1))],
              "; ".join(problems[:4]) or f"resumed after {ids[0]}: {brief(events)}")
        problems = sample_problems(messages, names)
        check("metrics stream [no metrics named]: every metric of MetricName, one value per series of its scope",
              not problems, "; ".join(problems[:4]))

    # Too far behind, or ahead: reset, then the present.
    for label, last in [("900+ s behind", now - 1000), ("ahead", now + 3600)]:
        reader = open_stream(c, f"Last-Event-ID {label}", path=path, headers={"Last-Event-ID": str(last)},
                             query={"metrics": wanted[0]}, timeout=METRICS_STREAM_WAIT)
        if reader is None:
            continue
        try:
            messages, problems = read_metrics_stream(c, reader, schemas, 1)
        finally:
            reader.close()
        events = [event for event, _, _ in messages]
        reset = next((id_ for event, id_, _ in messages if event == "reset"), None)
        problems += sample_problems(messages, wanted[:1])
        check(f"metrics stream [Last-Event-ID {label}]: series, reset (id the second before the present), samples",
              not problems and events == ["series", "reset", "samples"] and str(reset).isdigit()
              and now - 2 <= int(reset) <= now + 5, "; ".join(problems[:4]) or brief(messages))
