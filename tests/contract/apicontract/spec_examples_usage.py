"""The spec's examples against golden values: metrics and billing."""

import json

from .expectations import FOCUS_COLUMNS, FOCUS_GROUPABLE, OWN_COLUMNS
from .report import brief, check
from .spec_examples import check_sse_example


def golden_matrix():
    return {"status": "success", "data": {"resultType": "matrix", "result": [
        {"metric": {"__name__": "DCGM_FI_DEV_GPU_UTIL", "cluster": "cl-00001", "node": "cl-00001-n1",
                    "hostname": "llama-pretrain-train-1", "pool": "train", "gpu": "0", "model_name": "NVIDIA H100 SXM",
                    "uuid": "GPU-5f1c2e4a-8d3b-4c1e-9a7f-0b2d6e8c4a13"},
         "values": [[1748779500, "95.8"], [1748779515, "96.25"], [1748779530, "1.5e+15"]]},
        {"metric": {"node": "cl-00001-n2"}, "values": [[1748779500, "0"]]}]}}


def golden_query_error(code="bad_query"):
    message = "invalid parameter \"query\": parse error at char 22: expected a label name"
    return {"status": "error", "errorType": "bad_data", "error": message, "type": "about:blank",
            "title": "Bad query", "detail": message, "code": code, "status_code": 400}


def golden_metrics_series():
    return {"cluster": "cl-00002",
            "gpus": [{"node": "cl-00002-n1", "gpu": 0, "hostname": "bert-finetune-train-1",
                      "model_name": "NVIDIA A100 SXM 80GB", "uuid": "GPU-35a8ed0b-a6bc-db8c-1c0f-e753d18a84ec",
                      "pool": "train"}],
            "nodes": [{"node": "cl-00002-n1", "hostname": "bert-finetune-train-1", "pool": "train"}]}


def golden_metrics_samples():
    return {"time": 1748779565, "values": {"DCGM_FI_DEV_GPU_UTIL": [97, None],
                                           "clusterdesk_node_network_receive_bytes": [3518938406.682]}}


def check_spec_metrics_examples(spec):
    """Metrics shapes: documented ones validate, drifted ones (the old sample shape among them) do not."""
    ref = lambda name: {"$ref": f"#/components/schemas/{name}"}  # noqa: E731

    def mutated(value, change):
        copy = json.loads(json.dumps(value))
        change(copy)
        return copy

    good = [
        ("QueryRangeResult", golden_matrix()),
        ("QueryRangeResult", {"status": "success", "data": {"resultType": "matrix", "result": []},
                              "warnings": ["this platform has no metric named nope"]}),
        ("QueryError", golden_query_error()),
        ("QueryError", golden_query_error("too_many_points")),
        ("MetricsSeries", golden_metrics_series()),
        ("MetricsSeries", {"cluster": "cl-00004", "gpus": [], "nodes": []}),
        ("MetricsSamples", golden_metrics_samples()),
        ("MetricsSamples", {"time": 1748779565, "values": {}}),
    ]
    for name, instance in good:
        errors = spec.validate(instance, ref(name))
        check(f"spec example: a documented {name} validates", not errors, "; ".join(errors))

    point = lambda value: lambda r: r["data"]["result"][0].update(values=[value])  # noqa: E731
    bad = [
        ("QueryRangeResult", "with a time as a float", mutated(golden_matrix(), point([1748779500.5, "1"]))),
        ("QueryRangeResult", "with a time as text", mutated(golden_matrix(), point(["1748779500", "1"]))),
        ("QueryRangeResult", "with a value as a number", mutated(golden_matrix(), point([1748779500, 95.8]))),
        ("QueryRangeResult", "with a value that is no number", mutated(golden_matrix(), point([1748779500, "high"]))),
        ("QueryRangeResult", "with a point of three members",
         mutated(golden_matrix(), point([1748779500, "1", "2"]))),
        ("QueryRangeResult", "with a numeric label", mutated(golden_matrix(), lambda r: r["data"]["result"][0][
            "metric"].update(gpu=0))),
        ("QueryRangeResult", "with a series without points", mutated(golden_matrix(), lambda r: r["data"]["result"][
            0].update(values=[]))),
        ("QueryRangeResult", "with 11,001 points", mutated(golden_matrix(), lambda r: r["data"]["result"][0].update(
            values=[[1748779500 + i, "1"] for i in range(11001)]))),
        ("QueryRangeResult", "of resultType vector", mutated(golden_matrix(), lambda r: r["data"].update(
            resultType="vector"))),
        ("QueryRangeResult", "with empty warnings", mutated(golden_matrix(), lambda r: r.update(warnings=[]))),
        ("QueryError", "with an unknown code", mutated(golden_query_error(), lambda e: e.update(code="bad_data"))),
        ("QueryError", "without error", mutated(golden_query_error(), lambda e: e.pop("error"))),
        ("QueryError", "with an empty error", mutated(golden_query_error(), lambda e: e.update(error=""))),
        ("QueryError", "without code", mutated(golden_query_error(), lambda e: e.pop("code"))),
        ("QueryError", "with status 400 (RFC 9457's)", mutated(golden_query_error(), lambda e: e.update(status=400))),
        ("MetricsSeries", "with gpu as text", mutated(golden_metrics_series(), lambda m: m["gpus"][0].update(gpu="0"))),
        ("MetricsSeries", "whose GPU lacks its uuid", mutated(golden_metrics_series(), lambda m: m["gpus"][0].pop(
            "uuid"))),
        ("MetricsSeries", "with dcgm-exporter's UUID", mutated(golden_metrics_series(), lambda m: m["gpus"][0].update(
            UUID=m["gpus"][0].pop("uuid")))),
        ("MetricsSeries", "without nodes", mutated(golden_metrics_series(), lambda m: m.pop("nodes"))),
        ("MetricsSamples", "with time as RFC 3339", mutated(golden_metrics_samples(), lambda m: m.update(
            time="2025-06-01T12:06:05Z"))),
        ("MetricsSamples", "with an unknown metric", mutated(golden_metrics_samples(), lambda m: m["values"].update(
            nope=[1]))),
        ("MetricsSamples", "with a value as text", mutated(golden_metrics_samples(), lambda m: m["values"].update(
            DCGM_FI_DEV_GPU_UTIL=["97"]))),
        ("MetricsSamples", "in the old shape (samples of metric and value)",
         {"time": "2025-06-01T12:06:05Z", "samples": [{"metric": {"__name__": "DCGM_FI_DEV_GPU_UTIL"}, "value": 97}]}),
    ]
    for name, label, instance in bad:
        check(f"spec example: {name} {label} is rejected", spec.validate(instance, ref(name)))
    check_sse_example(spec, "/v1/clusters/{}/metrics/stream", "the metrics stream")
    _, op, _ = spec.operation("GET", "/v1/clusters/{}/metrics/stream")
    events = spec.resolve(op["responses"]["200"])["content"]["text/event-stream"].get("x-sse-events", {})
    check("spec: the metrics stream names its events series, samples and reset",
          set(events) == {"series", "samples", "reset"}, sorted(events))


def golden_line_item():
    """An idle row of a node's day, as clusterdesk-sim writes it."""
    return {"id": "cl-h0001-n01.1793491200.20758i", "BilledCost": "43.64", "EffectiveCost": "43.64",
            "ListCost": "43.64", "ContractedCost": "43.64", "BillingAccountId": "tn-aurora",
            "BillingAccountName": "Aurora AI Lab", "BillingCurrency": "USD",
            "BillingPeriodStart": "2026-11-01T00:00:00Z", "BillingPeriodEnd": "2026-12-01T00:00:00Z",
            "ChargePeriodStart": "2026-11-01T00:00:00Z", "ChargePeriodEnd": "2026-11-02T00:00:00Z",
            "ChargeCategory": "Usage", "ChargeClass": None,
            "ChargeDescription": "serve node, 4 x L40S, hourly rate (idle GPU time)", "PricingQuantity": "48.48985",
            "PricingUnit": "GPU-Hours", "ServiceCategory": "Compute", "ServiceName": "GPU Clusters",
            "ProviderName": "ClusterDesk Reference Platform", "PublisherName": "ClusterDesk Reference Platform",
            "InvoiceIssuerName": "ClusterDesk Reference Platform", "InvoiceId": "inv-2026-11-USD",
            "ChargeFrequency": "Usage-Based", "ServiceSubcategory": "Virtual Machines", "ResourceId": "cl-h0001-n01",
            "ResourceName": "chat-inference-v1-serve-1", "ResourceType": "GPU Node", "RegionId": "cn-north-1",
            "RegionName": "North China (Beijing)", "SkuId": "l40s-4x.cn-north-1",
            "SkuPriceId": "l40s-4x.cn-north-1:hourly", "SkuMeter": "GPU Time", "SkuPriceDetails": None,
            "ListUnitPrice": "0.90",
            "ContractedUnitPrice": "0.90", "ConsumedQuantity": "48.48985", "ConsumedUnit": "GPU-Hours",
            "PricingCategory": "Standard",
            "Tags": {"cluster": "chat-inference-v1", "pool": "serve", "stage": "inference"},
            "x_ClusterId": "cl-h0001", "x_ClusterName": "chat-inference-v1", "x_PoolName": "serve",
            "x_GpuModel": "L40S", "x_GpuCount": 4, "x_GpuUtilizationAvg": 49.49, "x_Stage": "inference",
            "x_AllocationType": "idle", "x_BillingMode": "hourly"}


def golden_storage_line():
    """A dataset's day of storage: no cluster, no GPUs, no tags."""
    line = golden_line_item()
    line.update({"id": "ds-h0002.1789981200.20758s", "BilledCost": "0.16", "EffectiveCost": "0.16",
                 "ListCost": "0.16", "ContractedCost": "0.16", "ChargeDescription": "Encrypted dataset storage",
                 "PricingQuantity": "8", "PricingUnit": "GB-Months", "ServiceCategory": "Storage",
                 "ServiceName": "Dataset Storage", "ResourceId": "ds-h0002", "ResourceName": "wiki-dedup",
                 "ResourceType": "Dataset", "RegionId": "eu-central-1", "ServiceSubcategory": "Object Storage",
                 "RegionName": "Europe (Frankfurt)", "SkuId": "dataset-storage",
                 "SkuPriceId": "dataset-storage:gb-month", "SkuMeter": "Storage",
                 "ListUnitPrice": "0.02", "ContractedUnitPrice": "0.02", "ConsumedQuantity": "8",
                 "ConsumedUnit": "GB-Months", "PricingCategory": "Standard", "Tags": None})
    line.update({name: None for name in OWN_COLUMNS})
    return line


def golden_groups():
    return {"group_by": ["x_ClusterName", "ChargeCategory"], "as_of": "2026-11-30T00:35:50Z", "items": [
        {"key": {"x_ClusterName": "frontier-ablation", "ChargeCategory": "Usage"}, "currency": "USD",
         "billed_cost": "77414.40", "effective_cost": "77414.40", "list_cost": "86016.00", "line_count": 256},
        {"key": {"x_ClusterName": None, "ChargeCategory": "Usage"}, "currency": "USD",
         "billed_cost": "64.80", "effective_cost": "64.80", "list_cost": "64.80", "line_count": 24}]}


def golden_budget(**changes):
    budget = {"id": "bud-0001", "name": "Monthly total", "scope": "tenant", "target": None, "amount": "140000.00",
              "currency": "USD",
              "thresholds": [{"percent": 80, "basis": "actual"}, {"percent": 100, "basis": "forecast"}],
              "action": "none", "automatic": False}
    budget.update(changes)
    return budget


def golden_summary():
    return {"as_of": "2026-11-30T00:35:29Z", "currency": "USD", "period_start": "2026-11-01T00:00:00Z",
            "period_end": "2026-12-01T00:00:00Z", "month_to_date": "82751.62",
            "forecast": {"expected": "114354.13", "low": "82901.20", "high": "114354.13", "daily_rate": "32401.08"},
            "idle_cost": "12670.14", "credits": "-16122.05", "budget_remaining": "57248.38",
            "top_spenders": [{"cluster_id": "cl-h0005", "cluster_name": "frontier-ablation", "cost": "67092.48"}],
            "budgets": [{"budget": golden_budget(), "spent": "82751.62", "forecast": "114354.13",
                         "crossed": [{"percent": 80, "basis": "forecast"}], "reached": False, "exhausted_at": None}],
            "quotes": [{"cluster_id": "cl-00001", "cluster_name": "llama-pretrain", "quoted_hourly": "82.80",
                        "hours": 25.93295611111111, "quoted": "2147.25", "billed": "1839.08", "currency": "USD",
                        "quoted_billing_mode": "hourly", "billing_mode": "hourly",
                        "resizes": [{"at": "2026-11-29T03:00:00Z", "gpus": 16}], "failed_nodes": 0,
                        "differences": [
                            {"amount": "2.02", "detail": "nodes are billed from when they are ready",
                             "reason": "node_time"},
                            {"amount": "-310.19", "detail": "time in the region's off-peak window",
                             "reason": "off_peak"}]}]}


def golden_invoice():
    return {"id": "inv-2026-10-USD", "period_start": "2026-10-01T00:00:00Z", "period_end": "2026-11-01T00:00:00Z",
            "currency": "USD", "total": "18411.06", "usage": "27037.94", "credits": "-8626.88", "line_count": 534,
            "status": "issued"}


def check_spec_billing_examples(spec):
    """Billing shapes: the FOCUS columns are the server's, documented shapes validate, drifted ones do not."""
    ref = lambda name: {"$ref": f"#/components/schemas/{name}"}  # noqa: E731
    line = spec.schema("LineItem")
    check("spec: LineItem is id and the FOCUS columns of FocusColumn.cpp, in its order, all required",
          list(line.get("properties", {})) == ["id"] + FOCUS_COLUMNS
          and sorted(line.get("required", [])) == sorted(["id"] + FOCUS_COLUMNS),
          f"properties {list(line.get('properties', {}))}")
    check("spec: FocusGroupColumn names exactly the groupable columns (text, date and integer ones)",
          spec.schema("FocusGroupColumn").get("enum") == FOCUS_GROUPABLE, brief(spec.schema("FocusGroupColumn")))

    def mutated(value, change):
        copy = json.loads(json.dumps(value))
        change(copy)
        return copy

    good = [
        ("LineItem", "LineItem (an idle row)", golden_line_item()),
        ("LineItem", "LineItem (storage, nulls)", golden_storage_line()),
        ("LineItemList", "LineItemList", {"items": [golden_line_item(), golden_storage_line()],
                                          "next_page_token": "YjoxNzk1OTk4OTI1NTIyOjM", "total_count": 1028,
                                          "as_of": "2026-11-30T00:35:25Z"}),
        ("LineItemGroups", "LineItemGroups", golden_groups()),
        ("BillingSummary", "BillingSummary", golden_summary()),
        ("BillingSummary", "BillingSummary (no budgets, no quotes)",
         mutated(golden_summary(), lambda s: s.update(budget_remaining=None, budgets=[], quotes=[], top_spenders=[]))),
        ("BudgetList", "BudgetList", {"items": [golden_budget(), golden_budget(
            id="bud-0002", name="Inference", scope="tag", target="stage=inference", thresholds=[]), golden_budget(
            id="bud-0003", name="Pretrain", scope="cluster", target="cl-00001", action="stop", automatic=True)],
            "next_page_token": None}),
        ("BudgetSet", "BudgetSet", {"items": [golden_budget(), {"name": "New", "scope": "tag",
                                                                "target": "region=eu-central-1", "amount": "10"}]}),
        ("InvoiceList", "InvoiceList", {"items": [golden_invoice()], "next_page_token": None}),
    ]
    for name, label, instance in good:
        errors = spec.validate(instance, ref(name))
        check(f"spec example: a documented {label} validates", not errors, "; ".join(errors))

    item, storage, budget = golden_line_item(), golden_storage_line(), golden_budget()
    bad = [
        ("LineItem", "without x_BillingMode", mutated(item, lambda l: l.pop("x_BillingMode"))),
        ("LineItem", "without id", mutated(item, lambda l: l.pop("id"))),
        ("LineItem", "with a column FOCUS does not have", mutated(item, lambda l: l.update(x_QuotedUnitPrice="1.00"))),
        ("LineItem", "with BilledCost as a number", mutated(item, lambda l: l.update(BilledCost=43.64))),
        ("LineItem", "with BilledCost null", mutated(item, lambda l: l.update(BilledCost=None))),
        ("LineItem", "with Tags as text", mutated(item, lambda l: l.update(Tags='{"pool":"serve"}'))),
        ("LineItem", "with x_GpuCount as text", mutated(item, lambda l: l.update(x_GpuCount="4"))),
        ("LineItem", "with x_GpuUtilizationAvg 101", mutated(item, lambda l: l.update(x_GpuUtilizationAvg=101))),
        ("LineItem", "with ChargeCategory usage", mutated(item, lambda l: l.update(ChargeCategory="usage"))),
        ("LineItem", "with a local ChargePeriodStart", mutated(item, lambda l: l.update(
            ChargePeriodStart="2026-11-01 00:00"))),
        ("LineItem", "with BillingCurrency EUR", mutated(item, lambda l: l.update(BillingCurrency="EUR"))),
        ("LineItem", "with x_Stage training", mutated(item, lambda l: l.update(x_Stage="training"))),
        ("LineItem", "with ServiceName null", mutated(storage, lambda l: l.update(ServiceName=None))),
        ("LineItemList", "without total_count",
         {"items": [], "next_page_token": None, "as_of": "2026-11-30T00:00:00Z"}),
        ("LineItemList", "without as_of", {"items": [], "next_page_token": None, "total_count": 0}),
        ("LineItemGroups", "keyed by an amount", mutated(golden_groups(), lambda g: g["items"][0]["key"].update(
            BilledCost="1.00"))),
        ("LineItemGroups", "with billed_cost as a number", mutated(golden_groups(), lambda g: g["items"][0].update(
            billed_cost=77414.4))),
        ("LineItemGroups", "with a group of no lines", mutated(golden_groups(), lambda g: g["items"][0].update(
            line_count=0))),
        ("LineItemGroups", "with a numeric key value", mutated(golden_groups(), lambda g: g["items"][0]["key"].update(
            x_GpuCount=8))),
        ("LineItemGroups", "grouped by nothing", mutated(golden_groups(), lambda g: g.update(group_by=[]))),
        ("BillingSummary", "in the old shape (forecast_month_end, by_stage)",
         mutated(golden_summary(), lambda s: s.update(forecast_month_end=s.pop("forecast")["expected"], by_stage=[]))),
        ("BillingSummary", "without quotes", mutated(golden_summary(), lambda s: s.pop("quotes"))),
        ("BillingSummary", "with 6 top spenders", mutated(golden_summary(), lambda s: s.update(
            top_spenders=s["top_spenders"] * 6))),
        ("BillingSummary", "with budget_remaining as a number", mutated(golden_summary(), lambda s: s.update(
            budget_remaining=57248.38))),
        ("BillingSummary", "with a difference for no known reason", mutated(golden_summary(), lambda s: s["quotes"][0][
            "differences"][0].update(reason="resize"))),
        ("Budget", "in the old shape (scope object, period)", mutated(budget, lambda b: b.update(
            scope={"kind": "tenant"}, period="monthly"))),
        ("Budget", "without id", mutated(budget, lambda b: b.pop("id"))),
        ("Budget", "of the tenant with a target", mutated(budget, lambda b: b.update(target="cl-00001"))),
        ("Budget", "of a cluster without a target", mutated(budget, lambda b: b.update(scope="cluster"))),
        ("Budget", "of a tag color=red", mutated(budget, lambda b: b.update(scope="tag", target="color=red"))),
        ("Budget", "of the tenant that stops", mutated(budget, lambda b: b.update(action="stop"))),
        ("Budget", "with a threshold at 0 %", mutated(budget, lambda b: b.update(thresholds=[
            {"percent": 0, "basis": "actual"}]))),
        ("Budget", "with 11 thresholds", mutated(budget, lambda b: b.update(thresholds=[
            {"percent": p, "basis": "actual"} for p in range(10, 120, 10)]))),
        ("Budget", "with a numeric amount", mutated(budget, lambda b: b.update(amount=140000))),
        ("BudgetSet", "with a budget without scope", {"items": [{"name": "x", "amount": "1.00"}]}),
        ("BudgetSet", "with a budget of an unknown field", {"items": [mutated(budget, lambda b: b.update(
            period="monthly"))]}),
        ("BudgetSet", "with a threshold percent as text", {"items": [mutated(budget, lambda b: b.update(
            thresholds=[{"percent": "80"}]))]}),
        ("BudgetSet", "of 51 budgets", {"items": [budget] * 51}),
        ("Invoice", "with status paid", mutated(golden_invoice(), lambda i: i.update(status="paid"))),
        ("Invoice", "with an id of no month", mutated(golden_invoice(), lambda i: i.update(id="inv-11"))),
        ("Invoice", "without usage", mutated(golden_invoice(), lambda i: i.pop("usage"))),
        ("Invoice", "with line_count as text", mutated(golden_invoice(), lambda i: i.update(line_count="534"))),
        ("InvoiceList", "with a next_page_token", {"items": [], "next_page_token": "x"}),
    ]
    for name, label, instance in bad:
        check(f"spec example: {name} {label} is rejected", spec.validate(instance, ref(name)))
