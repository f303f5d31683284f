"""The game table scene and its parts (geometry, pieces, placement, AI worker, animations)."""

from __future__ import annotations

from .scene import TableScene

__all__ = ["TableScene"]
