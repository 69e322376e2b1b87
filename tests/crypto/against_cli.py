"""test_independent_decrypt.py --against-cli: clusterdesk-crypt against the document's reader and
the reference encryptor (format_reference.py), in both directions and on damaged input."""

import base64
import os
import struct
import subprocess
import tempfile
import unittest

import independent_decrypt as ind
from format_reference import MIB, S, decrypt, file_size, ref_encrypt, ref_key_file, ref_key_id, segment_offsets

# The clusterdesk-crypt under test: set by test_independent_decrypt.py's main() from --against-cli.
CLI = None
CLI_SIZES = (0, 1, S - 1, S, S + 1, MIB - 1, MIB, MIB + 1, 3 * MIB + 7)


class AgainstCli(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        if not CLI or not os.path.isfile(CLI) or not os.access(CLI, os.X_OK):
            raise AssertionError(f"clusterdesk-crypt not found or not executable at {CLI!r}; build it first")
        cls.kek = os.urandom(32)
        cls.tmp = tempfile.TemporaryDirectory()
        cls.dir = cls.tmp.name

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def env(self, key=True, passphrase=None):
        env = {k: v for k, v in os.environ.items() if not k.startswith("CLUSTERDESK_")}
        if key:
            env["CLUSTERDESK_KEY"] = base64.b64encode(key if isinstance(key, bytes) else self.kek).decode()
        if passphrase is not None:
            env["CLUSTERDESK_PASSPHRASE"] = passphrase
        return env

    def cli(self, *args, env=None, stdin=None, stdout=None):
        return subprocess.run(
            [CLI, *args],
            env=env if env is not None else self.env(),
            stdin=stdin,
            stdout=stdout if stdout is not None else subprocess.PIPE,
            stderr=subprocess.PIPE,
            timeout=300,
        )

    def path(self, name):
        return os.path.join(self.dir, name)

    def write(self, name, data):
        with open(self.path(name), "wb") as f:
            f.write(data)
        return self.path(name)

    def read(self, name):
        with open(self.path(name), "rb") as f:
            return f.read()

    def clean(self):
        for name in os.listdir(self.dir):
            os.unlink(self.path(name))

    def assert_no_output(self, name):
        left = [f for f in os.listdir(self.dir) if f.startswith(name)]
        self.assertEqual(left, [], "a failed decryption left output behind")

    def test_cli_encrypts_python_decrypts(self):
        for size in CLI_SIZES:
            with self.subTest(size=size):
                self.clean()
                plain = os.urandom(size)
                src = self.write("plain", plain)
                r = self.cli("encrypt", "-o", self.path("enc"), src)
                self.assertEqual(r.returncode, 0, r.stderr.decode(errors="replace"))
                enc = self.read("enc")
                self.assertEqual(enc[:8], b"CDENC\r\n\x1a")
                self.assertEqual(struct.unpack(">I", enc[12:16])[0], MIB, "writers use S = 1 MiB")
                self.assertEqual(struct.unpack(">Q", enc[16:24])[0], size, "a file's size is known")
                self.assertEqual(enc[24:40], ref_key_id(self.kek))
                self.assertEqual(len(enc), file_size(size, MIB))
                got, max_read = decrypt(enc, self.kek)
                self.assertEqual(got, plain)
                self.assertLessEqual(max_read, MIB + 16)

    def test_python_encrypts_cli_decrypts(self):
        for size in CLI_SIZES:
            plain = os.urandom(size)
            for s, known in ((MIB, True), (MIB, False), (S, True), (S, False)):
                with self.subTest(size=size, segment_size=s, known=known):
                    self.clean()
                    src = self.write("enc", ref_encrypt(plain, self.kek, segment_size=s, known=known))
                    r = self.cli("decrypt", "-o", self.path("out"), src)
                    self.assertEqual(r.returncode, 0, r.stderr.decode(errors="replace"))
                    self.assertEqual(self.read("out"), plain)

    def test_pipes(self):
        self.clean()
        plain = os.urandom(2 * MIB + 3)
        self.write("plain", plain)
        with open(self.path("plain"), "rb") as fin, open(self.path("enc"), "wb") as fout:
            r = self.cli("encrypt", stdin=fin, stdout=fout)
        self.assertEqual(r.returncode, 0, r.stderr.decode(errors="replace"))
        self.assertEqual(decrypt(self.read("enc"), self.kek)[0], plain)
        # A real pipe: the size cannot be known in advance.
        p = subprocess.Popen([CLI, "encrypt", "-"], env=self.env(), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE)
        out, err = p.communicate(plain, timeout=300)
        self.assertEqual(p.returncode, 0, err.decode(errors="replace"))
        self.assertEqual(decrypt(out, self.kek)[0], plain)
        for known in (True, False):
            enc = ref_encrypt(plain, self.kek, segment_size=MIB, known=known)
            p = subprocess.Popen([CLI, "decrypt"], env=self.env(), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                 stderr=subprocess.PIPE)
            out, err = p.communicate(enc, timeout=300)
            self.assertEqual(p.returncode, 0, err.decode(errors="replace"))
            self.assertEqual(out, plain)

    def test_fresh_header_and_no_plaintext(self):
        self.clean()
        canary = b"CLUSTERDESK-CANARY-7f3a9c " * 5000
        src = self.write("plain", canary)
        for name in ("a", "b"):
            r = self.cli("encrypt", "-o", self.path(name), src)
            self.assertEqual(r.returncode, 0, r.stderr.decode(errors="replace"))
        a, b = self.read("a"), self.read("b")
        self.assertNotIn(b"CANARY", a)
        self.assertNotEqual(a[40:132], b[40:132], "salt, wrap nonce and data key must be fresh per file")

    def test_cli_rejects_damage(self):
        plain = os.urandom(2 * MIB + 100)
        enc = ref_encrypt(plain, self.kek, segment_size=MIB)
        offs = segment_offsets(enc)
        flipped = bytearray(enc)
        flipped[offs[1] + 5] ^= 1
        header_flip = bytearray(enc)
        header_flip[100] ^= 1
        cases = {
            "segment bit": (bytes(flipped), 3),
            "header bit": (bytes(header_flip), 3),
            "truncated at boundary": (enc[: offs[2]], 3),
            "truncated inside": (enc[: offs[2] + 7], 3),
            "drop middle": (enc[: offs[1]] + enc[offs[2] :], 3),
            "swap": (enc[: offs[0]] + enc[offs[1] : offs[2]] + enc[offs[0] : offs[1]] + enc[offs[2] :], 3),
            "trailing": (enc + b"\x00", 3),
            "not encrypted": (b"hello world, plainly" * 20, 3),
            "wrong key": (ref_encrypt(plain, os.urandom(32), segment_size=MIB), 2),
        }
        for case, (data, code) in cases.items():
            with self.subTest(case=case):
                self.clean()
                src = self.write("enc", data)
                r = self.cli("decrypt", "-o", self.path("out"), src)
                self.assertEqual(r.returncode, code, f"{case}: {r.stderr.decode(errors='replace')}")
                self.assert_no_output("out")

    def test_key_file(self):
        self.clean()
        pw = "correct horse battery staple"
        plain = os.urandom(MIB + 1)
        keyfile = self.write("tenant.cdkey", ref_key_file(self.kek, pw, log2_n=14))
        src = self.write("enc", ref_encrypt(plain, self.kek, segment_size=MIB))
        r = self.cli("decrypt", "--key-file", keyfile, "-o", self.path("out"), src, env=self.env(key=False, passphrase=pw))
        self.assertEqual(r.returncode, 0, r.stderr.decode(errors="replace"))
        self.assertEqual(self.read("out"), plain)
        os.unlink(self.path("out"))
        pwfile = self.write("pw", pw.encode())
        r = self.cli(
            "decrypt", "--key-file", keyfile, "--passphrase-file", pwfile, "-o", self.path("out"), src,
            env=self.env(key=False),
        )
        self.assertEqual(r.returncode, 0, r.stderr.decode(errors="replace"))
        self.assertEqual(self.read("out"), plain)
        os.unlink(self.path("out"))
        r = self.cli("decrypt", "--key-file", keyfile, "-o", self.path("out"), src, env=self.env(key=False, passphrase="nope"))
        self.assertEqual(r.returncode, 2, r.stderr.decode(errors="replace"))
        self.assert_no_output("out")
        # The worked example's key file opens the worked example.
        keyfile = self.write("example.cdkey", ind.make_example("key-file"))
        src = self.write("example.cde", ind.make_example("file"))
        r = self.cli("decrypt", "--key-file", keyfile, "-o", self.path("out"), src,
                     env=self.env(key=False, passphrase="correct horse battery staple"))
        self.assertEqual(r.returncode, 0, r.stderr.decode(errors="replace"))
        self.assertEqual(self.read("out"), b"hello, cluster\n")

    def test_key_file_exit_codes(self):
        # A key file that cannot be read, is not a key file, or whose cost is refused: 5, apart
        # from a wrong passphrase (2), which cannot be told from a damaged file.
        self.clean()
        src = self.write("enc", ref_encrypt(b"abc", self.kek, segment_size=MIB))
        good = ref_key_file(self.kek, "correct horse battery staple", log2_n=14)
        refused_cost = bytearray(good)
        refused_cost[10] = 25
        cases = {
            "missing": (None, 5),
            "not a key file": (b"hello" * 30, 5),
            "refused cost": (bytes(refused_cost), 5),
            "wrong passphrase": (good, 2),
        }
        for case, (data, code) in cases.items():
            with self.subTest(case=case):
                keyfile = self.path("missing.cdkey") if data is None else self.write("k.cdkey", data)
                r = self.cli("decrypt", "--key-file", keyfile, "-o", self.path("out"), src,
                             env=self.env(key=False, passphrase="not the passphrase"))
                self.assertEqual(r.returncode, code, f"{case}: {r.stderr.decode(errors='replace')}")
                self.assert_no_output("out")

    def test_key_alphabets(self):
        # CLUSTERDESK_KEY in the standard or the URL-safe base64 alphabet, padded or not.
        self.clean()
        kek = bytes([0xFB]) * 32  # encodes with '+' and '/' in the standard alphabet
        src = self.write("enc", ref_encrypt(b"alphabet", kek, segment_size=MIB))
        env = self.env(key=False)
        standard = base64.b64encode(kek).decode()
        for value, code in ((standard, 0), (standard.rstrip("="), 0),
                            (base64.urlsafe_b64encode(kek).decode(), 0),
                            (base64.urlsafe_b64encode(kek).decode().rstrip("="), 0),
                            ("+_" + standard[2:], 2)):
            with self.subTest(value=value):
                r = self.cli("decrypt", src, env={**env, "CLUSTERDESK_KEY": value})
                self.assertEqual(r.returncode, code, r.stderr.decode(errors="replace"))
                if code == 0:
                    self.assertEqual(r.stdout, b"alphabet")

    def test_worked_examples(self):
        self.clean()
        for name in ("file", "unknown-size", "three-segments"):
            with self.subTest(example=name):
                src = self.write("ex", ind.make_example(name))
                r = self.cli("decrypt", "-o", self.path("out"), src, env=self.env(key=ind.EXAMPLE_KEK))
                self.assertEqual(r.returncode, 0, r.stderr.decode(errors="replace"))
                self.assertEqual(self.read("out"), decrypt(ind.make_example(name), ind.EXAMPLE_KEK)[0])
                os.unlink(self.path("out"))

    def test_inspect_needs_no_key(self):
        self.clean()
        src = self.write("enc", ref_encrypt(b"abc", self.kek, segment_size=MIB))
        r = self.cli("inspect", src, env=self.env(key=False))
        self.assertEqual(r.returncode, 0, r.stderr.decode(errors="replace"))
        text = r.stdout.decode(errors="replace").lower()
        kid = ref_key_id(self.kek)
        self.assertTrue(kid.hex() in text or ind.fingerprint(kid) in text, text)
