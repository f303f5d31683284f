"""A lesson at the table: the lit move, the card and where it goes, and the words for refusals.
"""
