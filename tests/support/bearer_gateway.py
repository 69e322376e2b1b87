#!/usr/bin/python3
"""A bearer-token gateway in front of a Prometheus server, for tests.

It stands in for the authenticating gateway of a hosted Prometheus (Grafana Cloud, Mimir behind its
gateway, a SigV4 proxy in front of Amazon Managed Prometheus): Prometheus itself checks no bearer
token, so this checks `Authorization: Bearer TOKEN` and forwards the GET to the upstream Prometheus
(with that server's own Basic credentials and CA, as a gateway holds its own). A request without
the token, or with another one, gets 401 and never reaches Prometheus.

Serves HTTPS when given --cert and --key. Prints the port on stdout when ready. Debian's python3
standard library only.
"""

import argparse
import base64
import http.server
import ssl
import sys
import urllib.error
import urllib.request


def parse_args(argv):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--listen", default="127.0.0.1:0", help="address:port to listen on (port 0: any)")
    p.add_argument("--upstream", required=True, help="the Prometheus base URL, e.g. https://127.0.0.1:9090")
    p.add_argument("--require-bearer", required=True, metavar="TOKEN", help="the one token let through")
    p.add_argument("--upstream-ca", help="PEM file of the CA that signed the upstream's certificate")
    p.add_argument("--upstream-user", help="Basic user for the upstream")
    p.add_argument("--upstream-password", help="Basic password for the upstream")
    p.add_argument("--cert", help="PEM certificate to serve HTTPS with")
    p.add_argument("--key", help="its private key")
    return p.parse_args(argv)


def make_handler(args):
    upstream_context = ssl.create_default_context(cafile=args.upstream_ca) if args.upstream_ca else None
    upstream_auth = None
    if args.upstream_user:
        pair = f"{args.upstream_user}:{args.upstream_password or ''}".encode()
        upstream_auth = "Basic " + base64.b64encode(pair).decode()
    wanted = "Bearer " + args.require_bearer

    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def answer(self, status, body, content_type="application/json"):
            self.send_response(status)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(body)))
            if status == 401:
                self.send_header("WWW-Authenticate", 'Bearer realm="prometheus"')
            self.end_headers()
            self.wfile.write(body)

        def do_GET(self):
            if self.headers.get("Authorization") != wanted:
                self.answer(401, b'{"status":"error","errorType":"unauthorized","error":"bad token"}')
                return
            request = urllib.request.Request(args.upstream.rstrip("/") + self.path)
            if upstream_auth:
                request.add_header("Authorization", upstream_auth)
            try:
                with urllib.request.urlopen(request, context=upstream_context, timeout=20) as reply:
                    self.answer(reply.status, reply.read(), reply.headers.get("Content-Type", "application/json"))
            except urllib.error.HTTPError as e:
                self.answer(e.code, e.read(), e.headers.get("Content-Type", "text/plain"))
            except OSError as e:
                self.answer(502, str(e).encode(), "text/plain")

        def log_message(self, *unused):
            pass  # quiet: the test reads only the port from stdout

    return Handler


def main(argv):
    args = parse_args(argv)
    host, port = args.listen.rsplit(":", 1)
    server = http.server.ThreadingHTTPServer((host, int(port)), make_handler(args))
    if args.cert:
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(args.cert, args.key)
        server.socket = context.wrap_socket(server.socket, server_side=True)
    print(server.server_address[1], flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main(sys.argv[1:])
