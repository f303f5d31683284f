"""The table's core: geometry, drawing, pointer and keys, stages, the AI worker, and what every rule
set shares. Each rule set's own pieces live in a folder of their own (`queendomino/`, `xxl/`); the
table screen itself is `game.ui.screens.table`."""
