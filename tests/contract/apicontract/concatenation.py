"""Served: tus concatenation (partial uploads sent side by side, then one final upload)."""

import hashlib
import uuid

from .report import brief, check
from .uploads import TUS_VERSION, Tus, dataset_id_of, sample_bytes, tus_metadata, upload_id_of


def partial(tus, label, length):
    """POST a partial upload without metadata (as tus-js-client does); its id or None."""
    tus(label, "POST", "/v1/uploads", 201, headers={"Upload-Length": str(length), "Upload-Concat": "partial"})
    return upload_id_of(tus.c.last.headers.get("location"))


def test_concatenation(c):
    """Partials become one dataset, in the order listed; every refusal the contract names."""
    tus = Tus(c)
    parts = [sample_bytes(size, f"concat-{i}") for i, size in enumerate([1000, 1, 2048])]
    ids = []
    for i, data in enumerate(parts):
        upload = partial(tus, f"partial {i}", len(data))
        if upload is None:
            return
        ids.append(upload)
    head = tus.head("partial, unfinished", ids[0])
    check("HEAD of a partial upload: Upload-Concat: partial, Upload-Offset 0",
          head.headers.get("upload-concat") == "partial" and head.headers.get("upload-offset") == "0",
          brief(dict(head.headers)))
    meta = tus_metadata(dataset="ct-concat-" + uuid.uuid4().hex[:8], filename="joined.bin", encryption="none")
    urls = " ".join(f"/v1/uploads/{u}" for u in ids)
    tus("final before its partials finished", "POST", "/v1/uploads", 409, code="concat_partial_unfinished",
        headers={"Upload-Concat": "final;" + urls, "Upload-Metadata": meta})
    for upload, data in zip(ids, parts):
        tus.patch("a partial's bytes", upload, 0, data)
    tus("final with an Upload-Length", "POST", "/v1/uploads", 400, code="invalid_parameter",
        headers={"Upload-Concat": "final;" + urls, "Upload-Metadata": meta, "Upload-Length": "3049"})
    tus("final with no URLs", "POST", "/v1/uploads", 400, code="invalid_parameter",
        headers={"Upload-Concat": "final;", "Upload-Metadata": meta})
    tus("Upload-Concat neither partial nor final", "POST", "/v1/uploads", 400, code="invalid_parameter",
        headers={"Upload-Concat": "whole", "Upload-Metadata": meta, "Upload-Length": "5"})
    tus("final naming an unknown upload", "POST", "/v1/uploads", 400, code="concat_unknown_upload",
        headers={"Upload-Concat": "final;/v1/uploads/up-99999999", "Upload-Metadata": meta})
    plain = tus.create("a plain upload", 0, meta)
    if plain:
        tus("final naming a plain upload", "POST", "/v1/uploads", 400, code="concat_not_partial",
            headers={"Upload-Concat": f"final;/v1/uploads/{plain}", "Upload-Metadata": meta})
    # Another tenant's partial upload is as unknown as one that never existed.
    other = c.keys["tenants"][1]["keys"]["owner"]
    reply = c.send("POST", "/v1/uploads", key=other, body=b"",
                   headers={"Tus-Resumable": TUS_VERSION, "Upload-Concat": "final;" + urls, "Upload-Metadata": meta})
    check("POST final [another tenant's partials] -> 400 concat_unknown_upload",
          reply.status == 400 and b"concat_unknown_upload" in reply.body, f"{reply.status} {brief(reply.body.decode('utf-8', 'replace'))}")

    # Absolute URLs, as tus clients send them, in the order listed (not the order created).
    order = [ids[2], ids[0], ids[1]]
    absolute = " ".join(f"{c.base}/v1/uploads/{u}" for u in order)
    tus("final of three partials", "POST", "/v1/uploads", 201,
        headers={"Upload-Concat": "final;" + absolute, "Upload-Metadata": meta})
    location = c.last.headers.get("location", "")
    final = location.rsplit("/", 1)[-1]
    expected = parts[2] + parts[0] + parts[1]
    head = tus.head("final upload", final)
    check("HEAD of the final upload: Upload-Offset = Upload-Length = the partials' sum, Upload-Concat as sent",
          head.headers.get("upload-offset") == head.headers.get("upload-length") == str(len(expected))
          and head.headers.get("upload-concat") == "final;" + absolute, brief(dict(head.headers)))
    dataset = c.call("the final upload's dataset", "GET", "/v1/datasets/{}", 200, args=[dataset_id_of(final)])
    if dataset:
        files = dataset.get("files") or [{}]
        # Composite, as S3's multipart checksums: the SHA-256 of the partials' SHA-256s, then -N.
        listed = [parts[2], parts[0], parts[1]]
        composite = hashlib.sha256(b"".join(hashlib.sha256(p).digest() for p in listed)).hexdigest()
        check("the dataset of a final upload: the partials' size, and a composite SHA-256 of theirs in the order "
              "listed (sha256 of their sha256s, then -3)",
              dataset.get("size_bytes") == len(expected)
              and files[0].get("sha256") == composite + "-3", brief(dataset))
        check("the file of a final upload lists its parts' sizes and SHA-256s, in order",
              files[0].get("parts") == [{"size_bytes": len(p), "sha256": hashlib.sha256(p).hexdigest()}
                                        for p in listed], brief(files[0]))
        page = c.call("the datasets listed", "GET", "/v1/datasets", 200, query={"page_size": 1000}) or {}
        mine = [d for d in page.get("items", []) if d.get("id") == dataset.get("id")]
        check("listed, the final upload's dataset has the same file, parts and composite SHA-256",
              len(mine) == 1 and mine[0].get("files") == files, brief(mine))
    c.call("its content", "GET", "/v1/datasets/{}/content", 206, args=[dataset_id_of(final)],
                     headers={"Range": "bytes=990-1010"})
    check("the content of a final upload crosses its partials' borders", c.last.body == expected[990:1011],
          brief(c.last.body.hex()))
    tus.patch("PATCH to a final upload", final, len(expected), b"x", 403, code="final_upload")
    tus("a partial joined twice", "POST", "/v1/uploads", 409, code="concat_partial_joined",
        headers={"Upload-Concat": f"final;/v1/uploads/{ids[0]}", "Upload-Metadata": meta})
    tus("terminate a joined partial", "DELETE", "/v1/uploads/{}", 409, code="upload_joined", args=[ids[0]])
    spare = partial(tus, "a spare partial", 3)
    if spare:
        tus.patch("the spare's bytes", spare, 0, b"abc")
        tus("terminate a finished partial nobody joined", "DELETE", "/v1/uploads/{}", 204, args=[spare])
        tus("final of a terminated partial", "POST", "/v1/uploads", 410, code="upload_gone",
            headers={"Upload-Concat": f"final;/v1/uploads/{spare}", "Upload-Metadata": meta})
    c.call("delete the final upload's dataset", "DELETE", "/v1/datasets/{}", 204, args=[dataset_id_of(final)])
    tus.report("concatenation")
