"""Server-sent event streams: a reader with deadlines, and their messages against the spec."""

import http.client
import json
import socket
import time
import urllib.parse

from .expectations import STREAM_WAIT
from .report import brief, check
from .client import RATE_LIMIT_RETRIES, wait_out


class EventStreamReader:
    """GET of a stream (/v1/events/stream unless told) over http.client, read block by block; every wait
    is bounded."""

    def __init__(self, base, key, headers=None, query=None, timeout=STREAM_WAIT, path="/v1/events/stream"):
        self.timeout = timeout
        parts = urllib.parse.urlsplit(base)
        self.conn = http.client.HTTPConnection(parts.hostname, parts.port, timeout=timeout)
        self.path = path + ("?" + urllib.parse.urlencode(query) if query else "")
        self.conn.request("GET", self.path, headers=dict({"Accept": "text/event-stream",
                                                          "Authorization": f"Bearer {key}"}, **(headers or {})))
        self.response = self.conn.getresponse()
        self.headers = {k.lower(): v for k, v in self.response.getheaders()}
        self.broken = None

    def block(self, deadline):
        """The next block up to a blank line, as {"id", "event", "retry", "data": [...], "comments": [...]},
        or None when the deadline passed, the stream ended or broke (self.broken says why)."""
        block = {"data": [], "comments": []}
        while time.monotonic() < deadline and self.broken is None:
            try:
                raw = self.response.readline(1 << 20)
            except (socket.timeout, TimeoutError):
                # A socket that timed out cannot be read again; the server's keep-alives come every few s.
                self.broken = f"nothing arrived for {self.timeout:g} s"
                return None
            except (OSError, http.client.HTTPException) as e:
                self.broken = f"{type(e).__name__}: {e}"
                return None
            if not raw:
                self.broken = "the stream ended"
                return None
            line = raw.decode("utf-8").rstrip("\r\n")
            if not line:
                if len(block) > 2 or block["data"] or block["comments"]:
                    return block
                continue
            if line.startswith(":"):
                block["comments"].append(line[1:].strip())
                continue
            field, _, value = line.partition(":")
            value = value[1:] if value.startswith(" ") else value
            if field == "data":
                block["data"].append(value)
            else:
                block[field] = value
        return None

    def message(self, deadline, accept=lambda m: True):
        """The next block with an event that accept() takes, skipping comments and others."""
        while True:
            block = self.block(deadline)
            if block is None or ("event" in block and accept(block)):
                return block

    def close(self):
        try:
            self.conn.close()
        except OSError:
            pass


def stream_message_problems(c, block, schemas):
    """What is wrong with one `event:` message, by the spec's x-sse-events (either stream's)."""
    schema = schemas.get(block.get("event"))
    if schema is None:
        return [f"event name {block.get('event')!r} is not in x-sse-events ({', '.join(schemas)})"]
    if len(block["data"]) != 1:
        return [f"{len(block['data'])} data lines"]
    try:
        data = json.loads(block["data"][0])
    except ValueError as e:
        return [f"data is not JSON: {e}"]
    problems = c.spec.validate(data, schema)
    if block.get("event") == "cluster" and isinstance(data, dict) and block.get("id") != data.get("id"):
        problems.append(f"id: {block.get('id')!r} but data.id {data.get('id')!r}")
    if block.get("event") == "samples" and isinstance(data, dict) and block.get("id") != str(data.get("time")):
        problems.append(f"id: {block.get('id')!r} but data.time {data.get('time')!r}")
    if block.get("event") == "series" and "id" in block:
        problems.append(f"a series event with id: {block['id']!r}")
    return problems


def sse_schemas(c, template="/v1/events/stream"):
    _, op, _ = c.spec.operation("GET", template)
    media = c.spec.resolve(op["responses"]["200"])["content"]["text/event-stream"]
    return media.get("x-sse-events", {})


def open_stream(c, label, role="owner", headers=None, query=None, path="/v1/events/stream", timeout=STREAM_WAIT):
    """Open the stream and check the answer's head and its first block (`retry:`). Returns the reader or None."""
    for attempt in range(RATE_LIMIT_RETRIES + 1):
        try:
            reader = EventStreamReader(c.base, c.key(role), headers=headers, query=query, timeout=timeout, path=path)
        except (OSError, http.client.HTTPException) as e:
            check(f"GET {path} [{label}]: opens", False, f"{type(e).__name__}: {e}")
            return None
        if reader.response.status != 429 or attempt == RATE_LIMIT_RETRIES:
            break
        reader.close()
        wait_out(reader.headers)
    media_type = reader.headers.get("content-type", "").split(";")[0].strip()
    ok = check(f"GET {reader.path} [{label}] -> {reader.response.status} text/event-stream, no-store",
               reader.response.status == 200 and media_type == "text/event-stream"
               and reader.headers.get("cache-control") == "no-store",
               f"{reader.response.status} {media_type!r} cache-control {reader.headers.get('cache-control')!r}")
    if not ok:
        reader.close()
        return None
    first = reader.block(time.monotonic() + STREAM_WAIT)
    check(f"stream [{label}]: the first block is retry: <milliseconds> alone",
          first is not None and first.get("retry", "").isdigit() and not first["data"] and "event" not in first,
          reader.broken or brief(first or {}))
    return reader
