"""The type stubs ship with the package and name what the module has."""

import ast
from pathlib import Path

import boardfig

STUB = Path(__file__).resolve().parents[1] / "boardfig.pyi"


def stub_tree():
    return ast.parse(STUB.read_text())


def test_the_stubs_are_installed_with_the_module():
    package = Path(boardfig.__file__).parent
    assert (package / "py.typed").is_file()
    assert (package / "__init__.pyi").read_text() == STUB.read_text()


def test_the_stubs_name_every_public_name_and_no_other():
    tree = stub_tree()
    names = {n.name for n in tree.body if isinstance(n, (ast.ClassDef, ast.FunctionDef))}
    names |= {t.id for n in tree.body if isinstance(n, ast.AnnAssign) for t in [n.target]}
    aliases = {"Theme", "Animate", "Player", "Status"}
    public = {name for name in dir(boardfig) if not name.startswith("_")} | {"__version__"}
    assert names | aliases >= public - {"boardfig"}
    assert names - {"__version__"} <= public


def test_the_stubs_name_every_method_of_each_class():
    for node in stub_tree().body:
        if not isinstance(node, ast.ClassDef) or node.name == "BudgetExceeded":
            continue
        runtime = getattr(boardfig, node.name)
        stubbed = {n.name for n in node.body if isinstance(n, ast.FunctionDef)}
        for name in stubbed:
            assert hasattr(runtime, name), f"{node.name}.{name}"
        own = {n for n in vars(runtime) if not n.startswith("__") and not n.startswith("_repr")}
        assert own <= stubbed, f"{node.name}: {own - stubbed} not in the stubs"
