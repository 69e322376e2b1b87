"""Served: resumable uploads (tus 1.0.0)."""

import base64
import hashlib
import re
import socket
import time
import urllib.parse
import uuid
from email.utils import parsedate_to_datetime

from .report import brief, check, offenders
from .spec import fill
from .client import sim_now


TUS_VERSION = "1.0.0"
OFFSET_STREAM = "application/offset+octet-stream"
TUS_MAX_SIZE = 1 << 40
MAX_WHOLE_BODY = 64 << 20  # the largest answer of dataset content, and the largest request body
UPLOAD_LOCATION = re.compile(r"^/v1/uploads/(up-(\d{8,}))$")
# Seconds of simulated time an upload may take to finish (design: 24 h).
UPLOAD_LIFETIME = 7 * 24 * 3600  # seconds of simulated time


def tus_metadata(**pairs):
    """Upload-Metadata: `key base64(value)` pairs; a value of None sends the key alone."""
    return ",".join(k if v is None else f"{k} {base64.b64encode(v.encode('utf-8')).decode('ascii')}"
                    for k, v in pairs.items())


def digest(name, data):
    """An Upload-Checksum value for data."""
    return f"{name} {base64.b64encode(hashlib.new(name, data).digest()).decode('ascii')}"


def sample_bytes(size, seed):
    """Deterministic bytes that look like ciphertext."""
    out, counter = bytearray(), 0
    while len(out) < size:
        out += hashlib.sha256(f"{seed}:{counter}".encode()).digest()
        counter += 1
    return bytes(out[:size])


def upload_id_of(location):
    m = UPLOAD_LOCATION.match(location or "")
    return m.group(1) if m else None


def dataset_id_of(upload_id):
    return "ds-" + upload_id[3:] if upload_id else None


class Tus:
    """Calls of the tus routes (POST, HEAD, PATCH, DELETE under /v1/uploads) through Client.call, each
    with `Tus-Resumable: 1.0.0` unless tus=False; remembers every answer of the upload routes that
    lacks `Tus-Resumable: 1.0.0` (expect_tus=False for answers the gateway gives before them)."""

    def __init__(self, c):
        self.c = c
        self.missing = []
        self.count = 0

    def __call__(self, label, method, template, status, code=None, role="owner", args=(), headers=None, body=None,
                 tus=True, expect_tus=True):
        h = dict({"Tus-Resumable": TUS_VERSION} if tus else {}, **(headers or {}))
        if method in ("POST", "PATCH") and body is None:
            body = b""
        result = self.c.call(label, method, template, status, code=code, role=role, args=args, headers=h, body=body)
        if expect_tus:
            self.count += 1
            if self.c.last.headers.get("tus-resumable") != TUS_VERSION:
                self.missing.append(f"{method} {fill(template, args)} [{label}] -> {self.c.last.status}")
        return result

    def create(self, label, length, metadata, status=201, code=None, role="owner", headers=None, expect_tus=True):
        """POST /v1/uploads; returns the new upload's id (from Location) or None."""
        h = dict({"Upload-Length": str(length), "Upload-Metadata": metadata}, **(headers or {}))
        self(label, "POST", "/v1/uploads", status, code=code, role=role, headers=h, expect_tus=expect_tus)
        reply = self.c.last
        if reply.status != 201:
            return None
        upload = upload_id_of(reply.headers.get("location"))
        check(f"POST /v1/uploads [{label}]: Location is /v1/uploads/up-<8 digits>", upload,
              reply.headers.get("location"))
        return upload

    def patch(self, label, upload, offset, data, status=204, code=None, role="owner", headers=None,
              content_type=OFFSET_STREAM, expect_tus=True):
        h = dict({"Upload-Offset": str(offset)}, **({"Content-Type": content_type} if content_type else {}))
        h.update(headers or {})
        self(label, "PATCH", "/v1/uploads/{}", status, code=code, role=role, args=[upload], headers=h, body=data,
             expect_tus=expect_tus)
        return self.c.last

    def head(self, label, upload, status=200, role="owner", headers=None, expect_tus=True):
        self(label, "HEAD", "/v1/uploads/{}", status, role=role, args=[upload], headers=headers,
             expect_tus=expect_tus)
        return self.c.last

    def offset(self, upload):
        """Upload-Offset by HEAD, without recording a check (None when it cannot be read)."""
        reply = self.c.send("HEAD", fill("/v1/uploads/{}", [upload]), key=self.c.key("owner"),
                            headers={"Tus-Resumable": TUS_VERSION})
        value = reply.headers.get("upload-offset", "")
        return int(value) if reply.status == 200 and value.isdigit() else None

    def report(self, what):
        offenders(f"{what}: all {self.count} answers of the upload routes carry Tus-Resumable: {TUS_VERSION}",
                  self.missing)


def upload_whole(tus, label, data, role="owner", **metadata):
    """A finished upload of data in one PATCH; returns (upload id, dataset id) or (None, None)."""
    meta = tus_metadata(**dict({"dataset": "ct-" + uuid.uuid4().hex[:10], "filename": "part-0.bin",
                                "encryption": "none"}, **metadata))
    upload = tus.create(label, len(data), meta, role=role)
    if upload is None:
        return None, None
    if data:
        reply = tus.patch(label, upload, 0, data, role=role)
        if reply.status != 204:
            return upload, None
    return upload, dataset_id_of(upload)


def judge(c, name, method, template, reply, status, code=None):
    """Status, code and the spec's conformance of one reply, as one check named by the caller."""
    errors, _ = c.problems(method, template, reply, status, code, 160)
    return check(name, not errors, "; ".join(errors))


def raw_head(c, path, headers):
    """A HEAD over a plain socket: (head, bytes after the head). The server must close (Connection: close)."""
    parts = urllib.parse.urlsplit(c.base)
    lines = [f"HEAD {path} HTTP/1.1", f"Host: {parts.hostname}:{parts.port}", "Connection: close"]
    lines += [f"{k}: {v}" for k, v in headers.items()]
    data = b""
    with socket.create_connection((parts.hostname, parts.port), timeout=c.timeout) as sock:
        sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode("ascii"))
        deadline = time.monotonic() + c.timeout
        while time.monotonic() < deadline:
            chunk = sock.recv(65536)
            if not chunk:
                break
            data += chunk
    head, _, rest = data.partition(b"\r\n\r\n")
    return head.decode("latin-1"), rest


def test_uploads(c, regions):
    """The tus flow from discovery to a dataset, its content by range, termination and idempotent creation."""
    tus = Tus(c)
    # Discovery: any role, no Tus-Resumable needed.
    for role in ["owner", "billing"]:
        tus(role, "OPTIONS", "/v1/uploads", 204, role=role, tus=False)
        h = c.last.headers
        check(f"OPTIONS /v1/uploads [{role}]: tus 1.0.0, creation, termination, checksum, 1 TiB, sha1 and sha256",
              h.get("tus-version") == TUS_VERSION and h.get("tus-max-size") == str(TUS_MAX_SIZE)
              and {"creation", "termination", "checksum"} <= set(h.get("tus-extension", "").split(","))
              and {"sha1", "sha256"} <= set(h.get("tus-checksum-algorithm", "").split(",")),
              brief({k: v for k, v in h.items() if k.startswith("tus-")}))
    c.call("no key", "OPTIONS", "/v1/uploads", 401, code="unauthorized", role=None)

    # Creation.
    data = sample_bytes(3000, "tus-flow")
    name, key_id = "ct-" + uuid.uuid4().hex[:10], uuid.uuid4().hex
    meta = tus_metadata(dataset=name, filename="shard-000.bin", encryption="cd-aes256gcm-v1", key_id=key_id)
    before = sim_now(c)
    upload = tus.create("encrypted, 3000 bytes", len(data), meta)
    if upload is None:
        return
    created = c.last
    check("POST /v1/uploads: the 201 has no body", created.body == b"", brief(created.body.decode("utf-8", "replace")))
    try:
        expires = parsedate_to_datetime(created.headers.get("upload-expires", ""))
    except (TypeError, ValueError):
        expires = None
    check("POST /v1/uploads: Upload-Expires is an RFC 9110 date in the future (simulated time)",
          expires is not None and before is not None and expires > before, created.headers.get("upload-expires"))
    if expires is not None and before is not None:
        lifetime = (expires - before).total_seconds()
        check("POST /v1/uploads: Upload-Expires is 7 days after creation (simulated time)",
                  abs(lifetime - UPLOAD_LIFETIME) <= 120, f"{lifetime / 3600:.1f} h after the clock before the POST")
    dataset = dataset_id_of(upload)

    # HEAD: the offset in headers, never a body.
    tus.head("new upload", upload)
    h = c.last.headers
    check("HEAD: offset 0, the length and the metadata as sent, no-store",
          h.get("upload-offset") == "0" and h.get("upload-length") == str(len(data))
          and h.get("upload-metadata") == meta and h.get("cache-control") == "no-store", brief(h))
    for label, path in [("200", fill("/v1/uploads/{}", [upload])), ("404", "/v1/uploads/up-99999999")]:
        head, rest = raw_head(c, path, {"Authorization": f"Bearer {c.key('owner')}", "Tus-Resumable": TUS_VERSION})
        check(f"HEAD {path} [{label}, on the wire]: the status line, and no body after the head",
              head.startswith(f"HTTP/1.1 {label}") and rest == b"", f"{head.splitlines()[:1]} + {len(rest)} bytes")
    tus.head("unknown upload", "up-99999999", 404)

    # PATCH: a first part with a sha1 checksum.
    first, second = data[:1000], data[1000:]
    reply = tus.patch("first 1000 bytes, sha1", upload, 0, first, headers={"Upload-Checksum": digest("sha1", first)})
    check("PATCH: Upload-Offset 1000 after the first part", reply.headers.get("upload-offset") == "1000",
          reply.headers.get("upload-offset"))
    check("HEAD after the first part: offset 1000", tus.offset(upload) == 1000, tus.offset(upload))

    # Refusals, each leaving the upload where it was.
    tus.patch("wrong offset", upload, 0, second, 409, code="offset_mismatch")
    tus.patch("checksum of other bytes", upload, 1000, second, 460, code="checksum_mismatch",
              headers={"Upload-Checksum": digest("sha256", second[::-1])})
    check("PATCH with a bad checksum stored nothing: HEAD offset still 1000", tus.offset(upload) == 1000,
          tus.offset(upload))
    tus.patch("md5 checksum", upload, 1000, second, 400, code="unsupported_checksum",
              headers={"Upload-Checksum": digest("md5", second)})
    tus.patch("wrong Content-Type", upload, 1000, second, 415, code="unsupported_media_type",
              content_type="application/octet-stream")
    tus.patch("Upload-Offset not a number", upload, "ten", second, 400, code="invalid_parameter")
    tus.patch("one byte too many", upload, 1000, second + b"!", 400, code="upload_overflow")
    reply = c.send("PATCH", fill("/v1/uploads/{}", [upload]), key=c.key("owner"), body=second,
                   headers={"Upload-Offset": "1000", "Content-Type": OFFSET_STREAM})
    judge(c, "PATCH /v1/uploads/{id} [no Tus-Resumable] -> 412 tus_version with Tus-Version and Tus-Resumable",
                "PATCH", "/v1/uploads/{}", reply, 412, code="tus_version")
    check("PATCH without Tus-Resumable: 412 names Tus-Version 1.0.0",
          reply.status == 412 and reply.headers.get("tus-version") == TUS_VERSION, brief(reply.headers))
    check("refused PATCHes stored nothing: HEAD offset still 1000", tus.offset(upload) == 1000, tus.offset(upload))
    c.call("not finished yet", "GET", "/v1/datasets/{}", 404, code="not_found", args=[dataset])

    # The last part, with a sha256 checksum, finishes the upload and makes the dataset.
    reply = tus.patch("the rest, sha256", upload, 1000, second, headers={"Upload-Checksum": digest("sha256", second)})
    check("PATCH: Upload-Offset is the length after the last part",
          reply.headers.get("upload-offset") == str(len(data)), reply.headers.get("upload-offset"))
    got = c.call("just finished", "GET", "/v1/datasets/{}", 200, args=[dataset])
    if got is not None:
        check("dataset: ds- with the upload's suffix, name, file and encryption from the metadata, no clusters",
              got["id"] == dataset and got["name"] == name and got["size_bytes"] == len(data)
              and [(f["name"], f["size_bytes"]) for f in got["files"]] == [("shard-000.bin", len(data))]
              and got["encryption"] == {"format": "cd-aes256gcm-v1", "key_id": key_id}
              and got["attached_clusters"] == [], brief(got))
        check("dataset: files[0].sha256 is the SHA-256 of the bytes sent",
              got["files"][0]["sha256"] == hashlib.sha256(data).hexdigest(), got["files"][0]["sha256"])
        if regions:
            check("dataset: region left out is the first region of GET /v1/regions", got["region"] == regions[0]["id"],
                  got["region"])
    tus.head("finished upload", upload)
    check("HEAD of a finished upload: offset = length", c.last.headers.get("upload-offset") == str(len(data)),
          c.last.headers.get("upload-offset"))
    tus.patch("finished upload", upload, len(data), b"x", 409, code="offset_mismatch")
    tus("finished upload", "DELETE", "/v1/uploads/{}", 409, code="upload_complete", args=[upload])

    # An empty upload is finished at once: its dataset exists when the 201 arrives.
    empty, empty_ds = upload_whole(tus, "empty, encryption none", b"")

    # Datasets list: there, once, oldest first; paging and the region filter.
    listed = c.call("owner", "GET", "/v1/datasets", 200, query={"page_size": 1000})
    if listed is not None:
        ids = [d["id"] for d in listed["items"]]
        check("datasets: the new dataset is listed once, as GET returns it",
              ids.count(dataset) == 1 and next(d for d in listed["items"] if d["id"] == dataset) == got, ids)
        if empty_ds:
            check("datasets: oldest first (the empty dataset, made later, comes after it)",
                  empty_ds in ids and ids.index(dataset) < ids.index(empty_ds), ids)
        items, pages, problems = c.walk_pages("/v1/datasets", {"page_size": 1})
        check(f"datasets: page_size=1 walk ({pages} pages) gives the same datasets in the same order",
              not problems and [d["id"] for d in items] == ids, "; ".join(problems))
        if got is not None:
            here = c.call("region filter", "GET", "/v1/datasets", 200, query={"region": got["region"],
                                                                                "page_size": 1000})
            if here is not None:
                check("datasets: region= keeps the dataset's region only",
                      dataset in {d["id"] for d in here["items"]}
                      and all(d["region"] == got["region"] for d in here["items"]))
            other = next((r["id"] for r in regions if r["id"] != got["region"]), None)
            if other:
                there = c.call("other region", "GET", "/v1/datasets", 200, query={"region": other})
                if there is not None:
                    check("datasets: another region= leaves it out", dataset not in {d["id"] for d in there["items"]})
    c.call("bad page_size", "GET", "/v1/datasets", 400, code="invalid_parameter", query={"page_size": "0"})
    c.call("bad page_token", "GET", "/v1/datasets", 400, code="invalid_parameter", query={"page_token": "!!"})
    c.call("missing id", "GET", "/v1/datasets/{}", 404, code="not_found", args=["ds-99999999"])
    c.call("missing id", "GET", "/v1/datasets/{}/content", 404, code="not_found", args=["ds-99999999"])
    c.call("missing id", "DELETE", "/v1/datasets/{}", 404, code="not_found", args=["ds-99999999"])

    # Content: whole, and by range. Ranged requests go with the admin key, whose request budget the run leaves
    # alone, so that each check sees the Router's answer to its Range rather than a 429.
    reader = "admin"
    content = "/v1/datasets/{}/content"
    etag = '"' + hashlib.sha256(data).hexdigest()[:32] + '"'
    c.call("whole", "GET", content, 200, args=[dataset])
    r = c.last
    check("content: the bytes sent, ETag from the SHA-256, Accept-Ranges bytes",
          r.body == data and r.headers.get("etag") == etag and r.headers.get("accept-ranges") == "bytes",
          f"{len(r.body)} bytes, ETag {r.headers.get('etag')}")
    c.call("file named", "GET", content, 200, args=[dataset], query={"file": "shard-000.bin"})
    c.call("another file", "GET", content, 404, code="not_found", args=[dataset], query={"file": "other.bin"})
    for rng, lo, hi in [("bytes=0-99", 0, 99), ("bytes=-100", len(data) - 100, len(data) - 1),
                        ("bytes=0-", 0, len(data) - 1), ("bytes=0-99999", 0, len(data) - 1)]:
        c.call(f"Range: {rng}", "GET", content, 206, role=reader, args=[dataset], headers={"Range": rng})
        r = c.last
        check(f"content [Range: {rng}]: Content-Range bytes {lo}-{hi}/{len(data)} and those bytes",
              r.headers.get("content-range") == f"bytes {lo}-{hi}/{len(data)}" and r.body == data[lo:hi + 1]
              and r.headers.get("etag") == etag,
              f"Content-Range {r.header_values('content-range')}, {len(r.body)} bytes")
    check("dataset content [Range]: one Content-Range header", len(c.last.header_values("content-range")) == 1,
              f"Content-Range {c.last.header_values('content-range')}")
    # Ranges that do not start at byte 0.
    for rng, lo, hi in [("bytes=1000-1099", 1000, 1099), ("bytes=2900-", 2900, len(data) - 1)]:
        reply = c.send("GET", fill(content, [dataset]), key=c.key(reader), headers={"Range": rng})
        judge(c, f"GET /v1/datasets/{{id}}/content [Range: {rng}] -> 206", "GET", content, reply, 206)
        check(f"dataset content [Range: {rng}]: Content-Range bytes {lo}-{hi}/{len(data)} and exactly those bytes",
                  reply.status == 206 and reply.header_values("content-range") == [f"bytes {lo}-{hi}/{len(data)}"]
                  and reply.body == data[lo:hi + 1],
                  f"{reply.status}, Content-Range {reply.header_values('content-range')}, {len(reply.body)} bytes")
    reply = c.send("GET", fill(content, [dataset]), key=c.key(reader), headers={"Range": f"bytes={len(data)}-"})
    check(f"content [Range: bytes={len(data)}-]: 416 with Content-Range bytes */{len(data)}",
          reply.status == 416 and reply.headers.get("content-range") == f"bytes */{len(data)}",
          f"{reply.status} {reply.header_values('content-range')}")
    judge(c, "dataset content [Range past the end]: the 416 is a range_not_satisfiable problem document",
                "GET", content, reply, 416, code="range_not_satisfiable")
    reply = c.send("GET", fill(content, [dataset]), key=c.key(reader), headers={"Range": "bytes=abc"})
    judge(c, "GET /v1/datasets/{id}/content [Range: bytes=abc] -> 400 invalid_parameter",
                "GET", content, reply, 400, code="invalid_parameter")
    reply = c.send("GET", fill(content, [dataset]), key=c.key(reader), headers={"Range": "bytes=0-1,3-4"})
    judge(c, "GET /v1/datasets/{id}/content [two ranges] -> 400 invalid_parameter problem document",
                "GET", content, reply, 400, code="invalid_parameter")
    reply = c.send("GET", fill(content, ["ds-99999999"]), key=c.key(reader), headers={"Range": "bytes=5000-"})
    judge(c, "GET /v1/datasets/{id}/content [no such dataset, Range: bytes=5000-] -> 404 not_found",
                "GET", content, reply, 404, code="not_found")

    # The empty upload (finished at once, see above): its dataset has nothing to read by range.
    if empty is not None:
        got = c.call("empty, at once", "GET", "/v1/datasets/{}", 200, args=[empty_ds])
        if got is not None:
            check("empty dataset: 0 bytes, SHA-256 of nothing, encryption none with key_id \"\"",
                  got["size_bytes"] == 0 and got["files"][0]["sha256"] == hashlib.sha256(b"").hexdigest()
                  and got["encryption"] == {"format": "none", "key_id": ""}, brief(got))
        c.call("empty", "GET", content, 200, args=[empty_ds])
        check("empty dataset: content is empty", c.last.body == b"", len(c.last.body))
        c.call("empty, Range: bytes=0-", "GET", content, 416, code="range_not_satisfiable", role="admin",
               args=[empty_ds], headers={"Range": "bytes=0-"})
        check("empty dataset [Range: bytes=0-]: Content-Range bytes */0",
              c.last.headers.get("content-range") == "bytes */0", c.last.header_values("content-range"))
        c.call("empty", "DELETE", "/v1/datasets/{}", 204, args=[empty_ds])
        c.call("deleted", "GET", "/v1/datasets/{}", 404, code="not_found", args=[empty_ds])
        c.call("deleted", "GET", content, 404, code="not_found", args=[empty_ds])
        c.call("deleted again", "DELETE", "/v1/datasets/{}", 404, code="not_found", args=[empty_ds])
        tus.head("its dataset deleted", empty)

    # Termination: the bytes go, the upload is gone for good.
    part = sample_bytes(4, "terminate")
    doomed = tus.create("to terminate", 10, tus_metadata(dataset="ct-doomed", filename="d.bin", encryption="none"))
    if doomed is not None:
        tus.patch("4 of 10 bytes", doomed, 0, part)
        reply = c.send("DELETE", fill("/v1/uploads/{}", [doomed]), key=c.key("owner"))
        judge(c, "DELETE /v1/uploads/{id} [no Tus-Resumable] -> 412 tus_version with Tus-Version and "
                    "Tus-Resumable", "DELETE", "/v1/uploads/{}", reply, 412, code="tus_version")
        tus("unfinished", "DELETE", "/v1/uploads/{}", 204, args=[doomed])
        tus("terminated", "DELETE", "/v1/uploads/{}", 410, code="upload_gone", args=[doomed])
        tus.head("terminated", doomed, 410)
        tus.patch("terminated", doomed, 4, part, 410, code="upload_gone")
        c.call("terminated upload", "GET", "/v1/datasets/{}", 404, code="not_found", args=[dataset_id_of(doomed)])
    tus("unknown upload", "DELETE", "/v1/uploads/{}", 404, code="not_found", args=["up-99999999"])
    tus.patch("unknown upload", "up-99999999", 0, b"x", 404, code="not_found")

    # Creation refusals.
    meta = tus_metadata(dataset="ct-refused", filename="r.bin", encryption="none")
    reply = c.send("POST", "/v1/uploads", key=c.key("owner"), body=b"",
                   headers={"Upload-Length": "10", "Upload-Metadata": meta})
    judge(c, "POST /v1/uploads [no Tus-Resumable] -> 412 tus_version with Tus-Version and Tus-Resumable",
                "POST", "/v1/uploads", reply, 412, code="tus_version")
    check("POST without Tus-Resumable: 412 names Tus-Version 1.0.0",
          reply.status == 412 and reply.headers.get("tus-version") == TUS_VERSION, brief(reply.headers))
    reply = c.send("HEAD", fill("/v1/uploads/{}", [upload]), key=c.key("owner"))
    judge(c, "HEAD /v1/uploads/{id} [no Tus-Resumable] -> 412 with Tus-Version", "HEAD", "/v1/uploads/{}",
                reply, 412)
    for label, length in [("Upload-Length not a number", "ten"), ("Upload-Length negative", "-1"),
                          ("Upload-Length empty (deferred length)", "")]:
        tus.create(label, length, meta, 400, code="invalid_parameter")
    tus("no Upload-Metadata", "POST", "/v1/uploads", 400, code="invalid_parameter", headers={"Upload-Length": "10"})
    tus.create("over Tus-Max-Size", TUS_MAX_SIZE + 1, meta, 413, code="upload_too_large")

    # Idempotency-Key: optional, honoured when sent.
    key = str(uuid.uuid4())
    meta = tus_metadata(dataset="ct-idem", filename="i.bin", encryption="none")
    first = tus.create("with an Idempotency-Key", 10, meta, headers={"Idempotency-Key": key})
    if first is not None:
        again = tus.create("same key, same upload", 10, meta, headers={"Idempotency-Key": key})
        check("idempotent creation: the replay names the same upload", again == first, f"{again} != {first}")
        tus.create("same key, other length", 11, meta, 422, code="idempotency_key_reused",
                   headers={"Idempotency-Key": key})
        tus.create("same key, other metadata", 10, tus_metadata(dataset="ct-idem-2", filename="i.bin",
                                                               encryption="none"),
                   422, code="idempotency_key_reused", headers={"Idempotency-Key": key})
        third = tus.create("no key, same upload", 10, meta)
        check("creation without a key is not deduplicated", third not in (None, first), third)
        for u in [first, third]:
            if u:
                tus("clean up", "DELETE", "/v1/uploads/{}", 204, args=[u])
    reply = c.send("POST", "/v1/uploads", key=c.key("owner"), body=b"",
                   headers={"Tus-Resumable": TUS_VERSION, "Upload-Length": "10", "Upload-Metadata": meta,
                            "Idempotency-Key": "k" * 256})
    judge(c, "POST /v1/uploads [Idempotency-Key of 256 characters] -> 400 invalid_parameter",
                "POST", "/v1/uploads", reply, 400, code="invalid_parameter")
    stray = upload_id_of(reply.headers.get("location"))
    if stray:
        c.send("DELETE", fill("/v1/uploads/{}", [stray]), key=c.key("owner"), headers={"Tus-Resumable": TUS_VERSION})

    # Upload data is metered by bytes: HEAD and PATCH never take from the per-key request budget.
    statuses = [c._send_once("HEAD", fill("/v1/uploads/{}", [upload]), c.key("owner"), None,
                             {"Tus-Resumable": TUS_VERSION}, None).status for _ in range(200)]
    check("HEAD /v1/uploads/{id}: 200 in a row are never 429 (not rate-limited per request)",
          statuses.count(200) == 200, f"statuses {sorted(set(statuses))}, {statuses.count(429)} x 429")
    tus.report("uploads")
