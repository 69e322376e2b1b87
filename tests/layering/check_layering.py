#!/usr/bin/env python3
"""The layering rules of docs' architecture, checked on every #include of the tree.

  - the client (app/api) and the simulator (app/platform) never include each other;
  - ui/ never includes the client or the simulator: pages go through sessions;
  - app/ includes neither models/ nor ui/; models/ does not include ui/;
  - only ui/ (and the GUI tests and benchmarks that drive it) include a Qt Widgets header;
  - only ui/charts/ (and the benchmarks that time it) include a Qt Charts header: the charts live
    behind one folder, so that moving to Qt Graphs touches that folder alone.

Prints every include that breaks a rule as FILE:LINE: rule: the include, and exits 1 if there was
one. `--self-test` builds a small tree with one include breaking each rule (and one keeping them
all) and checks that exactly those are reported, so this check itself can be seen to fail.
"""

import argparse
import os
import re
import sys
import tempfile
from pathlib import Path

SOURCE_SUFFIXES = {".h", ".hpp", ".cpp", ".cc", ".mm"}
# node_modules, wherever it is (tests/contract, tests/tus): npm packages, none of our sources.
SKIPPED_DIRS = {"build", ".git", "3rdparty", "node_modules"}
# Where widgets are the point; everywhere else a widget header breaks "only ui/ knows widgets".
WIDGETS_ALLOWED = ("ui/", "tests/gui/", "tests/bench/")
# Qt modules whose headers are widgets (Charts and SvgWidgets draw on QWidget).
WIDGET_MODULES = ("QtWidgets", "QtCharts", "QtSvgWidgets")
# Where Qt Charts may be named: the chart library and the benchmark that measures it against its
# painter baseline.
CHARTS_ALLOWED = ("ui/charts/", "tests/bench/")
CHARTS_VERSION_HEADERS = {"QtChartsVersion", "qtchartsversion.h"}

INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^>"]+)[>"]')


def widget_headers(qt_include_dirs):
    """Every header name a Widgets-module include can take: <QWidget>, <qwidget.h>, <QtWidgets>."""
    names = set(WIDGET_MODULES)
    found = False
    for d in qt_include_dirs:
        for root in (Path(d), Path(d).parent):
            for module in WIDGET_MODULES:
                folder = root / module
                if folder.is_dir():
                    found = True
                    names.update(p.name for p in folder.iterdir())
    if not found:
        raise SystemExit(f"check_layering: no Qt Widgets headers under {qt_include_dirs}")
    # Qt 6 keeps forwarding headers (qaction.h, qshortcut.h) in QtWidgets for what moved to Gui.
    for d in qt_include_dirs:
        for root in (Path(d), Path(d).parent):
            for module in ("QtCore", "QtGui"):
                folder = root / module
                if folder.is_dir():
                    names.difference_update(p.name for p in folder.iterdir())
    return names


def chart_headers(qt_include_dirs):
    """Every header name a Qt Charts include can take: <QChartView>, <qchartview.h>, <QtCharts>."""
    names = {"QtCharts"}
    for d in qt_include_dirs:
        for root in (Path(d), Path(d).parent):
            folder = root / "QtCharts"
            if folder.is_dir():
                names.update(p.name for p in folder.iterdir())
    # The module's version alone (an About box's list of components) draws nothing.
    return names - CHARTS_VERSION_HEADERS


def area_of(relpath):
    """The layer a file of the tree belongs to, by its path from the root."""
    for prefix, area in (("app/api/", "api"), ("app/platform/", "platform"), ("app/", "app"),
                         ("models/", "models"), ("ui/", "ui")):
        if relpath.startswith(prefix):
            return area
    return None


def resolve(root, source, target):
    """The included file's path from the root, as the build's include directories find it."""
    for base in (source.parent, root / "app", root, root / "ui"):
        candidate = (base / target).resolve()
        if candidate.is_file():
            try:
                return candidate.relative_to(root.resolve()).as_posix()
            except ValueError:
                return None
    # Not in the tree (yet): judge it by the folder it names, as "api/Foo.h" names app/api.
    first = target.split("/", 1)[0]
    if first in ("api", "platform") and "/" in target:
        return "app/" + target
    if first in ("models", "ui") and "/" in target:
        return target
    return None


def rule_broken(src_area, src_rel, inc_area):
    if src_area == "platform" and inc_area == "api":
        return "the simulator (app/platform) includes the client (app/api)"
    if src_area == "api" and inc_area == "platform":
        return "the client (app/api) includes the simulator (app/platform)"
    if src_area == "ui" and inc_area in ("api", "platform"):
        return f"ui/ includes {'the client (app/api)' if inc_area == 'api' else 'the simulator (app/platform)'}; pages go through sessions"
    if src_area in ("app", "api", "platform") and inc_area in ("models", "ui"):
        return f"app/ includes {inc_area}/"
    if src_area == "models" and inc_area == "ui":
        return "models/ includes ui/"
    return None


def check(root, widget_names, chart_names=frozenset()):
    root = root.resolve()
    problems = []
    files = 0
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if d not in SKIPPED_DIRS and not d.startswith("build"))
        for name in sorted(filenames):
            path = Path(dirpath) / name
            if path.suffix not in SOURCE_SUFFIXES:
                continue
            rel = path.relative_to(root).as_posix()
            files += 1
            src_area = area_of(rel)
            widgets_ok = rel.startswith(WIDGETS_ALLOWED)
            with open(path, encoding="utf-8", errors="replace") as f:
                for number, line in enumerate(f, 1):
                    m = INCLUDE.match(line)
                    if not m:
                        continue
                    kind, target = m.groups()
                    why = None
                    if kind == "<":
                        header = target.rsplit("/", 1)[-1]
                        module = target.split("/", 1)[0] if "/" in target else None
                        if not widgets_ok and (module in WIDGET_MODULES or header in widget_names):
                            why = "a Qt Widgets header outside ui/ (only ui/ knows widgets)"
                        elif not rel.startswith(CHARTS_ALLOWED) and header not in CHARTS_VERSION_HEADERS and (
                                module == "QtCharts" or header in chart_names):
                            why = "a Qt Charts header outside ui/charts/ (the charts live behind one folder)"
                    elif src_area:
                        inc = resolve(root, path, target)
                        why = rule_broken(src_area, rel, area_of(inc) if inc else None)
                    if why:
                        problems.append(f"{rel}:{number}: {why}: {line.strip()}")
    return files, problems


def self_test(widget_names, chart_names):
    tree = {
        "app/platform/Router.cpp": '#include "api/PlatformClient.h"\n#include "core/Request.h"\n',
        "app/api/PlatformClient.h": '#include "platform/Router.h"\n',
        "app/api/Good.cpp": '#include "api/PlatformClient.h"\n#include "core/Request.h"\n#include <QObject>\n',
        "app/core/Request.h": "#pragma once\n",
        "app/session/S.cpp": '#include "models/M.h"\n#include <QWidget>\n#include "api/PlatformClient.h"\n',
        "app/metrics/Relative.cpp": '#include "../../ui/Page.h"\n',
        "models/M.h": "#include <QtWidgets/QTreeView>\n#include <QAbstractItemModel>\n",
        "ui/Page.h": '#include "api/PlatformClient.h"\n#include "session/S.h"\n#include <QDialog>\n',
        "ui/Page.cpp": '#include "platform/Router.h"\n#include "Page.h"\n',
        "tests/unit/tst_x.cpp": "#include <qpushbutton.h>\n",
        "tests/gui/tst_y.cpp": "#include <QWidget>\n",
        "tests/gui/tst_z.cpp": "#include <QWidget>\n#include <QLineSeries>\n#include <QtCharts/qtchartsversion.h>\n",
        "ui/ChartPage.cpp": "#include <QtCharts/QChartView>\n#include <QWidget>\n",
        "ui/charts/Plot.cpp": "#include <QChartView>\n#include <qlineseries.h>\n#include <QWidget>\n",
    }
    expected = {
        "app/platform/Router.cpp:1", "app/api/PlatformClient.h:1", "app/session/S.cpp:1",
        "app/session/S.cpp:2", "app/metrics/Relative.cpp:1", "models/M.h:1", "ui/Page.h:1",
        "ui/Page.cpp:1", "tests/unit/tst_x.cpp:1", "tests/gui/tst_z.cpp:2", "ui/ChartPage.cpp:1",
    }
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        for rel, text in tree.items():
            (root / rel).parent.mkdir(parents=True, exist_ok=True)
            (root / rel).write_text(text)
        (root / "app/session/S.h").write_text("#pragma once\n")
        files, problems = check(root, widget_names, chart_names)
    for p in problems:
        print("  reported:", p)
    got = {p.split(": ", 1)[0] for p in problems}
    if files < len(tree) or got != expected:
        print(f"FAIL: missed {sorted(expected - got)}, wrongly reported {sorted(got - expected)}")
        return 1
    print(f"self-test: all {len(expected)} broken includes reported, nothing else")
    return 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--root", type=Path, required=True)
    ap.add_argument("--qt-include-dirs", required=True, help="Qt6::Widgets' include directories, separated by | or ;")
    ap.add_argument("--self-test", action="store_true")
    args = ap.parse_args()
    dirs = [d for d in re.split(r"[|;]", args.qt_include_dirs) if d]
    names = widget_headers(dirs)
    charts = chart_headers(dirs)
    if args.self_test:
        return self_test(names, charts)
    files, problems = check(args.root, names, charts)
    for p in problems:
        print(p)
    if files == 0:
        print("check_layering: no sources found under", args.root)
        return 1
    print(f"{files} files, {len(problems)} includes breaking the layering")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
