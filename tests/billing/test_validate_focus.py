#!/usr/bin/python3
"""The FOCUS validator must fail what is wrong, or passing it proves nothing."""

import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import validate_focus  # noqa: E402

HEADER = ",".join(validate_focus.MANDATORY + ["ListUnitPrice", "Tags", "x_ClusterName"])
GOOD = ("40.00,40.00,40.00,40.00,tn-a,Lab,USD,2026-03-01T00:00:00Z,2026-04-01T00:00:00Z,2026-03-10T00:00:00Z,"
        "2026-03-11T00:00:00Z,Usage,,node,16,GPU-Hours,Compute,GPU Clusters,P,P,P,2.50,"
        "\"{\"\"stage\"\":\"\"pretrain\"\"}\",train")


def write(text):
    f = tempfile.NamedTemporaryFile("w", suffix=".csv", delete=False)
    f.write(text)
    f.close()
    return f.name


class ValidatorTest(unittest.TestCase):
    def problems(self, row, header=HEADER, **expect):
        return validate_focus.check(write(header + "\r\n" + row + "\r\n"), **expect)

    def test_a_good_row_passes(self):
        self.assertEqual(self.problems(GOOD, expect_lines=1, expect_total="40.00"), [])

    def test_each_wrong_thing_fails(self):
        cases = {
            "missing column": (GOOD, HEADER.replace("ServiceName,", "Service,")),
            "not a decimal": (GOOD.replace("40.00,40.00,40.00,40.00", "1e3,40.00,40.00,40.00", 1), HEADER),
            "bad category": (GOOD.replace(",Usage,", ",Spend,"), HEADER),
            "bad service category": (GOOD.replace(",Compute,", ",GPUs,"), HEADER),
            "period outside": (GOOD.replace("2026-03-11T00:00:00Z", "2026-04-02T00:00:00Z"), HEADER),
            "local time": (GOOD.replace("2026-03-10T00:00:00Z", "2026-03-10 00:00"), HEADER),
            "unit without quantity": (GOOD.replace(",16,GPU-Hours,", ",,GPU-Hours,"), HEADER),
            "list cost off": (GOOD.replace(",2.50,", ",3.50,"), HEADER),
            "tags not json": (GOOD.replace("\"{\"\"stage\"\":\"\"pretrain\"\"}\"", "stage=pretrain"), HEADER),
            "unprefixed column": (GOOD, HEADER.replace("x_ClusterName", "ClusterName")),
            "empty mandatory": (GOOD.replace(",tn-a,", ",,"), HEADER),
        }
        for name, (row, header) in cases.items():
            with self.subTest(name):
                self.assertNotEqual(self.problems(row, header), [], name)

    def test_an_export_without_lines_fails(self):
        self.assertNotEqual(validate_focus.check(write(HEADER + "\r\n")), [])

    def test_totals_and_counts_are_checked(self):
        self.assertNotEqual(self.problems(GOOD, expect_total="40.01"), [])
        self.assertNotEqual(self.problems(GOOD, expect_lines=2), [])


if __name__ == "__main__":
    unittest.main()
