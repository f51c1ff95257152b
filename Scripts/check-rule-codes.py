#!/usr/bin/env python3
"""Checks that every rule code and section reference used in Trellis is defined in the repository.

Comments, test names and docs cite lifecycle rules by short codes ("S24", "I14", "D8", "T1",
"C-ACTION-NOSCOPE") and reference sections ("§2.7"). A reader must be able to look each one up
without anything outside the repository, so this script fails when a code is used but defined
nowhere, when a code is defined twice with different meanings, or when a benchmark name reuses a
rule code.

    python3 Scripts/check-rule-codes.py [--root DIR] [--list]

Where codes are defined (the definers):
- the "## Rule codes" section of docs/lifecycle.md, and
- every docs/reference/*.md (the UIKit lifecycle and ComponentKit semantics references).
A line defines a code when the code is the first thing on it: a heading ("### S24. ..."), a list
item ("- I14  ...", "- `C3`: ..."), or the first cell of a table row ("| T1 | ..."). A line that
starts with a range ("- `T1`–`T12`: ...") names a family and defines no single code. Numbered
headings ("## 1. ...", "### 2.7 ...") of a reference document define its sections "§1", "§2.7".
docs/performance.md defines benchmark workload names; those must never look like rule codes.

Where codes are used (checked): Swift files under Sources/, Tests/ and Benchmarks/, Markdown under
Sources/ (DocC articles) and docs/ (except docs/reference and the Rule codes section itself), and
README.md.

What counts as a code:
- a hyphenated upper-case code, two or more segments of letters only: C-ACTION-NOSCOPE, DEMO-CODER
  ("UTF-8" and "ECMA-48" are not codes, their last segment is a number); "C-STATE-*" names a family
  and needs some defined code starting with "C-STATE-";
- a single capital letter and a number from 1 to 999, in a family that has defined codes (S, I, D,
  T, V, A, C, G, H, X, ...), standing alone: not part of a longer word or number ("0xA0",
  "\\u{E9}", "T1App", "VT220" are not codes), not a generic parameter list ("<T1, T2>"), not inside
  a run of hexadecimal byte values ("ED A0 80"). Letters of no rule family (F1 keys, W1 workloads,
  C0 controls) are not codes. A code followed by "-word" ("T1-scroll") is a benchmark label and is
  reported as such, as is a code followed by "benchmark", "harness", "workload", "list" or "screen";
- any string literal passed as `rule:` in Swift (`rule: "G1"`), whatever its shape;
- "§N" or "§N.M" (also "§2.3/2.4", "§2.x"): a section of a reference document. A reference preceded
  by a document name ("design.md §4") must name a document of the repository that has that section;
  one preceded by an external standard ("CSS Flexbox §4.5", "RFC 3986 §3") is not checked.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from collections import defaultdict
from dataclasses import dataclass, field

RULE_CODES_HEADING = "## Rule codes"

LETTER_CODE = r"[A-Z][1-9][0-9]{0,2}"
HYPHEN_CODE = r"[A-Z]+(?:-[A-Z]+)+"
CODE = rf"(?:{HYPHEN_CODE}|{LETTER_CODE})"

# A definition line: optional heading/list/table marker, optional emphasis, the code, then a delimiter.
DEFINITION = re.compile(
    rf"^\s*(?:#{{1,6}}\s+|[-*]\s+|\|\s*)(?:\*\*)?`?(?P<code>{CODE})`?(?:\*\*)?(?P<rest>.*)$"
)
RANGE_AFTER_CODE = re.compile(rf"^\s*(?:–|-|—|\.\.\.|…)\s*`?{CODE}")
SECTION_HEADING = re.compile(r"^#{1,6}\s+(?P<number>\d+(?:\.\d+)*)\.?\s")

HYPHEN_USE = re.compile(rf"(?<![\w-])(?P<code>{HYPHEN_CODE})(?P<star>-\*)?(?![\w-])")
LETTER_USE = re.compile(rf"(?<![\w$#.\\{{-])(?P<code>{LETTER_CODE})(?![\w])(?P<label>-[a-z]\w*)?")
RULE_LITERAL = re.compile(r"\brule:\s*\"(?P<code>[^\"\\]+)\"")
SECTION_USE = re.compile(r"§\s?(?P<first>\d+(?:\.(?:\d+|x))*)(?P<more>(?:/\d+(?:\.\d+)+)*)")
BENCHMARK_WORDS = re.compile(r"^\s+(?:benchmarks?|harness|workloads?|list|screen)\b", re.IGNORECASE)

GENERIC_PARAMETERS = re.compile(r"<\s*\w+(?:\s*:\s*\w+)?(?:\s*,\s*\w+(?:\s*:\s*\w+)?)+\s*>")
HEX_BYTE_RUN = re.compile(r"(?<![\w])[0-9A-F]{2}(?:\s+[0-9A-F]{2})+(?![\w])")
DOCUMENT_BEFORE_SECTION = re.compile(r"(?P<doc>[\w./-]+\.md)\W{0,3}$")
STANDARD_BEFORE_SECTION = re.compile(
    r"\b(?:CSS|Flexbox|Box Sizing|RFC|ECMA|Unicode|UAX|UTS|ISO|SE-\d+)\b[^§]{0,40}$"
)

# Words shaped like codes that are not rule codes: a character set, and xterm's X10 mouse protocol.
NOT_CODES = {"US-ASCII", "X10"}


@dataclass
class Definition:
    code: str
    path: str
    line: int
    text: str


@dataclass
class Use:
    code: str
    path: str
    line: int
    kind: str  # "code", "family", "section", "benchmark"
    document: str | None = None  # for sections: the document named before "§", if any


@dataclass
class Catalogue:
    definitions: dict[str, list[Definition]] = field(default_factory=lambda: defaultdict(list))
    families: set[str] = field(default_factory=set)
    sections: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))  # document -> numbers
    workloads: list[Definition] = field(default_factory=list)


def read_lines(path: str) -> list[str]:
    with open(path, encoding="utf-8") as handle:
        return handle.read().splitlines()


def rule_codes_section(lines: list[str]) -> tuple[int, int]:
    """The [start, end) line range of the Rule codes section of docs/lifecycle.md (empty if absent)."""
    start = next((index for index, line in enumerate(lines) if line.strip() == RULE_CODES_HEADING), None)
    if start is None:
        return (len(lines), len(lines))
    end = next(
        (index for index in range(start + 1, len(lines)) if re.match(r"^##\s", lines[index])),
        len(lines),
    )
    return (start, end)


def normalized(text: str) -> str:
    return re.sub(r"[\s`*|:.—–-]+", " ", text).strip().lower()


def collect_definitions(lines: list[str], path: str, catalogue: Catalogue, first: int = 0) -> None:
    fence = False
    for offset, line in enumerate(lines):
        if line.lstrip().startswith("```"):
            fence = not fence
            continue
        if fence:
            continue
        match = DEFINITION.match(line)
        if not match:
            continue
        code = match.group("code")
        rest = match.group("rest")
        if code in NOT_CODES:
            continue
        if rest and not re.match(r"^(?:[\s.:|,)—–]|$)", rest):
            continue
        if RANGE_AFTER_CODE.match(rest):
            catalogue.families.add(family_of(code))
            continue
        catalogue.definitions[code].append(Definition(code, path, first + offset + 1, normalized(rest)))
        catalogue.families.add(family_of(code))


def collect_sections(lines: list[str], document: str, catalogue: Catalogue) -> None:
    fence = False
    for line in lines:
        if line.lstrip().startswith("```"):
            fence = not fence
            continue
        match = SECTION_HEADING.match(line) if not fence else None
        if match:
            catalogue.sections[document].add(match.group("number"))


def collect_workloads(lines: list[str], path: str, catalogue: Catalogue) -> None:
    """Benchmark names: the first cell of each table row of docs/performance.md."""
    for offset, line in enumerate(lines):
        if not line.startswith("|") or re.match(r"^\|\s*-", line):
            continue
        cell = line.split("|")[1].strip()
        if cell:
            catalogue.workloads.append(Definition(cell, path, offset + 1, cell))


def family_of(code: str) -> str:
    if "-" in code:
        return code.rsplit("-", 1)[0] + "-"
    return code[0]


def masked(line: str) -> str:
    """The line with generic parameter lists and hex byte runs blanked out (same length)."""
    for pattern in (GENERIC_PARAMETERS, HEX_BYTE_RUN):
        line = pattern.sub(lambda match: " " * len(match.group(0)), line)
    return line


def scan_uses(lines: list[str], path: str, catalogue: Catalogue, skip: range | None = None) -> list[Use]:
    uses: list[Use] = []
    for offset, raw in enumerate(lines):
        number = offset + 1
        if skip is not None and offset in skip:
            continue
        line = masked(raw)

        for match in RULE_LITERAL.finditer(raw):
            uses.append(Use(match.group("code"), path, number, "code"))

        for match in HYPHEN_USE.finditer(line):
            code = match.group("code")
            if code in NOT_CODES:
                continue
            if match.group("star"):
                uses.append(Use(code + "-", path, number, "family"))
            elif not inside_rule_literal(raw, match.start()):
                uses.append(Use(code, path, number, "code"))

        for match in LETTER_USE.finditer(line):
            code = match.group("code")
            if code[0] not in catalogue.families or code in NOT_CODES:
                continue
            if inside_rule_literal(raw, match.start()):
                continue
            if match.group("label"):
                uses.append(Use(code + match.group("label"), path, number, "benchmark"))
            elif BENCHMARK_WORDS.match(line[match.end():]):
                word = BENCHMARK_WORDS.match(line[match.end():]).group(0).strip()
                uses.append(Use(f"{code} {word}", path, number, "benchmark"))
            else:
                uses.append(Use(code, path, number, "code"))

        for match in SECTION_USE.finditer(raw):
            before = raw[: match.start()]
            if STANDARD_BEFORE_SECTION.search(before):
                continue
            document_match = DOCUMENT_BEFORE_SECTION.search(before)
            document = document_match.group("doc") if document_match else None
            numbers = [match.group("first")] + [part for part in match.group("more").split("/") if part]
            for section in numbers:
                uses.append(Use("§" + section, path, number, "section", document))
    return uses


def inside_rule_literal(line: str, position: int) -> bool:
    """Whether `position` lies inside a `rule: "..."` literal (collected already, whatever its shape)."""
    return any(match.start("code") <= position < match.end("code") for match in RULE_LITERAL.finditer(line))


SCANNED = (
    ("Sources", (".swift", ".md")),
    ("Tests", (".swift",)),
    ("Benchmarks", (".swift",)),
    ("docs", (".md",)),
)


def source_files(root: str) -> list[str]:
    """The files that use codes, relative to `root`: see SCANNED; docs/reference only defines."""
    found: list[str] = []
    for top, extensions in SCANNED:
        for directory, subdirectories, files in os.walk(os.path.join(root, top)):
            subdirectories[:] = sorted(name for name in subdirectories if not name.startswith("."))
            relative_directory = os.path.relpath(directory, root)
            if relative_directory == os.path.join("docs", "reference"):
                subdirectories[:] = []
                continue
            found.extend(os.path.join(relative_directory, name) for name in sorted(files) if name.endswith(extensions))
    if os.path.exists(os.path.join(root, "README.md")):
        found.append("README.md")
    return found


LIFECYCLE = os.path.join("docs", "lifecycle.md")
PERFORMANCE = os.path.join("docs", "performance.md")
REFERENCE = os.path.join("docs", "reference")


def load_catalogue(root: str) -> tuple[Catalogue, range]:
    """Every definition, and the line range of the Rule codes section of docs/lifecycle.md."""
    catalogue = Catalogue()
    reference_directory = os.path.join(root, REFERENCE)
    if os.path.isdir(reference_directory):
        for name in sorted(name for name in os.listdir(reference_directory) if name.endswith(".md")):
            lines = read_lines(os.path.join(reference_directory, name))
            collect_definitions(lines, os.path.join(REFERENCE, name), catalogue)
            collect_sections(lines, name, catalogue)
    lifecycle_lines = read_lines(os.path.join(root, LIFECYCLE)) if os.path.exists(os.path.join(root, LIFECYCLE)) else []
    start, end = rule_codes_section(lifecycle_lines)
    collect_definitions(lifecycle_lines[start:end], LIFECYCLE, catalogue, first=start)
    if os.path.exists(os.path.join(root, PERFORMANCE)):
        collect_workloads(read_lines(os.path.join(root, PERFORMANCE)), PERFORMANCE, catalogue)
    return catalogue, range(start, end)


def documents_defining(catalogue: Catalogue, section: str, among: list[str]) -> list[str]:
    """The reference documents among `among` that have section `section` ("2.7", or "2.x" for any 2.N)."""
    if section.endswith(".x"):
        prefix = section[:-1]
        return [name for name in among if any(number.startswith(prefix) for number in catalogue.sections[name])]
    return [name for name in among if section in catalogue.sections[name]]


def problem_with(use: Use, catalogue: Catalogue) -> str | None:
    """What is wrong with one use, or None."""
    location = f"{use.path}:{use.line}"
    if use.kind == "code":
        if use.code not in catalogue.definitions:
            return f"{location}: rule code {use.code} is not defined"
    elif use.kind == "family":
        if not any(code.startswith(use.code) for code in catalogue.definitions):
            return f"{location}: rule family {use.code}* has no defined code"
    elif use.kind == "benchmark":
        return f"{location}: '{use.code}' names a benchmark with a rule code; rename the benchmark"
    elif use.kind == "section":
        among = sorted(catalogue.sections)
        if use.document is not None:
            name = os.path.basename(use.document)
            if name not in catalogue.sections:
                return f"{location}: {use.document} {use.code} refers to a document that is not in {REFERENCE}"
            among = [name]
        if not documents_defining(catalogue, use.code[1:], among):
            documents = ", ".join(among) or "*.md"
            return f"{location}: section {use.code} is not a numbered section of {REFERENCE}/{documents}"
    return None


def definition_problems(catalogue: Catalogue) -> list[str]:
    """Codes defined twice with different meanings, and benchmark names that use rule codes."""
    problems: list[str] = []
    for code, definitions in sorted(catalogue.definitions.items()):
        if len({definition.text for definition in definitions}) > 1:
            places = ", ".join(f"{definition.path}:{definition.line}" for definition in definitions)
            problems.append(
                f"{definitions[0].path}:{definitions[0].line}: rule code {code} is defined more than once "
                f"with different meanings ({places})"
            )
    for workload in catalogue.workloads:
        for match in re.finditer(rf"(?<![\w-])({CODE})(?![\w-])", workload.text):
            if match.group(1) in catalogue.definitions:
                problems.append(
                    f"{workload.path}:{workload.line}: benchmark '{workload.text}' is named with rule code "
                    f"{match.group(1)}"
                )
    return problems


def where_defined(code: str, catalogue: Catalogue) -> str:
    if code in catalogue.definitions:
        definition = catalogue.definitions[code][0]
        return f"{definition.path}:{definition.line}"
    if code.startswith("§"):
        documents = documents_defining(catalogue, code[1:], sorted(catalogue.sections))
        return ", ".join(os.path.join(REFERENCE, name) for name in documents) or "-"
    return "family" if code.endswith("*") else "-"


def check(root: str, list_codes: bool) -> int:
    catalogue, rule_codes_lines = load_catalogue(root)
    problems: list[str] = []
    if not rule_codes_lines:
        problems.append(f"{LIFECYCLE}: no '{RULE_CODES_HEADING}' section")

    counts: dict[str, int] = defaultdict(int)
    for path in source_files(root):
        skip = rule_codes_lines if path == LIFECYCLE else None
        for use in scan_uses(read_lines(os.path.join(root, path)), path, catalogue, skip):
            if use.kind == "family":
                counts[use.code + "*"] += 1
            elif use.kind == "section" and use.document is not None:
                counts[f"{use.document} {use.code}"] += 1
            elif use.kind != "benchmark":
                counts[use.code] += 1
            problem = problem_with(use, catalogue)
            if problem:
                problems.append(problem)
    problems.extend(definition_problems(catalogue))

    if list_codes:
        for code in sorted(counts, key=sort_key):
            print(f"{code:28} {counts[code]:4}  {where_defined(code, catalogue)}")
    unique = sorted(set(problems), key=location_key)
    for problem in unique:
        print(problem)
    sections = sum(1 for code in counts if "§" in code)
    print(
        f"check-rule-codes: {len(counts) - sections} distinct codes and {sections} distinct sections used, "
        f"{len(catalogue.definitions)} codes defined; {len(unique)} problem(s)"
    )
    return 1 if unique else 0


def sort_key(code: str) -> tuple[str, int, str]:
    match = re.match(r"^(\D*)(\d*)(.*)$", code)
    assert match
    return (match.group(1), int(match.group(2) or 0), match.group(3))


def location_key(problem: str) -> tuple[str, int]:
    match = re.match(r"^([^:]+):(\d+):", problem)
    return (match.group(1), int(match.group(2))) if match else (problem, 0)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--root",
        default=os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir),
        help="the repository root (default: the parent of Scripts/)",
    )
    parser.add_argument("--list", action="store_true", help="print every code used, how often, and where it is defined")
    arguments = parser.parse_args()
    return check(os.path.normpath(arguments.root), arguments.list)


if __name__ == "__main__":
    sys.exit(main())
