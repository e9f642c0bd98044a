"""Tests of module_cycles.py: `python3 -m unittest discover -s tools/module_cycles`."""

from __future__ import annotations

import contextlib
import io
import tempfile
import textwrap
import unittest
from pathlib import Path

import module_cycles as mc

REPO = Path(__file__).resolve().parents[2]


class CrateTest(unittest.TestCase):
    """Builds crates in a temporary directory."""

    def setUp(self) -> None:
        self._dir = tempfile.TemporaryDirectory()
        self.addCleanup(self._dir.cleanup)
        self.root = Path(self._dir.name)

    def crate(self, name: str, files: dict[str, str]) -> Path:
        directory = self.root / name
        for path, text in files.items():
            file = directory / "src" / path
            file.parent.mkdir(parents=True, exist_ok=True)
            file.write_text(textwrap.dedent(text), encoding="utf-8")
        return directory

    def edges(self, files: dict[str, str]) -> set[tuple[str, str]]:
        crate = mc.Crate(self.crate("c", files))
        return {(crate.label(s), crate.label(t)) for s, targets in crate.graph().items() for t in targets}

    def run_check(self, directories: list[Path], allow: list[str] = ()) -> tuple[int, str]:
        out = io.StringIO()
        code = mc.check(directories, list(allow), False, out)
        return code, out.getvalue()


class Tokens(unittest.TestCase):
    def texts(self, source: str) -> list[str]:
        return [t.text for t in mc.tokenize(source)]

    def test_comments_and_literals_hide_paths(self):
        source = r'''
            // crate::a::f()
            /// [`crate::a`]
            /* crate::a /* nested crate::a */ still crate::a */
            let s = "crate::a::f() \" crate::a";
            let r = r##"crate::a "# crate::a"##;
            let b = b"crate::a"; let c = br"crate::a";
            let q = '"'; let e = '\''; let u = '\u{22}';
            fn f<'a>(x: &'a str) -> &'a str { x }
            crate::b::g();
        '''
        texts = self.texts(source)
        self.assertNotIn("a", texts)
        self.assertEqual(texts.count("crate"), 1)
        self.assertIn("b", texts)

    def test_lines_are_counted_through_multi_line_comments_and_strings(self):
        tokens = mc.tokenize('/* one\ntwo */ "three\nfour"\nfive')
        self.assertEqual([(t.text, t.line) for t in tokens], [('""', 2), ("five", 4)])

    def test_raw_identifiers_and_paths(self):
        self.assertEqual(self.texts("r#type::x"), ["type", "::", "x"])


class Edges(CrateTest):
    def test_use_items_and_paths_in_code_are_imports(self):
        edges = self.edges(
            {
                "lib.rs": "mod a; mod b; mod c; mod d;",
                "a.rs": "use crate::b::Thing;\nfn f() { crate::c::g(); }",
                "b.rs": "pub struct Thing;",
                "c.rs": "pub fn g() {}",
                "d.rs": "fn f() -> super::c::T { todo!() }",
            }
        )
        self.assertEqual(edges, {("a", "b"), ("a", "c"), ("d", "c")})

    def test_use_groups_self_renames_and_globs(self):
        edges = self.edges(
            {
                "lib.rs": "mod a; mod b; mod c; mod d; mod e;",
                "a.rs": "use crate::{b::{self, X as Y}, c::*};\nuse crate::d::Z as _;",
                "b.rs": "pub struct X;",
                "c.rs": "pub struct W;",
                "d.rs": "pub trait Z {}",
                "e.rs": "use self::super::b;",
            }
        )
        self.assertEqual(edges, {("a", "b"), ("a", "c"), ("a", "d"), ("e", "b")})

    def test_a_child_module_named_without_crate_is_an_import(self):
        edges = self.edges(
            {
                "lib.rs": "pub mod a; pub mod b;\npub use a::start;",
                "a.rs": "pub fn start() { b::go() }\nmod b { pub fn go() {} }",
                "b.rs": "pub fn unrelated() {}",
            }
        )
        # `b::go` in a.rs is a's own inline `b`, part of a; lib.rs's `a::start` is a.
        self.assertEqual(edges, {("(crate root)", "a")})

    def test_declaring_a_child_is_not_an_import_but_using_one_is(self):
        edges = self.edges(
            {
                "lib.rs": "mod parent;",
                "parent/mod.rs": "pub mod child;\npub fn helper() {}",
                "parent/child.rs": "use super::helper;",
            }
        )
        self.assertEqual(edges, {("parent::child", "parent")})

    def test_a_file_module_beside_its_directory(self):
        edges = self.edges(
            {
                "lib.rs": "mod engine; mod other;",
                "engine.rs": "mod measure;",
                "engine/measure.rs": "use crate::other::X;",
                "other.rs": "pub struct X;",
            }
        )
        self.assertEqual(edges, {("engine::measure", "other")})

    def test_a_re_export_counts_for_the_module_that_defines_the_item(self):
        edges = self.edges(
            {
                "lib.rs": "mod results; mod model; mod load;\n"
                "pub use results::*;\npub use load::{load as read};",
                "results.rs": "pub struct File;\npub const VERSION: u32 = 1;",
                "model.rs": "use crate::{File, VERSION};\nfn f() { crate::read(); }",
                "load.rs": "pub fn load() {}",
            }
        )
        self.assertEqual(
            edges,
            {
                ("(crate root)", "results"),
                ("(crate root)", "load"),
                ("model", "results"),
                ("model", "load"),
            },
        )

    def test_inline_modules_belong_to_their_file(self):
        edges = self.edges(
            {
                "lib.rs": "mod low; mod high;",
                "low.rs": "pub fn f() {}\n#[cfg(test)]\nmod tests {\n    use super::*;\n"
                "    use crate::high::helper;\n}",
                "high.rs": "pub fn helper() { crate::low::f() }",
            }
        )
        self.assertEqual(edges, {("low", "high"), ("high", "low")})

    def test_a_visibility_path_and_an_impl_trait_use_bound_are_not_imports(self):
        edges = self.edges(
            {
                "lib.rs": "mod a { pub(in crate::a) fn f() {} }\nmod b;",
                "b.rs": "fn f() -> impl Sized + use<> {}\npub(crate) fn g() {}",
            }
        )
        self.assertEqual(edges, set())

    def test_a_macro_path_through_dollar_crate(self):
        edges = self.edges(
            {
                "lib.rs": "mod a; mod b;",
                "a.rs": "macro_rules! m { ($p:path) => { use $crate::b::X; use $p as p; $crate::b::f() } }",
                "b.rs": "pub struct X; pub fn f() {}",
            }
        )
        self.assertEqual(edges, {("a", "b")})

    def test_a_path_attribute_is_refused(self):
        directory = self.crate("c", {"lib.rs": '#[path = "x.rs"]\nmod a;', "x.rs": ""})
        with self.assertRaisesRegex(mc.CheckError, "#\\[path\\]"):
            mc.Crate(directory)

    def test_a_missing_module_file_is_an_error(self):
        directory = self.crate("c", {"lib.rs": "mod gone;"})
        with self.assertRaisesRegex(mc.CheckError, "no file for `mod gone;`"):
            mc.Crate(directory)


class Cycles(CrateTest):
    CYCLIC = {
        "lib.rs": "mod a; mod b; mod c; mod d;",
        "a.rs": "use crate::b::B;\npub struct A;",
        "b.rs": "use crate::c::C;\npub struct B;",
        "c.rs": "pub struct C;\nfn f() -> crate::a::A { todo!() }",
        "d.rs": "use crate::a::A;",
    }

    def test_a_cycle_fails_naming_its_modules_and_lines(self):
        code, out = self.run_check([self.crate("demo", self.CYCLIC)])
        self.assertEqual(code, 1)
        self.assertIn("demo: import cycle between a, b, c: a -> b -> c -> a", out)
        self.assertIn("a -> b: ", out)
        self.assertIn("a.rs:1: use crate::b::B", out)
        self.assertIn("c.rs:2: crate::a::A", out)
        self.assertNotIn("d", out.split("between")[1].split(":")[0])

    def test_no_cycle_passes(self):
        files = dict(self.CYCLIC, **{"c.rs": "pub struct C;"})
        code, out = self.run_check([self.crate("demo", files)])
        self.assertEqual(code, 0, out)
        self.assertIn("demo: 5 modules, no import cycle", out)

    def test_every_group_is_reported_and_a_two_module_cycle_is_found(self):
        files = dict(self.CYCLIC)
        files["lib.rs"] += " mod e; mod f;"
        files["e.rs"] = "use crate::f::F; pub struct E;"
        files["f.rs"] = "use crate::e::E; pub struct F;"
        code, out = self.run_check([self.crate("demo", files)])
        self.assertEqual(code, 1)
        self.assertIn("between e, f: e -> f -> e", out)
        self.assertIn("between a, b, c:", out)

    def test_an_allowed_cycle_passes_but_only_exactly_that_one(self):
        directory = self.crate("demo", self.CYCLIC)
        code, out = self.run_check([directory], ["demo:c,b,a"])
        self.assertEqual(code, 0, out)
        self.assertIn("allowed import cycle between a, b, c", out)
        # One module more or fewer is another cycle: it fails.
        code, out = self.run_check([directory], ["demo:a,b"])
        self.assertEqual(code, 1)
        self.assertIn("no import cycle between exactly a, b", out)

    def test_an_allowance_without_its_cycle_fails(self):
        files = dict(self.CYCLIC, **{"c.rs": "pub struct C;"})
        code, out = self.run_check([self.crate("demo", files)], ["demo:a,b,c"])
        self.assertEqual(code, 1)
        self.assertIn("demo: no import cycle between exactly a, b, c; remove its --allow", out)
        code, out = self.run_check([self.crate("demo", files)], ["other:a,b"])
        self.assertEqual(code, 1)
        self.assertIn("(that crate was not checked)", out)

    def test_a_malformed_allowance_is_an_error(self):
        with self.assertRaises(mc.CheckError):
            mc.parse_allowance("demo:a")

    def test_the_command_line_exit_codes(self):
        good = self.crate("good", {"lib.rs": "mod a;", "a.rs": ""})
        bad = self.crate("bad", {"lib.rs": "mod a;"})
        quiet = io.StringIO()
        with contextlib.redirect_stdout(quiet), contextlib.redirect_stderr(quiet):
            self.assertEqual(mc.main([str(good)]), 0)
            self.assertEqual(mc.main([str(self.crate("demo", self.CYCLIC))]), 1)
            self.assertEqual(mc.main([str(bad)]), 2)


class ThisRepository(unittest.TestCase):
    """The checker on the project's own crates: pages and bencher have no cycle, and their
    modules import down the layers ARCHITECTURE.md draws."""

    def test_pages_has_no_import_cycle(self):
        out = io.StringIO()
        self.assertEqual(mc.check([REPO / "pages"], [], False, out), 0, out.getvalue())

    def test_pages_imports_flow_down_its_layers(self):
        """ARCHITECTURE.md's rule: prerender, then app, then the components, then state, then
        the pure modules; browser imports none of them."""
        layers = [
            {"prerender"},
            {"app"},
            {"components"},
            {"state"},
            {"markup", "ranking", "tables", "url_state", "choices", "plot", "boot", "site_files"},
        ]

        def layer(node: tuple[str, ...]) -> int:
            if not node:
                return -1  # the crate root re-exports `app::start`
            return next(i for i, names in enumerate(layers) if node[0] in names)

        crate = mc.Crate(REPO / "pages")
        graph = crate.graph()
        self.assertEqual({n[0] for n in graph if n} - {"browser"}, set().union(*layers))
        for source, targets in graph.items():
            for target, edge in targets.items():
                if target == ("browser",):
                    continue
                where = f"{edge.file}:{edge.line}: {edge.text}"
                self.assertGreaterEqual(layer(target), layer(source), where)
                if source == ("components",):  # its helpers: no component
                    self.assertEqual(len(target), 1, where)
        self.assertEqual(graph[("browser",)], {})

    def test_bencher_has_no_import_cycle(self):
        out = io.StringIO()
        self.assertEqual(mc.check([REPO / "bencher"], [], False, out), 0, out.getvalue())

    def test_bencher_imports_flow_down_its_layers(self):
        """ARCHITECTURE.md's rule: engine and report, then crates, then the adapters' contract
        and the data, then the leaves. A module imports only from the layers below its own, so
        engine and report import each other nowhere and a leaf imports no other module; of the
        engine, only its registry suite knows the crates."""
        layers = [
            {"engine", "report", "code_size", "wasm_run"},
            {"crates"},
            {"adapter", "datasets", "generated"},
            {"output", "environment", "alloc", "codecs", "callgrind", "merge"},
        ]

        def layer(node: tuple[str, ...]) -> int:
            return next(i for i, names in enumerate(layers) if node[0] in names)

        crate = mc.Crate(REPO / "bencher")
        graph = crate.graph()
        self.assertEqual({n[0] for n in graph if n}, set().union(*layers))
        for source, targets in graph.items():
            if not source:
                continue  # the crate root declares the modules
            for target, edge in targets.items():
                where = f"{edge.file}:{edge.line}: {edge.text}"
                if target[0] == source[0]:
                    continue
                self.assertGreater(layer(target), layer(source), where)
        users_of_crates = {
            source
            for source, targets in graph.items()
            if source and source[0] == "engine" and any(t[0] == "crates" for t in targets if t)
        }
        self.assertEqual(users_of_crates, {("engine", "registry")})

if __name__ == "__main__":
    unittest.main()
