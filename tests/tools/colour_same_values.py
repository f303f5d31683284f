"""Issue 38 point 6, not shipped: every game/ui module changed since BASE, with theme/palette
names replaced by their values, has the same syntax tree as at BASE (imports dropped), so no
colour value changed, drawn on a screenshot or not. Run from the worktree's root:

    python tests/tools/colour_same_values.py BASE_COMMIT
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, ".")
from game.ui import palette, theme

BASE = sys.argv[1]
files = subprocess.run(["git", "diff", "--name-only", BASE, "HEAD", "--", "game/ui"],
                       capture_output=True, text=True, check=True).stdout.split()



class Sub(ast.NodeTransformer):
    def visit_Attribute(self, node: ast.Attribute) -> Any:
        self.generic_visit(node)
        if isinstance(node.value, ast.Name) and node.value.id in ("palette", "theme"):
            mod = palette if node.value.id == "palette" else theme
            v = getattr(mod, node.attr, None)
            if isinstance(v, (tuple, dict)):
                return ast.parse(repr(v), mode="eval").body
        return node
    def visit_Import(self, node: ast.Import) -> None:
        return None

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        return None


def tree(src: str) -> str:
    return ast.dump(Sub().visit(ast.parse(src)))


bad = 0
for f in files:
    if f.endswith("palette.py"):
        continue
    old = subprocess.run(["git", "show", f"{BASE}:{f}"], capture_output=True, text=True, check=True).stdout
    new = Path(f).read_text(encoding="utf-8")
    same = tree(old) == tree(new)
    print("same" if same else "DIFF", f)
    bad += not same
print(len(files) - 1 - bad, "of", len(files) - 1, "same")
