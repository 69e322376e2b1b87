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

Shaping, on every connection and independent of the faults, as a far network would:

    --delay-ms D  ONE-WAY latency (50 gives a 100 ms round trip). Each direction of each connection
                  is a delay line: every piece read is stamped with its arrival + D and written at
                  that time, pipelined, so the delay never limits throughput. A new connection costs
                  what TCP costs: the client's first bytes reach the server no earlier than the
                  accept + 3 D (SYN, SYN-ACK, then the request's own trip), so a request on a new
                  connection takes two round trips and one on a kept-alive connection one.
    --rate R      bytes per second in each direction of each connection (0: no cap), a serial link
                  after the delay line, pipelined with it.
    --link-rate R bytes per second in each direction for all connections together (0: no cap): the
                  one link they share, as a 1 Gbit/s office uplink is (125000000), whichever
                  connection's piece is due first going first.

Counters: on SIGUSR1, or a line "traffic" on stdin, it prints "bytes UP DOWN CONNECTIONS" on
stderr: the bytes forwarded client to server and server to client, and the connections accepted,
since it started.

Prints the port on stdout when ready, then on stderr one line per fault as it lands ("landed
corrupt connection 3 answer 2 at 117"); a stall, truncation or corruption falls within the
answer's first piece, so every fault drawn lands. Debian's python3 standard library only.
"""

import argparse
import asyncio
import random
import signal
import sys
import threading

FAULTS = ("drop", "stall", "delay", "truncate", "corrupt")
PIECE = 256 * 1024  # large reads: asyncio's cost is per piece, so big pieces carry a Gbit/s
BURST = 512 * 1024  # the rate cap's bucket
QUEUED_MAX = 64 * 1024 * 1024  # bytes in flight on one line before its reader waits


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
    p.add_argument("--delay-ms", type=float, default=0,
                   help="ONE-WAY latency in each direction (50: a 100 ms round trip); a new connection "
                        "adds a round trip for its handshake")
    p.add_argument("--rate", type=int, default=0,
                   help="bytes per second in each direction of each connection (0: no cap)")
    p.add_argument("--link-rate", type=int, default=0,
                   help="bytes per second in each direction for all connections together (0: no cap)")
    return p.parse_args(argv)


class Traffic:
    """What went through, for the benchmarks: bytes each way and connections accepted."""

    def __init__(self):
        self.up = 0
        self.down = 0
        self.connections = 0

    def report(self):
        print(f"bytes {self.up} {self.down} {self.connections}", file=sys.stderr, flush=True)


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


class Line:
    """One direction of one connection: a reader stamps each piece with the time it may leave
    (arrival + delay, and no earlier than `earliest`), a writer writes it then, after the rate
    cap's serial link. Queue items are (due, data) or a command: ("pause", seconds) holds the line,
    ("cut",) ends it with a reset, ("eof",) ends it cleanly."""

    def __init__(self, args, earliest, count, link):
        self.delay = args.delay_ms / 1000.0
        self.rate = args.rate
        self.link_rate = args.link_rate
        self.link = link  # [when the shared link is free], one for each direction
        self.earliest = earliest
        self.count = count  # adds the bytes written to the right Traffic counter
        self.queue = asyncio.Queue()
        self.queued = 0
        self.room = asyncio.Event()
        self.room.set()
        self.loop = asyncio.get_running_loop()

    async def put(self, data):
        self.queue.put_nowait(("data", max(self.loop.time() + self.delay, self.earliest), data))
        self.queued += len(data)
        if self.queued > QUEUED_MAX:
            self.room.clear()
            await self.room.wait()

    def command(self, *item):
        self.queue.put_nowait(item)

    async def sleep_until(self, when):
        wait = when - self.loop.time()
        if wait > 0.0002:
            await asyncio.sleep(wait)

    async def write(self, writer):
        """Writes what the reader queued, each piece at its time; returns "eof" or "cut"."""
        link_free = 0.0
        try:
            while True:
                item = await self.queue.get()
                kind = item[0]
                if kind == "eof":
                    return "eof"
                if kind == "cut":
                    return "cut"
                if kind == "pause":
                    await asyncio.sleep(item[1])
                    continue
                _, due, data = item
                await self.sleep_until(due)
                if self.rate:
                    # A token bucket: a burst of BURST bytes of credit makes up for the loop's
                    # late wake-ups, so the cap is reached rather than approached.
                    now = self.loop.time()
                    link_free = max(link_free, now - BURST / self.rate) + len(data) / self.rate
                    await self.sleep_until(link_free)
                if self.link_rate:
                    # The same bucket, shared: the loop runs one line at a time, so the update
                    # below is whole, and pieces take the link in the order they claim it.
                    now = self.loop.time()
                    self.link[0] = max(self.link[0], now - BURST / self.link_rate) + len(data) / self.link_rate
                    await self.sleep_until(self.link[0])
                writer.write(data)
                await writer.drain()
                self.count(len(data))
                self.queued -= len(data)
                if self.queued <= QUEUED_MAX:
                    self.room.set()
        except (ConnectionError, OSError):
            return "cut"


async def read_requests(reader, line, turns):
    """The client's side: everything goes through intact; marks that the client spoke."""
    try:
        while True:
            data = await reader.read(PIECE)
            if not data:
                break
            turns["client_spoke"] = True
            await line.put(data)
    except (ConnectionError, asyncio.IncompleteReadError, OSError):
        line.command("cut")
        return
    line.command("eof")


async def read_answers(reader, line, fault, at, args, turns):
    """The server's side: starts a new answer when the server speaks after the client spoke, and
    applies `fault` at byte `at` of its first answer or, with --per-answer, draws a fault for each
    answer. Faults are queued as commands, so they land at the piece's place in the delay line."""
    sent = 0
    first = True
    try:
        while True:
            data = await reader.read(PIECE)
            if not data:
                break
            if turns["client_spoke"]:
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
                line.command("cut")
                return
            if fault == "delay" and first:
                landed(fault, turns, 0)
                line.command("pause", args.fault_delay_ms / 1000.0)
                fault = None
            first = False
            if fault in ("stall", "truncate", "corrupt") and sent <= at < sent + len(data):
                landed(fault, turns, at)
                cut = at - sent
                if fault == "truncate":
                    await line.put(data[:cut])
                    line.command("cut")
                    return
                if fault == "corrupt":
                    data = data[:cut] + bytes([data[cut] ^ 0x5A]) + data[cut + 1:]
                    fault = None
                elif fault == "stall":
                    await line.put(data[:cut])
                    line.command("pause", args.stall_ms / 1000.0)
                    sent += cut
                    data = data[cut:]
                    fault = None
            await line.put(data)
            sent += len(data)
    except (ConnectionError, asyncio.IncompleteReadError, OSError):
        line.command("cut")
        return
    line.command("eof")


async def run_line(read, line, writer):
    """A line's reader and writer together; cancelling it cancels both."""
    reading = asyncio.ensure_future(read)
    try:
        return await line.write(writer)
    finally:
        reading.cancel()


class Proxy:
    def __init__(self, args):
        self.args = args
        self.traffic = Traffic()
        self.links = {"up": [0.0], "down": [0.0]}
        host, port = args.upstream.rsplit(":", 1)
        self.upstream = (host, int(port))

    def counted_up(self, n):
        self.traffic.up += n

    def counted_down(self, n):
        self.traffic.down += n

    async def handle(self, down_reader, down_writer):
        loop = asyncio.get_running_loop()
        accepted = loop.time()
        number = self.traffic.connections
        self.traffic.connections += 1
        fault, at = choose(self.args, number * 1000) if self.args.per_answer else choose(self.args, number)
        try:
            up_reader, up_writer = await asyncio.open_connection(*self.upstream)
        except OSError:
            down_writer.close()
            return
        delay = self.args.delay_ms / 1000.0
        turns = {"number": number, "answer": -1, "client_spoke": False}
        # The handshake: SYN and SYN-ACK before the request's own one-way trip.
        requests = Line(self.args, accepted + 3 * delay, self.counted_up, self.links["up"])
        answers = Line(self.args, 0.0, self.counted_down, self.links["down"])
        up = asyncio.ensure_future(run_line(read_requests(down_reader, requests, turns), requests, up_writer))
        down = asyncio.ensure_future(
            run_line(read_answers(up_reader, answers, fault, at, self.args, turns), answers, down_writer))
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


def listen_for_traffic_requests(loop, traffic):
    """SIGUSR1 (for a person) or a "traffic" line on stdin (for tests, on every OS)."""
    if hasattr(signal, "SIGUSR1"):
        loop.add_signal_handler(signal.SIGUSR1, traffic.report)

    def read_stdin():
        for line in sys.stdin:
            if line.strip() == "traffic":
                loop.call_soon_threadsafe(traffic.report)

    threading.Thread(target=read_stdin, daemon=True).start()


async def main(argv):
    args = parse_args(argv)
    proxy = Proxy(args)
    listen_for_traffic_requests(asyncio.get_running_loop(), proxy.traffic)
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
