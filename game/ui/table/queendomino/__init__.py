"""Queendomino's table pieces: the builders' board, purses, the Queen and the Dragon, building and
bribing, their stages.
"""
