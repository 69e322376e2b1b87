#!/usr/bin/python3
"""Reads back the Windows .ico and macOS .icns the build renders, as the systems would: every
entry must be a whole PNG of the size its directory claims, and the sizes must be the ones each
system asks for (for macOS, each at 1x and at 2x for Retina screens). Usage: check-icons.py ICON_DIR"""
import struct
import sys
from pathlib import Path

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def png_size(data):
    """Width and height from a PNG's IHDR, after checking the signature and the IEND at its end."""
    if not data.startswith(PNG_SIGNATURE) or data[12:16] != b"IHDR":
        raise ValueError("not a PNG")
    if data[-8:-4] != b"IEND":
        raise ValueError("PNG cut short")
    return struct.unpack(">II", data[16:24])


def check_ico(path):
    data = path.read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert reserved == 0 and kind == 1, "not an icon file"
    sizes = []
    for i in range(count):
        w, h, _, _, planes, bits, length, offset = struct.unpack("<BBBBHHII", data[6 + 16 * i:22 + 16 * i])
        w, h = w or 256, h or 256
        assert offset + length <= len(data), f"entry {i} runs past the end"
        assert (w, h) == png_size(data[offset:offset + length]), f"entry {i} is not {w}x{h}"
        assert planes == 1 and bits == 32, f"entry {i}: {planes} planes, {bits} bits"
        sizes.append(w)
    assert sizes == [16, 24, 32, 48, 64, 128, 256], f"ico sizes {sizes}"
    return sizes


def check_icns(path):
    data = path.read_bytes()
    assert data[:4] == b"icns", "not an icns file"
    assert struct.unpack(">I", data[4:8])[0] == len(data), "length field is not the file's length"
    # Each size macOS asks for at 1x and at 2x (Retina): 16, 32, 128, 256 and 512 points.
    one_x = {b"icp4": 16, b"icp5": 32, b"ic07": 128, b"ic08": 256, b"ic09": 512}
    two_x = {b"ic11": 32, b"ic12": 64, b"ic13": 256, b"ic14": 512, b"ic10": 1024}
    expected = {**one_x, **two_x}
    found = {}
    at = 8
    while at < len(data):
        kind, length = data[at:at + 4], struct.unpack(">I", data[at + 4:at + 8])[0]
        assert length > 8 and at + length <= len(data), f"{kind} runs past the end"
        width, height = png_size(data[at + 8:at + length])
        assert width == height == expected.get(kind), f"{kind} is {width}x{height}"
        found[kind] = width
        at += length
    assert set(found) == set(expected), f"icns holds {sorted(found)}, not {sorted(expected)}"
    return sorted(found.values())


def main():
    icons = Path(sys.argv[1])
    print("ico sizes:", check_ico(icons / "clusterdesk.ico"))
    print("icns sizes:", check_icns(icons / "clusterdesk.icns"))


if __name__ == "__main__":
    main()
