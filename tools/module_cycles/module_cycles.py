#!/usr/bin/env python3
"""Fails when the modules of a Rust library crate import each other in a cycle.

Usage: module_cycles.py [--allow CRATE:MOD,MOD,...] [--edges] CRATE_DIR...

Each CRATE_DIR is a library crate (its root is CRATE_DIR/src/lib.rs). A module is a file of the
crate (`mod name;`); modules written inline in a file (`mod tests { ... }`) belong to that
file's module, so a test module counts as its file. Module A depends on module B when A's code
names an item of B: a `use` path or any other path starting with `crate::`, `$crate::`,
`self::`, `super::` or the name of a child module. A path through a re-export counts for the
module that defines the item (`crate::Foo` re-exported by lib.rs from `results` is an
import of `results`), so a facade module does not join its modules in a cycle. Declaring a
child module (`mod x;`) is not an import. Comments, doc comments and string literals are
ignored.

A group of modules that reach each other (a strongly connected component) fails the check,
printed with one cycle through it and the line of each import on that cycle. `--allow` names
such a group, crate and every module, that is tolerated as long as it is exactly that group;
an allowance that matches no group fails too, so that it is removed with its cycle. `--edges`
prints each crate's import graph.

Python 3.11, standard library only. Tests: `python3 -m unittest discover -s tools/module_cycles`.
"""

from __future__ import annotations

import argparse
import sys
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path

KEYWORDS_DEFINING = {"fn", "struct", "enum", "union", "trait", "type", "const", "static"}


class CheckError(Exception):
    """A crate the checker cannot read (a missing module file, an unsupported attribute)."""


@dataclass
class Token:
    kind: str  # "ident", "punct" ("::" is one token) or "lit"
    text: str
    line: int


def tokenize(source: str) -> list[Token]:
    """The tokens the checker needs: identifiers, punctuation (`::` as one), literals as
    placeholders. Comments are dropped; strings, chars and numbers become `lit` tokens."""
    tokens: list[Token] = []
    i, line, n = 0, 1, len(source)

    def skip_quoted(start: int, hashes: int | None) -> int:
        """Index after the string literal whose opening quote is at `start`; raw when
        `hashes` is not None (no escapes, closed by a quote and that many `#`)."""
        nonlocal line
        j = start + 1
        while j < n:
            c = source[j]
            if c == "\n":
                line += 1
            if hashes is None and c == "\\":
                if j + 1 < n and source[j + 1] == "\n":
                    line += 1
                j += 2
                continue
            if c == '"' and (hashes is None or source.startswith("#" * hashes, j + 1)):
                return j + 1 + (hashes or 0)
            j += 1
        return n

    while i < n:
        c = source[i]
        if c == "\n":
            line += 1
            i += 1
        elif c.isspace():
            i += 1
        elif source.startswith("//", i):
            end = source.find("\n", i)
            i = n if end < 0 else end
        elif source.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if source.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif source.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    if source[j] == "\n":
                        line += 1
                    j += 1
            i = j
        elif c == '"':
            tokens.append(Token("lit", '""', line))
            i = skip_quoted(i, None)
        elif c in "rbc" and _raw_string_start(source, i) is not None:
            quote, hashes = _raw_string_start(source, i)
            tokens.append(Token("lit", '""', line))
            i = skip_quoted(quote, hashes)
        elif c in "bc" and source.startswith('"', i + 1):
            tokens.append(Token("lit", '""', line))
            i = skip_quoted(i + 1, None)
        elif c == "b" and source.startswith("'", i + 1):
            tokens.append(Token("lit", "''", line))
            i = _skip_char(source, i + 1)
        elif c == "'":
            # A char literal ('a', '\n', '\u{1f}') or a lifetime / label ('a, 'static).
            if source.startswith("\\", i + 1) or source.startswith("'", i + 2):
                tokens.append(Token("lit", "''", line))
                i = _skip_char(source, i)
            else:
                j = i + 1
                while j < n and (source[j].isalnum() or source[j] == "_"):
                    j += 1
                i = j
        elif c.isalpha() or c == "_":
            j = i
            while j < n and (source[j].isalnum() or source[j] == "_"):
                j += 1
            word = source[i:j]
            if word == "r" and source.startswith("#", j) and j + 1 < n and (
                source[j + 1].isalpha() or source[j + 1] == "_"
            ):
                # A raw identifier: r#type is the identifier `type`.
                k = j + 1
                while k < n and (source[k].isalnum() or source[k] == "_"):
                    k += 1
                tokens.append(Token("ident", source[j + 1 : k], line))
                i = k
            else:
                tokens.append(Token("ident", word, line))
                i = j
        elif c.isdigit():
            j = i
            while j < n and (source[j].isalnum() or source[j] in "_."):
                if source[j] == "." and not (j + 1 < n and source[j + 1].isdigit()):
                    break
                j += 1
            tokens.append(Token("lit", "0", line))
            i = j
        elif source.startswith("::", i):
            tokens.append(Token("punct", "::", line))
            i += 2
        else:
            tokens.append(Token("punct", c, line))
            i += 1
    return tokens


def _raw_string_start(source: str, i: int) -> tuple[int, int] | None:
    """For a raw string (r"", r#""#, br"", cr"") starting at `i`: its opening quote's index
    and its number of `#`."""
    j = i
    if source.startswith(("br", "cr"), j):
        j += 2
    elif source.startswith("r", j):
        j += 1
    else:
        return None
    hashes = 0
    while source.startswith("#", j + hashes):
        hashes += 1
    if source.startswith('"', j + hashes):
        return j + hashes, hashes
    return None


def _skip_char(source: str, i: int) -> int:
    """Index after the char literal whose opening quote is at `i`."""
    j = i + 1
    if source.startswith("\\", j):
        j += 2
    else:
        j += 1
    end = source.find("'", j)
    return len(source) if end < 0 else end + 1


@dataclass
class Use:
    """One name a `use` brings into scope: `path` (segments as written), the local `name`
    (None for a glob or `as _`), and whether it is a glob."""

    path: list[str]
    name: str | None
    glob: bool
    line: int


@dataclass
class Module:
    path: tuple[str, ...]
    file: Path
    # The file module this module is part of (itself for a file module).
    node: tuple[str, ...]
    children: dict[str, tuple[str, ...]] = field(default_factory=dict)
    uses: list[Use] = field(default_factory=list)
    defs: set[str] = field(default_factory=set)
    # Paths named outside `use` items: (segments, line).
    paths: list[tuple[list[str], int]] = field(default_factory=list)


def parse_use_tree(tokens: list[Token], i: int, prefix: list[str], line: int, out: list[Use]) -> int:
    """Parses the use tree at `i` (after `use` or inside braces) with `prefix` already read;
    appends what it imports to `out` and returns the index after it."""
    path = list(prefix)
    if tokens[i].text == "::":  # `use ::std::x`: a crate from outside.
        path.append("::")
        i += 1
    while True:
        tok = tokens[i]
        if tok.text == "$":  # in a macro: `$crate::x` is the crate, `$x` is not known
            if tokens[i + 1].text != "crate":
                path = ["::"]
            i += 1
            continue
        if tok.text == "{":
            i += 1
            while tokens[i].text != "}":
                i = parse_use_tree(tokens, i, path, line, out)
                if tokens[i].text == ",":
                    i += 1
            return i + 1
        if tok.text == "*":
            out.append(Use(path, None, True, line))
            return i + 1
        if tok.kind != "ident":
            raise CheckError(f"line {tok.line}: unexpected {tok.text!r} in a use item")
        i += 1
        if tokens[i].text == "::":
            path = path + [tok.text]
            i += 1
            continue
        if tok.text == "self":
            full, name = path, path[-1] if path else None
        else:
            full, name = path + [tok.text], tok.text
        if tokens[i].text == "as":
            alias = tokens[i + 1].text
            name = None if alias == "_" else alias
            i += 2
        out.append(Use(full, name, False, line))
        return i


def child_file(file: Path, inline: list[str], name: str) -> Path:
    """The file of `mod name;` declared in `file`, inside the inline modules `inline`."""
    if file.name in ("lib.rs", "main.rs", "mod.rs"):
        directory = file.parent
    else:
        directory = file.parent / file.stem
    directory = directory.joinpath(*inline)
    for candidate in (directory / f"{name}.rs", directory / name / "mod.rs"):
        if candidate.is_file():
            return candidate
    raise CheckError(f"{file}: no file for `mod {name};` ({directory / f'{name}.rs'})")


def read_crate(root: Path) -> dict[tuple[str, ...], Module]:
    """Every module of the crate whose root file is `root`, by path."""
    modules: dict[tuple[str, ...], Module] = {}
    pending = [((), root)]
    while pending:
        path, file = pending.pop()
        for module in read_file(path, file, pending):
            modules[module.path] = module
    return modules


def read_file(path: tuple[str, ...], file: Path, pending: list) -> list[Module]:
    """The file module `path` read from `file` and the modules written inline in it; the
    file modules it declares are added to `pending`."""
    tokens = tokenize(file.read_text(encoding="utf-8"))
    tokens.append(Token("punct", "<end>", 0))
    top = Module(path, file, path)
    found = [top]
    # The modules open at each brace depth: (depth their body is at, module, inline path).
    stack: list[tuple[int, Module, list[str]]] = [(0, top, [])]
    depth = 0
    attributes: list[str] = []  # the text of the attributes before the current item
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        scope_depth, module, inline = stack[-1]
        if tok.text == "#" and tokens[i + 1].text in ("[", "!"):
            # An attribute: remember its text, for `#[path]` on a `mod`.
            j = i + 1 if tokens[i + 1].text == "[" else i + 2
            level, k = 0, j
            while True:
                if tokens[k].text == "[":
                    level += 1
                elif tokens[k].text == "]":
                    level -= 1
                    if level == 0:
                        break
                k += 1
            attributes.append(" ".join(t.text for t in tokens[j + 1 : k]))
            i = k + 1
            continue
        if tok.text == "{":
            depth += 1
        elif tok.text == "}":
            depth -= 1
            if len(stack) > 1 and depth < stack[-1][0]:
                stack.pop()
        elif tok.kind == "ident" and tok.text == "mod" and tokens[i + 1].kind == "ident":
            name = tokens[i + 1].text
            if any(a.startswith("path") for a in attributes):
                raise CheckError(f"{file}:{tok.line}: `#[path]` on `mod {name}` is not supported")
            child_path = module.path + (name,)
            module.children[name] = child_path
            if tokens[i + 2].text == "{":
                child = Module(child_path, file, path)
                found.append(child)
                depth += 1
                stack.append((depth, child, inline + [name]))
                i += 3
                attributes = []
                continue
            pending.append((child_path, child_file(file, inline, name)))
            i += 2
        elif tok.kind == "ident" and tok.text == "use" and tokens[i + 1].text != "<":
            # (`use<'a>` is a bound of an `impl Trait`, not an import.)
            uses: list[Use] = []
            try:
                i = parse_use_tree(tokens, i + 1, [], tok.line, uses)
            except (CheckError, IndexError) as error:
                raise CheckError(f"{file}:{tok.line}: cannot read this use item ({error})")
            module.uses.extend(uses)
            attributes = []
            continue
        elif tok.kind == "ident" and tok.text in KEYWORDS_DEFINING and depth == scope_depth:
            following = tokens[i + 1]
            if following.kind == "ident" and following.text not in KEYWORDS_DEFINING | {"mut"}:
                module.defs.add(following.text)
            elif following.text == "mut" and tokens[i + 2].kind == "ident":
                module.defs.add(tokens[i + 2].text)
        elif (
            tok.kind == "ident"
            and tok.text == "macro_rules"
            and tokens[i + 1].text == "!"
            and depth == scope_depth
        ):
            module.defs.add(tokens[i + 2].text)
        elif tok.kind == "ident" and tokens[i + 1].text == "::" and not _starts_path_inside(tokens, i):
            segments = [tok.text]
            j = i + 1
            while tokens[j].text == "::" and tokens[j + 1].kind == "ident":
                segments.append(tokens[j + 1].text)
                j += 2
            if not _after(tokens, i, "in"):  # pub(in crate::x) is a visibility, not a use
                module.paths.append((segments, tok.line))
            i = j
            continue
        if tok.text in (";", "{", "}"):
            attributes = []
        i += 1
    return found


def _after(tokens: list[Token], i: int, *before: str) -> bool:
    """Whether the tokens just before `i` are `before`."""
    if i < len(before):
        return False
    return [t.text for t in tokens[i - len(before) : i]] == list(before)


def _starts_path_inside(tokens: list[Token], i: int) -> bool:
    """Whether the identifier at `i` continues a path already read (`a::b`: `b`)."""
    return i > 0 and tokens[i - 1].text == "::"


@dataclass
class Edge:
    source: tuple[str, ...]
    target: tuple[str, ...]
    file: Path
    line: int
    text: str


class Crate:
    """A crate's modules and the imports between its file modules."""

    def __init__(self, directory: Path):
        self.directory = directory
        self.name = directory.resolve().name
        self.root = directory / "src" / "lib.rs"
        if not self.root.is_file():
            raise CheckError(f"{directory}: no src/lib.rs")
        self.modules = read_crate(self.root)
        self.edges: list[Edge] = []
        for module in self.modules.values():
            for use in module.uses:
                target = self.resolve(module.path, use.path)
                self._edge(module, target, use.line, "use " + "::".join(use.path) + ("::*" if use.glob else ""))
            for segments, line in module.paths:
                if segments[0] in ("crate", "self", "super") or segments[0] in module.children:
                    target = self.resolve(module.path, segments)
                    self._edge(module, target, line, "::".join(segments))

    def _edge(self, module: Module, target: tuple[str, ...] | None, line: int, text: str) -> None:
        if target is None:
            return
        node = self.modules[target].node
        if node != module.node:
            self.edges.append(Edge(module.node, node, module.file, line, text))

    def resolve(
        self, scope: tuple[str, ...], segments: list[str], seen: frozenset = frozenset()
    ) -> tuple[str, ...] | None:
        """The module a path written in `scope` leads to: the module named, or the one that
        defines the item named. None for a path outside the crate."""
        if not segments or segments[0] == "::":
            return None
        first, rest = segments[0], segments[1:]
        if first == "crate":
            current: tuple[str, ...] = ()
        elif first == "self":
            current = scope
        elif first == "super":
            current = scope[:-1]
            while rest and rest[0] == "super":
                current, rest = current[:-1], rest[1:]
        elif first in self.modules[scope].children:
            current = self.modules[scope].children[first]
        else:
            return None
        for segment in rest:
            module = self.modules.get(current)
            if module is None:
                return None
            if segment in module.children:
                current = module.children[segment]
                continue
            if segment == "self":
                continue
            if segment == "super":
                current = current[:-1]
                continue
            return self.resolve_item(current, segment, seen)
        return current

    def resolve_item(self, scope: tuple[str, ...], name: str, seen: frozenset) -> tuple[str, ...]:
        """The module that defines `name` as `scope` sees it: defined there, imported by a
        `use` (followed to its definition) or by a glob; `scope` itself when unknown
        (generated by a macro)."""
        key = (scope, name)
        module = self.modules[scope]
        if name in module.defs or key in seen:
            return scope
        seen = seen | {key}
        for use in module.uses:
            if not use.glob and use.name == name:
                target = self.resolve(scope, use.path, seen=seen)
                return scope if target is None else target
        for use in module.uses:
            if use.glob:
                glob = self.resolve(scope, use.path, seen=seen)
                if glob is None:
                    continue
                source = self.modules[glob]
                if name in source.defs or name in source.children or any(
                    u.name == name for u in source.uses
                ):
                    if name in source.children:
                        return source.children[name]
                    return self.resolve_item(glob, name, seen)
        return scope

    def label(self, node: tuple[str, ...]) -> str:
        return "::".join(node) if node else "(crate root)"

    def graph(self) -> dict[tuple[str, ...], dict[tuple[str, ...], Edge]]:
        """Each file module's imports: target → the first import line naming it."""
        graph: dict[tuple[str, ...], dict[tuple[str, ...], Edge]] = {
            m.node: {} for m in self.modules.values()
        }
        for edge in sorted(self.edges, key=lambda e: (str(e.file), e.line)):
            graph[edge.source].setdefault(edge.target, edge)
        return graph


def strongly_connected(graph: dict) -> list[list]:
    """The strongly connected components of `graph` with more than one node (Tarjan)."""
    index: dict = {}
    low: dict = {}
    stack: list = []
    on_stack: set = set()
    found: list[list] = []
    counter = 0

    def visit(root) -> None:
        nonlocal counter
        # Iterative, so a deep graph does not hit the recursion limit.
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, successors = work[-1]
            advanced = False
            for succ in successors:
                if succ not in index:
                    index[succ] = low[succ] = counter
                    counter += 1
                    stack.append(succ)
                    on_stack.add(succ)
                    work.append((succ, iter(sorted(graph[succ]))))
                    advanced = True
                    break
                if succ in on_stack:
                    low[node] = min(low[node], index[succ])
            if advanced:
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return sorted(found)


def shortest_cycle(graph: dict, component: list) -> list:
    """A shortest cycle through the component's first node, inside the component."""
    start, members = component[0], set(component)
    previous = {start: None}
    queue = deque([start])
    while queue:
        node = queue.popleft()
        for succ in sorted(graph[node]):
            if succ not in members:
                continue
            if succ == start:
                cycle = [node]
                while previous[cycle[-1]] is not None:
                    cycle.append(previous[cycle[-1]])
                return list(reversed(cycle)) + [start]
            if succ not in previous:
                previous[succ] = node
                queue.append(succ)
    raise AssertionError("a strongly connected component has a cycle")


def parse_allowance(text: str) -> tuple[str, frozenset[str]]:
    crate, _, modules = text.partition(":")
    names = frozenset(m.strip() for m in modules.split(",") if m.strip())
    if not crate or len(names) < 2:
        raise CheckError(f"--allow {text!r}: expected CRATE:MODULE,MODULE[,...]")
    return crate, names


def check(directories: list[Path], allowances: list[str], show_edges: bool, out=None) -> int:
    """Checks each crate; prints what it found (to `out`, standard output by default). 0 when
    no crate has a cycle it does not allow and every allowance matched a cycle, else 1."""
    out = out or sys.stdout
    allowed = [parse_allowance(a) for a in allowances]
    used: set[tuple[str, frozenset[str]]] = set()
    failed = False
    checked: set[str] = set()
    for directory in directories:
        crate = Crate(directory)
        checked.add(crate.name)
        graph = crate.graph()
        if show_edges:
            for source in sorted(graph):
                for target, edge in sorted(graph[source].items()):
                    print(
                        f"{crate.name}: {crate.label(source)} -> {crate.label(target)}"
                        f"  ({edge.file}:{edge.line})",
                        file=out,
                    )
        components = strongly_connected(graph)
        for component in components:
            names = frozenset(crate.label(node) for node in component)
            cycle = shortest_cycle(graph, component)
            tolerated = (crate.name, names) in allowed
            heading = "allowed import cycle" if tolerated else "import cycle"
            print(
                f"{crate.name}: {heading} between {', '.join(sorted(names))}: "
                + " -> ".join(crate.label(n) for n in cycle),
                file=out,
            )
            for source, target in zip(cycle, cycle[1:]):
                edge = graph[source][target]
                print(
                    f"    {crate.label(source)} -> {crate.label(target)}: "
                    f"{edge.file}:{edge.line}: {edge.text}",
                    file=out,
                )
            if tolerated:
                used.add((crate.name, names))
            else:
                failed = True
        if not components:
            print(f"{crate.name}: {len(graph)} modules, no import cycle", file=out)
    for crate_name, names in allowed:
        if (crate_name, names) not in used:
            failed = True
            where = "" if crate_name in checked else " (that crate was not checked)"
            print(
                f"{crate_name}: no import cycle between exactly {', '.join(sorted(names))}"
                f"{where}; remove its --allow",
                file=out,
            )
    return 1 if failed else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("crates", nargs="+", type=Path, help="library crate directories")
    parser.add_argument(
        "--allow",
        action="append",
        default=[],
        metavar="CRATE:MOD,MOD,...",
        help="tolerate the import cycle between exactly these modules of CRATE",
    )
    parser.add_argument("--edges", action="store_true", help="print each crate's imports")
    args = parser.parse_args(argv)
    try:
        return check(args.crates, args.allow, args.edges)
    except CheckError as error:
        print(f"module_cycles: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
