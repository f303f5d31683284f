"""Royal Wedding XXL's table pieces, on Queendomino's: the playmat's event, challenges, Court, giants,
two builders' rows, the overview.
"""
