"""Served: uploads' quotas, metadata, roles and tenants; datasets and the clusters that use them."""

import hashlib
import uuid

from .report import brief, check
from .spec import fill
from .cluster_changes import change
from .uploads import (MAX_WHOLE_BODY, OFFSET_STREAM, TUS_MAX_SIZE, TUS_VERSION, Tus, dataset_id_of, sample_bytes,
                      tus_metadata, upload_id_of, upload_whole)


def test_upload_storage_quota(c):
    """413 storage_quota_exceeded when the tenant's quota cannot hold another Tus-Max-Size upload; terminating
    an unfinished upload frees what it held."""
    tenant = c.tenant
    key = tenant["keys"]["owner"]
    tus = Tus(c)
    meta = tus_metadata(dataset="ct-quota", filename="q.bin", encryption="none")
    held = []
    for _ in range(8):
        upload = tus.create(f"{tenant['id']}, 1 TiB", TUS_MAX_SIZE, meta, status=None, role=key)
        if upload is None:
            break
        held.append(upload)
    check(f"POST /v1/uploads [{tenant['id']}]: 1 TiB uploads are refused once the quota is held",
          c.last.status == 413 and c.last.json().get("code") == "storage_quota_exceeded",
          f"{len(held)} accepted, then {c.last.status}")
    for upload in held:
        tus("free the quota", "DELETE", "/v1/uploads/{}", 204, role=key, args=[upload])
    if held:
        again = tus.create(f"{tenant['id']}, 1 TiB after terminating them", TUS_MAX_SIZE, meta, role=key)
        if again:
            tus("free the quota", "DELETE", "/v1/uploads/{}", 204, role=key, args=[again])
    else:
        print(f"SKIP storage quota: {tenant['id']} cannot hold one upload of Tus-Max-Size", flush=True)
    tus.report("storage quota")


def test_upload_metadata(c):
    tus = Tus(c)
    ok = {"dataset": "ct-meta", "filename": "m.bin", "encryption": "cd-aes256gcm-v1", "key_id": "0f" * 16}
    cases = [
        ("no dataset", tus_metadata(**{k: v for k, v in ok.items() if k != "dataset"})),
        ("dataset empty", tus_metadata(**dict(ok, dataset=""))),
        ("dataset of 101 characters", tus_metadata(**dict(ok, dataset="d" * 101))),
        ("no filename", tus_metadata(**{k: v for k, v in ok.items() if k != "filename"})),
        ("filename with a slash", tus_metadata(**dict(ok, filename="a/b.bin"))),
        ("bad base64", "dataset !!!,filename bS5iaW4=,encryption bm9uZQ=="),
        ("a key twice", tus_metadata(**ok) + ",dataset eA=="),
        ("encryption aes-128-cbc", tus_metadata(**dict(ok, encryption="aes-128-cbc"))),
        ("no encryption", tus_metadata(**{k: v for k, v in ok.items() if k != "encryption"})),
        ("key_id not hex", tus_metadata(**dict(ok, key_id="zz" * 16))),
        ("key_id upper-case hex", tus_metadata(**dict(ok, key_id="0F" * 16))),
        ("key_id of 31 digits", tus_metadata(**dict(ok, key_id="0" * 31))),
        ("encrypted without key_id", tus_metadata(**{k: v for k, v in ok.items() if k != "key_id"})),
    ]
    for label, meta in cases:
        tus.create(label, 10, meta, 400, code="invalid_parameter")
    tus("Upload-Metadata empty", "POST", "/v1/uploads", 400, code="invalid_parameter",
        headers={"Upload-Length": "10", "Upload-Metadata": ""})
    # The optional keys: a region, and none of key_id with encryption none (ignored when sent).
    upload, dataset = upload_whole(tus, "encryption none, key_id ignored", b"plain", key_id="not-a-key")
    if dataset:
        got = c.call("encryption none", "GET", "/v1/datasets/{}", 200, args=[dataset])
        if got is not None:
            check("metadata: with encryption none the dataset's key_id is \"\"",
                  got["encryption"] == {"format": "none", "key_id": ""}, brief(got["encryption"]))
        c.call("clean up", "DELETE", "/v1/datasets/{}", 204, args=[dataset])
    regions = c.send("GET", "/v1/regions", key=c.key("owner")).json().get("items", [])
    if len(regions) > 1:
        upload, dataset = upload_whole(tus, "region named", b"", region=regions[-1]["id"])
        if dataset:
            got = c.call("region named", "GET", "/v1/datasets/{}", 200, args=[dataset])
            if got is not None:
                check("metadata: region names the dataset's region", got["region"] == regions[-1]["id"], got["region"])
            c.call("clean up", "DELETE", "/v1/datasets/{}", 204, args=[dataset])
    meta = tus_metadata(dataset="ct-region", filename="r.bin", encryption="none") + ",region"
    reply = c.send("POST", "/v1/uploads", key=c.key("owner"), body=b"",
                   headers={"Tus-Resumable": TUS_VERSION, "Upload-Length": "0", "Upload-Metadata": meta})
    region = None
    if reply.status == 201:
        made = dataset_id_of(upload_id_of(reply.headers.get("location")))
        got = c.send("GET", fill("/v1/datasets/{}", [made]), key=c.key("owner"))
        region = got.json().get("region") if got.status == 200 else None
        c.send("DELETE", fill("/v1/datasets/{}", [made]), key=c.key("owner"))
    check('POST /v1/uploads [region key without a value] makes no dataset with region ""',
              reply.status == 400 or (reply.status == 201 and region), f"{reply.status}, region {region!r}")
    tus.report("upload metadata")


def test_upload_roles(c):
    tus = Tus(c)
    tenant = c.tenant["id"]
    support = {"X-Tenant-Id": tenant}
    meta = tus_metadata(dataset="ct-roles", filename="r.bin", encryption="none")
    data = sample_bytes(64, "roles")
    open_upload = tus.create("member", 100, meta, role="member")
    upload, dataset = upload_whole(tus, "member", data, role="member")
    if not (open_upload and dataset):
        return
    owner_ids = [d["id"] for d in (c.call("owner", "GET", "/v1/datasets", 200, query={"page_size": 1000}) or
                                   {"items": []})["items"]]

    # viewer: reads, never writes.
    listed = c.call("viewer", "GET", "/v1/datasets", 200, role="viewer", query={"page_size": 1000})
    if listed is not None:
        check("datasets [viewer]: the same datasets as the owner", [d["id"] for d in listed["items"]] == owner_ids)
    c.call("viewer", "GET", "/v1/datasets/{}", 200, role="viewer", args=[dataset])
    c.call("viewer", "GET", "/v1/datasets/{}/content", 200, role="viewer", args=[dataset])
    tus.head("viewer", open_upload, role="viewer")
    tus.create("viewer", 10, meta, 403, code="forbidden", role="viewer")
    tus.patch("viewer", open_upload, 0, data, 403, code="forbidden", role="viewer")
    tus("viewer", "DELETE", "/v1/uploads/{}", 403, code="forbidden", role="viewer", args=[open_upload])
    c.call("viewer", "DELETE", "/v1/datasets/{}", 403, code="forbidden", role="viewer", args=[dataset])

    # Support staff acting as the tenant: read-only.
    listed = c.call("support as tenant", "GET", "/v1/datasets", 200, role="support", headers=support,
                    query={"page_size": 1000})
    if listed is not None:
        check("datasets [support as tenant]: the tenant's datasets", [d["id"] for d in listed["items"]] == owner_ids)
    c.call("support as tenant", "GET", "/v1/datasets/{}", 200, role="support", headers=support, args=[dataset])
    tus.head("support as tenant", open_upload, role="support", headers=support)
    tus.create("support as tenant", 10, meta, 403, code="forbidden", role="support", headers=support,
               expect_tus=False)
    tus.patch("support as tenant", open_upload, 0, data, 403, code="forbidden", role="support", headers=support,
              expect_tus=False)
    tus("support as tenant", "DELETE", "/v1/uploads/{}", 403, code="forbidden", role="support", args=[open_upload],
        headers=support, expect_tus=False)
    c.call("support as tenant", "DELETE", "/v1/datasets/{}", 403, code="forbidden", role="support",
           args=[dataset], headers=support)
    c.call("support, unknown tenant", "GET", "/v1/datasets", 404, code="not_found", role="support",
           headers={"X-Tenant-Id": "tn-no-such-tenant"})

    # billing: no datasets at all.
    c.call("billing", "GET", "/v1/datasets", 403, code="forbidden", role="billing")
    c.call("billing", "GET", "/v1/datasets/{}", 403, code="forbidden", role="billing", args=[dataset])
    c.call("billing", "GET", "/v1/datasets/{}/content", 403, code="forbidden", role="billing", args=[dataset])
    tus.head("billing", open_upload, 403, role="billing")
    tus.create("billing", 10, meta, 403, code="forbidden", role="billing")

    # No key.
    c.call("no key", "GET", "/v1/datasets", 401, code="unauthorized", role=None)
    tus.create("no key", 10, meta, 401, code="unauthorized", role=None, expect_tus=False)
    tus.head("no key", open_upload, 401, role=None, expect_tus=False)
    check("roles: the refused PATCHes stored nothing", tus.offset(open_upload) == 0, tus.offset(open_upload))
    tus("admin", "DELETE", "/v1/uploads/{}", 204, role="admin", args=[open_upload])
    c.call("member", "DELETE", "/v1/datasets/{}", 204, role="member", args=[dataset])
    tus.report("upload roles")


def test_upload_other_tenant(c):
    """Another tenant's uploads and datasets are answered exactly like ones that do not exist."""
    if len(c.keys["tenants"]) < 2:
        print("SKIP upload other tenant: the keys file has one tenant", flush=True)
        return
    theirs = c.keys["tenants"][1]["keys"]["owner"]
    tus = Tus(c)
    data = sample_bytes(100, "isolation")
    open_upload = tus.create("tenant 1", 200, tus_metadata(dataset="ct-mine", filename="m.bin", encryption="none"))
    upload, dataset = upload_whole(tus, "tenant 1", data)
    if not (open_upload and dataset):
        return
    tus.patch("tenant 1, first half", open_upload, 0, data)
    tus.head("another tenant's upload", open_upload, 404, role=theirs)
    tus.patch("another tenant's upload", open_upload, 100, data, 404, code="not_found", role=theirs)
    tus("another tenant's upload", "DELETE", "/v1/uploads/{}", 404, code="not_found", role=theirs, args=[open_upload])
    c.call("another tenant's dataset", "GET", "/v1/datasets/{}", 404, code="not_found", role=theirs, args=[dataset])
    c.call("another tenant's dataset", "GET", "/v1/datasets/{}/content", 404, code="not_found", role=theirs,
           args=[dataset])
    c.call("another tenant's dataset", "DELETE", "/v1/datasets/{}", 404, code="not_found", role=theirs,
           args=[dataset])
    listed = c.call("owner of tenant 2", "GET", "/v1/datasets", 200, role=theirs, query={"page_size": 1000})
    if listed is not None:
        check("datasets: tenant 2's list does not show tenant 1's dataset",
              dataset not in {d["id"] for d in listed["items"]})
    check("other tenant: tenant 1's upload is untouched (offset 100)", tus.offset(open_upload) == 100,
          tus.offset(open_upload))
    c.call("tenant 1, after", "GET", "/v1/datasets/{}", 200, args=[dataset])
    # Idempotency keys are the tenant's: the same key in another tenant is another upload.
    key, meta = str(uuid.uuid4()), tus_metadata(dataset="ct-key", filename="k.bin", encryption="none")
    mine = tus.create("tenant 1, keyed", 10, meta, headers={"Idempotency-Key": key})
    other = tus.create("tenant 2, same key", 10, meta, role=theirs, headers={"Idempotency-Key": key})
    check("idempotency keys are per tenant: the same key makes tenant 2 its own upload",
          mine and other and mine != other, f"{mine} {other}")
    for u, role in [(mine, "owner"), (other, theirs), (open_upload, "owner")]:
        if u:
            tus("clean up", "DELETE", "/v1/uploads/{}", 204, role=role, args=[u])
    c.call("clean up", "DELETE", "/v1/datasets/{}", 204, args=[dataset])
    tus.report("upload other tenant")


def test_large_dataset(c):
    """A file over 64 MiB: PATCH bodies are at most 64 MiB, content needs a Range and comes 64 MiB at a time."""
    tus = Tus(c)
    size = MAX_WHOLE_BODY + 1
    data = sample_bytes(size, "large")
    upload = tus.create("64 MiB + 1 byte", size, tus_metadata(dataset="ct-large", filename="large.bin",
                                                              encryption="none"))
    if upload is None:
        return
    reply = c.send("PATCH", fill("/v1/uploads/{}", [upload]), key=c.key("owner"), body=data,
                   headers={"Tus-Resumable": TUS_VERSION, "Upload-Offset": "0", "Content-Type": OFFSET_STREAM})
    c.judge("a body of 64 MiB + 1 byte", "PATCH", "/v1/uploads/{}", fill("/v1/uploads/{}", [upload]), reply, 413)
    check("a PATCH body over 64 MiB stored nothing: HEAD offset 0", tus.offset(upload) == 0, tus.offset(upload))
    tus.patch("64 MiB", upload, 0, data[:MAX_WHOLE_BODY])
    tus.patch("the last byte", upload, MAX_WHOLE_BODY, data[MAX_WHOLE_BODY:])
    dataset = dataset_id_of(upload)
    got = c.call("64 MiB + 1 byte", "GET", "/v1/datasets/{}", 200, args=[dataset])
    if got is not None:
        check("large dataset: size and SHA-256 of the bytes sent",
              got["size_bytes"] == size and got["files"][0]["sha256"] == hashlib.sha256(data).hexdigest(), brief(got))
    content = "/v1/datasets/{}/content"
    c.call("over 64 MiB, no Range", "GET", content, 400, code="range_required", args=[dataset])
    c.call("over 64 MiB, Range: bytes=0-", "GET", content, 206, role="admin", args=[dataset],
           headers={"Range": "bytes=0-"})
    r = c.last
    check("large content [Range: bytes=0-]: a shorter 206 - the first 64 MiB, as Content-Range says",
          r.headers.get("content-range") == f"bytes 0-{MAX_WHOLE_BODY - 1}/{size}" and r.body == data[:MAX_WHOLE_BODY],
          f"Content-Range {r.headers.get('content-range')}, {len(r.body)} bytes")
    c.call("over 64 MiB, Range: bytes=-1", "GET", content, 206, role="admin", args=[dataset],
           headers={"Range": "bytes=-1"})
    r = c.last
    check("large content [Range: bytes=-1]: the last byte",
          r.headers.get("content-range") == f"bytes {size - 1}-{size - 1}/{size}" and r.body == data[-1:],
          f"Content-Range {r.headers.get('content-range')}, {len(r.body)} bytes")
    c.call("clean up", "DELETE", "/v1/datasets/{}", 204, args=[dataset])
    tus.report("large dataset")


def test_dataset_clusters(c, fits):
    """Launches name datasets of the tenant; a dataset a cluster uses cannot be deleted."""
    if fits is None:
        return
    tus = Tus(c)
    upload, dataset = upload_whole(tus, "for a cluster", sample_bytes(32, "cluster"))
    if dataset is None:
        return
    pool = {"name": "train", "offering_id": fits["id"], "node_count": 1}
    estimate = c.call_json("with the dataset", "POST", "/v1/estimates", 200, {"pools": [pool], "datasets": [dataset]})
    if estimate is not None:
        check("estimate: a real dataset is no problem",
              "unknown_dataset" not in {p["code"] for p in estimate["problems"]}, brief(estimate["problems"]))

    def launch(label, datasets, status, code=None, role="owner"):
        body = {"name": "ct-" + uuid.uuid4().hex[:10], "pools": [pool], "datasets": datasets}
        return c.call_json(label, "POST", "/v1/clusters", status, body, code=code, role=role,
                           headers={"Idempotency-Key": str(uuid.uuid4())})

    launch("unknown dataset", ["ds-99999999"], 422, code="unknown_dataset")
    launch("a real dataset and an unknown one", [dataset, "ds-99999999"], 422, code="unknown_dataset")
    if len(c.keys["tenants"]) > 1:
        launch("another tenant's dataset", [dataset], 422, code="unknown_dataset",
               role=c.keys["tenants"][1]["keys"]["owner"])
    k = launch("with the dataset", [dataset], 202)
    if k is None:
        return
    check("launch: the cluster names the dataset", k["datasets"] == [dataset], k["datasets"])
    got = c.call("in use", "GET", "/v1/datasets/{}", 200, args=[dataset])
    if got is not None:
        check("dataset: attached_clusters names the cluster", got["attached_clusters"] == [k["id"]],
              got["attached_clusters"])
    c.call("in use", "DELETE", "/v1/datasets/{}", 409, code="dataset_in_use", args=[dataset])
    k = change(c, "the dataset's cluster", "DELETE", "", k["id"], 202)
    if k is None:
        return
    c.call("its cluster terminating", "DELETE", "/v1/datasets/{}", 409 if k["state"] != "terminated" else 204,
           code="dataset_in_use" if k["state"] != "terminated" else None, args=[dataset])
    # Terminating takes 20 to 45 s of simulated time, and the run's clock goes at 1x.
    print(f"SKIP dataset delete after its cluster is terminated: {k['id']} is {k['state']}, and terminating takes "
          "20 to 45 simulated seconds (clock speed 1)", flush=True)
    tus.report("datasets and clusters")
