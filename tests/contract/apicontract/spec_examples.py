"""The spec's examples against golden values: catalog, clusters, events, storage."""

import json
from decimal import Decimal

from .expectations import BILLING_MODES
from .report import brief, check


def golden_offering():
    prices = []
    units = dict(zip(BILLING_MODES, ["gpu_hour", "gpu_day", "gpu_month", "gpu_year", "tflops_hour"]))
    for currency, rate in [("USD", Decimal("1")), ("CNY", Decimal("7.2"))]:
        for mode, factor in zip(BILLING_MODES, ["1", "24", "480", "4800", "0.0025"]):
            unit_price = Decimal("2.50") * rate * Decimal(factor)
            prices.append({"billing_mode": mode, "currency": currency, "unit": units[mode],
                           "unit_price": f"{unit_price:.4f}", "gpu_hour_price": f"{Decimal('2.5') * rate:.4f}"})
    return {
        "id": "h100-sxm-8x.cn-north-1", "name": "8× NVIDIA H100 SXM", "region": "cn-north-1",
        "gpu": {"model": "H100 SXM", "vendor": "NVIDIA", "memory_gb": 80, "memory_type": "HBM3",
                "memory_bandwidth_gb_s": 3350, "bf16_tflops": 989, "fp16_tflops": 989, "tdp_watts": 700},
        "gpus_per_node": 8, "vcpus": 192, "ram_gb": 2048, "local_nvme_gb": 30720,
        "intra_node": {"kind": "NVLink", "bandwidth_gb_s": 900},
        "inter_node": {"kind": "InfiniBand NDR", "bandwidth_gbit_s": 3200},
        "prices": prices,
        "off_peak": {"discount_percent": 40, "start": "00:00", "end": "08:00", "timezone": "Asia/Shanghai"},
        "available_nodes": 12, "total_nodes": 64, "dedicated_available": True, "dedicated_surcharge_percent": 20,
        "images": ["pytorch-2.5-cuda12.4"],
    }


def check_spec_examples(spec):
    """The documented shapes validate, and drift from them does not (proves the validator setup)."""
    ref = lambda name: {"$ref": f"#/components/schemas/{name}"}  # noqa: E731
    offering = golden_offering()
    good = [
        ("Offering", offering),
        ("Health", {"status": "ok", "time": "2025-06-01T12:00:00Z"}),
        ("Version", {"api": "v1", "server": "clusterdesk-sim", "version": "0.1.0"}),
        ("Me (owner)", {"user": {"id": "u1", "name": "Li Wei", "email": "li@example.com"},
                "tenant": {"id": "t1", "name": "Acme", "currency": "CNY"}, "role": "owner",
                "permissions": ["clusters.read"],
                "api_key": {"id": "ak-0001", "name": "ci-deploy", "prefix": "cdk_Rc2Oqryh", "role": "owner",
                            "expires_at": "2027-03-01T00:00:00Z"}}),
        ("Me (support)", {"user": {"id": "s1", "name": "Support", "email": "s@example.com"},
                "tenant": None, "role": "support", "permissions": [],
                "api_key": {"id": "key-platform-support", "name": "Initial key", "prefix": "cdk_", "role": "support",
                            "expires_at": None}}),
        ("RegionList", {"items": [{"id": "cn-north-1", "name": "Beijing", "country": "CN", "zones": ["a"],
                                   "timezone": "Asia/Shanghai", "data_residency": "PRC"}], "next_page_token": None}),
        ("TenantList", {"items": [{"id": "t1", "name": "Acme", "created_at": "2025-01-01T00:00:00Z"}],
                        "next_page_token": "abc"}),
        ("Problem", {"type": "about:blank", "title": "Not Implemented", "status": 501, "code": "not_implemented"}),
    ]
    for name, instance in good:
        errors = spec.validate(instance, ref(name.split(" ")[0]))
        check(f"spec example: a documented {name} validates", not errors, "; ".join(errors))

    def mutated(change):
        o = json.loads(json.dumps(offering))
        change(o)
        return o

    bad = [
        ("Offering with an unknown field", mutated(lambda o: o.update(extra=1))),
        ("Offering with a numeric price", mutated(lambda o: o["prices"][0].update(unit_price=2.5))),
        ("Offering with 9 prices", mutated(lambda o: o["prices"].pop())),
        ("Offering whose hourly price is per day", mutated(lambda o: o["prices"][0].update(unit="gpu_day"))),
        ("Offering with memory as a float", mutated(lambda o: o["gpu"].update(memory_gb=80.5))),
        ("Offering with vendor Intel", mutated(lambda o: o["gpu"].update(vendor="Intel"))),
        ("Offering with no images", mutated(lambda o: o.update(images=[]))),
        ("Offering with off-peak 24:00", mutated(lambda o: o["off_peak"].update(end="24:00"))),
    ]
    for label, instance in bad:
        check(f"spec example: {label} is rejected", spec.validate(instance, ref("Offering")))
    check("spec example: a local-time timestamp is rejected",
          spec.validate({"status": "ok", "time": "2025-06-01 12:00"}, ref("Health")))
    check("spec example: Problem without code is rejected",
          spec.validate({"type": "about:blank", "title": "x", "status": 500}, ref("Problem")))


def golden_cluster():
    return {
        "id": "cl-00001", "name": "llama-pretrain", "state": "running", "state_detail": "",
        "state_since": "2025-06-01T12:04:11Z", "created_at": "2025-06-01T12:00:00Z", "region": "cn-north-1",
        "pools": [{"id": "pool-1", "name": "train", "offering_id": "h100-sxm-8x.cn-north-1", "gpu_model": "H100 SXM",
                   "gpus_per_node": 8, "node_count": 4, "ready_nodes": 4}],
        "gpu_count": 32, "billing_mode": "hourly", "off_peak_only": False, "stage": "pretrain",
        "image": "pytorch-2.5-cuda12.4", "dedicated": False, "auto_stop_idle_minutes": 0, "datasets": [],
        "currency": "USD", "hourly_cost": "80.00", "quoted_hourly_cost": "80.00", "cost_so_far": "1234.56",
        "as_of": "2025-06-02T12:00:00Z", "etag": '"9"',
    }


def golden_event():
    return {"id": "42", "type": "cluster.state_changed", "time": "2025-06-01T12:04:11Z", "cluster_id": "cl-00001",
            "cluster_name": "llama-pretrain", "severity": "info", "message": "Cluster llama-pretrain is running.",
            "details": {"from_state": "provisioning", "to_state": "running"}, "cluster": golden_cluster()}


def golden_node():
    return {"id": "cl-00001-n1", "pool_id": "pool-1", "hostname": "llama-pretrain-train-1", "state": "ready",
            "since": "2025-06-01T12:03:00Z", "replaces": None,
            "gpus": [{"index": 0, "uuid": "GPU-5f1c2e4a-8d3b-4c1e-9a7f-0b2d6e8c4a13", "model": "H100 SXM",
                      "health": "healthy", "last_xid": 0}]}


def golden_estimate():
    return {"currency": "USD", "hours": 10, "hourly": "20.00", "total": "200.00", "can_launch": True,
            "lines": [{"pool_name": "train", "offering_id": "h100-sxm-8x.cn-north-1", "node_count": 1, "gpu_count": 8,
                       "node_hour_price": "20.00", "hourly": "20.00"}],
            "quota": {"gpus_in_use": 56, "gpu_limit": 1024, "clusters_in_use": 3, "cluster_limit": 20},
            "problems": []}


def check_spec_cluster_examples(spec):
    """Cluster, node, event and estimate shapes: documented ones validate, drifted ones do not."""
    ref = lambda name: {"$ref": f"#/components/schemas/{name}"}  # noqa: E731

    def mutated(value, change):
        copy = json.loads(json.dumps(value))
        change(copy)
        return copy

    spec_body = {"name": "llama-pretrain", "pools": [{"name": "train", "offering_id": "h100-sxm-8x.cn-north-1",
                                                      "node_count": 4}],
                 "billing_mode": "monthly", "currency": "CNY", "off_peak_only": False, "stage": "pretrain",
                 "image": "pytorch-2.5-cuda12.4", "dedicated": False, "auto_stop_idle_minutes": 30, "datasets": []}
    good = [
        ("Cluster", golden_cluster()),
        ("ClusterList", {"items": [golden_cluster()], "next_page_token": None}),
        ("Node", golden_node()),
        ("Node", mutated(golden_node(), lambda n: n.update(state="provisioning", replaces="cl-00001-n3"))),
        ("Event", golden_event()),
        ("Event", mutated(golden_event(), lambda e: e.update(type="workload.migrated", severity="warning", details={
            "node_id": "cl-00001-n3", "replacement_node_id": "cl-00001-n7", "checkpoint_step": 1500}))),
        ("EventList", {"items": [golden_event()], "next_page_token": "abc"}),
        ("Estimate", golden_estimate()),
        ("Estimate", mutated(golden_estimate(), lambda e: e.update(can_launch=False, problems=[
            {"code": "quota_exceeded", "detail": "Your tenant may run 1024 GPUs.", "offering_id": "",
             "requested": 600, "available": 456}]))),
        ("ClusterSpec", spec_body),
        ("ClusterSpec", {"name": "abc", "pools": [{"offering_id": "x", "node_count": 1}]}),
        ("EstimateRequest", {"pools": [{"offering_id": "x", "node_count": 256}], "hours": 0.5}),
        ("ClusterResize", {"pools": [{"id": "pool-1", "node_count": 3}]}),
        ("StreamReset", {}),
    ]
    for name, instance in good:
        errors = spec.validate(instance, ref(name))
        check(f"spec example: a documented {name} validates", not errors, "; ".join(errors))

    bad = [
        ("Cluster", "with an unknown field", mutated(golden_cluster(), lambda c: c.update(tenant_id="t1"))),
        ("Cluster", "without etag", mutated(golden_cluster(), lambda c: c.pop("etag"))),
        ("Cluster", "with a numeric hourly_cost", mutated(golden_cluster(), lambda c: c.update(hourly_cost=80.0))),
        ("Cluster", "with an upper-case name", mutated(golden_cluster(), lambda c: c.update(name="Llama"))),
        ("Cluster", "in state sleeping", mutated(golden_cluster(), lambda c: c.update(state="sleeping"))),
        ("Cluster", "with no pools", mutated(golden_cluster(), lambda c: c.update(pools=[]))),
        ("Cluster", "with a pool without id", mutated(golden_cluster(), lambda c: c["pools"][0].pop("id"))),
        ("Cluster", "with an unquoted etag", mutated(golden_cluster(), lambda c: c.update(etag="9"))),
        ("Node", "with GPU health degraded", mutated(golden_node(), lambda n: n["gpus"][0].update(health="degraded"))),
        ("Node", "with last_xid null", mutated(golden_node(), lambda n: n["gpus"][0].update(last_xid=None))),
        ("Event", "of an unknown type", mutated(golden_event(), lambda e: e.update(type="cluster.exploded"))),
        ("Event", "with a numeric id", mutated(golden_event(), lambda e: e.update(id=42))),
        ("Event", "state_changed without from_state",
         mutated(golden_event(), lambda e: e["details"].pop("from_state"))),
        ("Event", "node.failed without node_id", mutated(golden_event(), lambda e: e.update(
            type="node.failed", details={"replacement_node_id": "n2"}))),
        ("Event", "whose cluster lacks a member", mutated(golden_event(), lambda e: e["cluster"].pop("state"))),
        ("Estimate", "that can launch despite a problem", mutated(golden_estimate(), lambda e: e.update(problems=[
            {"code": "capacity_exceeded", "detail": "x", "offering_id": "o", "requested": 9, "available": 1}]))),
        ("Estimate", "that cannot launch without a problem", mutated(golden_estimate(), lambda e: e.update(
            can_launch=False))),
        ("Estimate", "with a numeric total", mutated(golden_estimate(), lambda e: e.update(total=200))),
        ("ClusterSpec", "without a name", mutated(spec_body, lambda b: b.pop("name"))),
        ("ClusterSpec", "named X", mutated(spec_body, lambda b: b.update(name="X"))),
        ("ClusterSpec", "with a pool of 0 nodes", mutated(spec_body, lambda b: b["pools"][0].update(node_count=0))),
        ("ClusterSpec", "with a pool of 257 nodes", mutated(spec_body, lambda b: b["pools"][0].update(node_count=257))),
        ("ClusterSpec", "with 9 pools", mutated(spec_body, lambda b: b.update(pools=[
            {"offering_id": "x", "node_count": 1}] * 9))),
        ("ClusterSpec", "with auto-stop of 8 days", mutated(spec_body, lambda b: b.update(
            auto_stop_idle_minutes=8 * 24 * 60))),
        ("ClusterSpec", "with hours", mutated(spec_body, lambda b: b.update(hours=5))),
        ("EstimateRequest", "for 0 hours", {"pools": [{"offering_id": "x", "node_count": 1}], "hours": 0}),
        ("ClusterResize", "by pool name", {"pools": [{"name": "train", "node_count": 3}]}),
        ("ClusterResize", "to 0 nodes", {"pools": [{"id": "pool-1", "node_count": 0}]}),
        ("StreamReset", "with members", {"id": "1"}),
    ]
    for name, label, instance in bad:
        check(f"spec example: {name} {label} is rejected", spec.validate(instance, ref(name)))

    check_sse_example(spec, "/v1/events/stream", "the event stream")


def check_sse_example(spec, path, what):
    """Every message of a stream's documented example is named in x-sse-events and its data validates."""
    _, op, _ = spec.operation("GET", path)
    media = spec.resolve(op["responses"]["200"])["content"]["text/event-stream"]
    events = media.get("x-sse-events", {})
    problems, messages = [], 0
    for block in str(media.get("example", "")).split("\n\n"):
        fields = dict(line.split(": ", 1) for line in block.splitlines() if ": " in line and not line.startswith(":"))
        if "event" in fields:
            messages += 1
            if fields["event"] not in events:
                problems.append(f"event {fields['event']!r} not in x-sse-events")
                continue
            problems += spec.validate(json.loads(fields.get("data", "null")), events[fields["event"]])
    check(f"spec example: {what} example ({messages} message(s)) validates", messages and not problems,
          "; ".join(problems))


def golden_dataset():
    return {"id": "ds-00000042", "name": "train-v1", "region": "cn-north-1", "size_bytes": 1048604,
            "files": [{"name": "shard-000.bin", "size_bytes": 1048604,
                       "sha256": "2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824"}],
            "encryption": {"format": "cd-aes256gcm-v1", "key_id": "0f1e2d3c4b5a69788796a5b4c3d2e1f0"},
            "attached_clusters": ["cl-00007"], "created_at": "2025-06-01T12:00:00Z"}


def check_spec_storage_examples(spec):
    """Dataset shapes: documented ones validate, drifted ones do not; the tus headers say what is served."""
    ref = lambda name: {"$ref": f"#/components/schemas/{name}"}  # noqa: E731

    def mutated(change):
        copy = golden_dataset()
        change(copy)
        return copy

    plain = mutated(lambda d: d.update(encryption={"format": "none", "key_id": ""}, attached_clusters=[]))
    for name, label, instance in [("Dataset", "Dataset (encrypted)", golden_dataset()),
                                  ("Dataset", "Dataset (encryption none)", plain),
                                  ("DatasetList", "DatasetList", {"items": [golden_dataset(), plain],
                                                                  "next_page_token": None})]:
        errors = spec.validate(instance, ref(name))
        check(f"spec example: a documented {label} validates", not errors, "; ".join(errors))
    bad = [
        ("with an unknown field", mutated(lambda d: d.update(tenant_id="t1"))),
        ("without attached_clusters", mutated(lambda d: d.pop("attached_clusters"))),
        ("with no files", mutated(lambda d: d.update(files=[]))),
        ("whose file lacks sha256", mutated(lambda d: d["files"][0].pop("sha256"))),
        ("with an upper-case sha256", mutated(lambda d: d["files"][0].update(sha256="A" * 64))),
        ("with format aes", mutated(lambda d: d["encryption"].update(format="aes"))),
        ("encrypted without a key_id", mutated(lambda d: d["encryption"].update(key_id=""))),
        ("with an upper-case key_id", mutated(lambda d: d["encryption"].update(key_id="0F" * 16))),
        ("with format none and a key_id", mutated(lambda d: d["encryption"].update(format="none"))),
        ("with region \"\"", mutated(lambda d: d.update(region=""))),
        ("with a numeric size", mutated(lambda d: d.update(size_bytes="1048604"))),
    ]
    for label, instance in bad:
        check(f"spec example: Dataset {label} is rejected", spec.validate(instance, ref("Dataset")))

    _, op, _ = spec.operation("OPTIONS", "/v1/uploads")
    headers = {n: spec.resolve(h) for n, h in spec.resolve(op["responses"]["204"])["headers"].items()}
    values = {n: h.get("schema", {}).get("const") for n, h in headers.items()}
    check("spec: OPTIONS /v1/uploads documents the capabilities served",
          values.get("Tus-Version") == "1.0.0" and values.get("Tus-Max-Size") == 1 << 40
          and set(str(values.get("Tus-Extension")).split(",")) == {"creation", "termination", "checksum", "concatenation"}
          and set(str(values.get("Tus-Checksum-Algorithm")).split(",")) == {"sha1", "sha256"}
          and all(h.get("required") for h in headers.values()), brief(values))
