#!/usr/bin/python3
"""Self-test of independent_decrypt.py against docs/encryption-format.md, and a cross-check with
clusterdesk-crypt.

    /usr/bin/python3 tests/crypto/test_independent_decrypt.py
        Checks the document's worked examples, round trips through a small reference encryptor
        written here from the document, and that every kind of damage is rejected with the error
        the document names.

    /usr/bin/python3 tests/crypto/test_independent_decrypt.py --against-cli PATH/clusterdesk-crypt
        Encrypts with the CLI and decrypts here, encrypts here and decrypts with the CLI, for sizes
        around both segment sizes (4 KiB and 1 MiB) and 3 MiB + 7 bytes; checks the CLI's exit
        codes on damaged input and that it reads key files made here.

Extra arguments are passed to unittest (for example -v, or a test name).
"""

import hashlib
import os
import re
import subprocess
import sys
import tempfile
import time
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True  # keep the source tree clean
sys.path.insert(0, HERE)
import against_cli  # noqa: E402
import independent_decrypt as ind  # noqa: E402
from format_reference import (  # noqa: E402
    MIB,
    S,
    UNKNOWN,
    _hkdf,
    decrypt,
    doc_text,
    file_size,
    ref_encrypt,
    ref_key_file,
    ref_key_id,
    ref_segment,
    segment_offsets,
    segments_of,
)

DECRYPTOR = os.path.join(HERE, "independent_decrypt.py")
PYTHON = sys.executable


# --- Self-tests -------------------------------------------------------------------------------------


class DocumentExamples(unittest.TestCase):
    def test_doc_hex_is_what_the_script_prints(self):
        blocks = dict(re.findall(r"<!-- example-hex: ([a-z-]+) -->\s*```text\n([0-9a-f]+)\n```", doc_text()))
        self.assertEqual(set(blocks), {"file", "unknown-size", "key-file"})
        for name, hexstr in blocks.items():
            printed = subprocess.run(
                [PYTHON, DECRYPTOR, "--make-example"] + ([] if name == "file" else [name]),
                check=True,
                capture_output=True,
                text=True,
            ).stdout
            self.assertEqual(printed, hexstr + "\n", name)
        self.assertEqual(len(blocks["file"]), 326)

    def test_reference_encryptor_agrees_with_examples(self):
        fixed = dict(dk=ind.EXAMPLE_DK, salt=ind.EXAMPLE_SALT, wrap_nonce=ind.EXAMPLE_WRAP_NONCE)
        kek = ind.EXAMPLE_KEK
        self.assertEqual(ref_encrypt(b"hello, cluster\n", kek, **fixed), ind.make_example("file"))
        self.assertEqual(ref_encrypt(b"hello, cluster\n", kek, known=False, **fixed), ind.make_example("unknown-size"))
        three = bytes(j % 251 for j in range(8193))
        self.assertEqual(ref_encrypt(three, kek, **fixed), ind.make_example("three-segments"))
        self.assertEqual(
            ref_key_file(kek, "correct horse battery staple", salt=bytes(range(0x80, 0xA0)), nonce=bytes(range(0xA0, 0xAC))),
            ind.make_example("key-file"),
        )

    def test_examples_decrypt_and_doc_values(self):
        doc = doc_text()
        kek = ind.EXAMPLE_KEK
        for name in ("file", "unknown-size"):
            self.assertEqual(decrypt(ind.make_example(name), kek)[0], b"hello, cluster\n")
        three = ind.make_example("three-segments")
        plain = decrypt(three, kek)[0]
        self.assertEqual(len(three), 8373)
        self.assertIn(hashlib.sha256(plain).hexdigest(), doc)
        self.assertIn(hashlib.sha256(three).hexdigest(), doc)
        for seg in segments_of(three)[1]:
            self.assertIn(seg[-16:].hex(), doc)
        kid = ref_key_id(kek)
        salt = ind.EXAMPLE_SALT
        t = _hkdf(ind.EXAMPLE_DK, salt, b"clusterdesk stream v1", 39)
        for value in (
            kid.hex(),
            ind.fingerprint(kid),
            hashlib.sha256(b"clusterdesk key id v1" + kek).hexdigest(),
            _hkdf(kek, salt, b"clusterdesk wrap v1", 32).hex(),
            t[:32].hex(),
            t[32:].hex(),
            b"clusterdesk key id v1".hex(),
            b"clusterdesk wrap v1".hex(),
            b"clusterdesk stream v1".hex(),
        ):
            self.assertIn(value, doc)
        self.assertEqual(ind.fingerprint(kid), "af28-eded-ded2-875c-23fa-48a8-90b7-8868")
        self.assertEqual(ind.open_key_file(ind.make_example("key-file"), "correct horse battery staple"), kek)


class RoundTrips(unittest.TestCase):
    kek = os.urandom(32)

    def test_sizes(self):
        for size in (0, 1, S - 1, S, S + 1, 2 * S, 3 * S + 100):
            plain = os.urandom(size)
            for known in (True, False):
                with self.subTest(size=size, known=known):
                    enc = ref_encrypt(plain, self.kek, known=known)
                    self.assertEqual(len(enc), file_size(size, S))
                    got, max_read = decrypt(enc, self.kek)
                    self.assertEqual(got, plain)
                    self.assertLessEqual(max_read, S + 16)

    def test_other_segment_sizes(self):
        for s in (8192, MIB, 16 * MIB):
            plain = os.urandom(s + 3)
            for known in (True, False):
                with self.subTest(s=s, known=known):
                    enc = ref_encrypt(plain, self.kek, segment_size=s, known=known)
                    self.assertEqual(len(enc), file_size(len(plain), s))
                    self.assertEqual(decrypt(enc, self.kek)[0], plain)

    def test_resume_is_deterministic(self):
        plain = os.urandom(3 * S + 100)
        enc = ref_encrypt(plain, self.kek)
        for x in (132, 133, 132 + S + 15, 132 + S + 16, 132 + 2 * (S + 16) + 7, len(enc) - 1):
            j = (x - 132) // (S + 16)
            start = 132 + j * (S + 16)
            n = max(1, -(-len(plain) // S))
            redone = b"".join(ref_segment(plain, self.kek, enc[:132], k) for k in range(j, n))
            self.assertEqual(redone[x - start :], enc[x:], x)

    def test_fresh_header_per_file(self):
        a, b = ref_encrypt(b"same", self.kek), ref_encrypt(b"same", self.kek)
        self.assertNotEqual(a[40:132], b[40:132])
        self.assertNotEqual(a[132:], b[132:])


class Rejections(unittest.TestCase):
    kek = os.urandom(32)
    plain = os.urandom(3 * S + 100)  # n = 4, the last segment 100 bytes

    @classmethod
    def setUpClass(cls):
        cls.known = ref_encrypt(cls.plain, cls.kek)
        cls.unknown = ref_encrypt(cls.plain, cls.kek, known=False)

    def reject(self, data, kinds, segment=None, kek=None):
        if isinstance(kinds, str):
            kinds = {kinds}
        with self.assertRaises(ind.FormatError) as cm:
            decrypt(data, kek or self.kek)
        self.assertIn(cm.exception.kind, kinds, str(cm.exception))
        if segment is not None:
            self.assertEqual(cm.exception.segment, segment, str(cm.exception))
        return cm.exception

    def test_every_header_bit(self):
        for name, data in (("known", self.known), ("unknown", self.unknown)):
            for bit in range(132 * 8):
                off = bit // 8
                bad = bytearray(data)
                bad[off] ^= 1 << (bit % 8)
                if off < 8:
                    want = "not-encrypted"
                elif off < 10:
                    want = "unsupported"
                elif off < 16:
                    want = "bad-header"  # reserved, or segment size no longer a power of two
                elif off < 24:
                    want = "header-tampered"
                elif off < 40:
                    want = "wrong-key"
                else:
                    want = "header-tampered"
                with self.subTest(name=name, bit=bit):
                    self.reject(bytes(bad), want)

    def test_segment_bits(self):
        for name, data in (("known", self.known), ("unknown", self.unknown)):
            offs = segment_offsets(self.known)
            for i in range(4):
                for pos in (offs[i], offs[i] + 50, offs[i + 1] - 1):  # ciphertext, ciphertext, tag
                    bad = bytearray(data)
                    bad[pos] ^= 0x80
                    with self.subTest(name=name, segment=i, pos=pos):
                        self.reject(bytes(bad), "segment-failed", segment=i)

    def test_truncation(self):
        offs = segment_offsets(self.known)
        for cut in range(0, 8):
            self.reject(self.known[:cut], "not-encrypted")
        for cut in (8, 100, 131):
            self.reject(self.known[:cut], "truncated")
            self.reject(self.unknown[:cut], "truncated")
        for i, cut in enumerate(offs[:-1]):  # at each segment boundary, header end included
            with self.subTest(boundary=cut):
                self.reject(self.known[:cut], "truncated", segment=i)
                self.reject(self.unknown[:cut], "truncated")
        for cut in (offs[0] + 10, offs[1] + S, offs[3] + 50, len(self.known) - 1):  # inside segments
            with self.subTest(inside=cut):
                self.reject(self.known[:cut], "truncated")
                self.reject(self.unknown[:cut], {"segment-failed", "truncated"})

    def test_drop_swap_duplicate(self):
        for name, data in (("known", self.known), ("unknown", self.unknown)):
            head, segs = segments_of(data, layout=self.known)
            cases = {
                "drop final": (segs[:3], "truncated", None),
                "drop middle": ([segs[0], segs[2], segs[3]], "segment-failed", 1),
                "drop first": (segs[1:], "segment-failed", 0),
                "swap 0 1": ([segs[1], segs[0], segs[2], segs[3]], "segment-failed", 0),
                "swap 1 2": ([segs[0], segs[2], segs[1], segs[3]], "segment-failed", 1),
                "duplicate 1": ([segs[0], segs[1], segs[1], segs[2], segs[3]], "segment-failed", 2),
            }
            for case, (parts, kind, seg) in cases.items():
                with self.subTest(name=name, case=case):
                    self.reject(head + b"".join(parts), kind, segment=seg)

    def test_segment_from_another_file(self):
        other = ref_encrypt(self.plain, self.kek)
        _, mine = segments_of(self.known)
        _, theirs = segments_of(other)
        self.reject(self.known[:132] + mine[0] + theirs[1] + mine[2] + mine[3], "segment-failed", segment=1)

    def test_trailing_data(self):
        for extra in (b"\x00", os.urandom(17), os.urandom(S + 16), os.urandom(S + 40)):
            self.reject(self.known + extra, "trailing-data", segment=3)
            # Unknown size and a short final segment: the reader cannot see where it ends.
            self.reject(self.unknown + extra, {"segment-failed", "trailing-data"})
        full = os.urandom(4 * S)
        self.reject(ref_encrypt(full, self.kek, known=False) + b"x", "trailing-data", segment=3)
        self.reject(ref_encrypt(full, self.kek) + b"x", "trailing-data", segment=3)
        self.reject(ref_encrypt(b"", self.kek) + b"x", "trailing-data", segment=0)
        self.reject(ref_encrypt(b"", self.kek, known=False) + b"x", {"segment-failed", "trailing-data"})

    def test_final_flag_misplaced(self):
        middle_final = lambda i, n: i in (1, n - 1)  # noqa: E731
        self.reject(ref_encrypt(self.plain, self.kek, flags=middle_final), "size-mismatch", segment=1)
        self.reject(ref_encrypt(self.plain, self.kek, known=False, flags=middle_final), "trailing-data", segment=1)
        never_final = lambda i, n: False  # noqa: E731
        self.reject(ref_encrypt(self.plain, self.kek, flags=never_final), "size-mismatch", segment=3)
        self.reject(ref_encrypt(self.plain, self.kek, known=False, flags=never_final), "truncated", segment=3)
        full = os.urandom(2 * S)
        self.reject(ref_encrypt(full, self.kek, known=False, flags=never_final), "truncated", segment=1)

    def test_empty_final_segment_after_data(self):
        full = os.urandom(2 * S)
        self.reject(ref_encrypt(full, self.kek, known=False, extra_empty_final=True), "bad-layout", segment=2)
        # With the size known, the reader expects segment 1 to be final.
        self.reject(ref_encrypt(full, self.kek, extra_empty_final=True), "size-mismatch", segment=1)

    def test_wrong_key(self):
        other = os.urandom(32)
        e = self.reject(self.known, "wrong-key", kek=other)
        self.assertIn(ind.fingerprint(ref_key_id(self.kek)), e.message)
        self.assertEqual(e.exit_code, 2)
        # A header that claims the reader's key id but wraps with another key.
        forged = ref_encrypt(b"x", other, key_id_field=ref_key_id(self.kek))
        self.reject(forged, "header-tampered")

    def test_header_caps(self):
        for s in (0, 1, 2048, 3 * 4096, 4096 + 1, 32 * MIB, 2**31):
            with self.subTest(segment_size=s):
                self.reject(ref_encrypt(b"x", self.kek, segment_size=s), "bad-header")
        self.reject(ref_encrypt(b"x", self.kek, version=2), "unsupported")
        self.reject(ref_encrypt(b"x", self.kek, suite=0), "unsupported")
        self.reject(ref_encrypt(b"x", self.kek, reserved=b"\x00\x01"), "bad-header")
        # Authentic but out of range: only a faulty writer with the key makes these.
        self.reject(ref_encrypt(b"x", self.kek, size_field=2**52 + 1, segment_size=MIB), "bad-header")
        self.reject(ref_encrypt(b"x", self.kek, size_field=2**44 + 1), "bad-header")  # 2^32 + 1 segments
        self.reject(ref_encrypt(b"x", self.kek, size_field=2**44), "truncated")  # in range; data missing
        self.reject(ref_encrypt(b"x", self.kek, size_field=2**52, segment_size=MIB), "truncated")
        self.reject(ref_encrypt(b"x", self.kek, size_field=UNKNOWN - 1), "bad-header")

    def test_size_field_disagrees(self):
        self.reject(ref_encrypt(self.plain, self.kek, size_field=len(self.plain) + 1), "truncated", segment=3)
        self.reject(ref_encrypt(self.plain, self.kek, size_field=len(self.plain) + S), "truncated", segment=3)
        self.reject(ref_encrypt(self.plain, self.kek, size_field=len(self.plain) - 50), "segment-failed", segment=3)
        # Same layout, lengths agree, but the flags disagree with the size: see test_final_flag_misplaced.


class KeyFiles(unittest.TestCase):
    kek = os.urandom(32)
    pw = "pässwörd ünd spaces "

    @classmethod
    def setUpClass(cls):
        cls.good = ref_key_file(cls.kek, cls.pw)

    def reject(self, data, kind, pw=None):
        with self.assertRaises(ind.FormatError) as cm:
            ind.open_key_file(data, self.pw if pw is None else pw)
        self.assertEqual(cm.exception.kind, kind, str(cm.exception))
        self.assertEqual(cm.exception.exit_code, 2)
        return cm.exception

    def test_open(self):
        self.assertEqual(ind.open_key_file(self.good, self.pw), self.kek)
        self.assertEqual(ind.open_key_file(self.good, self.pw.encode("utf-8")), self.kek)

    def test_wrong_passphrase_and_damage(self):
        self.reject(self.good, "wrong-passphrase", pw=self.pw.strip())
        for off in list(range(16, 124, 7)) + [123]:
            bad = bytearray(self.good)
            bad[off] ^= 1
            with self.subTest(off=off):
                self.reject(bytes(bad), "wrong-passphrase")
        self.reject(self.good[:123], "key-file")
        self.reject(self.good + b"\n", "key-file")
        self.reject(b"CDKEY", "key-file")
        self.reject(b"X" + self.good[1:], "key-file")
        bad = bytearray(self.good)
        bad[8] = 2
        self.reject(bytes(bad), "key-file")
        bad = bytearray(self.good)
        bad[9] = 2
        self.reject(bytes(bad), "key-file")

    def test_key_id_must_match(self):
        self.reject(ref_key_file(self.kek, self.pw, key_id_field=os.urandom(16)), "key-file")

    def test_caps_before_scrypt(self):
        head = bytearray(self.good)
        for log2_n, r, p, reserved in (
            (9, 8, 1, 0),
            (21, 8, 1, 0),
            (20, 16, 1, 0),  # 2 GiB
            (17, 0, 1, 0),
            (17, 17, 1, 0),
            (17, 8, 0, 0),
            (17, 8, 5, 0),
            (16, 1, 1, 0),  # N >= 2^(16 r)
            (17, 8, 1, 1),
        ):
            bad = bytearray(head)
            bad[10], bad[11], bad[12], bad[15] = log2_n, r, p, reserved
            start = time.monotonic()
            with self.subTest(log2_n=log2_n, r=r, p=p, reserved=reserved):
                self.reject(bytes(bad), "key-file")
                self.assertLess(time.monotonic() - start, 0.2, "scrypt ran before the caps were checked")

    def test_writer_parameters(self):
        self.assertEqual(ind.open_key_file(ref_key_file(self.kek, self.pw, log2_n=17), self.pw), self.kek)


class CommandLine(unittest.TestCase):
    kek = os.urandom(32)

    def run_tool(self, *args, stdin=None):
        return subprocess.run([PYTHON, DECRYPTOR, *args], input=stdin, capture_output=True)

    def test_files_and_exit_codes(self):
        with tempfile.TemporaryDirectory() as d:
            plain = os.urandom(2 * S + 5)
            enc = ref_encrypt(plain, self.kek)
            src, out = os.path.join(d, "in.cde"), os.path.join(d, "out")
            with open(src, "wb") as f:
                f.write(enc)
            r = self.run_tool("--kek-hex", self.kek.hex(), src, out)
            self.assertEqual(r.returncode, 0, r.stderr)
            with open(out, "rb") as f:
                self.assertEqual(f.read(), plain)
            os.unlink(out)

            r = self.run_tool("--kek-hex", self.kek.hex(), "-", out, stdin=enc)
            self.assertEqual(r.returncode, 0, r.stderr)
            with open(out, "rb") as f:
                self.assertEqual(f.read(), plain)
            os.unlink(out)

            bad = bytearray(enc)
            bad[-1] ^= 1  # the last segment: earlier segments were already written to OUT.partial
            with open(src, "wb") as f:
                f.write(bad)
            r = self.run_tool("--kek-hex", self.kek.hex(), src, out)
            self.assertEqual(r.returncode, 3)
            self.assertIn(b"segment 2", r.stderr)
            self.assertEqual(sorted(os.listdir(d)), ["in.cde"])

            with open(src, "wb") as f:
                f.write(enc)
            r = self.run_tool("--kek-hex", os.urandom(32).hex(), src, out)
            self.assertEqual(r.returncode, 2)
            self.assertIn(ind.fingerprint(ref_key_id(self.kek)).encode(), r.stderr)
            self.assertEqual(sorted(os.listdir(d)), ["in.cde"])

            r = self.run_tool("--kek-hex", self.kek.hex(), os.path.join(d, "missing"), out)
            self.assertEqual(r.returncode, 4)
            r = self.run_tool("--kek-hex", "abcd", src, out)
            self.assertEqual(r.returncode, 2)
            r = self.run_tool(src, out)
            self.assertNotEqual(r.returncode, 0)

            pw = "hunter2 hunter2"
            keyfile = os.path.join(d, "tenant.cdkey")
            with open(keyfile, "wb") as f:
                f.write(ref_key_file(self.kek, pw))
            r = self.run_tool("--key-file", keyfile, "--passphrase", pw, src, out)
            self.assertEqual(r.returncode, 0, r.stderr)
            with open(out, "rb") as f:
                self.assertEqual(f.read(), plain)
            os.unlink(out)
            r = self.run_tool("--key-file", keyfile, "--passphrase", pw + "!", src, out)
            self.assertEqual(r.returncode, 2)
            self.assertIn(b"wrong passphrase", r.stderr)
            self.assertFalse(os.path.exists(out))


def main():
    argv = sys.argv[1:]
    if "--against-cli" in argv:
        k = argv.index("--against-cli")
        if k + 1 >= len(argv):
            print("usage: test_independent_decrypt.py --against-cli PATH_TO_clusterdesk-crypt", file=sys.stderr)
            return 1
        cli = against_cli.CLI = os.path.abspath(argv[k + 1])
        rest = argv[:k] + argv[k + 2 :]
        if not os.path.isfile(cli) or not os.access(cli, os.X_OK):
            print(f"FAIL: clusterdesk-crypt not found or not executable at {cli}; build it first", file=sys.stderr)
            return 1
        suite = unittest.defaultTestLoader.loadTestsFromTestCase(against_cli.AgainstCli)
        names = [a for a in rest if not a.startswith("-")]
        if names:
            suite = unittest.defaultTestLoader.loadTestsFromNames([f"AgainstCli.{n}" for n in names], against_cli)
        verbosity = 2 if "-v" in rest else 1
        result = unittest.TextTestRunner(verbosity=verbosity).run(suite)
        return 0 if result.wasSuccessful() else 1
    program = unittest.main(argv=[sys.argv[0]] + argv, exit=False, defaultTest=None,
                            module=sys.modules[__name__])
    return 0 if program.result.wasSuccessful() else 1


def load_tests(loader, standard_tests, pattern):
    """Without --against-cli, run everything but AgainstCli."""
    suite = unittest.TestSuite()
    for case in (DocumentExamples, RoundTrips, Rejections, KeyFiles, CommandLine):
        suite.addTests(loader.loadTestsFromTestCase(case))
    return suite


if __name__ == "__main__":
    sys.exit(main())