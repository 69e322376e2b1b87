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

import base64
import hashlib
import io
import os
import re
import struct
import subprocess
import sys
import tempfile
import time
import unittest

from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from cryptography.hazmat.primitives.kdf.scrypt import Scrypt

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True  # keep the source tree clean
sys.path.insert(0, HERE)
import independent_decrypt as ind  # noqa: E402

DECRYPTOR = os.path.join(HERE, "independent_decrypt.py")
DOC = os.path.normpath(os.path.join(HERE, "..", "..", "docs", "encryption-format.md"))
PYTHON = sys.executable
S = 4096
MIB = 1048576
UNKNOWN = 0xFFFFFFFFFFFFFFFF


# --- A tiny reference encryptor, written from the document (sections 4, 5, 8) -----------------------
# Deliberately separate from independent_decrypt.py. The keyword arguments after the first three
# make files that no correct writer makes, to test the reader's checks.


def _hkdf(ikm, salt, info, length):
    return HKDF(algorithm=hashes.SHA256(), length=length, salt=salt, info=info).derive(ikm)


def ref_key_id(kek):
    return hashlib.sha256(b"clusterdesk key id v1" + kek).digest()[:16]


def ref_encrypt(
    plaintext,
    kek,
    segment_size=S,
    known=True,
    dk=None,
    salt=None,
    wrap_nonce=None,
    size_field=None,
    version=1,
    suite=1,
    reserved=b"\x00\x00",
    key_id_field=None,
    flags=None,
    extra_empty_final=False,
):
    dk = dk if dk is not None else os.urandom(32)
    salt = salt if salt is not None else os.urandom(32)
    wrap_nonce = wrap_nonce if wrap_nonce is not None else os.urandom(12)
    p = len(plaintext)
    if size_field is None:
        size_field = p if known else UNKNOWN
    kid = key_id_field if key_id_field is not None else ref_key_id(kek)
    head = (
        b"CDENC\r\n\x1a"
        + bytes([version, suite])
        + reserved
        + struct.pack(">I", segment_size)
        + struct.pack(">Q", size_field)
        + kid
        + salt
        + wrap_nonce
    )
    assert len(head) == 84
    wk = _hkdf(kek, salt, b"clusterdesk wrap v1", 32)
    out = [head, AESGCM(wk).encrypt(wrap_nonce, dk, head)]
    t = _hkdf(dk, salt, b"clusterdesk stream v1", 39)
    sk, prefix = t[:32], t[32:]
    cut = segment_size if segment_size > 0 else S  # an invalid size in the header still needs a layout
    n = max(1, (p + cut - 1) // cut)
    pieces = [plaintext[i * cut : (i + 1) * cut] for i in range(n)]
    if extra_empty_final:
        pieces.append(b"")
    gcm = AESGCM(sk)
    for i, piece in enumerate(pieces):
        final = (i == len(pieces) - 1) if flags is None else flags(i, len(pieces))
        nonce = prefix + struct.pack(">I", i) + (b"\x01" if final else b"\x00")
        out.append(gcm.encrypt(nonce, piece, None))
    return b"".join(out)


def ref_segment(plaintext, kek, header, j):
    """Re-encrypts segment j of plaintext under an existing header (section 7, resuming)."""
    s = struct.unpack(">I", header[12:16])[0]
    salt = header[40:72]
    wk = _hkdf(kek, salt, b"clusterdesk wrap v1", 32)
    dk = AESGCM(wk).decrypt(header[72:84], header[84:132], header[:84])
    t = _hkdf(dk, salt, b"clusterdesk stream v1", 39)
    n = max(1, (len(plaintext) + s - 1) // s)
    nonce = t[32:] + struct.pack(">I", j) + (b"\x01" if j == n - 1 else b"\x00")
    return AESGCM(t[:32]).encrypt(nonce, plaintext[j * s : (j + 1) * s], None)


def ref_key_file(kek, passphrase, log2_n=10, r=8, p=1, salt=None, nonce=None, key_id_field=None, reserved=b"\0\0\0"):
    salt = salt if salt is not None else os.urandom(32)
    nonce = nonce if nonce is not None else os.urandom(12)
    kid = key_id_field if key_id_field is not None else ref_key_id(kek)
    head = b"CDKEY\r\n\x1a" + bytes([1, 1, log2_n, r, p]) + reserved + salt + kid + nonce
    assert len(head) == 76
    pk = Scrypt(salt=salt, length=32, n=1 << log2_n, r=r, p=p).derive(passphrase.encode("utf-8"))
    return head + AESGCM(pk).encrypt(nonce, kek, head)


def file_size(p, s):
    return 132 + p + 16 * max(1, -(-p // s))


# --- Helpers ----------------------------------------------------------------------------------------


class CountingReader(io.BytesIO):
    """Records the largest single read, to prove the reader streams."""

    def __init__(self, data):
        super().__init__(data)
        self.max_read = 0

    def read(self, n=-1):
        self.max_read = max(self.max_read, n if n is not None and n >= 0 else 1 << 62)
        return super().read(n)


def decrypt(data, kek):
    out = io.BytesIO()
    reader = CountingReader(data)
    ind.decrypt_stream(reader, out, kek)
    return out.getvalue(), reader.max_read


def doc_text():
    with open(DOC, encoding="utf-8") as f:
        return f.read()


def segment_offsets(data):
    """Start offsets of each segment and the end, from the header (for a known-size file)."""
    s = struct.unpack(">I", data[12:16])[0]
    p = struct.unpack(">Q", data[16:24])[0]
    n = max(1, -(-p // s))
    offs = [132 + i * (s + 16) for i in range(n)]
    return offs + [len(data)]


def segments_of(data, layout=None):
    """Header and segments of data; layout is a known-size file with the same plaintext size."""
    offs = segment_offsets(layout if layout is not None else data)
    return data[:132], [data[offs[k] : offs[k + 1]] for k in range(len(offs) - 1)]


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


# --- Against clusterdesk-crypt ----------------------------------------------------------------------

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


def main():
    global CLI
    argv = sys.argv[1:]
    if "--against-cli" in argv:
        k = argv.index("--against-cli")
        if k + 1 >= len(argv):
            print("usage: test_independent_decrypt.py --against-cli PATH_TO_clusterdesk-crypt", file=sys.stderr)
            return 1
        CLI = os.path.abspath(argv[k + 1])
        rest = argv[:k] + argv[k + 2 :]
        if not os.path.isfile(CLI) or not os.access(CLI, os.X_OK):
            print(f"FAIL: clusterdesk-crypt not found or not executable at {CLI}; build it first", file=sys.stderr)
            return 1
        suite = unittest.defaultTestLoader.loadTestsFromTestCase(AgainstCli)
        names = [a for a in rest if not a.startswith("-")]
        if names:
            suite = unittest.defaultTestLoader.loadTestsFromNames([f"AgainstCli.{n}" for n in names], sys.modules[__name__])
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
