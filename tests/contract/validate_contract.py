#!/usr/bin/env python3
"""Contract test: resources/api/openapi.yaml against a running clusterdesk-sim.

1. Checks the spec itself (OpenAPI 3.1, served flags and permissions,
   conventions such as Idempotency-Key, If-Match/ETag, problem+json errors, pagination).
2. Starts clusterdesk-sim on a free loopback port with a fresh database.
3. Calls every served operation for real and validates status, content type and body against
   the spec (JSON Schema 2020-12), plus what the schema cannot say (filters, sorts, paging,
   idempotent replays, ETag/If-Match, the event stream's messages, the metrics query language,
   its errors, the exposition format and the metrics stream's series, samples and resumption;
   who may see and change costs, cost lines against their pages, filters and groups, invoices
   against their lines, the summary's arithmetic, the budgets' round trip and refusals).
4. Calls every not-served operation once and requires 501 problem+json `not_implemented`.

Which operations are served, and the permission each needs, are read from the spec
(x-clusterdesk-served, x-permission) and nowhere else: tst_route_table holds the simulator's route
table to the same two keys.

Every request has a timeout and every response body a deadline, so an endless answer (such as
the event stream) fails its check instead of hanging the run.

The checks live in the apicontract package beside this file, one module per area: the spec and its
examples, the HTTP client, the simulator, catalog, clusters, event streams, metrics, uploads, datasets,
billing, roles and audit, and the operations not served.

Only the standard library, python3-yaml and python3-jsonschema (4.10 or later) are used.
Prints one line per check and ends with "N passed, M failed"; exits 1 if anything failed.
"""

import argparse
import signal
import sys
import tempfile

import yaml

from apicontract.report import Tally, check, run_group
from apicontract.spec import Spec
from apicontract.spec_lint import check_spec
from apicontract.client import Client
from apicontract.simulator import Simulator, check_keys_file
from apicontract.meta import test_auth, test_me, test_meta, test_tenants
from apicontract.catalog import (test_offering_bad_parameters, test_offering_by_id, test_offering_filters,
                                 test_offering_sorts, test_offerings_list, test_regions)
from apicontract.clusters import (pick_offerings, test_cluster_reads, test_clusters_list, test_estimates,
                                  test_other_tenant)
from apicontract.cluster_changes import test_cluster_changes, test_event_stream, test_launch
from apicontract.metrics import metrics_target, test_metrics_exposition, test_metrics_stream, test_query_range
from apicontract.uploads import test_uploads
from apicontract.concatenation import test_concatenation
from apicontract.datasets import (test_dataset_clusters, test_large_dataset, test_upload_metadata,
                                  test_upload_other_tenant, test_upload_roles, test_upload_storage_quota)
from apicontract.billing import test_billing_roles, test_line_items, test_line_items_live
from apicontract.billing_reports import test_billing_other_tenant, test_billing_summary, test_budgets, test_invoices
from apicontract.roles_audit import test_audit_log, test_role_matrix
from apicontract.members import test_members
from apicontract.alerts import test_alerts
from apicontract.not_served import test_not_served
from apicontract.api_keys import test_api_keys


def load_spec(path):
    try:
        with open(path, encoding="utf-8") as f:
            doc = yaml.safe_load(f)
    except (OSError, yaml.YAMLError) as e:
        check(f"spec: {path} loads as YAML", False, str(e))
        return None
    if not check(f"spec: {path} loads as YAML", isinstance(doc, dict), type(doc).__name__):
        return None
    return Spec(doc)


def run_live(spec, args):
    with tempfile.TemporaryDirectory(prefix="clusterdesk-contract-") as workdir:
        sim = Simulator(args.sim, workdir, args.start_timeout)
        try:
            try:
                base, keys = sim.start()
            except (RuntimeError, OSError) as e:
                check("simulator: started and wrote its port and keys", False, f"{e}\n{sim.log_tail()}")
                return
            check(f"simulator: started and wrote its port and keys ({base})", True)
            check_keys_file(keys)
            c = Client(spec, base, keys, args.request_timeout)
            run_group("meta", test_meta, c)
            run_group("me", test_me, c)
            run_group("auth", test_auth, c)
            run_group("tenants", test_tenants, c)
            regions = run_group("regions", test_regions, c) or []
            offerings = run_group("offerings", test_offerings_list, c, regions) or []
            run_group("offering filters", test_offering_filters, c, offerings)
            run_group("offering sorts", test_offering_sorts, c, offerings)
            run_group("offering parameters", test_offering_bad_parameters, c)
            run_group("offering by id", test_offering_by_id, c, offerings)
            clusters = run_group("clusters", test_clusters_list, c) or []
            run_group("cluster reads", test_cluster_reads, c, clusters)
            run_group("other tenant", test_other_tenant, c)
            target = run_group("metrics target", metrics_target, c, clusters) or (None, [], None)
            run_group("metrics exposition", test_metrics_exposition, c, clusters, *target)
            run_group("query_range", test_query_range, c, *target)
            run_group("metrics stream", test_metrics_stream, c, *target)
            fits, small = run_group("offerings to launch on", pick_offerings, c, offerings) or (None, None)
            run_group("estimates", test_estimates, c, fits, small)
            launched, created_id = run_group("launch", test_launch, c, fits, small, clusters) or (None, None)
            run_group("cluster changes", test_cluster_changes, c, clusters, launched)
            run_group("event stream", test_event_stream, c, launched, created_id)
            run_group("uploads", test_uploads, c, regions)
            run_group("concatenation", test_concatenation, c)
            run_group("upload metadata", test_upload_metadata, c)
            run_group("upload roles", test_upload_roles, c)
            run_group("upload other tenant", test_upload_other_tenant, c)
            run_group("storage quota", test_upload_storage_quota, c)
            run_group("large dataset", test_large_dataset, c)
            run_group("datasets and clusters", test_dataset_clusters, c, fits)
            run_group("billing roles", test_billing_roles, c)
            lines = run_group("line items", test_line_items, c)
            run_group("line items this month", test_line_items_live, c)
            run_group("billing summary", test_billing_summary, c)
            run_group("invoices", test_invoices, c)
            run_group("budgets", test_budgets, c, clusters)
            run_group("billing other tenant", test_billing_other_tenant, c, lines)
            run_group("alerts", test_alerts, c)
            run_group("role matrix", test_role_matrix, c)
            run_group("api keys", test_api_keys, c)
            run_group("audit log", test_audit_log, c)
            run_group("members", test_members, c)
            run_group("not served", test_not_served, c)
            check("simulator: still running at the end", sim.proc.poll() is None, sim.log_tail())
        finally:
            sim.stop()


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter,
                                     epilog=__doc__.split("\n\n", 1)[1])
    parser.add_argument("--sim", help="path to the clusterdesk-sim executable (required unless --spec-only)")
    parser.add_argument("--spec", required=True, help="path to resources/api/openapi.yaml")
    parser.add_argument("--spec-only", action="store_true", help="check the spec only; do not start the simulator")
    parser.add_argument("--start-timeout", type=float, default=15.0, help="seconds to wait for the port file (15)")
    parser.add_argument("--request-timeout", type=float, default=10.0, help="seconds per HTTP request (10)")
    args = parser.parse_args(argv)
    if not args.spec_only and not args.sim:
        parser.error("--sim is required unless --spec-only is given")

    # `timeout` and friends send SIGTERM: leave through the finally blocks, which stop the simulator.
    signal.signal(signal.SIGTERM, lambda signum, frame: sys.exit(128 + signum))
    spec = load_spec(args.spec)
    if spec is not None:
        check_spec(spec)
        if not args.spec_only:
            run_live(spec, args)
    print(f"{Tally.passed} passed, {Tally.failed} failed", flush=True)
    return 1 if Tally.failed else 0


if __name__ == "__main__":
    sys.exit(main())
