"""clusterdesk-sim on a free loopback port with a fresh database, and its keys file."""

import json
import os
import signal
import subprocess
import time

from .expectations import ROLES
from .report import brief, check


class Simulator:
    def __init__(self, binary, workdir, timeout=15.0):
        self.binary = binary
        self.workdir = workdir
        self.timeout = timeout
        self.proc = None
        self.log_path = os.path.join(workdir, "sim.log")

    def start(self):
        """Start the simulator; returns (base URL, keys) or raises RuntimeError."""
        port_file = os.path.join(self.workdir, "port")
        keys_file = os.path.join(self.workdir, "keys.json")
        cmd = [self.binary, "--listen", "127.0.0.1:0", "--db", os.path.join(self.workdir, "sim.db"),
               "--seed", "7", "--keys-out", keys_file, "--port-file", port_file]
        with open(self.log_path, "wb") as log:
            # Its own process group, so stop() also ends whatever a wrapper script started.
            self.proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,
                                         start_new_session=True)
        deadline = time.monotonic() + self.timeout
        port = keys = None
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"clusterdesk-sim exited with status {self.proc.returncode}")
            port = port or self._read_port(port_file)
            keys = keys or self._read_keys(keys_file)
            if port and keys:
                return f"http://127.0.0.1:{port}", keys
            time.sleep(0.05)
        raise RuntimeError(f"no port file and keys file after {self.timeout:.0f} s "
                           f"(port={port}, keys={'yes' if keys else 'no'})")

    @staticmethod
    def _read_port(path):
        try:
            with open(path, encoding="ascii") as f:
                text = f.read().strip()
            return int(text) if text.isdigit() and 0 < int(text) < 65536 else None
        except (OSError, ValueError):
            return None

    @staticmethod
    def _read_keys(path):
        try:
            with open(path, encoding="utf-8") as f:
                keys = json.load(f)
            return keys if keys.get("tenants") and keys.get("support", {}).get("key") else None
        except (OSError, ValueError, AttributeError):
            return None

    def log_tail(self, lines=30):
        try:
            with open(self.log_path, encoding="utf-8", errors="replace") as f:
                return "".join(f.readlines()[-lines:])
        except OSError:
            return ""

    def stop(self):
        if self.proc is None:
            return
        self._signal_group(signal.SIGTERM)
        try:
            self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self._signal_group(signal.SIGKILL)
            self.proc.wait(timeout=5)

    def _signal_group(self, sig):
        try:
            os.killpg(self.proc.pid, sig)  # the group this script created for the simulator
        except (ProcessLookupError, PermissionError):
            pass


def check_keys_file(keys):
    errors = []
    for t in keys.get("tenants", []):
        if not isinstance(t.get("id"), str) or not isinstance(t.get("name"), str):
            errors.append(f"tenant without id/name: {brief(t, 80)}")
        missing = [r for r in ROLES if not isinstance(t.get("keys", {}).get(r), str)]
        if missing:
            errors.append(f"tenant {t.get('id')} lacks keys for {missing}")
    check("keys file: every tenant has id, name and a key per role", not errors, "; ".join(errors))
