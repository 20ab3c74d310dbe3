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
    aliases = {"Theme", "Lang", "Animate", "Player", "Status"}
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


def literal_choices(annotation):
    """The strings of a ``Literal[...]`` in an annotation (``| None`` aside)."""
    return {
        node.value
        for node in ast.walk(annotation)
        if isinstance(node, ast.Constant) and isinstance(node.value, str)
    }


def enum_values(schema, definition):
    """The values a schema definition of choices allows."""
    return {choice["const"] for choice in schema["definitions"][definition]["oneOf"]}


def test_the_stubs_keywords_and_choices_are_the_declared_ones(cli):
    """Every keyword the stubs spell out is a keyword of the function, with
    the default help() shows, and each choice the stubs list for it is one
    the build file's schema allows (all of them, for a method)."""
    import inspect
    import json

    schema = json.loads(cli("schema"))
    methods = {"knight": "KnightMethod", "queens": "QueensMethod"}
    seen = set()
    for node in stub_tree().body:
        if not isinstance(node, ast.FunctionDef) or node.name not in methods:
            continue
        runtime = inspect.signature(getattr(boardfig, node.name)).parameters
        arguments = node.args.args + node.args.kwonlyargs
        defaults = [None] * (len(node.args.args) - len(node.args.defaults)) + node.args.defaults
        defaults += node.args.kw_defaults
        for argument, default in zip(arguments, defaults):
            name = argument.arg
            assert name in runtime, f"{node.name}({name}=...) is not a keyword"
            seen.add((node.name, name))
            shown = runtime[name].default
            if default is not None and shown is not inspect.Parameter.empty:
                stubbed = ast.literal_eval(default)
                assert stubbed in (shown, None), f"{node.name}({name}): {stubbed!r} vs {shown!r}"
            if name == "method":
                assert literal_choices(argument.annotation) == enum_values(schema, methods[node.name])
    assert {("knight", "method"), ("queens", "method"), ("knight", "board")} <= seen


def test_each_signature_is_its_tables_keys_and_defaults(cli):
    """help() shows each keyword of a function with the default the build
    file's schema gives its key (both made from one key table): every key
    of the table but those naming files, and nothing else."""
    import inspect
    import json

    schema = json.loads(cli("schema"))["definitions"]
    files = {"name", "formats", "strip", "tree"}
    for function, table in [("knight", "KnightJob"), ("queens", "QueensJob"), ("explore", "ExploreJob")]:
        properties = schema[table]["properties"]
        expected = {
            key.replace("-", "_"): properties[key].get("default")
            for key in properties
            if key not in files
        }
        parameters = inspect.signature(getattr(boardfig, function)).parameters
        shown = {name: parameter.default for name, parameter in parameters.items()}
        assert shown == expected, function
    assert inspect.signature(boardfig.knight).parameters["hold"].default == 2000


def test_figures_take_the_keywords_from_theme_on():
    """The answers' docs say their figures take the keywords of knight()
    and queens() from ``theme`` on: each, at its default, is taken (an
    animation's option warns that a still figure does not use it)."""
    import inspect
    import warnings

    warnings.simplefilter("ignore", UserWarning)

    for function, answer in [(boardfig.knight, boardfig.knight("5x5")), (boardfig.queens, boardfig.queens(5))]:
        names = list(inspect.signature(function).parameters)
        figure = names[names.index("theme"):]
        assert "cell" in figure and "board" not in figure and "n" not in figure
        for name in figure:
            default = inspect.signature(function).parameters[name].default
            if default is not None:
                assert answer.svg(**{name: default}).startswith("<svg"), name
        stub = next(n for n in stub_tree().body if isinstance(n, ast.ClassDef) and n.name == type(answer).__name__)
        listed = ast.get_docstring(stub).split(f"``{function.__name__}()``:")[1].split(".")[0]
        assert {word.strip() for word in listed.split(",")} == set(figure), type(answer).__name__
