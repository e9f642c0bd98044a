#!/usr/bin/env python3
"""Checks that the repository's Markdown files point only at files that exist, inside it.

Run from anywhere: `python3 tools/check-doc-refs.py` (exit status 1 and one line per broken
reference, `file:line: ...`), or `--self-test` to check the checker on made-up files.
Python 3.11 standard library only. Part of `scripts/test.sh`.

What counts as a reference, in every tracked `*.md` file:

* a link target, `[text](target)` (resolved from the Markdown file's directory, as GitHub does;
  a `#fragment` must name a heading of the target, or of the file itself);
* a word in inline code, in prose or in a fenced code block that looks like a file path: it
  ends in a known extension (`.rs`, `.md`, `.sh`, …), or it contains a `/` and starts at a
  top-level entry of the repository, `./`, `../` or `/`. In fenced code blocks only words with
  a `/` count (a command's output files are named there).

A path may be written from the repository root, from the Markdown file's directory, or from
a crate's own directory as module maps do (`report/compare.rs`): it must then be the end of
exactly such a path in the repository. A bare file name (`lib.rs`) must exist somewhere.
Paths that git ignores (`target/`, `dist/`, installed tools) are build outputs and pass;
so do placeholders in capitals (`FILE.json`, `OLD.json`) and system paths (`/proc`, `/tmp`).
Any other absolute path, and any `../` that leaves the repository, is an error.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path, PurePosixPath

EXTENSIONS = (
    ".rs", ".md", ".sh", ".json", ".toml", ".mjs", ".js", ".py", ".yml", ".yaml", ".html",
    ".svg", ".csv", ".css", ".proto", ".capnp", ".fbs", ".thrift", ".avsc", ".lock", ".txt",
)
SYSTEM_PREFIXES = ("/proc", "/sys", "/dev", "/tmp", "/usr", "/etc", "/bin", "/var")
# Outside the repository for sure, even as one segment; other one-segment absolute paths are
# URL paths (`--public-url /repo/`).
OUTSIDE_PREFIXES = ("/work", "/home", "/root", "/Users", "/mnt")
SKIP_DIRS = {".git", "target", "dist", "node_modules"}
# A word that may be a path: letters, digits, `._-+@` and `/`.
PATH_WORD = re.compile(r"^(?:\.{1,2}/|/)?[\w.@+-]+(?:/[\w.@+-]+)*/?$")
PLACEHOLDER = re.compile(r"^[A-Z][A-Z0-9_]*\.(?:json|svg|csv)$")
CODE_SPAN = re.compile(r"(`+)(.+?)\1")
LINK_TARGET = re.compile(r"\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
REFERENCE_DEF = re.compile(r"^\s{0,3}\[[^\]]+\]:\s+<?(\S+?)>?(?:\s+\"[^\"]*\")?\s*$")
HTML_TAG = re.compile(r"<[^>\n]+>")
AUTOLINK = re.compile(r"<[a-z]+://[^>\s]+>")
FENCE = re.compile(r"^\s{0,3}(```|~~~)")
HEADING = re.compile(r"^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$")
EDGE_PUNCTUATION = "()[]{}<>,;:!?\"'*|“”‘’"


class Repo:
    """The files of a repository: tracked and new ones from git, else every file on disk."""

    def __init__(self, root: Path):
        self.root = root
        self.git = (root / ".git").exists()
        if self.git:
            listed = subprocess.run(
                ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                cwd=root, check=True, capture_output=True, text=True,
            ).stdout.split("\0")
            files = {f for f in listed if f and (root / f).is_file()}
        else:
            files = set()
            for directory, dirs, names in os.walk(root):
                dirs[:] = [d for d in dirs if d not in SKIP_DIRS]
                rel = Path(directory).relative_to(root)
                files.update((rel / n).as_posix() for n in names)
        self.files = files
        self.dirs = {p.as_posix() for f in files for p in PurePosixPath(f).parents} - {"."}
        self.paths = self.files | self.dirs
        self.basenames = {PurePosixPath(p).name for p in self.paths}
        self.top_level = {PurePosixPath(p).parts[0] for p in self.paths}
        self._ignored: dict[str, bool] = {}

    def ignored(self, path: str) -> bool:
        """Whether git ignores `path` (a build output or an installed tool)."""
        if not self.git:
            return PurePosixPath(path).parts[0] in SKIP_DIRS
        if path not in self._ignored:
            self._ignored[path] = subprocess.run(
                ["git", "check-ignore", "-q", "--no-index", path], cwd=self.root,
            ).returncode == 0
        return self._ignored[path]

    def markdown_files(self) -> list[str]:
        return sorted(f for f in self.files if f.endswith(".md"))


def slugs(text: str) -> set[str]:
    """GitHub's anchors for the headings of a Markdown text."""
    found: set[str] = set()
    seen: dict[str, int] = {}
    in_fence = False
    for line in text.splitlines():
        if FENCE.match(line):
            in_fence = not in_fence
            continue
        match = None if in_fence else HEADING.match(line)
        if not match:
            continue
        title = re.sub(r"\\(.)", r"\1", match.group(1))
        title = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", title)
        slug = re.sub(r"[^\w\- ]", "", title.lower()).replace(" ", "-")
        count = seen.get(slug, 0)
        seen[slug] = count + 1
        found.add(slug if count == 0 else f"{slug}-{count}")
    return found


def looks_like_path(word: str, repo: Repo, fenced: bool) -> bool:
    if not PATH_WORD.match(word) or "..." in word.strip("."):
        return False
    if PLACEHOLDER.match(word) or word in EXTENSIONS:  # `OLD.json`, "the `.rs` files"
        return False
    if word.rstrip("/").endswith(EXTENSIONS) and not fenced:
        return True
    if "/" not in word:
        return False
    if word.startswith(("/", "./", "../")):
        return True
    return word.split("/", 1)[0] in repo.top_level or word.rstrip("/").endswith(EXTENSIONS)


def resolve(word: str, md_dir: PurePosixPath, repo: Repo) -> str | None:
    """None when `word` names something in the repository, else why not."""
    if word.startswith("/"):
        one_segment = "/" not in word.strip("/") and not word.endswith(EXTENSIONS)
        if word.startswith(SYSTEM_PREFIXES) or (one_segment and not word.startswith(OUTSIDE_PREFIXES)):
            return None
        return "an absolute path: point into the repository with a relative path"
    path = word.rstrip("/")
    candidates = []
    if not word.startswith(("./", "../")):
        candidates.append(PurePosixPath(path))
    candidates.append(md_dir / path)
    for candidate in candidates:
        normal = os.path.normpath(candidate.as_posix())
        if normal == ".." or normal.startswith("../"):
            return "points outside the repository"
        if normal in repo.paths or normal == "." or repo.ignored(normal):
            return None
    if word.startswith(("./", "../")):
        return "no such file or directory"
    if "/" not in path:
        return None if path in repo.basenames else "no such file anywhere in the repository"
    if any(p.endswith("/" + path) for p in repo.paths):
        return None
    return "no such file or directory"


def check_link(target: str, md_file: str, repo: Repo, anchors: dict[str, set[str]]) -> str | None:
    if re.match(r"^[a-z][a-z0-9+.-]*:", target):  # https:, mailto:, …
        return None
    path, _, fragment = target.partition("#")
    path = path.split("?", 1)[0]
    md_dir = PurePosixPath(md_file).parent
    if path.startswith("/"):
        return "an absolute link: use a path relative to the Markdown file"
    if path:
        normal = os.path.normpath((md_dir / path).as_posix())
        if normal == ".." or normal.startswith("../"):
            return "points outside the repository"
        if normal not in repo.paths and normal != ".":
            return "no such file or directory"
    else:
        normal = md_file
    if fragment and normal.endswith(".md"):
        if normal not in anchors:
            anchors[normal] = slugs((repo.root / normal).read_text(encoding="utf-8"))
        if fragment not in anchors[normal]:
            return f"no heading #{fragment} in {normal}"
    return None


def check_file(md_file: str, repo: Repo, anchors: dict[str, set[str]]) -> tuple[list[str], int]:
    """The broken references of one Markdown file, and how many references it has."""
    problems = []
    checked = 0
    md_dir = PurePosixPath(md_file).parent
    text = (repo.root / md_file).read_text(encoding="utf-8")
    in_fence = False

    def report(number: int, ref: str, why: str | None) -> None:
        nonlocal checked
        checked += 1
        if why:
            problems.append(f"{md_file}:{number}: `{ref}`: {why}")

    for number, line in enumerate(text.splitlines(), 1):
        if FENCE.match(line):
            in_fence = not in_fence
            continue
        words: list[tuple[str, bool]] = []
        if in_fence:
            words += [(w, True) for w in line.split()]
        else:
            definition = REFERENCE_DEF.match(line)
            if definition:
                report(number, definition.group(1), check_link(definition.group(1), md_file, repo, anchors))
                continue
            for span in CODE_SPAN.finditer(line):  # a word with `*` there is a glob
                words += [(w, False) for w in span.group(2).split() if "*" not in w]
            prose = CODE_SPAN.sub(" ", line)
            for link in LINK_TARGET.finditer(prose):
                report(number, link.group(1), check_link(link.group(1), md_file, repo, anchors))
            prose = LINK_TARGET.sub("] ", AUTOLINK.sub(" ", prose))
            prose = re.sub(r"\\([_*\\`])", r"\1", HTML_TAG.sub(" ", prose))
            words += [(w, False) for w in prose.split()]
        for raw, fenced in words:
            word = raw.strip(EDGE_PUNCTUATION)
            word = word.rstrip(".") if not word.endswith("..") else word
            if word and looks_like_path(word, repo, fenced):
                report(number, word, resolve(word, md_dir, repo))
    return problems, checked


def check(root: Path) -> list[str]:
    return check_counting(root)[0]


def check_counting(root: Path) -> tuple[list[str], int, int]:
    """Every broken reference, how many references were checked, in how many files."""
    repo = Repo(root)
    anchors: dict[str, set[str]] = {}
    problems, checked = [], 0
    files = repo.markdown_files()
    for md_file in files:
        found, count = check_file(md_file, repo, anchors)
        problems += found
        checked += count
    return problems, checked, len(files)


def self_test() -> None:
    """The checker accepts good references and reports each kind of broken one."""
    good = (
        "# Title\n\n## Comparing runs\n\nSee [the rules](docs/rules.md#the-rule), "
        "[below](#comparing-runs), `src/lib.rs`, `lib.rs`, `docs/`, `dist/index.html`, "
        "`bencher run -s a,b -d log`, `OLD.json`, Linux's `/proc`, `K/N`, `*.proto`, "
        "`--public-url /repo/` and *`src/lib.rs`*.\n\n"
        "```sh\nbash scripts/run.sh --out out/ # wrote flamegraph.svg\n```\n"
    )
    broken = {
        "`src/gone.rs`": "no such file",
        "[x](docs/gone.md)": "no such file",
        "[x](docs/rules.md#no-such-heading)": "no heading",
        "[x](#nowhere)": "no heading",
        "`../shared/notes.md`": "outside the repository",
        "[x](../shared/notes.md)": "outside the repository",
        "`/work/main/README.md`": "absolute path",
        "`/work`": "absolute path",
        "`gone.rs`": "anywhere",
        "```sh\nbash scripts/gone.sh\n```": "no such file",
    }
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        for name, content in {
            "README.md": good, "docs/rules.md": "# Rules\n\n## The rule\n",
            "src/lib.rs": "", "scripts/run.sh": ""
        }.items():
            (root / name).parent.mkdir(parents=True, exist_ok=True)
            (root / name).write_text(content, encoding="utf-8")
        assert check(root) == [], check(root)
        for reference, why in broken.items():
            (root / "README.md").write_text(good + "\n" + reference + "\n", encoding="utf-8")
            problems = check(root)
            assert len(problems) == 1 and why in problems[0], (reference, problems)
    print(f"check-doc-refs self-test: {len(broken)} broken references found, none in good text")


def main() -> int:
    if sys.argv[1:] == ["--self-test"]:
        self_test()
        return 0
    if sys.argv[1:]:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    root = Path(__file__).resolve().parent.parent
    problems, checked, files = check_counting(root)
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        print(f"check-doc-refs: {len(problems)} broken references", file=sys.stderr)
        return 1
    print(f"check-doc-refs: all {checked} file references of {files} Markdown files hold")
    return 0


if __name__ == "__main__":
    sys.exit(main())
