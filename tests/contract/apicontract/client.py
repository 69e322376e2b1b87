"""The HTTP client: every request judged against the spec, with timeouts and rate-limit retries."""

import json
import time
import urllib.error
import urllib.parse
import urllib.request
from datetime import datetime

from .expectations import ROLES
from .report import brief, check
from .spec import fill


class Reply:
    def __init__(self, status, headers, body, error=None, raw_headers=None):
        self.status = status
        self.headers = {k.lower(): v for k, v in (headers or {}).items()}
        self.body = body
        self.error = error
        self.raw_headers = raw_headers or []  # (name, value) as sent, repeated fields included

    def header_values(self, name):
        """Every value of a header field, in the order sent (self.headers keeps the first only)."""
        return [v for k, v in self.raw_headers if k.lower() == name.lower()]

    def media_type(self):
        return self.headers.get("content-type", "").split(";")[0].strip().lower()

    def json(self):
        return json.loads(self.body.decode("utf-8"))


RATE_LIMIT_RETRIES = 5


def wait_out(headers):
    """Sleep for a 429's Retry-After (1 to 5 s)."""
    value = str(headers.get("retry-after", "1")).strip()
    time.sleep(min(5, max(1, int(value) if value.isdigit() else 1)))


class Client:
    def __init__(self, spec, base, keys, timeout):
        self.spec = spec
        self.base = base
        self.keys = keys
        self.timeout = timeout
        # Loopback only: never let an http_proxy from the environment get in the way.
        self.opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))

    @property
    def tenant(self):
        return self.keys["tenants"][0]

    def key(self, role):
        return self.keys["support"]["key"] if role == "support" else self.tenant["keys"][role]

    def send(self, method, path, key=None, query=None, headers=None, body=None):
        """One request; a 429 is waited out (Retry-After, as the contract asks of clients) and sent again.

        The rate limiter refuses before anything happens, so sending again is safe for every method."""
        for attempt in range(RATE_LIMIT_RETRIES + 1):
            reply = self._send_once(method, path, key, query, headers, body)
            if reply.status != 429 or attempt == RATE_LIMIT_RETRIES:
                return reply
            wait_out(reply.headers)
        return reply

    def _send_once(self, method, path, key, query, headers, body):
        url = self.base + path + ("?" + urllib.parse.urlencode(query) if query else "")
        req = urllib.request.Request(url, data=body, method=method)
        req.add_header("Accept", "application/json, application/problem+json;q=0.9, */*;q=0.1")
        if key is not None:
            req.add_header("Authorization", f"Bearer {key}")
        for name, value in (headers or {}).items():
            req.add_header(name, value)
        deadline = time.monotonic() + self.timeout
        try:
            try:
                r = self.opener.open(req, timeout=self.timeout)
                status = r.status
            except urllib.error.HTTPError as e:
                r, status = e, e.code
            with r:
                return Reply(status, dict(r.headers), b"" if method == "HEAD" else self._read(r, deadline),
                             raw_headers=list(r.headers.items()))
        except (urllib.error.URLError, OSError) as e:
            return Reply(0, {}, b"", error=f"request failed: {e}")

    @staticmethod
    def _read(response, deadline):
        """The whole body, or OSError when it has not ended by the deadline (say, an endless stream)."""
        chunks = []
        while True:
            if time.monotonic() > deadline:
                raise TimeoutError("the body did not end in time (a stream where an answer was due?)")
            chunk = response.read1(65536) if hasattr(response, "read1") else response.read(65536)
            if not chunk:
                return b"".join(chunks)
            chunks.append(chunk)

    # -- validation against the spec

    def conformance(self, method, template, reply):
        """Everything the spec says about this reply, as a list of problems (empty = conforms)."""
        if reply.error:
            return [reply.error]
        _, op, _ = self.spec.operation(method, template)
        responses = op.get("responses", {})
        status = str(reply.status)
        raw = responses.get(status) or responses.get(status[0] + "XX") or responses.get("default")
        if raw is None:
            return [f"status {status} is not documented (documented: {', '.join(map(str, responses))})"]
        resp = self.spec.resolve(raw)
        errors = []
        for name, header in resp.get("headers", {}).items():
            header = self.spec.resolve(header)
            value = reply.headers.get(name.lower())
            if value is None:
                if header.get("required"):
                    errors.append(f"missing header {name}")
                continue
            if header.get("schema", {}).get("type") == "integer" and not value.strip().isdigit():
                errors.append(f"header {name}: {value!r} is not an integer")
        if method == "HEAD":
            return errors
        content = resp.get("content")
        if not content:
            if reply.body.strip():
                errors.append(f"status {status} documents no body, got {brief(reply.body.decode('utf-8', 'replace'), 80)}")
            return errors
        documented = {k.split(";")[0].strip().lower(): v for k, v in content.items()}
        media_type = reply.media_type()
        if media_type not in documented:
            return errors + [f"content type {media_type!r} not documented for {status} ({', '.join(documented)})"]
        if media_type == "application/json" or media_type.endswith("+json"):
            try:
                body = reply.json()
            except (ValueError, UnicodeDecodeError) as e:
                return errors + [f"body is not JSON: {e}"]
            errors += self.spec.validate(body, documented[media_type].get("schema", {}))
            if media_type == "application/problem+json" and isinstance(body, dict) and body.get("status") != reply.status:
                errors.append(f"problem status {body.get('status')} != HTTP status {reply.status}")
        return errors

    def call(self, label, method, template, status=None, code=None, role="owner", args=(), **kwargs):
        """Send, validate against the spec, record one check. Returns the JSON body or None.

        template is the spec's path (with {...} filled from args); role is a role name,
        a raw key, or None for no Authorization header.
        """
        key = self.key(role) if role in ROLES + ["support"] else role
        path = fill(template, args)
        reply = self.send(method, path, key=key, **kwargs)
        return self.judge(label, method, template, path, reply, status, code, kwargs.get("query"))

    def call_json(self, label, method, template, status=None, value=None, code=None, role="owner", args=(),
                  headers=None, raw=None):
        """call() with a JSON body: value serialized, or raw bytes as they are."""
        body = raw if raw is not None else json.dumps(value).encode("utf-8")
        return self.call(label, method, template, status, code=code, role=role, args=args,
                         headers=dict(headers or {}, **{"Content-Type": "application/json"}), body=body)

    def problems(self, method, template, reply, status, code, body_chars):
        """What is wrong with a reply: its status, the spec's conformance, its problem code.

        Returns (errors, the JSON body or None); the reply is kept as self.last, for the headers.
        A failing reply's body is quoted up to body_chars."""
        self.last = reply
        errors = []
        if status is not None and reply.status != status:
            errors.append(f"status {reply.status}, expected {status}")
        errors += self.conformance(method, template, reply)
        body = None
        if not reply.error and reply.body and reply.media_type().endswith("json"):
            try:
                body = reply.json()
            except ValueError:
                pass
        if code is not None and not (isinstance(body, dict) and body.get("code") == code):
            errors.append(f"problem code {body.get('code') if isinstance(body, dict) else None!r}, expected {code!r}")
        if errors and reply.body:
            errors.append("body: " + brief(reply.body.decode("utf-8", "replace"), body_chars))
        return errors, body

    def judge(self, label, method, template, path, reply, status=None, code=None, query=None):
        """Validate a reply against the spec and record one check; returns the JSON body or None.

        The reply is kept as self.last, for the headers."""
        errors, body = self.problems(method, template, reply, status, code, 240)
        shown = path + ("?" + urllib.parse.urlencode(query) if query else "")
        check(f"{method} {shown} [{label}] -> {reply.status}", not errors, "; ".join(errors))
        return body if not errors else None

    def walk_pages(self, path, query, role="owner", max_pages=2000, template=None):
        """Follow next_page_token to the end. Returns (items, pages, problems).

        template is the spec's path when path has its parameters filled in."""
        items, pages, problems, token, seen = [], 0, [], None, set()
        while pages < max_pages:
            q = dict(query)
            if token:
                q["page_token"] = token
            reply = self.send("GET", path, key=self.key(role), query=q)
            pages += 1
            errors = self.conformance("GET", template or path, reply)
            if errors:
                problems.append(f"page {pages}: status {reply.status}; " + "; ".join(errors))
            try:
                body = reply.json() if reply.status == 200 else None
                assert isinstance(body["items"], list)
            except (ValueError, TypeError, KeyError, AssertionError):
                break  # nothing usable to go on with; the problem is recorded above
            if "page_size" in q and len(body["items"]) > int(q["page_size"]):
                problems.append(f"page {pages} has {len(body['items'])} items > page_size {q['page_size']}")
            items += body["items"]
            token = body["next_page_token"]
            if token is None:
                return items, pages, problems
            if token in seen:
                problems.append(f"page {pages} hands out a next_page_token seen before: {token!r}")
                return items, pages, problems
            seen.add(token)
        if not problems:
            problems.append(f"next_page_token still set after {pages} pages")
        return items, pages, problems


def sim_now(c):
    """The simulator's clock, from GET /v1/health."""
    reply = c.send("GET", "/v1/health")
    return datetime.fromisoformat(reply.json()["time"].replace("Z", "+00:00")) if reply.status == 200 else None
