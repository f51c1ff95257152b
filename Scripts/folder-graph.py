#!/usr/bin/env python3
"""Prints the folder dependency graph of a Swift module and reports folder cycles.

A folder depends on another when one of its files uses a type name that a file of the other declares at
the top level (class, struct, enum, protocol, actor, typealias, or a global func/let/var). Names are read
from the source with comments and string literals removed, so the graph is a close, cheap approximation
of what the compiler sees; it is meant to keep a module's folders layered, not to replace the compiler.

    Scripts/folder-graph.py Sources/TrellisComponents             # edges, then cycles
    Scripts/folder-graph.py Sources/TrellisComponents --why       # each edge with the names behind it
    Scripts/folder-graph.py Sources/TrellisComponents --check     # exit status 1 when there is a cycle
    Scripts/folder-graph.py Sources/TrellisComponents --exclude DataSource   # leave a folder out

Files directly in the module folder belong to the folder ".". Folders are the first path component
below the module folder.
"""

import argparse
import os
import re
import sys

DECLARATION = re.compile(
    r"^(?:@[\w.]+(?:\([^)]*\))?\s+)*"
    r"(?:(?:public|package|internal|fileprivate|private|open|final|nonisolated|indirect|"
    r"@MainActor|@preconcurrency)\s+)*"
    r"(?:class|struct|enum|protocol|actor|typealias|func|let|var)\s+([A-Za-z_]\w*)",
    re.MULTILINE,
)
IDENTIFIER = re.compile(r"[A-Za-z_]\w*")


def strip_comments_and_strings(text):
    """Removes comments and string literals (a small lexer: block comments nest, as in Swift)."""
    out = []
    i, n = 0, len(text)
    while i < n:
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if text.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif text.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    i += 1
        elif text.startswith('"""', i):
            j = text.find('"""', i + 3)
            i = n if j < 0 else j + 3
            out.append('""')
        elif text[i] == '"':
            j = i + 1
            while j < n and text[j] != '"' and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            i = j + 1
            out.append('""')
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def folder_of(module, path):
    relative = os.path.relpath(path, module)
    parts = relative.split(os.sep)
    return parts[0] if len(parts) > 1 else "."


def read_module(module, excluded):
    files = {}
    for root, dirs, names in os.walk(module):
        dirs[:] = sorted(d for d in dirs if not d.endswith(".docc"))
        for name in sorted(names):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(root, name)
            if folder_of(module, path) in excluded:
                continue
            with open(path, encoding="utf-8") as handle:
                files[path] = strip_comments_and_strings(handle.read())
    return files


def build_graph(module, files):
    declaring = {}  # name -> folders that declare it
    for path, text in files.items():
        for name in DECLARATION.findall(text):
            declaring.setdefault(name, set()).add(folder_of(module, path))
    # A name declared in several folders (overloads of a free function, private helpers of the same
    # name) cannot be attributed from its name alone: it is left out, and listed.
    ambiguous = sorted(name for name, folders in declaring.items() if len(folders) > 1)
    declared_in = {name: next(iter(folders)) for name, folders in declaring.items() if len(folders) == 1}
    edges = {}  # (from, to) -> set of names
    for path, text in files.items():
        source = folder_of(module, path)
        for name in set(IDENTIFIER.findall(text)):
            target = declared_in.get(name)
            if target is not None and target != source:
                edges.setdefault((source, target), set()).add(name)
    folders = sorted({folder_of(module, p) for p in files})
    return folders, edges, ambiguous


def strongly_connected(folders, edges):
    """Tarjan's algorithm; returns the components with more than one folder."""
    successors = {f: sorted(t for (s, t) in edges if s == f) for f in folders}
    index, low, stack, on_stack, result = {}, {}, [], set(), []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in successors[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                result.append(sorted(component))

    for folder in folders:
        if folder not in index:
            visit(folder)
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("module", help="the module's source folder, e.g. Sources/TrellisComponents")
    parser.add_argument("--why", action="store_true", help="list the names behind each edge")
    parser.add_argument("--check", action="store_true", help="exit with status 1 when folders form a cycle")
    parser.add_argument("--exclude", action="append", default=[], help="a folder to leave out (repeatable)")
    arguments = parser.parse_args()

    module = arguments.module.rstrip("/")
    files = read_module(module, set(arguments.exclude))
    folders, edges, ambiguous = build_graph(module, files)

    print(f"# folder graph of {module} ({len(files)} files, {len(folders)} folders, {len(edges)} edges)")
    for folder in folders:
        targets = sorted(t for (s, t) in edges if s == folder)
        print(f"{folder} -> {', '.join(targets) if targets else '(nothing)'}")
        if arguments.why:
            for target in targets:
                print(f"    {target}: {', '.join(sorted(edges[(folder, target)]))}")

    if ambiguous:
        print(f"# names declared in several folders, not counted: {', '.join(ambiguous)}")
    mutual = sorted((s, t) for (s, t) in edges if s < t and (t, s) in edges)
    cycles = strongly_connected(folders, edges)
    print(f"# {len(mutual)} pairs of folders refer to each other")
    for source, target in mutual:
        there = ", ".join(sorted(edges[(source, target)]))
        back = ", ".join(sorted(edges[(target, source)]))
        print(f"{source} <-> {target}    ({source} uses {there}; {target} uses {back})")
    print(f"# {len(cycles)} cycles (strongly connected groups of folders)")
    for component in cycles:
        print(" <-> ".join(component))
    if arguments.check and cycles:
        sys.exit(1)


if __name__ == "__main__":
    main()
