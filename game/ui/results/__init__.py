"""The results screen's parts: where a card's lines go, drawing them, the pieces on a kingdom's
picture, Queendomino's breakdown.
"""
