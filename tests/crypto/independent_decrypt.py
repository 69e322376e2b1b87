#!/usr/bin/python3
"""Independent decryptor for ClusterDesk's "cd-aes256gcm-v1" files and key files.

Written from docs/encryption-format.md alone (section numbers below refer to it), not from the C++
reference implementation, so that the two can check each other. Needs Debian 12's /usr/bin/python3
with python3-cryptography (38).

    independent_decrypt.py --kek-hex HEX IN OUT
    independent_decrypt.py --key-file FILE --passphrase PASSPHRASE IN OUT
    independent_decrypt.py --make-example [file|unknown-size|three-segments|key-file]

IN may be '-' for standard input. OUT is written as OUT.partial and renamed to OUT only after the
whole input has verified; on any failure OUT.partial is deleted. Exit codes follow clusterdesk-crypt
(section 9): 0 ok, 1 usage, 2 key problem, 3 data problem, 4 input/output error.
"""

import argparse
import hashlib
import os
import struct
import sys

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from cryptography.hazmat.primitives.kdf.scrypt import Scrypt

# Section 3 and 5.2
MAGIC = bytes.fromhex("4344454e430d0a1a")
HEADER_LEN = 132
AAD_LEN = 84  # bytes[0, 84): the authenticated header prefix
TAG_LEN = 16
UNKNOWN_SIZE = 0xFFFFFFFFFFFFFFFF
MIN_SEGMENT = 4096
MAX_SEGMENT = 16 * 1024 * 1024
MAX_PLAINTEXT = 2**52
MAX_SEGMENTS = 2**32
INFO_KEY_ID = b"clusterdesk key id v1"
INFO_WRAP = b"clusterdesk wrap v1"
INFO_STREAM = b"clusterdesk stream v1"

# Section 8
KEY_MAGIC = bytes.fromhex("43444b45590d0a1a")
KEY_FILE_LEN = 124
KEY_AAD_LEN = 76
SCRYPT_MAX_MEMORY = 2**30

EXIT_OK, EXIT_USAGE, EXIT_KEY, EXIT_DATA, EXIT_IO = 0, 1, 2, 3, 4


class FormatError(Exception):
    """A failure of section 6.1 (kind is one of its kinds) or of section 8.3."""

    KEY_KINDS = {"wrong-key", "key-file", "wrong-passphrase"}

    def __init__(self, kind, message, segment=None):
        super().__init__(message)
        self.kind = kind
        self.message = message
        self.segment = segment

    @property
    def exit_code(self):
        return EXIT_KEY if self.kind in self.KEY_KINDS else EXIT_DATA

    def __str__(self):
        return f"{self.kind}: {self.message}"


# --- Section 3 and 4: primitives, key id, fingerprint -------------------------------------------


def hkdf(ikm, salt, info, length):
    return HKDF(algorithm=hashes.SHA256(), length=length, salt=salt, info=info).derive(ikm)


def key_id(kek):
    return hashlib.sha256(INFO_KEY_ID + kek).digest()[:16]


def fingerprint(kid):
    h = kid.hex()
    return "-".join(h[k : k + 4] for k in range(0, 32, 4))


def read_full(f, n):
    """Reads n bytes, or fewer only at the end of the input (pipes may return short reads)."""
    parts = []
    got = 0
    while got < n:
        b = f.read(n - got)
        if not b:
            break
        parts.append(b)
        got += len(b)
    return b"".join(parts)


def segment_nonce(prefix, index, final):
    return prefix + struct.pack(">I", index) + (b"\x01" if final else b"\x00")


# --- Section 6.2, steps 1 to 9: the header --------------------------------------------------------


class Header:
    def __init__(self, raw, segment_size, plaintext_size, kid, sk, nonce_prefix):
        self.raw = raw
        self.segment_size = segment_size
        self.plaintext_size = plaintext_size  # None when unknown
        self.key_id = kid
        self.sk = sk
        self.nonce_prefix = nonce_prefix


def open_header(raw, kek):
    # Step 1 and 2: magic, then length.
    if len(raw) < 8 or raw[:8] != MAGIC:
        raise FormatError("not-encrypted", "not a ClusterDesk encrypted file (cd-aes256gcm-v1)")
    if len(raw) < HEADER_LEN:
        raise FormatError("truncated", f"the file ends inside the header ({len(raw)} of {HEADER_LEN} bytes)")
    # Step 3: version and suite.
    version, suite = raw[8], raw[9]
    if version != 1:
        raise FormatError("unsupported", f"unsupported format version {version}")
    if suite != 1:
        raise FormatError("unsupported", f"unsupported cipher suite {suite}")
    # Step 4: reserved.
    if raw[10:12] != b"\x00\x00":
        raise FormatError("bad-header", "reserved header bytes are not zero")
    # Step 5: segment size cap, before any buffer is sized from it.
    (s,) = struct.unpack(">I", raw[12:16])
    if s < MIN_SEGMENT or s > MAX_SEGMENT or (s & (s - 1)) != 0:
        raise FormatError("bad-header", f"segment size {s} is not a power of two between 4096 and 16 MiB")
    # Step 6: key id.
    file_kid = raw[24:40]
    have_kid = key_id(kek)
    if file_kid != have_kid:
        raise FormatError(
            "wrong-key",
            f"this file was encrypted with key {fingerprint(file_kid)}; "
            f"the key in use is {fingerprint(have_kid)}",
        )
    # Step 7: unwrap the data key; authenticates bytes[0, 84).
    salt = raw[40:72]
    wrap_nonce = raw[72:84]
    wk = hkdf(kek, salt, INFO_WRAP, 32)
    try:
        dk = AESGCM(wk).decrypt(wrap_nonce, raw[84:132], raw[:AAD_LEN])
    except InvalidTag:
        raise FormatError("header-tampered", "header tampered, or not made with this key") from None
    # Step 8: plaintext size cap (now authentic).
    (p,) = struct.unpack(">Q", raw[16:24])
    if p == UNKNOWN_SIZE:
        plaintext_size = None
    else:
        n = max(1, -(-p // s))
        if p > MAX_PLAINTEXT or n > MAX_SEGMENTS:
            raise FormatError("bad-header", f"plaintext size {p} is out of range for segment size {s}")
        plaintext_size = p
    # Step 9: stream keys.
    t = hkdf(dk, salt, INFO_STREAM, 39)
    return Header(raw, s, plaintext_size, file_kid, t[:32], t[32:39])


# --- Section 6.2, steps 10 and 11: the segments ---------------------------------------------------


def decrypt_stream(fin, fout, kek):
    """Decrypts fin to fout (file objects). Returns the plaintext length. Raises FormatError.

    Holds at most one segment plus one look-ahead byte in memory; writes a segment's plaintext only
    after its tag has verified.
    """
    header = open_header(read_full(fin, HEADER_LEN), kek)
    s = header.segment_size
    p = header.plaintext_size
    aead = AESGCM(header.sk)
    prefix = header.nonce_prefix
    known = p is not None
    n = max(1, -(-p // s)) if known else None

    total = 0
    carry = b""  # the look-ahead byte, first byte of the next segment (unknown size only)
    i = 0
    while True:
        # Step 10.1: read the segment and decide whether it is final.
        if known:
            final = i == n - 1
            want = s + TAG_LEN if not final else p - (n - 1) * s + TAG_LEN
            chunk = read_full(fin, want)
            if len(chunk) < want:
                where = "before" if not chunk else "inside"
                raise FormatError("truncated", f"the file ends {where} segment {i}", i)
        else:
            chunk = carry + read_full(fin, s + TAG_LEN - len(carry))
            carry = b""
            if len(chunk) == s + TAG_LEN:
                carry = read_full(fin, 1)
                final = not carry
            else:
                final = True
            if len(chunk) < TAG_LEN:
                where = "before" if not chunk else "inside"
                raise FormatError("truncated", f"the file ends {where} segment {i}", i)
            if not final and i == MAX_SEGMENTS - 1:
                raise FormatError("bad-layout", "more than 2^32 segments", i)

        # Step 10.2: verify.
        try:
            piece = aead.decrypt(segment_nonce(prefix, i, final), chunk, None)
        except InvalidTag:
            raise _diagnose(aead, prefix, i, final, chunk, known, n) from None

        # Step 10.4: only an empty file has an empty segment.
        if final and not piece and i > 0:
            raise FormatError("bad-layout", f"segment {i} is an empty final segment after other segments", i)

        # Step 10.5: release.
        fout.write(piece)
        total += len(piece)

        # Step 10.6: end of the file.
        if not final:
            i += 1
            continue
        if known and read_full(fin, 1):
            raise FormatError("trailing-data", f"trailing data after the final segment {i}", i)
        break

    # Step 11.
    if known and total != p:
        raise FormatError("size-mismatch", f"decrypted {total} bytes but the header says {p}")
    return total


def _diagnose(aead, prefix, i, final, chunk, known, n):
    """Step 10.3: try the other final flag only to choose the message; discard its plaintext."""
    try:
        aead.decrypt(segment_nonce(prefix, i, not final), chunk, None)
        other_ok = True
    except InvalidTag:
        other_ok = False
    if other_ok and final:
        if known:
            return FormatError(
                "size-mismatch",
                f"segment {i} is not marked final, but the header's plaintext size says it is the last",
                i,
            )
        return FormatError("truncated", f"the file ends after segment {i}, which is not the final segment", i)
    if other_ok and not final:
        if known:
            return FormatError(
                "size-mismatch",
                f"segment {i} is marked final, but the header's plaintext size says {n} segments",
                i,
            )
        return FormatError("trailing-data", f"trailing data after the final segment {i}", i)
    return FormatError("segment-failed", f"segment {i} tampered, missing or reordered", i)


def decrypt_file(in_path, out_path, kek):
    """Section 6.1: write OUT.partial, rename to OUT after everything verified, else delete it."""
    partial = out_path + ".partial"
    fin = sys.stdin.buffer if in_path == "-" else open(in_path, "rb")
    try:
        try:
            with open(partial, "wb") as fout:
                total = decrypt_stream(fin, fout, kek)
                fout.flush()
                os.fsync(fout.fileno())
            os.replace(partial, out_path)
            return total
        except BaseException:
            try:
                os.unlink(partial)
            except FileNotFoundError:
                pass
            raise
    finally:
        if fin is not sys.stdin.buffer:
            fin.close()


# --- Section 8.3: key files -----------------------------------------------------------------------


def open_key_file(data, passphrase):
    """Returns the KEK from a key file's bytes. passphrase is a str (used as UTF-8) or bytes."""
    if len(data) < 8 or data[:8] != KEY_MAGIC:
        raise FormatError("key-file", "not a ClusterDesk key file")
    if len(data) != KEY_FILE_LEN:
        raise FormatError("key-file", f"the key file is damaged ({len(data)} bytes, expected {KEY_FILE_LEN})")
    version, kdf, log2_n, r, p = data[8], data[9], data[10], data[11], data[12]
    if version != 1 or kdf != 1:
        raise FormatError("key-file", f"unsupported key file (version {version}, kdf {kdf})")
    ok = (
        10 <= log2_n <= 20
        and 1 <= r <= 16
        and 1 <= p <= 4
        and data[13:16] == b"\x00\x00\x00"
        and 128 * r * (1 << log2_n) <= SCRYPT_MAX_MEMORY
        and log2_n < 16 * r
    )
    if not ok:
        raise FormatError(
            "key-file",
            f"the key file is damaged or uses unsupported parameters (log2_N {log2_n}, r {r}, p {p})",
        )
    if isinstance(passphrase, str):
        passphrase = passphrase.encode("utf-8")
    salt = data[16:48]
    stored_kid = data[48:64]
    nonce = data[64:76]
    pk = Scrypt(salt=salt, length=32, n=1 << log2_n, r=r, p=p).derive(passphrase)
    try:
        kek = AESGCM(pk).decrypt(nonce, data[76:124], data[:KEY_AAD_LEN])
    except InvalidTag:
        raise FormatError("wrong-passphrase", "wrong passphrase, or the file is damaged") from None
    if key_id(kek) != stored_kid:
        raise FormatError("key-file", "the key file is damaged (its key id does not match its key)")
    return kek


def load_key_file(path, passphrase):
    with open(path, "rb") as f:
        data = f.read(KEY_FILE_LEN + 1)  # never read more than needed to see a wrong size
    return open_key_file(data, passphrase)


# --- Section 10: the worked examples --------------------------------------------------------------

EXAMPLE_KEK = bytes(range(0x00, 0x20))
EXAMPLE_DK = bytes(range(0x20, 0x40))
EXAMPLE_SALT = bytes(range(0x40, 0x60))
EXAMPLE_WRAP_NONCE = bytes(range(0x60, 0x6C))
EXAMPLE_SEGMENT = 4096
EXAMPLE_PLAINTEXT = b"hello, cluster\n"
EXAMPLE_THREE_PLAINTEXT = bytes(j % 251 for j in range(2 * 4096 + 1))
EXAMPLE_PASSPHRASE = "correct horse battery staple"
EXAMPLE_KEY_SALT = bytes(range(0x80, 0xA0))
EXAMPLE_KEY_NONCE = bytes(range(0xA0, 0xAC))


def _example_file(plaintext, known):
    s = EXAMPLE_SEGMENT
    p = len(plaintext) if known else UNKNOWN_SIZE
    prefix = (
        MAGIC
        + bytes([1, 1, 0, 0])
        + struct.pack(">IQ", s, p)
        + key_id(EXAMPLE_KEK)
        + EXAMPLE_SALT
        + EXAMPLE_WRAP_NONCE
    )
    wk = hkdf(EXAMPLE_KEK, EXAMPLE_SALT, INFO_WRAP, 32)
    out = [prefix, AESGCM(wk).encrypt(EXAMPLE_WRAP_NONCE, EXAMPLE_DK, prefix)]
    t = hkdf(EXAMPLE_DK, EXAMPLE_SALT, INFO_STREAM, 39)
    aead = AESGCM(t[:32])
    n = max(1, -(-len(plaintext) // s))
    for i in range(n):
        out.append(aead.encrypt(segment_nonce(t[32:39], i, i == n - 1), plaintext[i * s : (i + 1) * s], None))
    return b"".join(out)


def _example_key_file():
    prefix = KEY_MAGIC + bytes([1, 1, 10, 8, 1, 0, 0, 0]) + EXAMPLE_KEY_SALT + key_id(EXAMPLE_KEK) + EXAMPLE_KEY_NONCE
    pk = Scrypt(salt=EXAMPLE_KEY_SALT, length=32, n=1 << 10, r=8, p=1).derive(EXAMPLE_PASSPHRASE.encode("utf-8"))
    return prefix + AESGCM(pk).encrypt(EXAMPLE_KEY_NONCE, EXAMPLE_KEK, prefix)


EXAMPLES = {
    "file": lambda: _example_file(EXAMPLE_PLAINTEXT, True),
    "unknown-size": lambda: _example_file(EXAMPLE_PLAINTEXT, False),
    "three-segments": lambda: _example_file(EXAMPLE_THREE_PLAINTEXT, True),
    "key-file": _example_key_file,
}


def make_example(name="file"):
    return EXAMPLES[name]()


# --- Command line ---------------------------------------------------------------------------------


def main(argv=None):
    ap = argparse.ArgumentParser(
        description="Independent decryptor for ClusterDesk cd-aes256gcm-v1 files (docs/encryption-format.md)."
    )
    ap.add_argument("--kek-hex", help="the tenant key as 64 hex digits")
    ap.add_argument("--key-file", help="an exported key file (section 8)")
    ap.add_argument("--passphrase", help="the key file's passphrase")
    ap.add_argument(
        "--make-example",
        nargs="?",
        const="file",
        choices=sorted(EXAMPLES),
        help="print a worked example of section 10 as one line of hex and exit",
    )
    ap.add_argument("input", nargs="?", metavar="IN", help="encrypted file, or '-' for standard input")
    ap.add_argument("output", nargs="?", metavar="OUT", help="where to write the plaintext")
    args = ap.parse_args(argv)

    if args.make_example:
        if args.input or args.output or args.kek_hex or args.key_file:
            ap.error("--make-example takes no other arguments")
        print(make_example(args.make_example).hex())
        return EXIT_OK

    if not args.input or not args.output:
        ap.error("IN and OUT are required")
    if bool(args.kek_hex) == bool(args.key_file):
        ap.error("give exactly one of --kek-hex and --key-file")
    if args.key_file and args.passphrase is None:
        ap.error("--key-file needs --passphrase")
    if args.output == "-":
        ap.error("OUT must be a file (it is written only after the whole input verified)")

    try:
        if args.kek_hex:
            try:
                kek = bytes.fromhex(args.kek_hex)
            except ValueError:
                kek = b""
            if len(kek) != 32:
                print("error: key: --kek-hex needs exactly 64 hex digits", file=sys.stderr)
                return EXIT_KEY
        else:
            kek = load_key_file(args.key_file, args.passphrase)
            print(f"key {fingerprint(key_id(kek))} from {args.key_file}", file=sys.stderr)
        total = decrypt_file(args.input, args.output, kek)
    except FormatError as e:
        print(f"error: {e}", file=sys.stderr)
        return e.exit_code
    except OSError as e:
        print(f"error: io: {e}", file=sys.stderr)
        return EXIT_IO
    print(f"ok: {total} bytes verified and written to {args.output}", file=sys.stderr)
    return EXIT_OK


if __name__ == "__main__":
    sys.exit(main())
