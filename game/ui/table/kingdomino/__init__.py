"""Kingdomino's table pieces: none beyond what the table's core draws (dominoes, kings, lines,
kingdoms). Other rule sets' pieces start from them."""
