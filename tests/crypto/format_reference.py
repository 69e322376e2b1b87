"""A reference encryptor written from docs/encryption-format.md alone, and helpers that read the
format's layout, for test_independent_decrypt.py and its checks against clusterdesk-crypt."""

import hashlib
import io
import os
import struct

from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from cryptography.hazmat.primitives.kdf.scrypt import Scrypt

import independent_decrypt as ind

DOC = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "docs",
                                   "encryption-format.md"))
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

