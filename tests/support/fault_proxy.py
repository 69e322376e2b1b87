#!/usr/bin/python3
"""A loopback TCP proxy that injects faults between the console and a real clusterdesk-sim.

Each accepted connection draws its fate from random.Random(seed, connection number), so a given
seed and the same order of connections give the same faults: at most one of drop, stall, delay,
truncate or corrupt, each with its own probability, applied to what the server sends back (the
requests reach the server intact, so what the server stored is what the client meant to send).

    drop      the request goes through, then the connection is cut before any of the answer
    stall     the answer stops at a random byte for --stall-ms, then goes on
    delay     the answer waits --fault-delay-ms before its first byte
    truncate  the answer is cut after a random number of bytes
    corrupt   one byte of the answer, at a random position, is flipped

With --per-answer, every answer on a kept-alive connection draws its own fault (an answer begins
when the server speaks after the client spoke), not only the first: clients reuse connections, so
per connection few faults would land.

Shaping, on every connection and independent of the faults: --delay-ms of added latency per piece
forwarded, and --rate bytes per second in each direction. Prints the port on stdout when ready, then
on stderr one line per fault as it lands ("landed corrupt connection 3 answer 2 at 117"); a stall,
truncation or corruption falls within the answer's first piece, so every fault drawn lands. Debian's
python3 standard library only.
"""

import argparse
import asyncio
import random
import sys

FAULTS = ("drop", "stall", "delay", "truncate", "corrupt")


def parse_args(argv):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--listen", default="127.0.0.1:0", help="address:port to listen on (port 0: any)")
    p.add_argument("--upstream", required=True, help="host:port of the clusterdesk-sim")
    p.add_argument("--seed", type=int, default=1)
    for fault in FAULTS:
        p.add_argument("--" + fault, type=float, default=0.0, metavar="P",
                       help="probability that a connection gets a " + fault)
    p.add_argument("--stall-ms", type=int, default=1500, help="how long a stall holds the answer")
    p.add_argument("--fault-delay-ms", type=int, default=800, help="how long a delay holds the answer")
    p.add_argument("--window", type=int, default=1024,
                   help="stalls, truncations and corruptions fall in the first WINDOW bytes of the answer")
    p.add_argument("--per-answer", action="store_true",
                   help="draw a fault for every answer on a kept-alive connection, not once per connection")
    p.add_argument("--delay-ms", type=int, default=0, help="latency added to every piece forwarded")
    p.add_argument("--rate", type=int, default=0, help="bytes per second in each direction (0: no cap)")
    return p.parse_args(argv)


class Shaper:
    """Latency and a bandwidth cap for one direction of one connection."""

    def __init__(self, delay_ms, rate):
        self.delay = delay_ms / 1000.0
        self.rate = rate

    async def pace(self, size):
        if self.delay:
            await asyncio.sleep(self.delay)
        if self.rate:
            await asyncio.sleep(size / self.rate)


def choose(args, number):
    rng = random.Random(args.seed * 1_000_003 + number)
    roll = rng.random()
    at = rng.randrange(0, max(1, args.window))
    edge = 0.0
    for fault in FAULTS:
        edge += getattr(args, fault)
        if roll < edge:
            return fault, at
    return None, at


def landed(fault, turns, at):
    print(f"landed {fault} connection {turns['number']} answer {turns['answer']} at {at}",
          file=sys.stderr, flush=True)


async def pump(reader, writer, shaper, fault=None, at=0, args=None, turns=None, answering=False):
    """Copies reader to writer. `turns` counts the exchanges on the connection: the client's side
    marks that it spoke, the server's side starts a new answer when it speaks after that. The
    server's side applies `fault` at byte `at` of its first answer or, with --per-answer, draws a
    fault for each answer."""
    sent = 0
    first = True
    try:
        while True:
            data = await reader.read(65536)
            if not data:
                break
            if not answering:
                turns["client_spoke"] = True
            elif turns["client_spoke"]:
                turns["client_spoke"] = False
                turns["answer"] += 1
                if turns["answer"] > 0:
                    if not args.per_answer:
                        fault = None
                    else:
                        fault, at = choose(args, turns["number"] * 1000 + turns["answer"])
                sent, first = 0, True
                if fault in ("stall", "truncate", "corrupt"):
                    at %= len(data)  # within the first piece, so it lands
            if fault == "drop":
                landed(fault, turns, 0)
                return "cut"
            if fault == "delay" and first:
                landed(fault, turns, 0)
                await asyncio.sleep(args.fault_delay_ms / 1000.0)
                fault = None
            first = False
            if fault in ("stall", "truncate", "corrupt") and sent <= at < sent + len(data):
                landed(fault, turns, at)
                cut = at - sent
                if fault == "truncate":
                    writer.write(data[:cut])
                    await writer.drain()
                    return "cut"
                if fault == "corrupt":
                    data = data[:cut] + bytes([data[cut] ^ 0x5A]) + data[cut + 1:]
                    fault = None
                elif fault == "stall":
                    writer.write(data[:cut])
                    await writer.drain()
                    await asyncio.sleep(args.stall_ms / 1000.0)
                    sent += cut
                    data = data[cut:]
                    fault = None
            await shaper.pace(len(data))
            writer.write(data)
            await writer.drain()
            sent += len(data)
    except (ConnectionError, asyncio.IncompleteReadError, OSError):
        return "cut"
    return "eof"


class Proxy:
    def __init__(self, args):
        self.args = args
        self.connections = 0
        host, port = args.upstream.rsplit(":", 1)
        self.upstream = (host, int(port))

    async def handle(self, down_reader, down_writer):
        number = self.connections
        self.connections += 1
        fault, at = choose(self.args, number * 1000) if self.args.per_answer else choose(self.args, number)
        try:
            up_reader, up_writer = await asyncio.open_connection(*self.upstream)
        except OSError:
            down_writer.close()
            return
        shape = (self.args.delay_ms, self.args.rate)
        turns = {"number": number, "answer": -1, "client_spoke": False}
        up = asyncio.ensure_future(pump(down_reader, up_writer, Shaper(*shape), turns=turns))
        down = asyncio.ensure_future(
            pump(up_reader, down_writer, Shaper(*shape), fault, at, self.args, turns, answering=True))
        done, pending = await asyncio.wait({up, down}, return_when=asyncio.FIRST_COMPLETED)
        if down in done or any(t.result() == "cut" for t in done):
            # The answer ended (or was cut): nothing more can usefully flow either way.
            for t in pending:
                t.cancel()
        else:
            # The client finished sending; let the answer finish too.
            if not up_writer.is_closing():
                try:
                    up_writer.write_eof()
                except OSError:
                    pass
            await asyncio.wait(pending)
        for w in (up_writer, down_writer):
            if w is down_writer and down in done and down.result() == "cut":
                w.transport.abort()  # the client sees the connection reset, as a real cut would
            else:
                w.close()


async def main(argv):
    args = parse_args(argv)
    proxy = Proxy(args)
    host, port = args.listen.rsplit(":", 1)
    server = await asyncio.start_server(proxy.handle, host, int(port))
    print(server.sockets[0].getsockname()[1], flush=True)
    async with server:
        await server.serve_forever()


if __name__ == "__main__":
    try:
        asyncio.run(main(sys.argv[1:]))
    except KeyboardInterrupt:
        pass
